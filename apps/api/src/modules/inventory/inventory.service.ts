import type { Inventory } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { PinGuard } from '../loans/pin-guard';
import type { PatronDirectory } from '../patrons/patron-directory';
import type { Session } from '../session/session.service';
import type { InventoryRepository } from './inventory.repository';

export interface InventoryServiceDeps {
  repo: InventoryRepository;
  /** The same directory and guessing limits as loans: saving a card is a PIN check like any other. */
  directory: PatronDirectory;
  pinGuard: PinGuard;
  clock?: () => Date;
}

/** Library cards saved in an account. The PIN is checked when saving and never stored. */
export function createInventoryService(deps: InventoryServiceDeps) {
  const { repo, directory, pinGuard } = deps;
  const clock = deps.clock ?? (() => new Date());

  const userId = (session: Session): number => {
    if (session.userId === null) throw new AppError('LOGIN_REQUIRED');
    return session.userId;
  };

  async function list(id: number): Promise<Inventory[]> {
    return (await repo.list(id)).map((row) => ({ library_id: row.libraryId, card_number: row.cardNumber }));
  }

  return {
    list,

    async create(
      session: Session,
      input: { libraryId: number; cardNumber: string; pin: string; clientAddress: string },
    ) {
      const id = userId(session);
      if (!(await repo.activeLibrary(input.libraryId))) throw new AppError('LIBRARY_NOT_FOUND');
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
