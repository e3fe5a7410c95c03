import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { Language, Loan } from '@filmhyllan/contract';
import { useEhubLoan } from '../api/ehub-loan';
import { loanErrorMessage } from '../refusal-message';
import { LoanAlert } from './loan-alert';
import styles from './loan-box.module.css';

/**
 * Tokens this tab has already sent. A token is single use: a reload must not send it again (the server would
 * refuse it), and the session's running loan then comes back through get_title's active_loan instead.
 */
const redeemed = new Set<string>();
const STORAGE_KEY = 'filmhyllan.ehub_redeemed';

function wasRedeemed(token: string): boolean {
  if (redeemed.has(token)) return true;
  try {
    return (JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]') as string[]).includes(token);
  } catch {
    return false;
  }
}

function markRedeemed(token: string): void {
  redeemed.add(token);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...redeemed].slice(-20)));
  } catch {
    // Without session storage the in-memory set still guards this page.
  }
}

export function forgetRedeemedEhubTokensForTests(): void {
  redeemed.clear();
  window.sessionStorage.removeItem(STORAGE_KEY);
}

interface EhubRedeemProps {
  accessToken: string;
  language: Language;
  /** The title the page shows; a token for another title leads there. */
  titleId: number;
  /** Borrowed: the page reloads the title (its active_loan then offers Watch) or goes to the loan's title. */
  onLoan(loan: Loan): void;
  /** Whether the page already shows a running loan of this title (then a used token says nothing). */
  hasActiveLoan: boolean;
}

/**
 * A title page opened from the library's own system with ?ehub_access=TOKEN (spec section 7): the token is sent
 * once with ehub_loan, and the loan box then offers to watch; no card number or PIN is asked. While it is under
 * way the page says so; a refusal is explained in the page's language.
 */
export function EhubRedeem({ accessToken, language, titleId, onLoan, hasActiveLoan }: EhubRedeemProps) {
  const { t } = useTranslation();
  const redeem = useEhubLoan();
  const { mutate } = redeem;
  const started = useRef(false);

  useEffect(() => {
    if (started.current || wasRedeemed(accessToken)) return;
    started.current = true;
    markRedeemed(accessToken);
    mutate(accessToken, { onSuccess: (result) => onLoan(result.loan) });
  }, [accessToken, mutate, onLoan]);

  if (redeem.isPending) {
    return (
      <p className={styles.muted} role="status">
        {t('ehub_borrowing')}
      </p>
    );
  }
  if (redeem.isError && !hasActiveLoan)
    return <LoanAlert message={loanErrorMessage(redeem.error, language)} />;
  if (redeem.isSuccess && redeem.data.loan.title_id === titleId) {
    return (
      <p className={styles.muted} role="status">
        {t('ehub_borrowed')}
      </p>
    );
  }
  return null;
}
