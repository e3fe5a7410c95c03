import type { Language, LoanLimitPeriod, TitleSummary } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { formatLocalDate, periodContaining } from '../../lib/calendar';
import { budgetMonthKey, libraryBudgetState, patronLimitState } from '../libraries/budget';
import { pacingPeriod } from '../libraries/pacing';
import type { SessionRecord } from '../session/session.repository';
import { signStreamToken } from '../media/stream-token';
import {
  BUILT_IN_PIN,
  cardRefusal,
  checkCardAndPin,
  type PatronCard,
  type PatronDirectory,
} from '../patrons/patron-directory';
import type { Session, SessionCredentials } from '../session/session.service';
import type { BudgetMonthUsage } from '../libraries/library-directory';
import type { CatalogueLendVerdict, CatalogueService } from '../catalogue/catalogue.service';
import type { MarkPhase } from './phase-timing';
import { MAX_FAILED_CARDS_PER_CLIENT, MAX_FAILURES_PER_CARD, type PinGuard } from './pin-guard';
import type { ScriptOptions } from './sql-script';
import type {
  ChargeOutcome,
  LibraryRow,
  LoanCheck,
  LoansRepository,
  LoanWindow,
  TitleVerdict,
} from './loans.repository';

export interface LoanServiceDeps {
  repo: LoansRepository;
  directory: PatronDirectory;
  pinGuard: PinGuard;
  streamKey: string;
  /** Is the caller in child mode (catalogue rule; a loan's check statement reads the same from the session row)? */
  childOnly: (session: Session) => Promise<boolean>;
  /** The lend rule's verdict from the catalogue snapshot (catalogue.lendVerdict): every way into a loan obeys it. */
  lendVerdict: CatalogueService['lendVerdict'];
  /** How a loan that checks its session in its own statements learns the rules and settles what it found. */
  sessions: {
    /** A live session was last seen after this instant. */
    seenAfter(now: Date): Date;
    /** The session a statement read, refused (401/403) or settled as a lookup would have been. */
    settle(record: SessionRecord | undefined, csrfHash: string, now: Date): Promise<Session>;
  };
  /** Title summaries for past loans. */
  titleSummaries: (session: Session, ids: number[], locale: Language) => Promise<TitleSummary[]>;
  clock?: () => Date;
}

export interface BorrowInput {
  libraryId: number;
  titleId: number;
  /** Typed card and PIN; both null means the logged-in user's saved card. */
  cardNumber: string | null;
  pin: string | null;
  /** Client address, for the PIN guessing limit. */
  clientAddress: string;
}

/** A library's month counters after a loan was charged to them. */
export type BudgetCharged = BudgetMonthUsage;

/** Where a loan's stream is: its master playlist (with a signed token) until the loan ends. */
export interface LoanStream {
  playlistUrl: string;
  expiresAt: Date;
}

/** A loan that is running, with its stream. */
export interface ActiveLoan {
  id: number;
  titleId: number;
  libraryId: number;
  startedAt: Date;
  endsAt: Date;
  stream: LoanStream;
}

/** A loan made (or found running) and what the card has left in its patron limit period. */
export interface LoanResult {
  loan: ActiveLoan;
  isNew: boolean;
  loansLeft: number;
  loansLeftPeriod: LoanLimitPeriod;
}

/** What a card has left at a library, and whether the library's budget is reached. */
export interface CardLoansLeft {
  loansLeft: number;
  loansLeftPeriod: LoanLimitPeriod;
  /** When the card can borrow again (YYYY-MM-DD) if it has no loans left; otherwise null. */
  newLoansOn: string | null;
  libraryBudgetReached: boolean;
}

/** A loan of the user's history with its title's shared summary (in the wire's shape, decision 027). */
export interface PastLoanEntry {
  id: number;
  titleId: number;
  libraryId: number;
  startedAt: Date;
  endsAt: Date;
  isActive: boolean;
  title: TitleSummary;
}

