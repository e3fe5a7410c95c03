import { useTranslation } from '@/lib/i18n-react';
import type { Language, Loan, Title } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { formatTimeLeft, loanTimeLeft, readLocalPosition } from '@/features/player';
import { formatMoment } from '../loan-format';
import { loansLeftText } from './loans-left';
import type { LoanBoxState } from './use-loan-box';
import styles from './loan-box.module.css';

interface RunningLoanProps {
  box: LoanBoxState;
  loan: Loan;
  title: Title;
  language: Language;
}

/** A running loan: until when, how much time is left, and Watch (or Continue watching). */
export function RunningLoan({ box, loan, title, language }: RunningLoanProps) {
  const { t } = useTranslation();
  const resumable = (readLocalPosition(title.id)?.seconds ?? 0) > 0;
  const left = loansLeftText(t, box.loansLeft);
  return (
    <>
      {box.success && (
        <p className={styles.success} role="status">
          {t(box.success.key)}
        </p>
      )}
      <p className={styles.until}>{t('loan_active_until', { date: formatMoment(loan.ends_at, language) })}</p>
      <p className={styles.muted}>
        {t('loan_time_left', { time: formatTimeLeft(t, loanTimeLeft(loan.ends_at, box.now)) })}
      </p>
      <Button
        id={box.watchButtonId}
        variant="primary"
        className={styles.watch}
        onClick={() => box.openPlayer(loan)}
        aria-haspopup="dialog"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.playIcon}>
          <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
        </svg>
        {resumable ? t('continue_watching') : t('watch')}
      </Button>
      {left && <p className={styles.muted}>{left}</p>}
    </>
  );
}
