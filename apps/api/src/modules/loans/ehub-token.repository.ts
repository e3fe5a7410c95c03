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
