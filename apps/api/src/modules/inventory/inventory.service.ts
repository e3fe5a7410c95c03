import type { Inventory, SavedCard } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { periodContaining } from '../../lib/calendar';
import { patronLimitState } from '../libraries/budget';
import type { LibrariesRepository } from '../libraries/libraries.repository';
import type { LibraryDirectory } from '../libraries/library-directory';
import type { PinGuard } from '../loans/pin-guard';
import { checkPinRule, type PatronDirectory } from '../patrons/patron-directory';
import type { Session } from '../session/session.service';
import type { InventoryRepository } from './inventory.repository';

export interface InventoryServiceDeps {
  repo: InventoryRepository;
  /** The same directory and guessing limits as loans: saving a card is a PIN check like any other. */
  directory: PatronDirectory;
  pinGuard: PinGuard;
  /** The active libraries (their patron limit and time zone) and the loans a card started since an instant. */
  libraries: Pick<LibraryDirectory, 'byId'>;
  cardLoansSince: LibrariesRepository['cardLoansSince'];
  clock?: () => Date;
}

/** Library cards saved in an account. The PIN is checked when saving and never stored. */
export function createInventoryService(deps: InventoryServiceDeps) {
  const { repo, directory, pinGuard, libraries, cardLoansSince } = deps;
  const clock = deps.clock ?? (() => new Date());

  const userId = (session: Session): number => {
    if (session.userId === null) throw new AppError('LOGIN_REQUIRED');
    return session.userId;
  };

  async function list(id: number): Promise<Inventory[]> {
    return (await repo.list(id)).map((row) => ({ library_id: row.libraryId, card_number: row.cardNumber }));
  }

  /**
   * The saved cards with their loans left, counted as get_title and the library list count them (the
   * libraries' patronLimitState over the card's loans in the period), so the profile and the loan box agree.
   */
  async function savedCards(session: Session): Promise<SavedCard[]> {
    const rows = await repo.list(userId(session));
    const now = clock();
    const cards = await Promise.all(
      rows.map(async (row): Promise<SavedCard | undefined> => {
        const library = await libraries.byId(row.libraryId);
        // An inactive library lends nothing and is in no list: its card is not offered either.
        if (!library) return undefined;
        const since = periodContaining(library.timeZone, now, library.patronLimitPeriod).startsAt;
        const patron = patronLimitState(library, await cardLoansSince(row.cardId, since), now);
        return {
          library_id: row.libraryId,
          card_number: row.cardNumber,
          library_name: library.name,
          num_loans_left: patron.loansLeft,
          num_loans_left_period: library.patronLimitPeriod,
          new_loans_date: patron.newLoansOn,
        };
      }),
    );
    return cards.filter((card) => card !== undefined);
  }

  return {
    list,
    savedCards,

    async create(
      session: Session,
      input: { libraryId: number; cardNumber: string; pin: string; clientAddress: string },
    ) {
      const id = userId(session);
      if (!(await repo.activeLibrary(input.libraryId))) throw new AppError('LIBRARY_NOT_FOUND');
      checkPinRule(directory, input.libraryId, input.pin);
      await pinGuard.check(input.libraryId, input.cardNumber, input.clientAddress);
      const card = await directory.authenticate(input.libraryId, input.cardNumber, input.pin);
      if (!card) throw await pinGuard.fail(input.libraryId, input.cardNumber, input.clientAddress);
      if (card.blocked) throw new AppError('CARD_BLOCKED');
      await repo.save(id, input.libraryId, card, clock());
      return { success: true as const, inventories: await list(id) };
    },

    async remove(session: Session, libraryId: number) {
      const id = userId(session);
      await repo.remove(id, libraryId);
      return { success: true as const, inventories: await list(id) };
    },
  };
}
export type InventoryService = ReturnType<typeof createInventoryService>;
