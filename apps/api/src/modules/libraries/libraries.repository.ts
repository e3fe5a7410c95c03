import { and, eq, gte, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { libraries, loans } from '../../db/schema';
import type { BudgetMonthUsage } from './library-directory';

export type LibraryRow = typeof libraries.$inferSelect;

/** A logged-in user's saved card at a library, with the loans it started in the library's current period. */
export interface SavedCardUsage {
  libraryId: number;
  cardId: number;
  loansInPeriod: number;
}

export function createLibrariesRepository(db: Database) {
  return {
    /** Every active library (the library directory keeps them in memory). */
    async listActive(): Promise<LibraryRow[]> {
      return db.select().from(libraries).where(eq(libraries.active, true));
    },

    /** Every library's spend in the months from `month` (YYYY-MM-01) on (the library directory keeps them). */
    async budgetMonthsSince(month: string): Promise<BudgetMonthUsage[]> {
      return queryRows<BudgetMonthUsage>(
        db,
        sql`select library_id as "libraryId", month::text as month, loans, amount_cents::float8 as "amountCents"
          from library_budget_months where month >= ${month}::date`,
      );
    },

    /**
     * The user's saved cards at the given libraries, each with the loans it started since its library's period
     * began: one query whatever the number of libraries (the lists travel as one array parameter each, so a
     * country's hundred libraries do not make two hundred parameters).
     */
    async savedCardUsage(
      userId: number,
      periods: { libraryId: number; since: Date }[],
    ): Promise<SavedCardUsage[]> {
      if (periods.length === 0) return [];
      const ids = `{${periods.map((p) => Math.trunc(p.libraryId)).join(',')}}`;
      const sinces = `{${periods.map((p) => p.since.toISOString()).join(',')}}`;
      return queryRows<SavedCardUsage>(
        db,
        sql`select i.library_id as "libraryId", i.card_id as "cardId",
            (select count(*)::int from loans l where l.card_id = i.card_id and l.started_at >= p.since) as "loansInPeriod"
          from inventories i
          join unnest(${ids}::int[], ${sinces}::timestamptz[]) as p(library_id, since) on p.library_id = i.library_id
          where i.user_id = ${userId}
          order by i.id`,
      );
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
