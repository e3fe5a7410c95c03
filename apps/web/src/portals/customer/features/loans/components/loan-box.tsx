import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  titleDisplayName,
  type Language,
  type Loan,
  type LoanLimitPeriod,
  type Title,
} from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import {
  formatTimeLeft,
  loanTimeLeft,
  PlayerDialog,
  readLocalPosition,
  useNow,
  type WatchRequest,
} from '@/features/player';
import { useLoginData } from '@/lib/session';
import { useLoansLeftCheck } from '../api/get-current-month-loans-left';
import { useUserData } from '../api/get-user-data';
import { useLoan } from '../api/loan';
import {
  credentialErrors,
  readRememberedCard,
  rememberCard,
  trimCredentials,
  type CredentialField,
} from '../loan-credentials';
import { formatDay } from '@/lib/format';
import { formatMoment } from '../loan-format';
import { loanErrorMessage, type LoanMessage } from '../refusal-message';
import { createSubmitGuard } from '../submit-guard';
import styles from './loan-box.module.css';

export interface LoanBoxProps {
  libraryId: number;
  title: Title;
  language: Language;
  /** From get_title: the saved card's loans left (logged in), or null. */
  numLoansLeft: number | null;
  numLoansLeftPeriod: LoanLimitPeriod;
  /** From get_title: the logged-in user's running loan of the title. */
  activeLoan: Loan | null;
  /** Called after a loan: the page reloads its loan state (get_title). */
  onLoanChange(): void;
}

interface LoansLeft {
  count: number;
  period: LoanLimitPeriod;
  newLoansDate: string | null;
  libraryBudgetReached: boolean;
}

/** Interface language to the subtitle codes that serve it ('no' is written 'nb' in some catalogues). */
const subtitleCodes: Record<Language, string[]> = {
  sv: ['sv'],
  no: ['no', 'nb', 'nn'],
  fi: ['fi'],
  en: ['en'],
};

/**
 * Subtitles to start with: none when the film speaks the patron's language, otherwise the patron's language when
 * the film has it.
 */
export function startSubtitles(title: Title, language: Language): string | null {
  const codes = subtitleCodes[language];
  if (title.languages.some((spoken) => codes.includes(spoken.code))) return null;
  return title.subtitle_languages?.find((subtitle) => codes.includes(subtitle.code))?.code ?? null;
}

/**
 * The title page's loan box: borrow with a library card (or a logged-in user's saved card), see the loans left,
 * read why a loan was refused, then watch. The card number is remembered for the library; the PIN never is.
 */
