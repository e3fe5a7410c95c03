import type { ErrorCode, Language } from '@filmhyllan/contract';
import { errorMessageKey } from '@filmhyllan/contract/client';
import { isApiError } from '@/lib/api-client';
import { formatDay, formatOpening } from '@/lib/format';

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
export function loanErrorMessage(error: unknown, language: Language, now: Date = new Date()): LoanMessage {
  if (!isApiError(error)) return { key: 'error_generic_body' };
  if (error.code === 'NETWORK_ERROR') return { key: 'error_network' };
  if (error.code === 'INVALID_RESPONSE') return { key: 'error_generic_body' };

  // Refusals carry their facts in details (LoanRefusal in the contract); one that lacks them is shown by its code.
  const details = error.details ?? {};
  const date = (name: string) => (typeof details[name] === 'string' ? (details[name] as string) : undefined);
  switch (error.code) {
    case 'WRONG_CARD_OR_PIN':
      return { key: 'error_wrong_card_or_pin' };
    case 'CARD_BLOCKED':
      return { key: 'loan_refused_card_blocked' };
    case 'CARD_LOCKED': {
      const seconds = details.retry_after_seconds;
      if (typeof seconds !== 'number') break;
      return { key: 'loan_refused_card_locked', values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } };
    }
    case 'PATRON_LIMIT_REACHED': {
      const day = date('new_loans_date');
      if (!day) break;
      return { key: 'loan_refused_patron_limit', values: { date: formatDay(day, language) } };
    }
    case 'LIBRARY_BUDGET_REACHED': {
      const day = date('new_loans_date_library');
      if (!day) break;
      return { key: 'loan_refused_library_budget', values: { date: formatDay(day, language) } };
    }
    case 'LIBRARY_DAILY_ALLOWANCE_REACHED':
    case 'LIBRARY_WEEKLY_ALLOWANCE_REACHED': {
      const at = date('new_loans_at');
      const opening = at === undefined ? undefined : formatOpening(at, date('time_zone'), now, language);
      if (!opening) break;
      const key =
        error.code === 'LIBRARY_DAILY_ALLOWANCE_REACHED'
          ? 'loan_refused_daily_allowance'
          : 'loan_refused_weekly_allowance';
      return { key, values: opening };
    }
    case 'TITLE_NOT_AVAILABLE': {
      const day = date('coming_on');
      return day
        ? { key: 'loan_refused_coming_on', values: { date: formatDay(day, language) } }
        : { key: 'loan_refused_not_available' };
    }
  }
  // A refusal without its details (an older server), or any other error: the code's own message.
  return { key: errorMessageKey(error.code as ErrorCode) };
}
