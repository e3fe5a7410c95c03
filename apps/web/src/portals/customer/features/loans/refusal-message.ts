import { errorMessageKey, LoanRefusal, type ErrorCode, type Language } from '@filmhyllan/contract';
import { isApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format';

/** A message for the loan box: a translation key and its values, already formatted for the page language. */
export interface LoanMessage {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * What the loan box says when a loan (or a loans-left check) fails. Refusals come with details (LoanRefusal):
 * the dates are written in the page language, and a locked card says for how many minutes. Everything is shown
 * in the box itself; nothing here opens the global popup.
 */
export function loanErrorMessage(error: unknown, language: Language): LoanMessage {
  if (!isApiError(error)) return { key: 'error_generic_body' };
  if (error.code === 'NETWORK_ERROR') return { key: 'error_network' };
  if (error.code === 'INVALID_RESPONSE') return { key: 'error_generic_body' };

  const refusal = LoanRefusal.safeParse({
    success: false,
    error: { code: error.code, message: error.message, details: error.details },
  });
  if (refusal.success) {
    const refused = refusal.data.error;
    switch (refused.code) {
      case 'WRONG_CARD_OR_PIN':
        return { key: 'error_wrong_card_or_pin' };
      case 'CARD_BLOCKED':
        return { key: 'loan_refused_card_blocked' };
      case 'CARD_LOCKED':
        return {
          key: 'loan_refused_card_locked',
          values: { minutes: Math.max(1, Math.ceil(refused.details.retry_after_seconds / 60)) },
        };
      case 'PATRON_LIMIT_REACHED':
        return {
          key: 'loan_refused_patron_limit',
          values: { date: formatDay(refused.details.new_loans_date, language) },
        };
      case 'LIBRARY_BUDGET_REACHED':
        return {
          key: 'loan_refused_library_budget',
          values: { date: formatDay(refused.details.new_loans_date_library, language) },
        };
      case 'TITLE_NOT_AVAILABLE':
        return refused.details.coming_on
          ? {
              key: 'loan_refused_coming_on',
              values: { date: formatDay(refused.details.coming_on, language) },
            }
          : { key: 'loan_refused_not_available' };
    }
  }
  // A refusal without its details (an older server), or any other error: the code's own message.
  return { key: errorMessageKey(error.code as ErrorCode) };
}
