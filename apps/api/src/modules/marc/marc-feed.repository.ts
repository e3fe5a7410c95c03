import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraries, libraryMarcFeeds } from '../../db/schema';

/** A library's MARC feed token as stored: sealed, and when it was made. */
export interface MarcFeedRow {
  tokenSealed: string;
  rotatedAt: Date;
}

/** The MARC feed tokens' SQL (docs/decisions/062). */
export function createMarcFeedRepository(db: Database) {
  return {
    async feedOf(libraryId: number): Promise<MarcFeedRow | undefined> {
      const [row] = await db
        .select({ tokenSealed: libraryMarcFeeds.tokenSealed, rotatedAt: libraryMarcFeeds.rotatedAt })
        .from(libraryMarcFeeds)
        .where(eq(libraryMarcFeeds.libraryId, libraryId))
        .limit(1);
      return row;
    },

    /** The library whose token has this SHA-256 (hex), if any. */
    async libraryOfToken(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .select({ libraryId: libraryMarcFeeds.libraryId })
        .from(libraryMarcFeeds)
        .where(eq(libraryMarcFeeds.tokenHash, tokenHash))
        .limit(1);
      return row?.libraryId;
    },

    /**
     * Stores the library's new token in place of any old one, and lets `changed` write the audit entry in the
     * same transaction (the library row locked, so two rotations follow one another).
     */
    async replaceToken(
      libraryId: number,
      token: { hash: string; sealed: string; at: Date },
      changed: (tx: Database, hadToken: boolean) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [library] = await tx
          .select({ id: libraries.id })
          .from(libraries)
          .where(eq(libraries.id, libraryId))
          .for('update')
          .limit(1);
        if (!library) return false;
        const old = await tx
          .delete(libraryMarcFeeds)
          .where(eq(libraryMarcFeeds.libraryId, libraryId))
          .returning({ libraryId: libraryMarcFeeds.libraryId });
        await tx
          .insert(libraryMarcFeeds)
          .values({ libraryId, tokenHash: token.hash, tokenSealed: token.sealed, rotatedAt: token.at });
        await changed(tx, old.length > 0);
        return true;
      });
    },
  };
}
export type MarcFeedRepository = ReturnType<typeof createMarcFeedRepository>;
