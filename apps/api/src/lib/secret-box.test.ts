import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const SECRET = 'test-app-secret-0123456789abcdef0123456789';

describe('secret box', () => {
  it('opens what it sealed, and never holds the text in clear', () => {
    const box = createSecretBox(SECRET, 'operator-totp');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\./);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same text differently each time', () => {
    const box = createSecretBox(SECRET, 'operator-totp');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a value sealed for another purpose or under another secret', () => {
    const sealed = createSecretBox(SECRET, 'operator-totp').seal('secret');
    expect(() => createSecretBox(SECRET, 'sip2-password').open(sealed)).toThrow();
    expect(() => createSecretBox(`${SECRET}x`, 'operator-totp').open(sealed)).toThrow();
  });

  it('refuses an altered value', () => {
    const box = createSecretBox(SECRET, 'operator-totp');
    const [v, iv, tag, body] = box.seal('secret').split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => box.open('garbage')).toThrow();
  });
});
