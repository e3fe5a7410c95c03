import { FORECAST_WEEKS } from '@filmhyllan/contract';
import { formatLocalDate, type LocalDate } from '../../lib/calendar';

/** Days of history whose weekday pattern the forecast follows. */
export const FORECAST_WEEKS_DAYS = FORECAST_WEEKS * 7;

/**
 * This month's forecast (contract getStatistics): the loans so far are spread over the days elapsed, each day
 * weighted by its weekday's share of the library's loans in the last weeks; the rest of the month gets the same
 * daily rate by the same weights, at this month's average price per loan.
 */
export interface ForecastInput {
  /** Today in the library's time zone. */
  today: LocalDate;
  /** How much of today has passed, 0 to 1. */
  todayElapsed: number;
  loans: number;
  amountCents: number;
  budgetType: 'count' | 'amount';
  /** Loans (count) or cents (amount); null: no cap. */
  cap: number | null;
  /** Loans per weekday (0 Sunday to 6 Saturday) in the weeks before today. */
  weekdayLoans: readonly number[];
}

export interface Forecast {
  runOutDate: string | null;
  projectedLoans: number;
  projectedAmountCents: number;
}

const weekday = (d: LocalDate): number => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
const daysInMonth = (d: LocalDate): number => new Date(Date.UTC(d.year, d.month, 0)).getUTCDate();

/** Each weekday's weight: its loans against the average weekday, so a plain week weighs 7; all 1 without history. */
export function weekdayWeights(weekdayLoans: readonly number[]): number[] {
  const total = weekdayLoans.reduce((sum, n) => sum + n, 0);
  return Array.from({ length: 7 }, (_, day) => (total > 0 ? ((weekdayLoans[day] ?? 0) * 7) / total : 1));
}

/** The demand ahead: projected loans of the rest of today, then of each later day of the month. */
export interface ProjectedDemand {
  ahead: { date: LocalDate; loans: number }[];
  /** This month's average price per loan (0 before its first loan). */
  pricePerLoan: number;
}

/**
 * The loans so far spread over the days elapsed by the weekday weights, carried forward at the same rate by the
 * same weights: what forecastMonth sums, and what the pacing report (pacing-report.ts) runs against the allowances.
 */
export function projectedDemand(input: ForecastInput): ProjectedDemand {
  const { today, todayElapsed } = input;
  const lastDay = daysInMonth(today);
  const day = (n: number): LocalDate => ({ year: today.year, month: today.month, day: n });
  let weights = weekdayWeights(input.weekdayLoans);
  const elapsedWeight = (w: number[]) => {
    let sum = todayElapsed * w[weekday(today)]!;
    for (let n = 1; n < today.day; n++) sum += w[weekday(day(n))]!;
    return sum;
  };
  // Loans on weekdays the history never saw would give an endless rate: fall back to every day alike.
  if (input.loans > 0 && elapsedWeight(weights) === 0) weights = weekdayWeights([]);
  const elapsed = elapsedWeight(weights);
  const rate = elapsed > 0 ? input.loans / elapsed : 0;
  const ahead: { date: LocalDate; loans: number }[] = [
    { date: today, loans: rate * (1 - todayElapsed) * weights[weekday(today)]! },
  ];
  for (let n = today.day + 1; n <= lastDay; n++)
    ahead.push({ date: day(n), loans: rate * weights[weekday(day(n))]! });
  return { ahead, pricePerLoan: input.loans > 0 ? input.amountCents / input.loans : 0 };
}

export function forecastMonth(input: ForecastInput): Forecast {
  const { today } = input;
  const { ahead, pricePerLoan } = projectedDemand(input);
  const moreLoans = ahead.reduce((sum, d) => sum + d.loans, 0);

  let runOutDate: string | null = null;
  if (input.cap !== null) {
    const perLoan = input.budgetType === 'count' ? 1 : pricePerLoan;
    let used = input.budgetType === 'count' ? input.loans : input.amountCents;
    if (used >= input.cap) runOutDate = formatLocalDate(today);
    for (const d of ahead) {
      if (runOutDate) break;
      used += d.loans * perLoan;
      // A hair of tolerance: sums of fractions must not miss a cap they reach exactly.
      if (used >= input.cap - 1e-9) runOutDate = formatLocalDate(d.date);
    }
  }
  return {
    runOutDate,
    projectedLoans: Math.round(input.loans + moreLoans),
    projectedAmountCents: Math.round(input.amountCents + moreLoans * pricePerLoan),
  };
}
