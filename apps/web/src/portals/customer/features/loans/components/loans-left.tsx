import type { TFunction } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { formatDay } from '@/lib/format';
import type { LoansLeft } from './use-loan-box';
import styles from './loan-box.module.css';

/** "2 loans left this month", or nothing while the count is unknown. */
export function loansLeftText(t: TFunction, loansLeft: LoansLeft | null): string | null {
  if (!loansLeft) return null;
  return t(loansLeft.period === 'week' ? 'loans_left_this_week' : 'loans_left_this_month', {
    count: loansLeft.count,
  });
}

/** Before borrowing: the loans left, and when a spent card or library budget opens again. */
export function LoansLeftNotes({ loansLeft, language }: { loansLeft: LoansLeft | null; language: Language }) {
  const { t } = useTranslation();
  const text = loansLeftText(t, loansLeft);
  return (
    <>
      {text && <p className={styles.loansLeft}>{text}</p>}
      {loansLeft?.newLoansDate && loansLeft.count === 0 && (
        <p className={styles.notice}>
          {t('customer_budget_reached_notice', { date: formatDay(loansLeft.newLoansDate, language) })}
        </p>
      )}
      {loansLeft?.libraryBudgetReached && (
        <p className={styles.notice}>{t('error_library_budget_reached')}</p>
      )}
    </>
  );
}
