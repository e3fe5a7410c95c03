import { useTranslation } from '@/lib/i18n-react';
import { PlayerDialog } from '@/features/player';
import { LoansLeftNotes } from './loans-left';
import { RunningLoan } from './running-loan';
import { SavedCard } from './saved-card';
import { TypedCardForm } from './typed-card-form';
import { useLoanBox, type LoanBoxProps } from './use-loan-box';
import styles from './loan-box.module.css';

export type { LoanBoxProps } from './use-loan-box';

/**
 * The title page's loan box: borrow with a library card (or a logged-in user's saved card), see the loans left,
 * read why a loan was refused, then watch. The card number is remembered for the library; the PIN never is.
 * The state lives in useLoanBox; the parts below only show it.
 */
export function LoanBox(props: LoanBoxProps) {
  const { t } = useTranslation();
  const box = useLoanBox(props);
  const { running, loansLeft } = box;

  return (
    <section className={styles.box} aria-labelledby={box.headingId} data-testid="loan-box">
      <h2 id={box.headingId} className={styles.heading}>
        {running ? t('your_loan') : t('borrow')}
      </h2>
      {running ? (
        <RunningLoan box={box} loan={running} title={props.title} language={props.language} />
      ) : (
        <>
          <LoansLeftNotes loansLeft={loansLeft} language={props.language} />
          {box.useSavedCard && box.savedCard ? (
            <SavedCard box={box} cardNumber={box.savedCard.card_number} />
          ) : (
            <TypedCardForm box={box} showCheck={loansLeft === null} />
          )}
        </>
      )}
      {/* Always in the same place: a film that plays on when its loan ends stays mounted. */}
      <PlayerDialog key="player" watch={box.watch} onClose={box.closePlayer} />
    </section>
  );
}
