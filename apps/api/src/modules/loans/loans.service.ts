import type { Language, LoanResult, Loan, PastLoan, TitleSummary } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { formatLocalDate, periodContaining } from '../../lib/calendar';
import { budgetMonthKey, libraryBudgetState, patronLimitState } from '../libraries/budget';
import { signStreamToken } from '../media/stream-token';
import type { PatronCard, PatronDirectory } from '../patrons/patron-directory';
import type { Session } from '../session/session.service';
import type { PinGuard } from './pin-guard';
import type { LibraryRow, LoanRow, LoansRepository } from './loans.repository';

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

export function createLoansService(deps: LoanServiceDeps) {
  const { repo, directory, pinGuard } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function libraryOrThrow(libraryId: number): Promise<LibraryRow> {
    const library = await repo.library(libraryId);
    if (!library) throw new AppError('LIBRARY_NOT_FOUND');
    return library;
  }

  /** Card and PIN through the guessing limits and the patron directory; a blocked card is refused after its PIN. */
  async function authenticatedCard(library: LibraryRow, cardNumber: string, pin: string, address: string) {
    await pinGuard.check(library.id, cardNumber, address);
    const card = await directory.authenticate(library.id, cardNumber, pin);
    if (!card) throw await pinGuard.fail(library.id, cardNumber, address);
    if (card.blocked) throw new AppError('CARD_BLOCKED');
    return card;
  }

  async function streamOf(loan: LoanRow): Promise<Loan['stream']> {
    const duration = await repo.titleDuration(loan.titleId);
    const token = signStreamToken(deps.streamKey, {
      loanId: loan.id,
      titleId: loan.titleId,
      loanEndsAt: loan.endsAt,
      expiresAt: new Date(loan.endsAt.getTime() + duration * 1000),
    });
    return { playlist_url: `/api/media/${token}/master.m3u8`, expires_at: loan.endsAt.toISOString() };
  }

  async function toLoan(loan: LoanRow): Promise<Loan> {
    return {
      loan_id: loan.id,
      title_id: loan.titleId,
      library_id: loan.libraryId,
      started_at: loan.startedAt.toISOString(),
      ends_at: loan.endsAt.toISOString(),
      stream: await streamOf(loan),
    };
  }

  async function charge(
    session: Session,
    library: LibraryRow,
    card: PatronCard,
    titleId: number,
    source: 'card' | 'ehub' | 'account',
  ): Promise<LoanResult> {
    const now = clock();
    const title = await repo.loanableTitle(titleId, library.id, library.countryIso, now);
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
      userId: session.userId,
      titleId,
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
    // The loan is this session's to watch again (a reload of the title page) without the PIN.
    if (outcome.kind === 'existing' || outcome.kind === 'created') {
      await repo.rememberInSession(session.idHash, outcome.loan.id);
    }
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
      case 'existing': {
        const used = await repo.cardLoansSince(card.id, period.startsAt);
        return {
          success: true,
          loan: await toLoan(outcome.loan),
          is_new: false,
          num_loans_left: Math.max(0, library.patronLimit - used),
          num_loans_left_period: library.patronLimitPeriod,
        };
      }
      case 'created':
        return {
          success: true,
          loan: await toLoan(outcome.loan),
          is_new: true,
          num_loans_left: Math.max(0, library.patronLimit - outcome.loansInPeriod),
          num_loans_left_period: library.patronLimitPeriod,
        };
    }
  }

  return {
    async borrow(session: Session, input: BorrowInput): Promise<LoanResult> {
      const library = await libraryOrThrow(input.libraryId);
      if ((input.cardNumber === null) !== (input.pin === null)) {
        const missing = input.cardNumber === null ? 'card_number' : 'pin_code';
        throw new AppError('VALIDATION_FAILED', { fields: { [missing]: 'is required' } });
      }
      if (input.cardNumber === null || input.pin === null) {
        const saved = session.userId === null ? undefined : await repo.savedCard(session.userId, library.id);
        if (!saved)
          throw new AppError('VALIDATION_FAILED', {
            fields: { card_number: 'is required', pin_code: 'is required' },
          });
        if (saved.blocked) throw new AppError('CARD_BLOCKED');
        const card = {
          id: saved.cardId,
          libraryId: library.id,
          cardNumber: saved.cardNumber,
          blocked: saved.blocked,
        };
        return charge(session, library, card, input.titleId, 'account');
      }
      const card = await authenticatedCard(library, input.cardNumber, input.pin, input.clientAddress);
      return charge(session, library, card, input.titleId, 'card');
    },

    /** Loans by a card the library's own system vouches for (eHub); the token has been checked by the caller. */
    async borrowVouched(
      session: Session,
      libraryId: number,
      cardNumber: string,
      titleId: number,
    ): Promise<LoanResult> {
      const library = await libraryOrThrow(libraryId);
      const card = await directory.findCard(library.id, cardNumber);
      if (!card) throw new AppError('WRONG_CARD_OR_PIN');
      if (card.blocked) throw new AppError('CARD_BLOCKED');
      return charge(session, library, card, titleId, 'ehub');
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
      return loan ? toLoan(loan) : null;
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
