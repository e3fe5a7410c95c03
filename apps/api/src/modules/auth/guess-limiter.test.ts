import { describe, expect, it } from 'vitest';
import { createMemoryGuessLimiter } from './guess-limiter';

const MINUTE = 60_000;

function limiter(options: { maxKeys?: number } = {}) {
  const clock = { now: 1_000_000 };
  const guesses = createMemoryGuessLimiter(
    { max: 3, windowSeconds: 600 },
    { clock: () => clock.now, ...options },
  );
  return { guesses, clock };
}

const fail = async (guesses: ReturnType<typeof limiter>['guesses'], key: string) => {
  await guesses.begin(key); // never told it succeeded: a failure
};

describe('memory guess limiter', () => {
  it('refuses a key after max failures in the window, saying when the oldest one leaves it', async () => {
    const { guesses, clock } = limiter();
    await fail(guesses, 'a');
    clock.now += 2 * MINUTE;
    await fail(guesses, 'a');
    clock.now += 2 * MINUTE;
    await fail(guesses, 'a');
    clock.now += MINUTE;
    // Five minutes after the first failure: it leaves the ten-minute window in five more.
    await expect(guesses.begin('a')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retry_after_seconds: 300 },
    });
    // Another key is not affected.
    await expect(guesses.begin('b')).resolves.toBeDefined();

    clock.now += 5 * MINUTE - 1;
    await expect(guesses.begin('a')).rejects.toMatchObject({ details: { retry_after_seconds: 1 } });
    clock.now += 1;
    // The first failure has left the window: one guess more, then refused until the second one leaves.
    await fail(guesses, 'a');
    await expect(guesses.begin('a')).rejects.toMatchObject({ details: { retry_after_seconds: 120 } });
  });

  it('does not count refused guesses, so a refusal never lasts longer than the window', async () => {
    const { guesses, clock } = limiter();
    for (let i = 0; i < 3; i++) await fail(guesses, 'a');
    for (let i = 0; i < 9; i++) {
      clock.now += MINUTE;
      await expect(guesses.begin('a')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    }
    clock.now += MINUTE;
    await expect(guesses.begin('a')).resolves.toBeDefined();
  });

  it('does not count a guess that succeeded, and a success does not clear earlier failures', async () => {
    const { guesses } = limiter();
    await fail(guesses, 'a');
    await fail(guesses, 'a');
    await (await guesses.begin('a')).succeeded();
    await (await guesses.begin('a')).succeeded();
    await fail(guesses, 'a');
    await expect(guesses.begin('a')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('counts a guess from its start, so guesses made at the same time cannot pass the limit', async () => {
    const { guesses } = limiter();
    const started = await Promise.allSettled(Array.from({ length: 5 }, () => guesses.begin('a')));
    expect(started.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
  });

  it('stays within its bound of keys, forgetting the least recently used', async () => {
    const { guesses } = limiter({ maxKeys: 2 });
    for (let i = 0; i < 3; i++) await fail(guesses, 'a');
    await fail(guesses, 'b');
    await fail(guesses, 'c'); // 'a' was used least recently: forgotten
    await expect(guesses.begin('a')).resolves.toBeDefined();
  });
});
