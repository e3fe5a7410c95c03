import {
  addDays,
  addMonths,
  formatLocalDate,
  localDate,
  startOfLocalDay,
  type LocalDate,
} from '../../lib/calendar';
import type { BudgetUsage } from '../libraries/budget';
import type { LibraryRow } from '../libraries/libraries.repository';
import { allowanceState, pacingPeriod, weightedAllowance, type BudgetPacing } from '../libraries/pacing';
import type { ProjectedDemand } from './forecast';

/**
 * This month's pacing periods with their allowance and use, and what the allowances are projected to refuse
 * (contract getStatistics `pacing`, docs/decisions/059). Pure: the service hands it the month's counters, the
 * month's spend per local day and the forecast's projected demand.
 *
 * - A past period's allowance is the rule's (pacing.ts) from what the days before it spent, by today's settings
 *   (cap, pacing, weekday weights): a cap or pacing changed during the month shows as if it had always been so.
 * - The current period's allowance and use are the charge statement's own, from the month's row.
 * - Periods to come are projected: each day takes the projected demand (the forecast's weekday-weighted rate)
 *   up to what is left of its period's allowance; the next period's allowance is the rule's from the budget left
 *   then. Demand beyond the allowance is what pacing would refuse; a day counts as refusing when at least half a
 *   loan of its demand does not fit.
 */
export interface PacingReport {
  pacing: Exclude<BudgetPacing, 'none'>;
  periods: {
    /** First and last local day of the period, both included. */
    startsOn: string;
    endsOn: string;
    /** In the budget's unit: loans (count budget) or cents (amount budget); projected for periods to come. */
    allowance: number;
    /** Spent of it, same unit; null for periods to come. */
    used: number | null;
    state: 'past' | 'current' | 'future';
  }[];
  forecast: {
    /** Days from today to the month's end on which the projected demand does not fit the allowance. */
    refusedDays: number;
    firstRefusedDate: string | null;
    /** Loans of the projected demand the allowances would refuse, rounded. */
    refusedLoans: number;
  };
}

type PacedLibrary = Pick<
  LibraryRow,
  | 'timeZone'
  | 'budgetType'
  | 'monthlyBudgetLoans'
  | 'monthlyBudgetCents'
  | 'budgetPacing'
  | 'pacingWeekdayWeights'
>;

export interface PacingReportInput {
  library: PacedLibrary;
  now: Date;
  /** This month's counters as stored (library_budget_months), none before its first loan. */
  month: BudgetUsage | undefined;
  /** This month's spend per local day (YYYY-MM-DD) in the budget's unit, days without loans absent. */
  spentByDay: ReadonlyMap<string, number>;
  demand: ProjectedDemand;
}

const sameDay = (a: LocalDate, b: LocalDate) => a.year === b.year && a.month === b.month && a.day === b.day;
const dayNumber = (d: LocalDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

export function pacingReport(input: PacingReportInput): PacingReport | null {
  const { library, now, demand } = input;
  const state = allowanceState(library, input.month, now);
  if (!state) return null;
  const cap = (library.budgetType === 'amount' ? library.monthlyBudgetCents : library.monthlyBudgetLoans)!;
  const tz = library.timeZone;
  const today = localDate(tz, now);
  const weights = library.pacingWeekdayWeights ?? null;
  const periodOn = (day: LocalDate) => pacingPeriod(tz, startOfLocalDay(tz, day), state.pacing, weights)!;
  const lastDayOf = (period: { endsAt: Date }) => addDays(localDate(tz, period.endsAt), -1);
  const perLoan = library.budgetType === 'count' ? 1 : demand.pricePerLoan;
  const demandOn = new Map(demand.ahead.map((d) => [formatLocalDate(d.date), d.loans * perLoan]));

  const periods: PacingReport['periods'] = [];
  let spentBefore = 0;
  const currentStart = localDate(tz, state.period.startsAt);
  // Periods before today's: the rule's allowance from the days before each, their use from the loans.
  for (let day: LocalDate = { ...today, day: 1 }; dayNumber(day) < dayNumber(currentStart);) {
    const period = periodOn(day);
    const last = lastDayOf(period);
    const allowance = weightedAllowance(cap, spentBefore, period.share, period.shares);
    let used = 0;
    for (let d = day; ; d = addDays(d, 1)) {
      used += input.spentByDay.get(formatLocalDate(d)) ?? 0;
      if (sameDay(d, last)) break;
    }
    periods.push({
      startsOn: formatLocalDate(day),
      endsOn: formatLocalDate(last),
      allowance,
      used,
      state: 'past',
    });
    spentBefore += used;
    day = addDays(last, 1);
  }

  // Today's period, as the charge statement counts it; then the days ahead against their allowances.
  const monthSpent = input.month
    ? library.budgetType === 'amount'
      ? input.month.amountCents
      : input.month.loans
    : 0;
  let spent = monthSpent;
  let left = state.left;
  let refusedDays = 0;
  let firstRefusedDate: string | null = null;
  let refused = 0;
  const currentLast = lastDayOf(state.period);
  const monthEnd = addDays(addMonths({ ...today, day: 1 }, 1), -1);
  periods.push({
    startsOn: formatLocalDate(currentStart),
    endsOn: formatLocalDate(currentLast),
    allowance: state.allowance,
    used: state.used,
    state: 'current',
  });
  for (let d = today; ; d = addDays(d, 1)) {
    const period = periodOn(d);
    if (!sameDay(d, today) && period.startsAt.getTime() === startOfLocalDay(tz, d).getTime()) {
      // A new period: the rule's allowance from the budget projected to be left when it begins.
      const allowance = weightedAllowance(cap, spent, period.share, period.shares);
      left = allowance;
      periods.push({
        startsOn: formatLocalDate(d),
        endsOn: formatLocalDate(lastDayOf(period)),
        allowance,
        used: null,
        state: 'future',
      });
    }
    const wanted = demandOn.get(formatLocalDate(d)) ?? 0;
    const served = Math.min(wanted, left);
    left -= served;
    spent += served;
    const unmet = wanted - served;
    if (perLoan > 0 && unmet >= perLoan / 2) {
      refusedDays += 1;
      firstRefusedDate ??= formatLocalDate(d);
    }
    refused += unmet;
    if (sameDay(d, monthEnd)) break;
  }
  return {
    pacing: state.pacing,
    periods,
    forecast: {
      refusedDays,
      firstRefusedDate,
      refusedLoans: perLoan > 0 ? Math.round(refused / perLoan) : 0,
    },
  };
}
