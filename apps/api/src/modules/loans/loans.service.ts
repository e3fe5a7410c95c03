import type { Language, LoanResult, Loan, PastLoan, TitleSummary } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { formatLocalDate, periodContaining } from '../../lib/calendar';
import { budgetMonthKey, libraryBudgetState, patronLimitState } from '../libraries/budget';
import { signStreamToken } from '../media/stream-token';
import type { PatronCard, PatronDirectory } from '../patrons/patron-directory';
import type { Session } from '../session/session.service';
import type { BudgetMonthUsage } from '../libraries/library-directory';
import type { MarkPhase } from './phase-timing';
import type { PinGuard } from './pin-guard';
import type { ScriptOptions } from './sql-script';
import type { LibraryRow, LoanableTitle, LoansRepository, LoanWindow } from './loans.repository';

export interface LoanServiceDeps {
  repo: LoansRepository;
  directory: PatronDirectory;
  pinGuard: PinGuard;
  streamKey: string;
  /** Is the caller in child mode (catalogue rule)? */
  childOnly: (session: Session) => Promise<boolean>;
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

export function createLoansService(deps: LoanServiceDeps) {
  const { repo, directory, pinGuard } = deps;
  const clock = deps.clock ?? (() => new Date());
  const budgetListeners: ((charged: BudgetCharged) => void)[] = [];

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
   * its cards here: the library and title, the guessing limits, and the card with its PIN check. Refusals keep
   * their order: an unknown library, then a locked card or client (whatever the PIN), then a wrong PIN
   * (recorded as a failure), then a blocked card. A directory that asks another system is asked only after the
   * guessing limits allow it, so a locked card's guesses never reach it.
   */
  async function lookUpTyped(
    input: BorrowInput & { cardNumber: string; pin: string },
    now: Date,
    options: ScriptOptions,
  ) {
    const { libraryId, cardNumber, pin, clientAddress } = input;
    const context = repo.contextStatement(libraryId, input.titleId, now);
    const guard = pinGuard.checkStatement(libraryId, cardNumber, clientAddress);
    const withCard = directory.authenticateStatement?.(libraryId, cardNumber);
    const [found, refusal, checkPin] = withCard
      ? await repo.together([context, guard, withCard], options)
      : [...(await repo.together([context, guard], options)), undefined];
    if (!found) throw new AppError('LIBRARY_NOT_FOUND');
    if (refusal) throw refusal;
    const card = checkPin ? checkPin(pin) : await directory.authenticate(libraryId, cardNumber, pin);
    return { ...found, card: await verdict(libraryId, cardNumber, clientAddress, card) };
  }

  /** A loan with the logged-in user's saved card: the library and title, and the card, in one round trip. */
  async function lookUpSaved(session: Session, input: BorrowInput, now: Date, options: ScriptOptions) {
    const context = repo.contextStatement(input.libraryId, input.titleId, now);
    const [found, saved] =
      session.userId === null
        ? [...(await repo.together([context], options)), undefined]
        : await repo.together([context, repo.savedCardStatement(session.userId, input.libraryId)], options);
    if (!found) throw new AppError('LIBRARY_NOT_FOUND');
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
    return { ...found, card };
  }

  /** The library and title of a loan; an unknown library is refused. */
  async function context(libraryId: number, titleId: number, now: Date) {
    const [found] = await repo.together([repo.contextStatement(libraryId, titleId, now)]);
    if (!found) throw new AppError('LIBRARY_NOT_FOUND');
    return found;
  }

  function streamOf(loan: LoanWindow, durationSeconds: number): Loan['stream'] {
    const token = signStreamToken(deps.streamKey, {
      loanId: loan.id,
      titleId: loan.titleId,
      loanEndsAt: loan.endsAt,
      expiresAt: new Date(loan.endsAt.getTime() + durationSeconds * 1000),
    });
    return { playlist_url: `/api/media/${token}/master.m3u8`, expires_at: loan.endsAt.toISOString() };
  }

  function toLoan(loan: LoanWindow, durationSeconds: number): Loan {
    return {
      loan_id: loan.id,
      title_id: loan.titleId,
      library_id: loan.libraryId,
      started_at: loan.startedAt.toISOString(),
      ends_at: loan.endsAt.toISOString(),
      stream: streamOf(loan, durationSeconds),
    };
  }

  async function charge(
    session: Session,
    library: LibraryRow,
    title: LoanableTitle | null,
    card: PatronCard,
    source: 'card' | 'ehub' | 'account',
    now: Date,
    mark: MarkPhase,
  ): Promise<LoanResult> {
    if (!title) throw new AppError('TITLE_NOT_FOUND');
    const available =
      title.licensed &&
      !title.excluded &&
      title.published &&
      title.mediaKey !== null &&
      (!(await deps.childOnly(session)) || title.children);
    if (!available)
      throw new AppError('TITLE_NOT_AVAILABLE', {
        details: { coming_on: title.published ? null : title.comingOn },
      });

    const period = periodContaining(library.timeZone, now, library.patronLimitPeriod);
    const outcome = await repo.charge({
      libraryId: library.id,
      cardId: card.id,
      sessionIdHash: session.idHash,
      userId: session.userId,
      titleId: title.id,
      priceCents: title.priceCents,
      source,
      startedAt: now,
      endsAt: new Date(now.getTime() + library.loanPeriodHours * 3600 * 1000),
      periodStartsAt: period.startsAt,
      patronLimit: library.patronLimit,
      month: budgetMonthKey(library, now),
      budget: {
        type: library.budgetType,
        loans: library.monthlyBudgetLoans,
        cents: library.monthlyBudgetCents,
      },
    });
    // The charge's round trip: the wait for a connection, then the database's own clock for the card lock and
    // the charge statement; the rest is the commit (its WAL flush) and the way back.
    const { waitedMs, lockMs, chargeMs } = outcome.timing;
    mark('commit', [
      ['charge-wait', waitedMs],
      ['lock', lockMs],
      ['charge', chargeMs],
    ]);
    switch (outcome.kind) {
      case 'patron-limit':
        throw new AppError('PATRON_LIMIT_REACHED', {
          details: {
            new_loans_date: formatLocalDate(period.next),
            patron_limit: library.patronLimit,
            num_loans_left_period: library.patronLimitPeriod,
          },
        });
      case 'budget':
        throw new AppError('LIBRARY_BUDGET_REACHED', {
          details: {
            new_loans_date_library: formatLocalDate(periodContaining(library.timeZone, now, 'month').next),
          },
        });
      case 'existing':
      case 'created': {
        if (outcome.kind === 'created') {
          const charged = { libraryId: library.id, ...outcome.budget };
          for (const listener of budgetListeners) listener(charged);
        }
        const result: LoanResult = {
          success: true,
          loan: toLoan(outcome.loan, title.durationSeconds),
          is_new: outcome.kind === 'created',
          num_loans_left: Math.max(0, library.patronLimit - outcome.loansInPeriod),
          num_loans_left_period: library.patronLimitPeriod,
        };
        mark('answer');
        return result;
      }
    }
  }

  return {
    /**
     * A loan with a typed card and PIN, or the logged-in user's saved card: one round trip for what needs no
     * lock (the library and title, the guessing limits, the card; its PIN is checked here), one for the charge
     * (decision 016). `mark` receives the phases.
     */
    async borrow(
      session: Session,
      input: BorrowInput,
      mark: MarkPhase = () => undefined,
    ): Promise<LoanResult> {
      const now = clock();
      const { cardNumber, pin } = input;
      const typed = cardNumber !== null && pin !== null;
      let waitedMs = 0;
      const options = { connected: (ms: number) => (waitedMs = ms) };
      const { library, title, card } = typed
        ? await lookUpTyped({ ...input, cardNumber, pin }, now, options)
        : await lookUpSaved(session, input, now, options);
      mark('check', [['check-wait', waitedMs]]);
      return charge(session, library, title, card, typed ? 'card' : 'account', now, mark);
    },

    /** Loans by a card the library's own system vouches for (eHub); the token has been checked by the caller. */
    async borrowVouched(
      session: Session,
      libraryId: number,
      cardNumber: string,
      titleId: number,
    ): Promise<LoanResult> {
      const now = clock();
      const { library, title } = await context(libraryId, titleId, now);
      const card = await directory.findCard(library.id, cardNumber);
      if (!card) throw new AppError('WRONG_CARD_OR_PIN');
      if (card.blocked) throw new AppError('CARD_BLOCKED');
      return charge(session, library, title, card, 'ehub', now, () => undefined);
    },

    /** Calls `listener` with the library's month counters after every loan charged in this process. */
    onBudgetCharged(listener: (charged: BudgetCharged) => void): void {
      budgetListeners.push(listener);
    },

    async loansLeft(input: { libraryId: number; cardNumber: string; pin: string; clientAddress: string }) {
      const library = await libraryOrThrow(input.libraryId);
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
        num_loans_left: patron.loansLeft,
        num_loans_left_period: library.patronLimitPeriod,
        new_loans_date: patron.newLoansOn,
        library_loan_budget_reached: budget.reached,
      };
    },

    /**
     * A running loan of a title at a library the caller may watch, with a fresh stream; null when none: one made
     * in this session, or for a logged-in user their own or their saved card's (contract getTitle).
     */
    async activeLoan(session: Session, titleId: number, libraryId: number): Promise<Loan | null> {
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

    async watchPosition(session: Session, titleId: number) {
      if (session.userId === null) throw new AppError('LOGIN_REQUIRED');
      const row = await repo.watchPosition(session.userId, titleId);
      return {
        position_seconds: row?.positionSeconds ?? null,
        updated_at: row?.updatedAt.toISOString() ?? null,
      };
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

    async pastLoans(session: Session, limit: number, locale: Language): Promise<PastLoan[]> {
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
                loan_id: row.id,
                title_id: row.titleId,
                library_id: row.libraryId,
                started_at: row.startedAt.toISOString(),
                ends_at: row.endsAt.toISOString(),
                is_active: row.endsAt > now,
                title,
              },
            ]
          : [];
      });
    },
  };
}
export type LoansService = ReturnType<typeof createLoansService>;
