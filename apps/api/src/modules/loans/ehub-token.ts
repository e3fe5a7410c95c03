import { createHmac, timingSafeEqual } from 'node:crypto';
import { EHUB_TOKEN_MAX_LIFETIME_SECONDS, EhubTokenPayload } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import type { EhubTokenRepository } from './ehub-token.repository';

/** Signs a token the way a library's system must (used by tests and by libraries' integration guides). */
export function signEhubToken(secret: string, payload: EhubTokenPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The purpose the eHub secrets are sealed under (lib/secret-box): their key opens nothing else. */
export const EHUB_SECRET_PURPOSE = 'library-ehub-secret';

/**
 * The secret as stored: sealed by the box (`v1.…`, with dots), or, set before secrets were sealed (the demo data,
 * older deployments), in clear as base64url, which never holds a dot. Rotating replaces either with a sealed one.
 */
export function openEhubSecret(box: SecretBox, stored: string): string {
  return stored.includes('.') ? box.open(stored) : stored;
}

/**
 * eHub access tokens (format in the contract, ehubLoan): checked signature, lifetime at most 300 s, single use.
 * Every failure is the same INVALID_ACCESS_TOKEN, so a caller learns nothing about which check failed.
 */
export function createEhubTokens(
  repo: Pick<EhubTokenRepository, 'librarySecret' | 'useNonce'>,
  box: SecretBox,
  clock = () => new Date(),
) {
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
      const stored = await repo.librarySecret(payload.library_id);
      if (!stored) throw invalid();
      let secret: string;
      try {
        secret = openEhubSecret(box, stored);
      } catch {
        throw invalid();
      }
      const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('base64url'));
      const actual = Buffer.from(signature);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw invalid();
      const now = Math.floor(clock().getTime() / 1000);
      if (payload.exp <= now || payload.exp > now + EHUB_TOKEN_MAX_LIFETIME_SECONDS) throw invalid();

      if (!(await repo.useNonce(payload.nonce, new Date(payload.exp * 1000), clock()))) throw invalid();
      return payload;
    },
  };
}
export type EhubTokens = ReturnType<typeof createEhubTokens>;
