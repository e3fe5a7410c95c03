import { addDays, addMonths, localDate, startOfLocalDay, type LocalDate } from '../../lib/calendar';
import type { BudgetUsage } from './budget';
import type { LibraryRow } from './libraries.repository';

/**
 * Budget pacing (docs/decisions/059): a library may spread its monthly budget over the month, so that it lasts.
 * - 'none': only the monthly budget holds.
 * - 'daily': each local day (00:00 to 00:00 in the library's time zone) is a period.
 * - 'weekly': each week Monday to Sunday is a period, cut at the month's edges: a month that starts on a
 *   Wednesday has a first period Wednesday to Sunday, and its last days after the last Monday are a period too.
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
export const BUDGET_PACINGS = ['none', 'weekly', 'daily'] as const;
export type BudgetPacing = (typeof BUDGET_PACINGS)[number];

export interface PacingPeriod {
  /** The period's first instant (local midnight). */
  startsAt: Date;
  /** The next period's first instant: when a spent allowance opens again. */
  endsAt: Date;
  /** Periods left in the month, this one included (1 on the month's last period). */
  periodsLeft: number;
}

const weekdayMondayFirst = (d: LocalDate): number =>
  (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;

const daysBetween = (from: LocalDate, to: LocalDate): number =>
  Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000,
  );

/** The pacing period containing an instant, in the library's time zone; null without pacing. */
export function pacingPeriod(timeZone: string, now: Date, pacing: BudgetPacing): PacingPeriod | null {
  if (pacing === 'none') return null;
  const today = localDate(timeZone, now);
  const nextMonth = addMonths(today, 1);
  const daysLeft = daysBetween(today, nextMonth);
  if (pacing === 'daily') {
    return {
      startsAt: startOfLocalDay(timeZone, today),
      endsAt: startOfLocalDay(timeZone, addDays(today, 1)),
      periodsLeft: daysLeft,
    };
  }
  const weekday = weekdayMondayFirst(today);
  const monday = addDays(today, -weekday);
  const start = monday.month === today.month ? monday : { ...today, day: 1 };
  const nextMonday = addDays(monday, 7);
  const beforeNextMonth = daysBetween(nextMonday, nextMonth);
  const end = beforeNextMonth > 0 ? nextMonday : nextMonth;
  return {
    startsAt: startOfLocalDay(timeZone, start),
    endsAt: startOfLocalDay(timeZone, end),
    periodsLeft: 1 + Math.max(0, Math.ceil(beforeNextMonth / 7)),
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
  >,
  month: PacedMonth | undefined,
  now: Date,
): AllowanceState | null {
  const pacing = library.budgetPacing;
  if (pacing === 'none') return null;
  const cap = library.budgetType === 'amount' ? library.monthlyBudgetCents : library.monthlyBudgetLoans;
  if (cap === null) return null;
  const period = pacingPeriod(library.timeZone, now, pacing)!;
  const total = month ? (library.budgetType === 'amount' ? month.amountCents : month.loans) : 0;
  const inPeriod = month?.periodStartsAt?.getTime() === period.startsAt.getTime();
  const base = !inPeriod
    ? total
    : library.budgetType === 'amount'
      ? (month!.periodBaseCents ?? 0)
      : (month!.periodBaseLoans ?? 0);
  const allowance = periodAllowance(cap, base, period.periodsLeft);
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
