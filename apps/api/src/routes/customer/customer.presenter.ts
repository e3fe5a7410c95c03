import type { getCurrentMonthLoansLeft, Loan, LoanResult as WireLoanResult } from '@filmhyllan/contract';
import type { z } from 'zod';
import type { ActiveLoan, CardLoansLeft, LoanResult } from '../../modules/loans/loans.service';

/** Loans on the wire (docs/decisions/027). */

/** The fields every loan on the wire has: which loan, of what, where and when. */
export function presentLoanWindow(
  loan: Pick<ActiveLoan, 'id' | 'titleId' | 'libraryId' | 'startedAt' | 'endsAt'>,
) {
  return {
    loan_id: loan.id,
    title_id: loan.titleId,
    library_id: loan.libraryId,
    started_at: loan.startedAt.toISOString(),
    ends_at: loan.endsAt.toISOString(),
  };
}

export function presentLoan(loan: ActiveLoan): Loan {
  return {
    ...presentLoanWindow(loan),
    stream: { playlist_url: loan.stream.playlistUrl, expires_at: loan.stream.expiresAt.toISOString() },
  };
}

export function presentLoanResult(result: LoanResult): WireLoanResult {
  return {
    success: true,
    loan: presentLoan(result.loan),
    is_new: result.isNew,
    num_loans_left: result.loansLeft,
    num_loans_left_period: result.loansLeftPeriod,
  };
}

export function presentCardLoansLeft(left: CardLoansLeft): z.input<typeof getCurrentMonthLoansLeft.response> {
  return {
    num_loans_left: left.loansLeft,
    num_loans_left_period: left.loansLeftPeriod,
    new_loans_date: left.newLoansOn,
    library_loan_budget_reached: left.libraryBudgetReached,
  };
}
