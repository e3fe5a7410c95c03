import { addDays, addMonths, localDate, startOfLocalDay, type LocalDate } from '../../lib/calendar';
import type { BudgetUsage } from './budget';
import type { LibraryRow } from './libraries.repository';

/**
 * Budget pacing (docs/decisions/059): a library may spread its monthly budget over the month, so that it lasts.
 * - 'none': only the monthly budget holds.
 * - 'daily': each local day (00:00 to 00:00 in the library's time zone) is a period.
 * - 'weekly': each week Monday to Sunday is a period, cut at the month's edges: a month that starts on a
 *   Wednesday has a first period Wednesday to Sunday, and its last days after the last Monday are a period too.
 * - 'auto': days, like 'daily', but the budget left is shared out by the library's weekday weights (its loans per
 *   weekday over the last 8 full weeks, see weekdayWeights) rather than evenly: busy weekdays get more.
 * A period's allowance is what remained of the monthly budget when the period began, split evenly (rounded to
 * the nearest) over the periods left in the month, this one included. What a period leaves unspent stays in the remaining
 * budget, so the next period's allowance grows by its share of it (rollover); the last period's allowance is all
 * that remains, and no allowance is ever more than the monthly budget leaves. Allowances are in the budget's own
 * unit: loans for a count budget, cents of loan prices for an amount budget. A loan passes when it fits in what
 * remains of its period's allowance (one loan, or its price), exactly like the monthly budget's own check.
 *
 * The loan's charge statement (loans.repository.ts) applies the same rule in SQL under the month row's lock; this
 * module answers it for notices, the librarian's screens and tests.
 */
export const BUDGET_PACINGS = ['none', 'weekly', 'daily', 'auto'] as const;
export type BudgetPacing = (typeof BUDGET_PACINGS)[number];

export interface PacingPeriod {
  /** The period's first instant (local midnight). */
  startsAt: Date;
  /** The next period's first instant: when a spent allowance opens again. */
  endsAt: Date;
  /** Periods left in the month, this one included (1 on the month's last period). */
  periodsLeft: number;
  /**
   * This period's share of what is left: `share` of `shares` (1 of periodsLeft for 'daily' and 'weekly'; for
   * 'auto', today's weekday weight of the weights of the days left in the month, today included).
   */
  share: number;
  shares: number;
}

/** Equal weekday weights: what a library has before its first refresh, and what makes 'auto' equal 'daily'. */
export const EQUAL_WEEKDAY_WEIGHTS: readonly number[] = [1, 1, 1, 1, 1, 1, 1];

/** The largest weekday weight: weights stay small integers whatever the library lends. */
export const MAX_WEEKDAY_WEIGHT = 100;

/**
 * The 'auto' pacing's weekday weights (Monday to Sunday) from the library's loans per weekday (same order) over
 * the last 8 full weeks: proportional to them, scaled so the busiest weekday weighs MAX_WEEKDAY_WEIGHT, and each at
 * least 1 (1 + the scaled loans, to the nearest), so no weekday is ever shut. No loans at all: all equal.
 */
export function weekdayWeights(loansPerWeekday: readonly number[]): number[] {
  const counts = Array.from({ length: 7 }, (_, i) => Math.max(0, Math.floor(loansPerWeekday[i] ?? 0)));
  const most = Math.max(...counts);
  if (most === 0) return [...EQUAL_WEEKDAY_WEIGHTS];
  const scale = MAX_WEEKDAY_WEIGHT - 1;
  return counts.map((n) => 1 + Math.floor((2 * n * scale + most) / (2 * most)));
}

/** A stored weight list as seven positive integers (anything else counts as 1, as the charge statement reads it). */
const weightOf = (weights: readonly number[] | null | undefined, weekday: number): number => {
  const w = weights?.[weekday];
  return typeof w === 'number' && Number.isInteger(w) && w > 0 ? w : 1;
};

const weekdayMondayFirst = (d: LocalDate): number =>
  (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;

const daysBetween = (from: LocalDate, to: LocalDate): number =>
  Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000,
  );