export function LoanBox({
  libraryId,
  title,
  language,
  numLoansLeft,
  numLoansLeftPeriod,
  activeLoan,
  onLoanChange,
}: LoanBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const now = useNow(30_000);
  const user = useLoginData().user;
  const userData = useUserData(user !== null);
  const savedCard = userData.data?.inventories.find((card) => card.library_id === libraryId) ?? null;

  const [cardNumber, setCardNumber] = useState(() => readRememberedCard(libraryId));
  const [pinCode, setPinCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CredentialField, true>>>({});
  const [message, setMessage] = useState<LoanMessage | null>(null);
  const [success, setSuccess] = useState<LoanMessage | null>(null);
  const [typedCard, setTypedCard] = useState(false);
  const [loan, setLoan] = useState<Loan | null>(null);
  const [loansLeft, setLoansLeft] = useState<LoansLeft | null>(null);
  const [watch, setWatch] = useState<WatchRequest | null>(null);
  const [guard] = useState(createSubmitGuard);
  const borrow = useLoan();
  const check = useLoansLeftCheck();
  const pinRef = useRef<HTMLInputElement>(null);
  const focusWatch = useRef(false);

  // The newest running loan: the one just made, or the one the page knows of. An ended loan offers no new
  // playback: the box goes back to borrowing (a film already playing goes on; the server lets it finish).
  const running = [loan, activeLoan].find(
    (candidate): candidate is Loan => candidate !== null && Date.parse(candidate.ends_at) > now,
  );

  useEffect(() => {
    if (running && focusWatch.current) {
      focusWatch.current = false;
      // The form the patron was in is gone: take them to what comes next.
      document.getElementById(`${id}-watch`)?.focus();
    }
  }, [running, id]);

  const useSaved = savedCard !== null && !typedCard;
  const name = titleDisplayName(title, language, true);

  const send = (credentials: { cardNumber: string; pinCode: string }) => {
    // The spec's guard: a second request within 2 s is silently not sent (the server would answer the same loan).
    if (borrow.isPending || !guard.tryAcquire()) return;
    setMessage(null);
    setSuccess(null);
    borrow.mutate(
      { libraryId, titleId: title.id, ...credentials },
      {
        onSuccess: (result) => {
          if (credentials.cardNumber) rememberCard(libraryId, credentials.cardNumber);
          setPinCode('');
          setLoan(result.loan);
          setLoansLeft({
            count: result.num_loans_left,
            period: result.num_loans_left_period,
            newLoansDate: null,
            libraryBudgetReached: false,
          });
          setSuccess({ key: result.is_new ? 'loan_success' : 'loan_already_active' });
          focusWatch.current = true;
          onLoanChange();
        },
        onError: (error) => {
          const refusal = loanErrorMessage(error, language);
          setMessage(refusal);
          if (refusal.key === 'error_wrong_card_or_pin') {
            setPinCode('');
            pinRef.current?.focus();
          }
        },
      },
    );
  };

  const typed = () => trimCredentials({ cardNumber, pinCode });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = credentialErrors({ cardNumber, pinCode });
    setFieldErrors(errors);
    if (errors.cardNumber || errors.pinCode) {
      document.getElementById(errors.cardNumber ? `${id}-card` : `${id}-pin`)?.focus();
      return;
    }
    send(typed());
  };

  const onCheckLoansLeft = () => {
    const errors = credentialErrors({ cardNumber, pinCode });
    setFieldErrors(errors);
    if (errors.cardNumber || errors.pinCode) {
      document.getElementById(errors.cardNumber ? `${id}-card` : `${id}-pin`)?.focus();
      return;
    }
    setMessage(null);
    check.mutate(
      { libraryId, ...typed() },
      {
        onSuccess: (result) =>
          setLoansLeft({
            count: result.num_loans_left,
            period: result.num_loans_left_period,
            newLoansDate: result.new_loans_date,
            libraryBudgetReached: result.library_loan_budget_reached,
          }),
        onError: (error) => setMessage(loanErrorMessage(error, language)),
      },
    );
  };

  const openPlayer = (current: Loan) =>
    setWatch({
      titleId: title.id,
      titleName: name,
      src: current.stream.playlist_url,
      loanEndsAt: current.ends_at,
      subtitleLanguage: startSubtitles(title, language),
    });

  const left =
    loansLeft ?? (numLoansLeft === null ? null : { count: numLoansLeft, period: numLoansLeftPeriod });
  const loansLeftText =
    left &&
    t(left.period === 'week' ? 'loans_left_this_week' : 'loans_left_this_month', { count: left.count });
  const headingId = `${id}-heading`;

  const alert = message && (
    <p className={styles.alert} role="alert">
      {t(message.key, message.values)}
    </p>
  );

  // The player dialog stays mounted (same key in both states) when the loan ends while it plays: the film goes on.
  const player = <PlayerDialog key="player" watch={watch} onClose={() => setWatch(null)} />;

  if (running) {
    const resumable = (readLocalPosition(title.id)?.seconds ?? 0) > 0;
    return (
      <section className={styles.box} aria-labelledby={headingId} data-testid="loan-box">
        <h2 id={headingId} className={styles.heading}>
          {t('your_loan')}
        </h2>
        {success && (
          <p className={styles.success} role="status">
            {t(success.key)}
          </p>
        )}
        <p className={styles.until}>
          {t('loan_active_until', { date: formatMoment(running.ends_at, language) })}
        </p>
        <p className={styles.muted}>
          {t('loan_time_left', { time: formatTimeLeft(t, loanTimeLeft(running.ends_at, now)) })}
        </p>
        <Button
          id={`${id}-watch`}
          variant="primary"
          className={styles.watch}
          onClick={() => openPlayer(running)}
          aria-haspopup="dialog"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.playIcon}>
            <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
          </svg>
          {resumable ? t('continue_watching') : t('watch')}
        </Button>
        {loansLeftText && <p className={styles.muted}>{loansLeftText}</p>}
        {player}
      </section>
    );
  }

  return (
    <section className={styles.box} aria-labelledby={headingId} data-testid="loan-box">
      <h2 id={headingId} className={styles.heading}>
        {t('borrow')}
      </h2>
      {loansLeftText && <p className={styles.loansLeft}>{loansLeftText}</p>}
      {loansLeft?.newLoansDate && loansLeft.count === 0 && (
        <p className={styles.notice}>
          {t('customer_budget_reached_notice', { date: formatDay(loansLeft.newLoansDate, language) })}
        </p>
      )}
      {loansLeft?.libraryBudgetReached && (
        <p className={styles.notice}>{t('error_library_budget_reached')}</p>
      )}

      {useSaved ? (
        <div className={styles.saved}>
          <p className={styles.muted}>{t('loan_saved_card', { card: maskCard(savedCard.card_number) })}</p>
          {alert}
          <Button
            variant="primary"
            className={styles.submit}
            disabled={borrow.isPending}
            onClick={() => send({ cardNumber: '', pinCode: '' })}
          >
            {t('loan_with_saved_card')}
          </Button>
          <button type="button" className={styles.link} onClick={() => setTypedCard(true)}>
            {t('loan_use_other_card')}
          </button>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          <div className={styles.field}>
            <label htmlFor={`${id}-card`}>{t('card_number')}</label>
            <input
              id={`${id}-card`}
              name="card_number"
              className={styles.input}
              value={cardNumber}
              onChange={(event) => setCardNumber(event.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              aria-invalid={fieldErrors.cardNumber ? true : undefined}
              aria-describedby={fieldErrors.cardNumber ? `${id}-card-error` : undefined}
            />
            {fieldErrors.cardNumber && (
              <p id={`${id}-card-error`} className={styles.fieldError}>
                {t('loan_card_number_invalid')}
              </p>
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-pin`}>{t('pin_code')}</label>
            <input
              ref={pinRef}
              id={`${id}-pin`}
              name="pin_code"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              className={styles.input}
              value={pinCode}
              onChange={(event) => setPinCode(event.target.value)}
              aria-invalid={fieldErrors.pinCode ? true : undefined}
              aria-describedby={fieldErrors.pinCode ? `${id}-pin-error` : undefined}
            />
            {fieldErrors.pinCode && (
              <p id={`${id}-pin-error`} className={styles.fieldError}>
                {t('loan_pin_invalid')}
              </p>
            )}
          </div>
          {alert}
          <Button type="submit" variant="primary" className={styles.submit} disabled={borrow.isPending}>
            {borrow.isPending ? t('loan_borrowing') : t('borrow')}
          </Button>
          {!loansLeftText && (
            <button
              type="button"
              className={styles.link}
              onClick={onCheckLoansLeft}
              disabled={check.isPending}
            >
              {t('check_loans_left')}
            </button>
          )}
          <p className={styles.hint}>{t('loan_card_remembered_note')}</p>
          {savedCard && (
            <button type="button" className={styles.link} onClick={() => setTypedCard(false)}>
              {t('loan_with_saved_card')}
            </button>
          )}
        </form>
      )}
      {player}
    </section>
  );
}

/** A saved card as '•••• 1111': enough to recognise it on a shared screen. */
const maskCard = (card: string) => (card.length > 4 ? `•••• ${card.slice(-4)}` : card);
