import { describe, expect, it } from 'vitest';
import type { LibraryRow } from './libraries.repository';
import { createLibraryDirectory } from './library-directory';

const row = (id: number, countryIso: string, name = `Library ${id}`) =>
  ({ id, countryIso, name }) as LibraryRow;

/** A repository whose answers the test controls, counting its reads. */
function fakeRepo(initial: LibraryRow[]) {
  const state = { rows: initial, reads: 0, gate: Promise.resolve() };
  return {
    state,
    repo: {
      async listActive() {
        state.reads++;
        const rows = state.rows;
        await state.gate;
        return rows;
      },
    },
  };
}

describe('library directory', () => {
  it('reads the libraries once and answers by id and by country from memory', async () => {
    const { state, repo } = fakeRepo([row(1, 'se'), row(2, 'se'), row(21, 'no')]);
    const directory = createLibraryDirectory(repo, { ttlMs: 1000, clock: () => 0 });
    const [se, one, none] = await Promise.all([
      directory.inCountry('se'),
      directory.byId(1),
      directory.byId(99),
    ]);
    expect(se.map((l) => l.id)).toEqual([1, 2]);
    expect(one?.name).toBe('Library 1');
    expect(none).toBeUndefined();
    expect(await directory.inCountry('fi')).toEqual([]);
    expect(state.reads).toBe(1);
  });

  it('answers the old rows while it reads again after the time to live', async () => {
    let now = 0;
    const { state, repo } = fakeRepo([row(1, 'se', 'Old name')]);
    const directory = createLibraryDirectory(repo, { ttlMs: 1000, clock: () => now });
    await directory.byId(1);
    state.rows = [row(1, 'se', 'New name')];
    now = 500;
    expect((await directory.byId(1))?.name).toBe('Old name');
    expect(state.reads).toBe(1);
    now = 1500;
    expect((await directory.byId(1))?.name).toBe('Old name'); // stale: answered at once, read started
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await directory.byId(1))?.name).toBe('New name');
    expect(state.reads).toBe(2);
  });

  it('shows a change at once after invalidate, even when a read from before the change finishes later', async () => {
    const { state, repo } = fakeRepo([row(1, 'se', 'Before')]);
    const directory = createLibraryDirectory(repo, { ttlMs: 60_000, clock: () => 0 });
    let release!: () => void;
    state.gate = new Promise((resolve) => (release = resolve));
    const early = directory.byId(1); // a read of the old rows, still running
    state.rows = [row(1, 'se', 'After')];
    state.gate = Promise.resolve();
    directory.invalidate();
    expect((await directory.byId(1))?.name).toBe('After');
    release();
    expect((await early)?.name).toBe('Before');
    expect((await directory.byId(1))?.name).toBe('After');
  });
});
