import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const PERIOD = 30;
const DIGITS = 6;
/** A code of the step before or after the current one is accepted too (clock skew of phone or server). */
const WINDOW = 1;
const ISSUER = 'Filmhyllan';

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secretBase32: string, username = '') =>
  new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });

/**
 * The time step whose code `code` is, within ±1 step of `now`, or null when it is none of them. The caller
 * refuses a step at or before the last one used, so a code works once (RFC 6238 section 5.2).
 */
export function totpStep(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const timestamp = now.getTime();
  const delta = totpOf(secretBase32).validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD, timestamp }) + delta;
}

/** The code of the step at `now` (the demo's printed secret, tests). */
export const totpCode = (secretBase32: string, now: Date): string =>
  totpOf(secretBase32).generate({ timestamp: now.getTime() });

/** What an authenticator app scans: the otpauth:// URI, and the same as a QR code (SVG). */
export async function enrolmentOf(
  secretBase32: string,
  username: string,
): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpOf(secretBase32, username).toString();
  return { uri, qrSvg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
}

/** The QR code as text for a terminal (operator:create). */
export const terminalQr = (uri: string): Promise<string> =>
  QRCode.toString(uri, { type: 'utf8', errorCorrectionLevel: 'L', margin: 2 });

/** Ten one-time recovery codes, 10 characters of Crockford base32 each (50 random bits), in two groups of 5. */
export function newRecoveryCodes(): string[] {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return Array.from({ length: 10 }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed (any case, with or without the dash or spaces) as it is hashed. */
export const normalRecoveryCode = (code: string): string => code.toUpperCase().replace(/[^0-9A-Z]/g, '');