export function createLoansService(deps: LoanServiceDeps) {
  const { repo, directory, pinGuard } = deps;
  const clock = deps.clock ?? (() => new Date());
  const budgetListeners: ((charged: BudgetCharged) => void)[] = [];

  /**
   * A loan's refusal for a library that lends nothing, explained: a deactivated library (docs/decisions/033) is
   * LIBRARY_INACTIVE, not unknown. Asked only once a loan was refused for its library.
   */
  async function explained<T>(libraryId: number, loan: Promise<T>): Promise<T> {
    try {
      return await loan;
    } catch (error) {
      if (
        error instanceof AppError &&
        error.code === 'LIBRARY_NOT_FOUND' &&
        (await repo.libraryIsInactive(libraryId))
      )
        throw new AppError('LIBRARY_INACTIVE');
      throw error;
    }
  }

  async function libraryOrThrow(libraryId: number): Promise<LibraryRow> {
    const library = await repo.library(libraryId);
    if (!library) throw new AppError('LIBRARY_NOT_FOUND');
    return library;
  }

  /** What a typed card's PIN check answers: the card, or a refusal (after recording a wrong PIN). */
  async function verdict(
    libraryId: number,
    cardNumber: string,
    address: string,
    card: PatronCard | null,
  ): Promise<PatronCard> {
    if (!card) throw await pinGuard.fail(libraryId, cardNumber, address);
    if (card.blocked) throw new AppError('CARD_BLOCKED');
    return card;
  }

  /** Card and PIN through the guessing limits and the patron directory; a blocked card is refused after its PIN. */
  async function authenticatedCard(library: LibraryRow, cardNumber: string, pin: string, address: string) {
    await pinGuard.check(library.id, cardNumber, address);
    return verdict(
      library.id,
      cardNumber,
      address,
      await directory.authenticate(library.id, cardNumber, pin),
    );
  }

  /**
   * Everything a loan with a typed card looks up before it charges, in one round trip when the directory keeps
   * its cards here: the library, the guessing limits, and the card with its PIN check. Refusals keep
   * their order: an unknown library, then a locked card or client (whatever the PIN), then a wrong PIN
   * (recorded as a failure), then a blocked card. A directory that asks another system is asked only after the
   * guessing limits allow it, so a locked card's guesses never reach it.
   */
  async function lookUpTyped(
    input: BorrowInput & { cardNumber: string; pin: string },
    options: ScriptOptions,
  ) {
    const { libraryId, cardNumber, pin, clientAddress } = input;
    const context = repo.libraryStatement(libraryId);
    const guard = pinGuard.checkStatement(libraryId, cardNumber, clientAddress);
    const withCard = await directory.authenticateStatement?.(libraryId, cardNumber);
    const [library, refusal, checkPin] = withCard
      ? await repo.together([context, guard, withCard], options)
      : [...(await repo.together([context, guard], options)), undefined];
    if (!library) throw new AppError('LIBRARY_NOT_FOUND');
    if (refusal) throw refusal;
    const card = checkPin ? checkPin(pin) : await directory.authenticate(libraryId, cardNumber, pin);
    return { library, card: await verdict(libraryId, cardNumber, clientAddress, card) };
  }

  /** A loan with the logged-in user's saved card: the library and the card, in one round trip. */
  async function lookUpSaved(session: Session, input: BorrowInput, options: ScriptOptions) {
    const context = repo.libraryStatement(input.libraryId);
    const [library, saved] =
      session.userId === null
        ? [...(await repo.together([context], options)), undefined]
        : await repo.together([context, repo.savedCardStatement(session.userId, input.libraryId)], options);
    if (!library) throw new AppError('LIBRARY_NOT_FOUND');
    if (input.cardNumber !== null || input.pin !== null) {
      const missing = input.cardNumber === null ? 'card_number' : 'pin_code';
      throw new AppError('VALIDATION_FAILED', { fields: { [missing]: 'is required' } });
    }
    if (!saved)
      throw new AppError('VALIDATION_FAILED', {
        fields: { card_number: 'is required', pin_code: 'is required' },
      });
    if (saved.blocked) throw new AppError('CARD_BLOCKED');
    const card: PatronCard = {
      id: saved.cardId,
      libraryId: input.libraryId,
      cardNumber: saved.cardNumber,
      blocked: saved.blocked,
    };
    return { library, card };
  }

  /** The library of a loan; an unknown library is refused. */
  async function libraryOfLoan(libraryId: number) {
    const [library] = await repo.together([repo.libraryStatement(libraryId)]);
    if (!library) throw new AppError('LIBRARY_NOT_FOUND');
    return library;
  }

  function streamOf(loan: LoanWindow, durationSeconds: number): LoanStream {
    const token = signStreamToken(deps.streamKey, {
      loanId: loan.id,
      titleId: loan.titleId,
      loanEndsAt: loan.endsAt,
      expiresAt: new Date(loan.endsAt.getTime() + durationSeconds * 1000),
    });
    return { playlistUrl: `/api/media/${token}/master.m3u8`, expiresAt: loan.endsAt };
  }

  function toLoan(loan: LoanWindow, durationSeconds: number): ActiveLoan {
    return {
      id: loan.id,
      titleId: loan.titleId,
      libraryId: loan.libraryId,
      startedAt: loan.startedAt,
      endsAt: loan.endsAt,
      stream: streamOf(loan, durationSeconds),
    };
  }

  /** The refusal the lend rule's verdict gives, or none. */
  function verdictRefusal(verdict: CatalogueLendVerdict): AppError | undefined {
    switch (verdict.kind) {
      case 'lend':
        return undefined;
      case 'no-library':
        return new AppError('LIBRARY_NOT_FOUND');
      case 'no-title':
        return new AppError('TITLE_NOT_FOUND');
      case 'not-available':
        return new AppError('TITLE_NOT_AVAILABLE', { details: { coming_on: verdict.comingOn } });
      case 'age-restricted':
        return new AppError('AGE_RESTRICTED', { details: { age_rating: verdict.ageRating } });
    }
  }

  /** The lend rule's verdict as a loan's check statement takes it (no age is known there). */
  function titleVerdict(verdict: CatalogueLendVerdict): TitleVerdict {
    switch (verdict.kind) {
      case 'lend':
        return 'ok';
      case 'no-library':
      case 'no-title':
        return verdict.kind;
      case 'not-available':
        return 'title-not-available';
      case 'age-restricted':
        throw new Error('an age restriction needs a birth date, which a typed card in one message never has');
    }
  }

  /**
   * A paced library's refusal: its period's allowance, unless the monthly budget itself would refuse the loan
   * (then the month's refusal says more). The month's counters are read after the charge, as it left them.
   */
  async function allowanceRefusal(
    library: LibraryRow,
    outcome: Extract<ChargeOutcome, { kind: 'budget' }>,
    now: Date,
  ): Promise<AppError | undefined> {
    if (outcome.pacing === 'none') return undefined;
    const usage = await deps.repo.budgetUsage(library.id, budgetMonthKey(library, now));
    const price = outcome.priceCents ?? 0;
    const monthFits =
      library.budgetType === 'amount'
        ? library.monthlyBudgetCents === null ||
          (usage?.amountCents ?? 0) + price <= library.monthlyBudgetCents
        : library.monthlyBudgetLoans === null || (usage?.loans ?? 0) < library.monthlyBudgetLoans;
    if (!monthFits) return undefined;
    const period = pacingPeriod(library.timeZone, now, outcome.pacing)!;
    // 'auto' is a daily allowance too (weighted by the weekday): its refusal is the day's.
    return new AppError(
      outcome.pacing === 'weekly' ? 'LIBRARY_WEEKLY_ALLOWANCE_REACHED' : 'LIBRARY_DAILY_ALLOWANCE_REACHED',
      { details: { new_loans_at: period.endsAt.toISOString(), time_zone: library.timeZone } },
    );
  }

  /** What a charge's outcome answers: the loan, or the patron limit's or the budget's refusal. */
  async function answer(
    library: LibraryRow,
    durationSeconds: number,
    outcome: ChargeOutcome,
    now: Date,
    mark: MarkPhase,
  ): Promise<LoanResult> {
    switch (outcome.kind) {
      case 'patron-limit':
        throw new AppError('PATRON_LIMIT_REACHED', {
          details: {
            new_loans_date: formatLocalDate(
              periodContaining(library.timeZone, now, library.patronLimitPeriod).next,
            ),
            patron_limit: outcome.patronLimit,
            num_loans_left_period: library.patronLimitPeriod,
          },
        });
      case 'budget': {
        const allowance = await allowanceRefusal(library, outcome, now);
        if (allowance) throw allowance;
        throw new AppError('LIBRARY_BUDGET_REACHED', {
          details: {
            new_loans_date_library: formatLocalDate(periodContaining(library.timeZone, now, 'month').next),
          },
        });
      }
      case 'existing':
      case 'created': {
        if (outcome.kind === 'created') {
          const charged = { libraryId: library.id, ...outcome.budget };
          for (const listener of budgetListeners) listener(charged);
        }
        const result: LoanResult = {
          loan: toLoan(outcome.loan, durationSeconds),
          isNew: outcome.kind === 'created',
          loansLeft: Math.max(0, outcome.patronLimit - outcome.loansInPeriod),
          loansLeftPeriod: library.patronLimitPeriod,
        };
        mark('answer');
        return result;
      }
    }
  }

  /** The charge's phases: the wait for a connection, the database's clock for the card lock and the charge. */
  const markCharge = (mark: MarkPhase, { waitedMs, lockMs, chargeMs }: ChargeOutcome['timing']) =>
    mark('commit', [
      ['charge-wait', waitedMs],
      ['lock', lockMs],
      ['charge', chargeMs],
    ]);

  async function charge(
    session: Session,
    library: LibraryRow,
    titleId: number,
    card: PatronCard,
    source: 'card' | 'ehub' | 'account',
    now: Date,
    mark: MarkPhase,
  ): Promise<LoanResult> {
    // A library system that sends the patron's birth date decides the age (nothing of it is stored).
    const { verdict, durationSeconds } = await deps.lendVerdict({
      libraryId: library.id,
      titleId,
      childOnly: await deps.childOnly(session),
      birthDate: card.birthDate ?? null,
      now,
    });
    const refusal = verdictRefusal(verdict);
    if (refusal) throw refusal;
    const outcome = await repo.charge({
      libraryId: library.id,
      titleId,
      cardId: card.id,
      sessionIdHash: session.idHash,
      source,
      now,
    });
    // The rest of the charge's round trip is the commit (its WAL flush) and the way back.
    markCharge(mark, outcome.timing);
    return answer(library, durationSeconds, outcome, now, mark);
  }

  /**
   * A loan with a typed card in one round trip (docs/decisions/016): everything the application can compute
   * before it asks (the session's and CSRF token's hashes, the PIN's keyed hash, the client's key, the guessing
   * window, the lend rule's verdict on the title for either child mode) goes into one message, whose check statement decides in the order of the refusals and whose charge
   * acts only on its 'ok'. The session found is handed to `found` before any refusal after the session's own.
   */
  async function borrowInOneMessage(
    credentials: SessionCredentials,
    input: BorrowInput & { cardNumber: string; pin: string },
    pinHash: string,
    found: (session: Session) => void,
    mark: MarkPhase,
  ): Promise<LoanResult> {
    const now = clock();
    const guard = pinGuard.window(input.clientAddress);
    const lendTo = (childOnly: boolean) =>
      deps.lendVerdict({
        libraryId: input.libraryId,
        titleId: input.titleId,
        childOnly,
        birthDate: null,
        now,
      });
    const [otherwise, childMode] = await Promise.all([lendTo(false), lendTo(true)]);
    const { check, outcome, waitedMs } = await repo.checkAndCharge({
      sessionIdHash: credentials.idHash,
      csrfHash: credentials.csrfHash,
      seenAfter: deps.sessions.seenAfter(now),
      libraryId: input.libraryId,
      titleId: input.titleId,
      titleVerdicts: {
        otherwise: titleVerdict(otherwise.verdict),
        childMode: titleVerdict(childMode.verdict),
      },
      cardNumber: input.cardNumber,
      pinHash,
      clientKey: guard.clientKey,
      failuresSince: guard.since,
      maxFailuresPerCard: MAX_FAILURES_PER_CARD,
      maxFailedCardsPerClient: MAX_FAILED_CARDS_PER_CLIENT,
      now,
    });
    // The session's refusals and bookkeeping (an expired session removed, last-seen times) as for any call.
    const session = await deps.sessions.settle(check.session, credentials.csrfHash, now);
    // The statement and the service apply the same rules to the same instants; should they ever disagree, the
    // statement's refusal stands (nothing was charged).
    if (check.verdict === 'session-invalid') throw new AppError('SESSION_INVALID');
    if (check.verdict === 'csrf-invalid') throw new AppError('CSRF_INVALID');
    found(session);
    if (!outcome) {
      mark('check', [['wait', waitedMs]]);
      // Both verdicts name the same announcement date: it depends on the title and the library alone.
      const unavailable = [otherwise.verdict, childMode.verdict].find((v) => v.kind === 'not-available');
      throw refusalOf(check, input, unavailable?.comingOn ?? null);
    }
    mark('commit', [
      ['wait', waitedMs],
      ['check', check.checkedAfterMs],
      ['lock', outcome.timing.lockMs],
      ['charge', outcome.timing.chargeMs],
    ]);
    return answer(check.library!, otherwise.durationSeconds, outcome, now, mark);
  }

  /** The refusal a loan's check statement decided on (the session's own were given by the session service). */
  function refusalOf(check: LoanCheck, input: BorrowInput, comingOn: string | null): AppError {
    switch (check.verdict) {
      case 'no-library':
        return new AppError('LIBRARY_NOT_FOUND');
      case 'card-locked':
        return pinGuard.locked();
      case 'rate-limited':
        return new AppError('RATE_LIMITED');
      case 'wrong-pin':
        return check.failuresAfter >= MAX_FAILURES_PER_CARD
          ? pinGuard.locked()
          : new AppError('WRONG_CARD_OR_PIN');
      case 'card-blocked':
        return new AppError('CARD_BLOCKED');
      case 'no-title':
        return new AppError('TITLE_NOT_FOUND');
      case 'title-not-available':
        return new AppError('TITLE_NOT_AVAILABLE', { details: { coming_on: comingOn } });
      default:
        // 'session-invalid', 'csrf-invalid' (refused by the session service already) and 'ok' have no refusal here.
        throw new Error(`no refusal for the loan verdict ${check.verdict} (library ${input.libraryId})`);
    }
  }

  /**
   * A loan with a typed card and PIN, or the logged-in user's saved card, for a resolved session: one round trip
   * for what needs no lock (the library, the guessing limits, the card; its PIN is checked here), the lend rule
   * from the catalogue snapshot, one round trip for the charge (decision 016). `mark` receives the phases.
   */
  async function borrow(
    session: Session,
    input: BorrowInput,
    mark: MarkPhase = () => undefined,
  ): Promise<LoanResult> {
    const now = clock();
    const { cardNumber, pin } = input;
    const typed = cardNumber !== null && pin !== null;
    if (typed) await checkCardAndPin(directory, input.libraryId, cardNumber, pin);
    let waitedMs = 0;
    const options = { connected: (ms: number) => (waitedMs = ms) };
    const { library, card } = typed
      ? await lookUpTyped({ ...input, cardNumber, pin }, options)
      : await lookUpSaved(session, input, options);
    mark('check', [['check-wait', waitedMs]]);
    return charge(session, library, input.titleId, card, typed ? 'card' : 'account', now, mark);
  }

  return {
    /** A loan for a session already looked up (a deactivated library: LIBRARY_INACTIVE). */
    borrow: (session: Session, input: BorrowInput, mark?: MarkPhase): Promise<LoanResult> =>
      explained(input.libraryId, borrow(session, input, mark)),

    /**
     * The loan route's way in: a call whose session has not been looked up yet (the session plugin left it to the
     * route). A typed card and PIN with a directory that keeps its cards here is one round trip, the session's
     * check included; anything else resolves the session first (`resolveSession`, which refuses as the session
     * plugin would) and borrows as `borrow` does. `found` receives the session once it is known.
     */
    async borrowInSession(
      credentials: SessionCredentials,
      input: BorrowInput,
      hooks: {
        resolveSession(): Promise<Session>;
        found(session: Session): void;
        mark?: MarkPhase;
      },
    ): Promise<LoanResult> {
      const mark = hooks.mark ?? (() => undefined);
      const { cardNumber, pin } = input;
      // A PIN the directory could not hold, or a card the library's rule refuses, goes the long way, so its
      // refusal comes after the session's.
      const pinHash =
        cardNumber !== null &&
        pin !== null &&
        BUILT_IN_PIN.test(pin) &&
        !(await cardRefusal(directory, input.libraryId, cardNumber, pin))
          ? await directory.pinHashFor?.(input.libraryId, cardNumber, pin)
          : undefined;
      if (pinHash !== undefined)
        return explained(
          input.libraryId,
          borrowInOneMessage(
            credentials,
            { ...input, cardNumber: cardNumber!, pin: pin! },
            pinHash,
            hooks.found,
            mark,
          ),
        );
      const session = await hooks.resolveSession();
      hooks.found(session);
      mark('session');
      return explained(input.libraryId, borrow(session, input, mark));
    },

    /** Loans by a card the library's own system vouches for (eHub); the token has been checked by the caller. */
    async borrowVouched(
      session: Session,
      libraryId: number,
      cardNumber: string,
      titleId: number,
    ): Promise<LoanResult> {
      const now = clock();
      const library = await explained(libraryId, libraryOfLoan(libraryId));
      const card = await directory.findCard(library.id, cardNumber);
      if (!card) throw new AppError('WRONG_CARD_OR_PIN');
      if (card.blocked) throw new AppError('CARD_BLOCKED');
      return charge(session, library, titleId, card, 'ehub', now, () => undefined);
    },

    /** Calls `listener` with the library's month counters after every loan charged in this process. */
    onBudgetCharged(listener: (charged: BudgetCharged) => void): void {
      budgetListeners.push(listener);
    },

    async loansLeft(input: {
      libraryId: number;
      cardNumber: string;
      pin: string;
      clientAddress: string;
    }): Promise<CardLoansLeft> {
      const library = await libraryOrThrow(input.libraryId);
      await checkCardAndPin(directory, library.id, input.cardNumber, input.pin);
      const card = await authenticatedCard(library, input.cardNumber, input.pin, input.clientAddress);
      const now = clock();
      const period = periodContaining(library.timeZone, now, library.patronLimitPeriod);
      const patron = patronLimitState(library, await repo.cardLoansSince(card.id, period.startsAt), now);
      const budget = libraryBudgetState(
        library,
        await repo.budgetUsage(library.id, budgetMonthKey(library, now)),
        now,
      );
      return {
        loansLeft: patron.loansLeft,
        loansLeftPeriod: library.patronLimitPeriod,
        newLoansOn: patron.newLoansOn,
        libraryBudgetReached: budget.reached,
      };
    },

    /**
     * A running loan of a title at a library the caller may watch, with a fresh stream; null when none: one made
     * in this session, or for a logged-in user their own or their saved card's (contract getTitle).
     */
    async activeLoan(session: Session, titleId: number, libraryId: number): Promise<ActiveLoan | null> {
      // An anonymous session that never borrowed costs no query (the catalogue read path, decision 013).
      if (session.userId === null && !session.hasLoans) return null;
      const loan = await repo.activeLoanFor(
        { userId: session.userId, sessionIdHash: session.idHash },
        titleId,
        libraryId,
        clock(),
      );
      return loan ? toLoan(loan, await repo.titleDuration(loan.titleId)) : null;
    },

    /** Where the user stopped watching a title; null fields when never. */
    async watchPosition(
      session: Session,
      titleId: number,
    ): Promise<{ positionSeconds: number | null; updatedAt: Date | null }> {
      if (session.userId === null) throw new AppError('LOGIN_REQUIRED');
      const row = await repo.watchPosition(session.userId, titleId);
      return { positionSeconds: row?.positionSeconds ?? null, updatedAt: row?.updatedAt ?? null };
    },

    async saveWatchPosition(session: Session, titleId: number, positionSeconds: number): Promise<void> {
      if (session.userId === null) throw new AppError('LOGIN_REQUIRED');
      const duration = await repo.titleDuration(titleId);
      if (duration === 0) throw new AppError('TITLE_NOT_FOUND');
      if (positionSeconds > duration) {
        throw new AppError('VALIDATION_FAILED', {
          fields: { position_seconds: 'is past the end of the title' },
        });
      }
      await repo.saveWatchPosition(session.userId, titleId, positionSeconds, clock());
    },

    async pastLoans(session: Session, limit: number, locale: Language): Promise<PastLoanEntry[]> {
      if (session.userId === null) throw new AppError('LOGIN_REQUIRED');
      const rows = await repo.userLoans(session.userId, limit);
      const summaries = new Map(
        (await deps.titleSummaries(session, [...new Set(rows.map((r) => r.titleId))], locale)).map((t) => [
          t.id,
          t,
        ]),
      );
      const now = clock();
      return rows.flatMap((row) => {
        const title = summaries.get(row.titleId);
        return title
          ? [
              {
                id: row.id,
                titleId: row.titleId,
                libraryId: row.libraryId,
                startedAt: row.startedAt,
                endsAt: row.endsAt,
                isActive: row.endsAt > now,
                title,
              },
            ]
          : [];
      });
    },
  };
}
export type LoansService = ReturnType<typeof createLoansService>;
