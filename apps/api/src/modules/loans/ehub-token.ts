import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { EHUB_TOKEN_MAX_LIFETIME_SECONDS, EhubTokenPayload } from '@filmhyllan/contract';
import type { Database } from '../../db/client';
import { ehubNonces, libraries } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Signs a token the way a library's system must (used by tests and by libraries' integration guides). */
export function signEhubToken(secret: string, payload: EhubTokenPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/**
 * eHub access tokens (format in the contract, ehubLoan): checked signature, lifetime at most 300 s, single use.
 * Every failure is the same INVALID_ACCESS_TOKEN, so a caller learns nothing about which check failed.
 */
export function createEhubTokens(db: Database, clock = () => new Date()) {
  const invalid = () => new AppError('INVALID_ACCESS_TOKEN');

  return {
    async redeem(token: string): Promise<EhubTokenPayload> {
      const [body, signature] = token.split('.') as [string, string | undefined];
      if (!body || !signature) throw invalid();
      let payload: EhubTokenPayload;
      try {
        payload = EhubTokenPayload.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
      } catch {
        throw invalid();
      }
      const [library] = await db
        .select({ secret: libraries.ehubSecret })
        .from(libraries)
        .where(eq(libraries.id, payload.library_id))
        .limit(1);
      if (!library?.secret) throw invalid();
      const expected = Buffer.from(createHmac('sha256', library.secret).update(body).digest('base64url'));
      const actual = Buffer.from(signature);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw invalid();
      const now = Math.floor(clock().getTime() / 1000);
      if (payload.exp <= now || payload.exp > now + EHUB_TOKEN_MAX_LIFETIME_SECONDS) throw invalid();

      await db.delete(ehubNonces).where(lt(ehubNonces.expiresAt, clock()));
      const used = await db
        .insert(ehubNonces)
        .values({ nonce: payload.nonce, expiresAt: new Date(payload.exp * 1000) })
        .onConflictDoNothing()
        .returning({ nonce: ehubNonces.nonce });
      if (used.length === 0) throw invalid();
      return payload;
    },
  };
}
export type EhubTokens = ReturnType<typeof createEhubTokens>;
