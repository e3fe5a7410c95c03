import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { TFunction } from '@/lib/i18n';
import type { Language, Library } from '@filmhyllan/contract';
import { formatDay, formatOpening } from '@/lib/format';
import { appStorage } from '@/lib/storage';
import { budgetNotices, isDismissed, localDay, withDismissed, type BudgetNotice } from '../budget-notices';
import styles from './loan-budget-notices.module.css';

const messageKeys = {
  library: 'library_budget_reached_notice',
  customer: 'customer_budget_reached_notice',
} as const;

/** A notice's text: the date it names in the page language, or for an allowance the time and the wait. */
function noticeText(notice: BudgetNotice, language: Language, t: TFunction): string {
  const allowance = notice.allowance;
  if (!allowance)
    return t(messageKeys[notice.kind as 'library' | 'customer'], { date: formatDay(notice.date, language) });
  if (notice.kind === 'allowance-left')
    return t(allowance.pacing === 'daily' ? 'allowance_loans_left_today' : 'allowance_loans_left_this_week', {
      count: allowance.loans_left ?? 0,
    });
  const opening = formatOpening(allowance.period_ends_at, allowance.time_zone, new Date(), language);
  return t(allowance.pacing === 'daily' ? 'loan_refused_daily_allowance' : 'loan_refused_weekly_allowance', {
    time: opening?.time ?? '',
    day: opening?.day ?? '',
    hours: opening?.hours ?? 0,
    minutes: opening?.minutes ?? 0,
  });
}

/**
 * When a library cannot lend now (its monthly budget, or its day's or week's allowance, is spent) or the
 * logged-in patron has used their loans, the library's pages say when loans open again (and, for an allowance
 * nearly spent, how many loans are left), before anyone types a card number and PIN (spec section 4).
 * Each notice can be dismissed on its own; it stays away for that library until its date comes (local
 * storage), so it does not nag on every page.
 */
export function LoanBudgetNotices({
  library,
  language,
}: {
  library: Library | undefined;
  language: Language;
}) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => appStorage().get('dismissedBudgetNotices'));
  const wrapper = useRef<HTMLDivElement>(null);
  const id = useId();
  const today = localDay();
  const shown = library
    ? budgetNotices(library).filter((notice) => !isDismissed(dismissed, library.id, notice, today))
    : [];

  const dismiss = (notice: BudgetNotice) => {
    if (!library) return;
    const next = withDismissed(dismissed, library.id, notice, today);
    appStorage().set('dismissedBudgetNotices', next);
    setDismissed(next);
    // The button goes away with its notice: focus moves to the other notice, or stays at this place on the page.
    const other = shown.find((candidate) => candidate.kind !== notice.kind);
    const target = other ? document.getElementById(`${id}-${other.kind}-dismiss`) : wrapper.current;
    target?.focus();
  };

  return (
    // Kept (empty) when there is nothing to show, as the place focus returns to after the last dismissal.
    <div ref={wrapper} tabIndex={-1} className={shown.length > 0 ? styles.notices : styles.empty}>
      {shown.map((notice) => (
        <div key={notice.kind} className={styles.notice} data-testid={`budget-notice-${notice.kind}`}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7v6l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <p id={`${id}-${notice.kind}`} className={styles.text}>
            {noticeText(notice, language, t)}
          </p>
          <button
            type="button"
            id={`${id}-${notice.kind}-dismiss`}
            className={styles.dismiss}
            aria-label={t('dismiss_notice')}
            aria-describedby={`${id}-${notice.kind}`}
            onClick={() => dismiss(notice)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
