import type { LoanLimitPeriod } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { periodContaining } from '../../lib/calendar';
import { patronLimitState } from '../libraries/budget';
import type { LibrariesRepository } from '../libraries/libraries.repository';
import type { LibraryDirectory } from '../libraries/library-directory';
import type { PinGuard } from '../loans/pin-guard';
import { checkCardAndPin, type PatronDirectory } from '../patrons/patron-directory';
import type { Session } from '../session/session.service';
import type { SavedCardsRepository } from './saved-cards.repository';

/** A library card saved in an account: its library and number (never its PIN). */
export interface SavedCardRef {
  libraryId: number;
  cardNumber: string;
}

/** A saved card as the profile shows it: with its library's name and the loans the card has left there. */
export interface SavedCardWithLoans extends SavedCardRef {
  libraryName: string;
  loansLeft: number;
  loansLeftPeriod: LoanLimitPeriod;
  /** When the card can borrow again (YYYY-MM-DD) if it has no loans left; otherwise null. */
  newLoansOn: string | null;
}

export interface SavedCardsServiceDeps {
  repo: SavedCardsRepository;
  /** The same directory and guessing limits as loans: saving a card is a PIN check like any other. */
  directory: PatronDirectory;
  pinGuard: PinGuard;
  /** The active libraries (their patron limit and time zone) and the loans a card started since an instant. */
  libraries: Pick<LibraryDirectory, 'byId'>;
  cardLoansSince: LibrariesRepository['cardLoansSince'];
  clock?: () => Date;
}

/** Library cards saved in an account. The PIN is checked when saving and never stored. */
export function createSavedCardsService(deps: SavedCardsServiceDeps) {
  const { repo, directory, pinGuard, libraries, cardLoansSince } = deps;
  const clock = deps.clock ?? (() => new Date());

  const userId = (session: Session): number => {
    if (session.userId === null) throw new AppError('LOGIN_REQUIRED');
    return session.userId;
  };

  async function list(id: number): Promise<SavedCardRef[]> {
    return (await repo.list(id)).map(({ libraryId, cardNumber }) => ({ libraryId, cardNumber }));
  }

  /**
   * The saved cards with their loans left, counted as get_title and the library list count them (the
   * libraries' patronLimitState over the card's loans in the period), so the profile and the loan box agree.
   */
  async function withLoansLeft(session: Session): Promise<SavedCardWithLoans[]> {
    const rows = await repo.list(userId(session));
    const now = clock();
    const cards = await Promise.all(
      rows.map(async (row): Promise<SavedCardWithLoans | undefined> => {
        const library = await libraries.byId(row.libraryId);
        // An inactive library lends nothing and is in no list: its card is not offered either.
        if (!library) return undefined;
        const since = periodContaining(library.timeZone, now, library.patronLimitPeriod).startsAt;
        const patron = patronLimitState(library, await cardLoansSince(row.cardId, since), now);
        return {
          libraryId: row.libraryId,
          cardNumber: row.cardNumber,
          libraryName: library.name,
          loansLeft: patron.loansLeft,
          loansLeftPeriod: library.patronLimitPeriod,
          newLoansOn: patron.newLoansOn,
        };
      }),
    );
    return cards.filter((card) => card !== undefined);
  }

  return {
    list,
    withLoansLeft,

    /** Checks the card and PIN as a loan would and saves the card; answers all of the user's saved cards. */
    async create(
      session: Session,
      input: { libraryId: number; cardNumber: string; pin: string; clientAddress: string },
    ): Promise<SavedCardRef[]> {
      const id = userId(session);
      if (!(await repo.activeLibrary(input.libraryId))) throw new AppError('LIBRARY_NOT_FOUND');
      await checkCardAndPin(directory, input.libraryId, input.cardNumber, input.pin);
      await pinGuard.check(input.libraryId, input.cardNumber, input.clientAddress);
      const card = await directory.authenticate(input.libraryId, input.cardNumber, input.pin);
      if (!card) throw await pinGuard.fail(input.libraryId, input.cardNumber, input.clientAddress);
      if (card.blocked) throw new AppError('CARD_BLOCKED');
      await repo.save(id, input.libraryId, card, clock());
      return list(id);
    },

    /** Removes the card saved for a library (if any); answers the cards left. */
    async remove(session: Session, libraryId: number): Promise<SavedCardRef[]> {
      const id = userId(session);
      await repo.remove(id, libraryId);
      return list(id);
    },
  };
}
export type SavedCardsService = ReturnType<typeof createSavedCardsService>;
