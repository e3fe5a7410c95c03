import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ehubNonces, libraries } from '../../db/schema';

/** The eHub tokens' SQL: the libraries' signing secrets and the nonces already used. */
export function createEhubTokenRepository(db: Database) {
  return {
    /** The library's eHub secret; undefined for an unknown library or one without a secret. */
    async librarySecret(libraryId: number): Promise<string | undefined> {
      const [library] = await db
        .select({ secret: libraries.ehubSecret })
        .from(libraries)
        .where(eq(libraries.id, libraryId))
        .limit(1);
      return library?.secret ?? undefined;
    },

    /**
     * Replaces the library's stored (sealed) secret in one transaction with `changed`, which is told whether it
     * had one before (the audit entry commits with the change). False for an unknown library.
     */
    async replaceSecret(
      libraryId: number,
      sealed: string,
      changed: (tx: Database, hadSecret: boolean) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [library] = await tx
          .select({ secret: libraries.ehubSecret })
          .from(libraries)
          .where(eq(libraries.id, libraryId))
          .for('update')
          .limit(1);
        if (!library) return false;
        await tx.update(libraries).set({ ehubSecret: sealed }).where(eq(libraries.id, libraryId));
        await changed(tx, library.secret !== null);
        return true;
      });
    },

    /**
     * Records a nonce as used until it expires, forgetting the expired ones first. False when it was used
     * already (the insert conflicts), so each token is redeemed once.
     */
    async useNonce(nonce: string, expiresAt: Date, now: Date): Promise<boolean> {
      await db.delete(ehubNonces).where(lt(ehubNonces.expiresAt, now));
      const used = await db
        .insert(ehubNonces)
        .values({ nonce, expiresAt })
        .onConflictDoNothing()
        .returning({ nonce: ehubNonces.nonce });
      return used.length > 0;
    },
  };
}
export type EhubTokenRepository = ReturnType<typeof createEhubTokenRepository>;
