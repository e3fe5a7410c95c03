import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldErrorKey } from '@/lib/form-errors';
import { LoanAlert } from './loan-alert';
import type { LoanBoxState } from './use-loan-box';
import styles from './loan-box.module.css';

/** What each field says when the contract refuses it. */
const invalidKeys = { card_number: 'loan_card_number_invalid', pin_code: 'loan_pin_invalid' } as const;

/**
 * Borrow with a typed card number and PIN (sent without browser validation, spec section 5: the contract's
 * rules name a field that cannot be sent, and focus goes to the first). "Check loans left" asks with the same
 * card; it is offered until the count is known.
 */
export function TypedCardForm({ box, showCheck }: { box: LoanBoxState; showCheck: boolean }) {
  const { t } = useTranslation();
  const { register, formState } = box.form;
  const error = (name: keyof typeof invalidKeys) => {
    const key = fieldErrorKey(formState.errors[name], invalidKeys[name]);
    return key && t(key);
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void box.borrowWithTypedCard(event)}
      aria-labelledby={box.headingId}
    >
      <Field label={t('card_number')} error={error('card_number')}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            {...register('card_number')}
          />
        )}
      </Field>
      <Field label={t('pin_code')} error={error('pin_code')}>
        {(control) => (
          <input
            {...control}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            className={styles.input}
            {...register('pin_code')}
          />
        )}
      </Field>
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
