import { useTranslation } from '@/lib/i18n-react';
import { Button } from '@/components/ui/button';
import { LoanAlert } from './loan-alert';
import type { LoanBoxState } from './use-loan-box';
import styles from './loan-box.module.css';

/** A saved card as '•••• 1111': enough to recognise it on a shared screen. */
const maskCard = (card: string) => (card.length > 4 ? `•••• ${card.slice(-4)}` : card);

/** A logged-in user's saved card at the library: borrow without typing, or type another card. */
export function SavedCard({ box, cardNumber }: { box: LoanBoxState; cardNumber: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.saved}>
      <p className={styles.muted}>{t('loan_saved_card', { card: maskCard(cardNumber) })}</p>
      <LoanAlert message={box.message} />
      <Button
        variant="primary"
        className={styles.submit}
        disabled={box.borrowPending}
        onClick={box.borrowWithSavedCard}
      >
        {t('loan_with_saved_card')}
      </Button>
      <button type="button" className={styles.link} onClick={() => box.setTypedCard(true)}>
        {t('loan_use_other_card')}
      </button>
    </div>
  );
}
