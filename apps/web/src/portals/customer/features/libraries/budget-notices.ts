import type { Library } from '@filmhyllan/contract';
import type { DismissedBudgetNotices } from '@/lib/storage';

/**
 * Whose loans are closed: the library's monthly budget, or the patron's own limit (spec section 4); or, at a
 * library that paces its budget, its day's or week's allowance: spent ('allowance') or nearly ('allowance-left').
 */
export type BudgetNoticeKind = 'library' | 'customer' | 'allowance' | 'allowance-left';

export interface BudgetNotice {
  kind: BudgetNoticeKind;
  /** When loans open again (YYYY-MM-DD), or for an allowance when its period ends (an ISO instant). */
  date: string;
  /** An allowance's pacing, time zone and loans left (allowance kinds only). */
  allowance?: NonNullable<Library['library_allowance']>;
}

/** How few loans left in a day or week the library's pages mention. */
export const FEW_LOANS_LEFT = 5;

/**
 * The notices a library's pages show: the library's budget first (it closes loans for everyone), then the
 * patron's own limit. A flag without a date says nothing useful and shows nothing.
 */
export function budgetNotices(library: Library): BudgetNotice[] {
  const notices: BudgetNotice[] = [];
  if (library.library_loan_budget_reached && library.new_loans_date_library) {
    notices.push({ kind: 'library', date: library.new_loans_date_library });
  }
  const allowance = library.library_allowance;
  if (allowance?.reached) {
    notices.push({ kind: 'allowance', date: allowance.period_ends_at, allowance });
  } else if (allowance && allowance.loans_left !== null && allowance.loans_left <= FEW_LOANS_LEFT) {
    notices.push({ kind: 'allowance-left', date: allowance.period_ends_at, allowance });
  }
  if (library.customer_loan_budget_reached && library.new_loans_date) {
    notices.push({ kind: 'customer', date: library.new_loans_date });
  }
  return notices;
}

/** Today as YYYY-MM-DD in the patron's own time zone: the day their calendar shows. */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A dismissed notice stays hidden for its library while it announces the same date and that date has not
 * come. A new date (next month's budget spent too) shows it again.
 */
export function isDismissed(
  dismissed: DismissedBudgetNotices | undefined,
  libraryId: number,
  notice: BudgetNotice,
  today: string,
): boolean {
  return dismissed?.[libraryId]?.[notice.kind] === notice.date && today < notice.date;
}

/** The dismissals with one more; those whose date has come are dropped, so the stored list stays small. */
export function withDismissed(
  dismissed: DismissedBudgetNotices | undefined,
  libraryId: number,
  notice: BudgetNotice,
  today: string,
): DismissedBudgetNotices {
  const next: DismissedBudgetNotices = {};
  const all: DismissedBudgetNotices = {
    ...dismissed,
    [libraryId]: { ...dismissed?.[libraryId], [notice.kind]: notice.date },
  };
  for (const [id, entry] of Object.entries(all)) {
    const kept = Object.fromEntries(Object.entries(entry).filter(([, date]) => date && today < date));
    if (Object.keys(kept).length > 0) next[id] = kept;
  }
  return next;
}
