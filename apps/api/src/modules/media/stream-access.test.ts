import { describe, expect, it } from 'vitest';
import type { StreamLoan } from './media.repository';
import { createStreamAccess } from './stream-access';
import { signStreamToken } from './stream-token';

const KEY = 'stream-key-of-the-test';
const MINUTE = 60_000;
/** The loan was borrowed for two days; the token was signed at the borrowing, with a 2-hour title. */
const SIGNED_END = new Date('2026-03-20T12:00:00Z');
const token = signStreamToken(KEY, {
  loanId: 7,
  titleId: 100,
  loanEndsAt: SIGNED_END,
  expiresAt: new Date(SIGNED_END.getTime() + 120 * MINUTE),
});

/** Access as seen at `at`, with the loan row ending at `endsAt` (the database's end, not the token's). */
function accessAt(at: Date, endsAt: Date, row: Partial<StreamLoan> = {}) {
  return createStreamAccess({
    key: KEY,
    repo: {
      titleMedia: async () => undefined,
      streamPreview: async () => undefined,
      streamLoan: async (id) =>
        id === 7 ? { titleId: 100, mediaKey: 'test/clip', endsAt, ...row } : undefined,
    },
    clock: () => at,
  });
}
const later = (minutes: number, from = SIGNED_END) => new Date(from.getTime() + minutes * MINUTE);
const verdict = (promise: Promise<string>) =>
  promise.then(
    () => 'ok',
    (err: { code?: string }) => err.code,
  );

describe('stream access', () => {
  it('plays everything while the loan runs, and lets a started film finish after its own end', async () => {
    const master = { master: true };
    const segment = { master: false };
    expect(await verdict(accessAt(later(-1), SIGNED_END).mediaKey(token, master))).toBe('ok');
    expect(await verdict(accessAt(later(1), SIGNED_END).mediaKey(token, master))).toBe('FORBIDDEN');
    expect(await verdict(accessAt(later(1), SIGNED_END).mediaKey(token, segment))).toBe('ok');
    expect(await verdict(accessAt(later(119), SIGNED_END).mediaKey(token, segment))).toBe('ok');
    // The token's end is the last word for every file.
    expect(await verdict(accessAt(later(120), SIGNED_END).mediaKey(token, segment))).toBe('FORBIDDEN');
  });

  it('refuses every file from an early end in the database on, whatever the token says', async () => {
    const endedEarly = later(-24 * 60);
    for (const master of [true, false]) {
      expect(await verdict(accessAt(later(-1, endedEarly), endedEarly).mediaKey(token, { master }))).toBe(
        'ok',
      );
      expect(await verdict(accessAt(endedEarly, endedEarly).mediaKey(token, { master }))).toBe('FORBIDDEN');
    }
  });

  it('refuses a loan that is gone, of another title or without media, and an altered token', async () => {
    const at = later(-10);
    expect(await verdict(accessAt(at, SIGNED_END, { titleId: 101 }).mediaKey(token, { master: false }))).toBe(
      'FORBIDDEN',
    );
    expect(
      await verdict(accessAt(at, SIGNED_END, { mediaKey: null }).mediaKey(token, { master: false })),
    ).toBe('FORBIDDEN');
    const other = signStreamToken(KEY, {
      loanId: 8,
      titleId: 100,
      loanEndsAt: SIGNED_END,
      expiresAt: later(120),
    });
    expect(await verdict(accessAt(at, SIGNED_END).mediaKey(other, { master: false }))).toBe('FORBIDDEN');
    expect(await verdict(accessAt(at, SIGNED_END).mediaKey(`${token}x`, { master: false }))).toBe(
      'FORBIDDEN',
    );
  });
});
