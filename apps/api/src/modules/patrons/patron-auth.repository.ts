import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraries, libraryPatronAuth } from '../../db/schema';

export type { StoredSip2Settings } from '../../db/schema';

/** A library's patron authentication row as stored (the SIP2 password sealed). */
export type StoredPatronAuth = typeof libraryPatronAuth.$inferSelect;
export type PatronAuthFields = Omit<StoredPatronAuth, 'libraryId' | 'updatedAt'>;

/** The SQL of the libraries' patron authentication set in the operator console (docs/decisions/039). */
export function createPatronAuthRepository(db: Database) {
  return {
    /** Every library's stored settings (the patron systems keep them in memory). */
    async all(): Promise<StoredPatronAuth[]> {
      return db.select().from(libraryPatronAuth);
    },

    /** One library's stored settings: undefined for an unknown library, null for one never set. */
    async of(libraryId: number): Promise<StoredPatronAuth | null | undefined> {
      const [row] = await db
        .select({ library: libraries.id, settings: libraryPatronAuth })
        .from(libraries)
        .leftJoin(libraryPatronAuth, eq(libraryPatronAuth.libraryId, libraries.id))
        .where(eq(libraries.id, libraryId))
        .limit(1);
      return row === undefined ? undefined : row.settings;
    },

    /**
     * Stores a library's settings, built by `next` from those stored (null: never set) under a lock on the
     * library, and tells `changed` the rows before and after in the same transaction (the audit entry). Undefined
     * for an unknown library.
     */
    async save(
      libraryId: number,
      next: (before: StoredPatronAuth | null) => PatronAuthFields,
      changed: (
        tx: Database,
        rows: { before: StoredPatronAuth | null; after: StoredPatronAuth },
      ) => Promise<void>,
    ): Promise<StoredPatronAuth | undefined> {
      return db.transaction(async (tx) => {
        const [library] = await tx
          .select({ id: libraries.id })
          .from(libraries)
          .where(eq(libraries.id, libraryId))
          .for('update')
          .limit(1);
        if (!library) return undefined;
        const [stored] = await tx
          .select()
          .from(libraryPatronAuth)
          .where(eq(libraryPatronAuth.libraryId, libraryId))
          .limit(1);
        const before = stored ?? null;
        const fields = { ...next(before), updatedAt: new Date() };
        const [after] = await tx
          .insert(libraryPatronAuth)
          .values({ libraryId, ...fields })
          .onConflictDoUpdate({ target: libraryPatronAuth.libraryId, set: fields })
          .returning();
        await changed(tx, { before, after: after! });
        return after;
      });
    },
  };
}
export type PatronAuthRepository = ReturnType<typeof createPatronAuthRepository>;
