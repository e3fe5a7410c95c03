import { describe, expect, it } from 'vitest';
import { signStreamToken, verifyStreamToken } from './stream-token';

const claims = {
  loanId: 42,
  titleId: 7,
  loanEndsAt: new Date('2026-11-23T10:00:00Z'),
  expiresAt: new Date('2026-11-23T12:00:00Z'),
};

describe('stream tokens', () => {
  it('round-trip their claims', () => {
    expect(verifyStreamToken('k', signStreamToken('k', claims))).toEqual(claims);
  });

  it('refuse altered, foreign and malformed tokens', () => {
    const token = signStreamToken('k', claims);
    const [body, sig] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ l: 43, t: 7, s: 1795000000, e: 1795000000 })).toString(
      'base64url',
    );
    expect(verifyStreamToken('k', `${forged}.${sig}`)).toBeNull();
    expect(verifyStreamToken('other-key', token)).toBeNull();
    expect(verifyStreamToken('k', `${body}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(verifyStreamToken('k', body)).toBeNull();
    expect(verifyStreamToken('k', '')).toBeNull();
    expect(verifyStreamToken('k', '../etc.passwd')).toBeNull();
  });
});
