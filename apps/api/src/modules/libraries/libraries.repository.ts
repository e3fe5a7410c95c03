import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inventories, libraries, libraryBudgetMonths, loans } from '../../db/schema';

export type LibraryRow = typeof libraries.$inferSelect;

export function createLibrariesRepository(db: Database) {
  return {
    /** Every active library (the library directory keeps them in memory). */
    async listActive(): Promise<LibraryRow[]> {
      return db.select().from(libraries).where(eq(libraries.active, true));
    },

    /** Spend of the given libraries in the given months (YYYY-MM-01). */
    async budgetUsage(libraryIds: number[], months: string[]) {
      if (libraryIds.length === 0 || months.length === 0) return [];
      return db
        .select()
        .from(libraryBudgetMonths)
        .where(
          and(inArray(libraryBudgetMonths.libraryId, libraryIds), inArray(libraryBudgetMonths.month, months)),
        );
    },

    /** The saved cards of a user: which libraries they belong to. */
    async userCards(userId: number) {
      return db
        .select({ libraryId: inventories.libraryId, cardId: inventories.cardId })
        .from(inventories)
        .where(eq(inventories.userId, userId));
    },

    /** How many loans a card started since an instant. */
    async cardLoansSince(cardId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(loans)
        .where(and(eq(loans.cardId, cardId), gte(loans.startedAt, since)));
      return row?.n ?? 0;
    },
  };
}
export type LibrariesRepository = ReturnType<typeof createLibrariesRepository>;