/** The pacing period containing an instant, in the library's time zone; null without pacing. */
export function pacingPeriod(
  timeZone: string,
  now: Date,
  pacing: BudgetPacing,
  weights: readonly number[] | null = EQUAL_WEEKDAY_WEIGHTS,
): PacingPeriod | null {
  if (pacing === 'none') return null;
  const today = localDate(timeZone, now);
  const nextMonth = addMonths(today, 1);
  const daysLeft = daysBetween(today, nextMonth);
  if (pacing === 'daily' || pacing === 'auto') {
    const weekday = weekdayMondayFirst(today);
    let shares = 0;
    for (let i = 0; i < daysLeft; i++) shares += pacing === 'auto' ? weightOf(weights, (weekday + i) % 7) : 1;
    return {
      startsAt: startOfLocalDay(timeZone, today),
      endsAt: startOfLocalDay(timeZone, addDays(today, 1)),
      periodsLeft: daysLeft,
      share: pacing === 'auto' ? weightOf(weights, weekday) : 1,
      shares,
    };
  }
  const weekday = weekdayMondayFirst(today);
  const monday = addDays(today, -weekday);
  const start = monday.month === today.month ? monday : { ...today, day: 1 };
  const nextMonday = addDays(monday, 7);
  const beforeNextMonth = daysBetween(nextMonday, nextMonth);
  const end = beforeNextMonth > 0 ? nextMonday : nextMonth;
  const periodsLeft = 1 + Math.max(0, Math.ceil(beforeNextMonth / 7));
  return {
    startsAt: startOfLocalDay(timeZone, start),
    endsAt: startOfLocalDay(timeZone, end),
    periodsLeft,
    share: 1,
    shares: periodsLeft,
  };
}

/** The library's month counters as stored (library_budget_months), or none before the month's first loan. */
export type PacedMonth = BudgetUsage;

export interface AllowanceState {
  pacing: Exclude<BudgetPacing, 'none'>;
  period: PacingPeriod;
  /** The period's allowance, in loans (count budget) or cents (amount budget). */
  allowance: number;
  /** Spent of it in this period, in the same unit. */
  used: number;
  /** What remains of it, never below 0. */
  left: number;
}

/**
 * The allowance of the period containing `now` and its use (null: no pacing, or no monthly budget to pace). The
 * month's counters before the period are the stored base when the month's last loan fell in this period, else the
 * counters themselves (no loan yet in this period).
 */
export function allowanceState(
  library: Pick<
    LibraryRow,
    'timeZone' | 'budgetType' | 'monthlyBudgetLoans' | 'monthlyBudgetCents' | 'budgetPacing'
  > & { pacingWeekdayWeights?: readonly number[] | null | undefined },
  month: PacedMonth | undefined,
  now: Date,
): AllowanceState | null {
  const pacing = library.budgetPacing;
  if (pacing === 'none') return null;
  const cap = library.budgetType === 'amount' ? library.monthlyBudgetCents : library.monthlyBudgetLoans;
  if (cap === null) return null;
  const period = pacingPeriod(library.timeZone, now, pacing, library.pacingWeekdayWeights ?? null)!;
  const total = month ? (library.budgetType === 'amount' ? month.amountCents : month.loans) : 0;
  const inPeriod = month?.periodStartsAt?.getTime() === period.startsAt.getTime();
  const base = !inPeriod
    ? total
    : library.budgetType === 'amount'
      ? (month!.periodBaseCents ?? 0)
      : (month!.periodBaseLoans ?? 0);
  const allowance = weightedAllowance(cap, base, period.share, period.shares);
  const used = total - base;
  return { pacing, period, allowance, used, left: Math.max(0, allowance - used) };
}

/**
 * The allowance of a period: the budget left when it began, split evenly over the periods left, rounded to the
 * nearest whole loan or cent (halves up). Rounding down would shut a small budget for weeks (14 loans over 31
 * days: none until the 18th); to the nearest, it opens every other day or so. Never more than is left (the last
 * period gets all of it), as an integer expression the charge statement computes alike: (2r + n) div 2n.
 */
export const periodAllowance = (cap: number, usedBefore: number, periodsLeft: number): number => {
  const left = Math.max(0, cap - usedBefore);
  const periods = Math.max(1, periodsLeft);
  return Math.floor((2 * left + periods) / (2 * periods));
};

/**
 * A period's allowance when the budget left is shared out unevenly (the 'auto' pacing): `share` of `shares` of
 * what was left when it began, rounded to the nearest (halves up): (2 r s + S) div 2 S. With s = 1 and S the
 * periods left it is periodAllowance; it is never more than is left (s <= S), and the month's last day (s = S)
 * gets all of it. The charge statement computes the same integer expression from the stored weights.
 */
export const weightedAllowance = (cap: number, usedBefore: number, share: number, shares: number): number => {
  const left = Math.max(0, cap - usedBefore);
  const total = Math.max(1, shares);
  const part = Math.min(total, Math.max(0, share));
  return Math.floor((2 * left * part + total) / (2 * total));
};
