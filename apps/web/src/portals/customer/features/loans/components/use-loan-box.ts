import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Language, Loan, LoanLimitPeriod, PinFormat, Title } from '@filmhyllan/contract';
import { titleDisplayName } from '@filmhyllan/contract/client';
import { useNow, type WatchRequest } from '@/features/player';
import { useLoginData } from '@/lib/session';
import { useLoansLeftCheck } from '../api/get-current-month-loans-left';
import { useUserData } from '../api/get-user-data';
import { useLoan } from '../api/loan';
import {
  loanCardSchema,
  readRememberedCard,
  rememberCard,
  type Credentials,
  type LoanCard,
  type LoanCardInput,
} from '../loan-credentials';
import { loanErrorMessage, type LoanMessage } from '../refusal-message';
import { startSubtitles } from '../start-subtitles';
import { createSubmitGuard } from '../submit-guard';

export interface LoanBoxProps {
  libraryId: number;
  /** The library's PINs (get_library), for the PIN field's keyboard. */
  pinFormat: PinFormat;
  title: Title;
  language: Language;
  /** From get_title: the saved card's loans left (logged in), or null. */
  numLoansLeft: number | null;
  numLoansLeftPeriod: LoanLimitPeriod;
  /** From get_title: the logged-in user's running loan of the title. */
  activeLoan: Loan | null;
  /** Called after a loan: the page reloads its loan state (get_title). */
  onLoanChange(): void;
  /**
   * Open the player at once when the loan runs (the Continue watching row's one press to play); then
   * `onPlayedOnOpen` is called, so the page can forget the request.
   */
  playOnOpen?: boolean;
  onPlayedOnOpen?(): void;
}

export interface LoansLeft {
  count: number;
  period: LoanLimitPeriod;
  /** From a loans-left check: when the card can borrow again, if it has no loans left. */
  newLoansDate?: string | null;
  libraryBudgetReached?: boolean;
}

/**
 * The loan box's state and actions: the typed card (a form checked with the contract's card number and PIN),
 * the saved card of a logged-in user, the loans-left check, the spec's double-submit guard, what the server
 * answered, and the loan that runs. The components only show it.
 */
export function useLoanBox({
  libraryId,
  pinFormat,
  title,
  language,
  numLoansLeft,
  numLoansLeftPeriod,
  activeLoan,
  onLoanChange,
  playOnOpen = false,
  onPlayedOnOpen,
}: LoanBoxProps) {
  const id = useId();
  const watchButtonId = `${id}-watch`;
  const now = useNow(30_000);
  const user = useLoginData().user;
  const userData = useUserData(user !== null);
  const savedCard = userData.data?.inventories.find((card) => card.library_id === libraryId) ?? null;

  const form = useForm<LoanCardInput, unknown, LoanCard>({
    resolver: zodResolver(loanCardSchema),
    defaultValues: { card_number: readRememberedCard(libraryId), pin_code: '' },
  });
  const [message, setMessage] = useState<LoanMessage | null>(null);
  const [success, setSuccess] = useState<LoanMessage | null>(null);
  const [typedCard, setTypedCard] = useState(false);
  const [loan, setLoan] = useState<Loan | null>(null);
  const [checkedLoansLeft, setCheckedLoansLeft] = useState<LoansLeft | null>(null);
  const [watch, setWatch] = useState<WatchRequest | null>(null);
  const [guard] = useState(createSubmitGuard);
  const borrow = useLoan();
  const check = useLoansLeftCheck();
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
      document.getElementById(watchButtonId)?.focus();
    }
  }, [running, watchButtonId]);

  const send = (credentials: Credentials) => {
    // The spec's guard: a second request within 2 s is silently not sent (the server would answer the same loan).
    if (borrow.isPending || !guard.tryAcquire()) return;
    setMessage(null);
    setSuccess(null);
    borrow.mutate(
      { libraryId, titleId: title.id, ...credentials },
      {
        onSuccess: (result) => {
          if (credentials.cardNumber) rememberCard(libraryId, credentials.cardNumber);
          form.setValue('pin_code', '');
          setLoan(result.loan);
          setCheckedLoansLeft({ count: result.num_loans_left, period: result.num_loans_left_period });
          setSuccess({ key: result.is_new ? 'loan_success' : 'loan_already_active' });
          focusWatch.current = true;
          onLoanChange();
        },
        onError: (error) => {
          const refusal = loanErrorMessage(error, language);
          setMessage(refusal);
          if (refusal.key === 'error_wrong_card_or_pin') {
            form.setValue('pin_code', '');
            form.setFocus('pin_code');
          }
        },
      },
    );
  };

  const borrowWithTypedCard = form.handleSubmit(({ card_number, pin_code }) =>
    send({ cardNumber: card_number, pinCode: pin_code }),
  );

  const borrowWithSavedCard = () => send({ cardNumber: '', pinCode: '' });

  const checkLoansLeft = form.handleSubmit(({ card_number, pin_code }) => {
    setMessage(null);
    check.mutate(
      { libraryId, cardNumber: card_number, pinCode: pin_code },
      {
        onSuccess: (result) =>
          setCheckedLoansLeft({
            count: result.num_loans_left,
            period: result.num_loans_left_period,
            newLoansDate: result.new_loans_date,
            libraryBudgetReached: result.library_loan_budget_reached,
          }),
        onError: (error) => setMessage(loanErrorMessage(error, language)),
      },
    );
  });

  const openPlayer = (current: Loan) =>
    setWatch({
      titleId: title.id,
      titleName: titleDisplayName(title, language, true),
      src: current.stream.playlist_url,
      loanEndsAt: current.ends_at,
      subtitleLanguage: startSubtitles(title, language),
    });

  // One press to play from the Continue watching row. The focus goes to Watch first, so that closing the player
  // brings the patron back there (the row's link is on another page).
  const playedOnOpen = useRef(false);
  useEffect(() => {
    if (!playOnOpen || !running || playedOnOpen.current) return;
    playedOnOpen.current = true;
    document.getElementById(watchButtonId)?.focus();
    openPlayer(running);
    onPlayedOnOpen?.();
  });

  const loansLeft: LoansLeft | null =
    checkedLoansLeft ?? (numLoansLeft === null ? null : { count: numLoansLeft, period: numLoansLeftPeriod });

  return {
    headingId: `${id}-heading`,
    pinFormat,
    watchButtonId,
    now,
    form,
    savedCard,
    /** The saved card is offered, unless the patron chose to type another. */
    useSavedCard: savedCard !== null && !typedCard,
    setTypedCard,
    message,
    success,
    running,
    loansLeft,
    borrowPending: borrow.isPending,
    checkPending: check.isPending,
    borrowWithTypedCard,
    borrowWithSavedCard,
    checkLoansLeft,
    watch,
    openPlayer,
    closePlayer: () => setWatch(null),
  };
}

export type LoanBoxState = ReturnType<typeof useLoanBox>;
