import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (an operator's TOTP secret, a library's SIP2 password) are kept sealed with
 * AES-256-GCM. Each purpose has a key of its own, derived from APP_SECRET with HKDF-SHA256 under the purpose's
 * name, so a key handed to one part of the system opens nothing else, and nothing needs a second secret to manage.
 * The purpose is also bound as additional data: a value sealed for one purpose does not open under another.
 *
 * Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url), so the scheme can change later without breaking rows.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The sealed value's text; throws when it was altered or sealed under another key or purpose. */
  open(sealed: string): string;
}

const VERSION = 'v1';

export function createSecretBox(appSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'filmhyllan-secret-box', purpose, 32));
  const aad = Buffer.from(purpose);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
        throw new Error('not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
