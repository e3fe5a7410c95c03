import { eq, sql } from 'drizzle-orm';
import { intArray, queryRows, type Database } from '../../db/client';
import { librarySushiCredentials } from '../../db/schema';
import type { ItemMonthCount } from './counter-report';

export interface StoredSushiCredentials {
  requestorId: string;
  apiKeySealed: string;
}

/** The SUSHI server's SQL: the libraries' credentials and the loans counted as COUNTER item requests. */
export function createSushiRepository(db: Database) {
  return {
    /** The library's credentials; null when it has made no key yet. */
    async credentials(libraryId: number): Promise<StoredSushiCredentials | null> {
      const [row] = await db
        .select({
          requestorId: librarySushiCredentials.requestorId,
          apiKeySealed: librarySushiCredentials.apiKeySealed,
        })
        .from(librarySushiCredentials)
        .where(eq(librarySushiCredentials.libraryId, libraryId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Stores a new sealed key for the library, making the row with `requestorId` if it has none (an existing row
     * keeps its requestor id), and calls `changed` in the same transaction (the audit entry commits with the key).
     * Answers the stored credentials and whether there was a key before.
     */
    async replaceKey(
      libraryId: number,
      fresh: StoredSushiCredentials,
      at: Date,
      changed: (tx: Database, hadKey: boolean) => Promise<void>,
    ): Promise<StoredSushiCredentials> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ requestorId: librarySushiCredentials.requestorId })
          .from(librarySushiCredentials)
          .where(eq(librarySushiCredentials.libraryId, libraryId))
          .for('update')
          .limit(1);
        const [row] = await tx
          .insert(librarySushiCredentials)
          .values({ libraryId, ...fresh, rotatedAt: at })
          .onConflictDoUpdate({
            target: librarySushiCredentials.libraryId,
            set: { apiKeySealed: fresh.apiKeySealed, rotatedAt: at },
          })
          .returning({
            requestorId: librarySushiCredentials.requestorId,
            apiKeySealed: librarySushiCredentials.apiKeySealed,
          });
        await changed(tx, before !== undefined);
        return row!;
      });
    },

    /**
     * Total and unique item requests per local month and title of the library's loans begun in [from, to).
     * A loan's start is one request. Unique: the distinct patrons who borrowed the title on one local day (COUNTER
     * counts unique items per user session; a day of one patron is taken as the session). A patron is the card,
     * else, once the link is removed, the patron number the month's cohort got (the same for all of one patron's
     * loans in the month, so the count does not change when loans are unlinked), else the account; a loan with
     * none of them counts alone. Range scan of loans_library_started_idx.
     */
    async itemMonthCounts(r: {
      libraryId: number;
      timeZone: string;
      from: Date;
      to: Date;
    }): Promise<ItemMonthCount[]> {
      return queryRows<ItemMonthCount>(
        db,
        sql`select to_char(l.started_at at time zone ${r.timeZone}, 'YYYY-MM') as month, l.title_id as "titleId",
                   count(*)::int as total,
                   count(distinct (to_char(l.started_at at time zone ${r.timeZone}, 'YYYY-MM-DD') || '/' ||
                     coalesce('c' || l.card_id::text, 't' || l.patron_tag::text, 'u' || l.user_id::text,
                              'l' || l.id::text)))::int as "unique"
            from loans l
            where l.library_id = ${r.libraryId} and l.started_at >= ${r.from} and l.started_at < ${r.to}
            group by 1, 2`,
      );
    },

    /** The titles' distributors (COUNTER's Publisher), by id; empty for a title without one. */
    async publishers(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await queryRows<{ id: number; distributor: string | null }>(
        db,
        sql`select t.id, t.distributor from titles t where t.id = any(${intArray(ids)}::int[])`,
      );
      return new Map(rows.map((row) => [row.id, row.distributor ?? '']));
    },
  };
}
export type SushiRepository = ReturnType<typeof createSushiRepository>;
