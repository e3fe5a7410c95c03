import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * PINs are four digits: any unkeyed hash of them is reversed by trying all 10,000. So a PIN is stored only as
 * an HMAC-SHA256 keyed with the server secret (APP_SECRET) and bound to its library and card, which makes a
 * stolen database useless without the secret and makes equal PINs look different.
 */
export function hashPin(secret: string, libraryId: number, cardNumber: string, pin: string): string {
  return createHmac('sha256', secret).update(`pin\0${libraryId}\0${cardNumber}\0${pin}`).digest('base64url');
}

export function pinMatches(
  secret: string,
  libraryId: number,
  cardNumber: string,
  pin: string,
  stored: string,
): boolean {
  const actual = Buffer.from(hashPin(secret, libraryId, cardNumber, pin));
  const expected = Buffer.from(stored);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** SHA-256 hex of a random token (session ids, CSRF tokens, reset tokens): what the database keeps. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');
