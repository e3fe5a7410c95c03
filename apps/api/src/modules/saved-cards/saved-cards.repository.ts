import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraries, savedCards } from '../../db/schema';
import { sortKeySql } from '../../db/search-fold-sql';

/** Library cards saved in accounts (the table the spec's calls name inventories). */
export function createSavedCardsRepository(db: Database) {
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
          libraryId: savedCards.libraryId,
          cardId: savedCards.cardId,
          cardNumber: savedCards.cardNumber,
        })
        .from(savedCards)
        .innerJoin(libraries, eq(libraries.id, savedCards.libraryId))
        .where(eq(savedCards.userId, userId))
        .orderBy(sortKeySql(sql`${libraries.name}`, 'sv'), libraries.id);
    },

    /** One saved card per user and library: a new one replaces the old. */
    async save(userId: number, libraryId: number, card: { id: number; cardNumber: string }, now: Date) {
      await db
        .insert(savedCards)
        .values({ userId, libraryId, cardId: card.id, cardNumber: card.cardNumber, createdAt: now })
        .onConflictDoUpdate({
          target: [savedCards.userId, savedCards.libraryId],
          set: { cardId: card.id, cardNumber: card.cardNumber, createdAt: now },
        });
    },

    async remove(userId: number, libraryId: number): Promise<void> {
      await db
        .delete(savedCards)
        .where(and(eq(savedCards.userId, userId), eq(savedCards.libraryId, libraryId)));
    },
  };
}
export type SavedCardsRepository = ReturnType<typeof createSavedCardsRepository>;
