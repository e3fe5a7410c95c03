import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stream tokens: `base64url(JSON {l, t, s, e}) + '.' + base64url(HMAC-SHA256(first part, key))`, where l is the
 * loan id, t the title id, s the loan's end when the token was signed (Unix seconds; the loan row's end decides, and
 * one before s is an early end: stream-access.ts) and e the token's end (the loan's end plus the title's duration, so
 * a film started before the loan ends can be finished). The token is the first
 * path segment of every stream URL (/api/media/<token>/master.m3u8), so playlists can refer to their variants,
 * segments and subtitles with relative URLs that carry it, and a CDN holding the key could check it at the edge.
 */
export interface StreamClaims {
  loanId: number;
  titleId: number;
  /** No new playback (master playlist) after this instant. */
  loanEndsAt: Date;
  /** No file at all after this instant. */
  expiresAt: Date;
}

const sign = (key: string, body: string) =>
  createHmac('sha256', key).update(`stream\0${body}`).digest('base64url');

export function signStreamToken(key: string, claims: StreamClaims): string {
  const body = Buffer.from(
    JSON.stringify({
      l: claims.loanId,
      t: claims.titleId,
      s: Math.floor(claims.loanEndsAt.getTime() / 1000),
      e: Math.floor(claims.expiresAt.getTime() / 1000),
    }),
  ).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

/** The claims of a genuine token, or null for a malformed or altered one (expiry is the caller's check). */
export function verifyStreamToken(key: string, token: string): StreamClaims | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, body, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(key, body));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { l, t, s, e } = data;
    if (![l, t, s, e].every((v) => typeof v === 'number' && Number.isInteger(v) && v > 0)) return null;
    return {
      loanId: l as number,
      titleId: t as number,
      loanEndsAt: new Date((s as number) * 1000),
      expiresAt: new Date((e as number) * 1000),
    };
  } catch {
    return null;
  }
}

/**
 * Who a stream without a loan is for (docs/decisions/044): an operator (watch-as-admin), a librarian
 * (watch-as-librarian) or the holder of a preview link (watch-as-special).
 */
export type ViewingMode = 'operator' | 'librarian' | 'preview' | 'trailer';

/**
 * A viewing token: the same form as a loan's, signed for another purpose (so neither kind passes for the other),
 * `{m, g, t, s, e}` with m the mode, g the grant (the operator's or librarian's id, or the preview link's id), t the
 * title, s the moment after which playback cannot start and e the end of every file.
 */
export interface ViewingClaims {
  mode: ViewingMode;
  grantId: number;
  titleId: number;
  /** No new playback (master playlist) after this instant. */
  startBy: Date;
  /** No file at all after this instant. */
  expiresAt: Date;
}

/** A trailer's stream (docs/decisions/048) reaches the title's trailer only, never its film; its grant is the title. */
const modeLetters: Record<ViewingMode, string> = {
  operator: 'o',
  librarian: 'b',
  preview: 'p',
  trailer: 't',
};

const signViewing = (key: string, body: string) =>
  createHmac('sha256', key).update(`viewing\0${body}`).digest('base64url');

export function signViewingToken(key: string, claims: ViewingClaims): string {
  const body = Buffer.from(
    JSON.stringify({
      m: modeLetters[claims.mode],
      g: claims.grantId,
      t: claims.titleId,
      s: Math.floor(claims.startBy.getTime() / 1000),
      e: Math.floor(claims.expiresAt.getTime() / 1000),
    }),
  ).toString('base64url');
  return `${body}.${signViewing(key, body)}`;
}

/** The claims of a genuine viewing token, or null (a loan's token, an altered or a malformed one). */
export function verifyViewingToken(key: string, token: string): ViewingClaims | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, body, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(signViewing(key, body));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { m, g, t, s, e } = data;
    const mode = (Object.keys(modeLetters) as ViewingMode[]).find((name) => modeLetters[name] === m);
    if (!mode || ![g, t, s, e].every((v) => typeof v === 'number' && Number.isInteger(v) && v > 0))
      return null;
    return {
      mode,
      grantId: g as number,
      titleId: t as number,
      startBy: new Date((s as number) * 1000),
      expiresAt: new Date((e as number) * 1000),
    };
  } catch {
    return null;
  }
}
