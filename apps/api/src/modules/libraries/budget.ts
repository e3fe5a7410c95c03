import { formatLocalDate, periodContaining } from '../../lib/calendar';
import type { LibraryRow } from './libraries.repository';

export interface BudgetUsage {
  loans: number;
  amountCents: number;
  /** The pacing period of the month's last loan and the counters before it (library_budget_months; pacing.ts). */
  periodStartsAt?: Date | null;
  periodBaseLoans?: number;
  periodBaseCents?: number;
}

/** The month key (YYYY-MM-01) of the library's current budget month, in the library's own time zone. */
export const budgetMonthKey = (library: Pick<LibraryRow, 'timeZone'>, now: Date): string =>
  formatLocalDate(periodContaining(library.timeZone, now, 'month').start);

/**
 * Whether the library's monthly budget is spent, and when it reopens (local midnight on the 1st of next month).
 * A library without a cap never runs out.
 */
export function libraryBudgetState(
  library: Pick<LibraryRow, 'timeZone' | 'budgetType' | 'monthlyBudgetLoans' | 'monthlyBudgetCents'>,
  usage: BudgetUsage | undefined,
  now: Date,
): { reached: boolean; reopensOn: string | null } {
  const used = usage ?? { loans: 0, amountCents: 0 };
  const reached =
    library.budgetType === 'amount'
      ? library.monthlyBudgetCents !== null && used.amountCents >= library.monthlyBudgetCents
      : library.monthlyBudgetLoans !== null && used.loans >= library.monthlyBudgetLoans;
  return {
    reached,
    reopensOn: reached ? formatLocalDate(periodContaining(library.timeZone, now, 'month').next) : null,
  };
}

/** Whether a patron has used all loans of their period, and when the next period starts. */
export function patronLimitState(
  library: Pick<LibraryRow, 'timeZone' | 'patronLimit' | 'patronLimitPeriod'>,
  loansInPeriod: number,
  now: Date,
): { reached: boolean; loansLeft: number; newLoansOn: string | null } {
  const loansLeft = Math.max(0, library.patronLimit - loansInPeriod);
  const reached = loansLeft === 0;
  return {
    reached,
    loansLeft,
    newLoansOn: reached
      ? formatLocalDate(periodContaining(library.timeZone, now, library.patronLimitPeriod).next)
      : null,
  };
}
