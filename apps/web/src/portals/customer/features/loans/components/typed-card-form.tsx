import { useTranslation } from '@/lib/i18n-react';
import { Button } from '@/components/ui/button';
import { LibraryCardFields } from '@/components/ui/library-card-fields';
import { LoanAlert } from './loan-alert';
import type { LoanBoxState } from './use-loan-box';
import styles from './loan-box.module.css';

/**
 * Borrow with a typed card number and PIN (sent without browser validation, spec section 5: the contract's
 * rules name a field that cannot be sent, and focus goes to the first). "Check loans left" asks with the same
 * card; it is offered until the count is known.
 */
export function TypedCardForm({ box, showCheck }: { box: LoanBoxState; showCheck: boolean }) {
  const { t } = useTranslation();
  const { register, formState } = box.form;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void box.borrowWithTypedCard(event)}
      aria-labelledby={box.headingId}
    >
      <LibraryCardFields
        register={register}
        errors={formState.errors}
        inputClassName={styles.input}
        pinFormat={box.pinFormat}
      />
      <LoanAlert message={box.message} />
      <Button type="submit" variant="primary" className={styles.submit} disabled={box.borrowPending}>
        {box.borrowPending ? t('loan_borrowing') : t('borrow')}
      </Button>
      {showCheck && (
        <button
          type="button"
          className={styles.link}
          onClick={() => void box.checkLoansLeft()}
          disabled={box.checkPending}
        >
          {t('check_loans_left')}
        </button>
      )}
      <p className={styles.hint}>{t('loan_card_remembered_note')}</p>
      {box.savedCard && (
        <button type="button" className={styles.link} onClick={() => box.setTypedCard(false)}>
          {t('loan_with_saved_card')}
        </button>
      )}
    </form>
  );
}
