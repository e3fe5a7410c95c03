import { and, eq, gte, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import type { libraryBudgetMonths } from '../../db/schema';
import { inventories, libraries, loans } from '../../db/schema';

export type LibraryRow = typeof libraries.$inferSelect;

export function createLibrariesRepository(db: Database) {
  return {
    /** Every active library (the library directory keeps them in memory). */
    async listActive(): Promise<LibraryRow[]> {
      return db.select().from(libraries).where(eq(libraries.active, true));
    },

    /**
     * Spend of the given libraries in the given months (YYYY-MM-01). Both lists travel as one array parameter
     * each: a country's hundred libraries would otherwise make a hundred parameters to build on every call.
     */
    async budgetUsage(libraryIds: number[], months: string[]) {
      if (libraryIds.length === 0 || months.length === 0) return [];
      return queryRows<typeof libraryBudgetMonths.$inferSelect>(
        db,
        sql`select library_id as "libraryId", month::text as month, loans, amount_cents::float8 as "amountCents"
          from library_budget_months
          where library_id = any(${`{${libraryIds.map(Math.trunc).join(',')}}`}::int[])
            and month = any(${`{${months.join(',')}}`}::date[])`,
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
