import { randomBytes } from 'node:crypto';
import type { Language } from '@filmhyllan/contract';
import { sha256Hex } from '../../lib/keyed-hash';

/**
 * The one-time links of mailed invitations and resets (docs/decisions/035, 045): 256 random bits sent once, of
 * which only the SHA-256 is stored, working until `expiresAt`.
 */
export interface NewLink {
  tokenHash: string;
  expiresAt: Date;
}

/** A new token and its stored form, working for `lifetimeSeconds` from `now`. */
export function newOneTimeLink(lifetimeSeconds: number, now: Date): { token: string; link: NewLink } {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    link: { tokenHash: sha256Hex(token), expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000) },
  };
}

/** The stored form of a token someone sends back. */
export const linkTokenHash = (token: string): string => sha256Hex(token);

/** A web app screen that takes a token: /{language}/{screen}/{token} under the site's base URL. */
export function tokenScreenLink(baseUrl: string, language: Language, screen: string, token: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return new URL(`${language}/${screen}/${token}`, base).toString();
}
