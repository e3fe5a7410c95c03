import { describe, expect, it } from 'vitest';
import { createRefreshingCopy } from './refreshing-copy';

/** A copy over a source whose reads can be made to fail, with a clock the test moves. */
function setup(options: { ttlMs?: number; maxStaleMs?: number } = {}) {
  const clock = { now: 0 };
  const source = { value: 1, fail: false, reads: 0, previous: [] as (number | undefined)[] };
  const errors: { error: unknown; name: string }[] = [];
  const copy = createRefreshingCopy<number>({
    name: 'numbers',
    load: async (previous) => {
      source.reads++;
      source.previous.push(previous);
      if (source.fail) throw new Error('database unavailable');
      return source.value;
    },
    ttlMs: options.ttlMs ?? 1_000,
    maxStaleMs: options.maxStaleMs ?? 10_000,
    clock: () => clock.now,
    onError: (error, name) => errors.push({ error, name }),
  });
  /** Lets a background read finish. */
  const settled = () => new Promise((resolve) => setImmediate(resolve));
  return { copy, clock, source, errors, settled };
}

describe('a refreshing copy', () => {
  it('answers from memory within its TTL and reads again in the background after it', async () => {
    const { copy, clock, source, settled } = setup();
    expect(await copy.get()).toBe(1);
    source.value = 2;
    clock.now = 1_000;
    expect(await copy.get()).toBe(1);
    expect(source.reads).toBe(1);
    clock.now = 1_001;
    expect(await copy.get()).toBe(1); // the old copy answers while the new one is read
    await settled();
    expect(await copy.get()).toBe(2);
    // The loader was given the copy it held, so it may keep it when nothing changed.
    expect(source.previous).toEqual([undefined, 1]);
  });

  it('reports and counts every failed read, and serves the last good copy within the bound only', async () => {
    const { copy, clock, source, errors, settled } = setup();
    await copy.get();
    source.fail = true;
    clock.now = 5_000;
    expect(await copy.get()).toBe(1);
    await settled();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ name: 'numbers', error: { message: 'database unavailable' } });
    expect(copy.stats()).toMatchObject({
      loads: 1,
      failures: 1,
      lastError: { message: 'database unavailable' },
    });
    // Older than maxStaleMs: the caller waits for a read, and gets its failure rather than ten-second-old data.
    clock.now = 10_001;
    await expect(copy.get()).rejects.toThrow('database unavailable');
    expect(copy.stats().failures).toBe(2);
    source.fail = false;
    source.value = 3;
    expect(await copy.get()).toBe(3);
    expect(copy.stats()).toMatchObject({ loads: 2, failures: 2, lastError: undefined });
  });

  it('never installs a read that started before an invalidate', async () => {
    const { copy, clock, source, settled } = setup();
    await copy.get();
    clock.now = 2_000;
    source.value = 2;
    await copy.get(); // starts a background read
    copy.invalidate();
    source.value = 3;
    await settled();
    expect(await copy.get()).toBe(3);
  });

  it('reloads everything on demand, without offering the held copy', async () => {
    const { copy, source } = setup();
    await copy.get();
    source.value = 4;
    await copy.reload();
    expect(await copy.get()).toBe(4);
    expect(source.previous).toEqual([undefined, undefined]);
  });
});
