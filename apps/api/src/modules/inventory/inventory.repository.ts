import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inventories, libraries } from '../../db/schema';
import { sortKeySql } from '../../lib/search-fold';

export function createInventoryRepository(db: Database) {
  return {
    async activeLibrary(libraryId: number): Promise<{ id: number } | undefined> {
      const [row] = await db
        .select({ id: libraries.id })
        .from(libraries)
        .where(and(eq(libraries.id, libraryId), eq(libraries.active, true)))
        .limit(1);
      return row;
    },

    /** Saved cards of a user, by library name (the same byte-order sort key on PGlite and PostgreSQL). */
    async list(userId: number): Promise<{ libraryId: number; cardId: number; cardNumber: string }[]> {
      return db
        .select({
          libraryId: inventories.libraryId,
          cardId: inventories.cardId,
          cardNumber: inventories.cardNumber,
        })
        .from(inventories)
        .innerJoin(libraries, eq(libraries.id, inventories.libraryId))
        .where(eq(inventories.userId, userId))
        .orderBy(sortKeySql(sql`${libraries.name}`, 'sv'), libraries.id);
    },

    /** One saved card per user and library: a new one replaces the old. */
    async save(userId: number, libraryId: number, card: { id: number; cardNumber: string }, now: Date) {
      await db
        .insert(inventories)
        .values({ userId, libraryId, cardId: card.id, cardNumber: card.cardNumber, createdAt: now })
        .onConflictDoUpdate({
          target: [inventories.userId, inventories.libraryId],
          set: { cardId: card.id, cardNumber: card.cardNumber, createdAt: now },
        });
    },

    async remove(userId: number, libraryId: number): Promise<void> {
      await db
        .delete(inventories)
        .where(and(eq(inventories.userId, userId), eq(inventories.libraryId, libraryId)));
    },
  };
}
export type InventoryRepository = ReturnType<typeof createInventoryRepository>;
