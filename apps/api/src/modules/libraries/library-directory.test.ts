import { describe, expect, it } from 'vitest';
import type { LibraryRow } from './libraries.repository';
import { createLibraryDirectory, type BudgetMonthUsage } from './library-directory';

const row = (id: number, countryIso: string, name = `Library ${id}`) =>
  ({ id, countryIso, name }) as LibraryRow;

/** A repository whose answers the test controls, counting its reads. */
function fakeRepo(initial: LibraryRow[], months: BudgetMonthUsage[] = []) {
  const state = {
    rows: initial,
    reads: 0,
    gate: Promise.resolve(),
    months,
    monthReads: [] as string[],
    monthGate: Promise.resolve(),
  };
  return {
    state,
    repo: {
      async listActive() {
        state.reads++;
        const rows = state.rows;
        await state.gate;
        return rows;
      },
      async budgetMonthsSince(month: string) {
        state.monthReads.push(month);
        const read = state.months;
        await state.monthGate;
        return read;
      },
    },
  };
}

const spend = (libraryId: number, loans: number, month = '2026-11-01'): BudgetMonthUsage => ({
  libraryId,
  month,
  loans,
  amountCents: loans * 100,
});

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
    await directory.settled();
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

describe('library directory: budget spend', () => {
  const november = Date.parse('2026-11-22T12:00:00Z');

  it('reads the spend of this and last month once, and answers it from memory', async () => {
    const { state, repo } = fakeRepo([row(1, 'se')], [spend(1, 7), spend(1, 3, '2026-10-01')]);
    const directory = createLibraryDirectory(repo, { ttlMs: 60_000, clock: () => november });
    const { spent } = await directory.budgetUsage();
    expect(spent(1, '2026-11-01')).toMatchObject({ loans: 7, amountCents: 700 });
    expect(spent(1, '2026-10-01')?.loans).toBe(3);
    expect(spent(2, '2026-11-01')).toBeUndefined();
    await directory.budgetUsage();
    expect(state.monthReads).toEqual(['2026-10-01']);
  });

  it('shows a loan charged in this process at once, and keeps it over a read that started before it', async () => {
    const { state, repo } = fakeRepo([row(1, 'se')], [spend(1, 7)]);
    let now = november;
    const directory = createLibraryDirectory(repo, { ttlMs: 60_000, usageTtlMs: 1000, clock: () => now });
    await directory.preload();
    // A background read starts (the copy is older than usageTtlMs) and sees the database before the loan.
    let release!: () => void;
    state.monthGate = new Promise((resolve) => (release = resolve));
    now += 1500;
    await directory.budgetUsage();
    directory.recordUsage({ libraryId: 1, month: '2026-11-01', loans: 8, amountCents: 800 });
    expect((await directory.budgetUsage()).spent(1, '2026-11-01')).toMatchObject({
      loans: 8,
      amountCents: 800,
    });
    release();
    await directory.settled();
    expect(state.monthReads).toHaveLength(2);
    expect((await directory.budgetUsage()).spent(1, '2026-11-01')).toMatchObject({
      loans: 8,
      amountCents: 800,
    });
    // A read that starts after the report replaces it: here the database was reset meanwhile.
    state.months = [spend(1, 2)];
    state.monthGate = Promise.resolve();
    now += 1500;
    await directory.budgetUsage();
    await directory.settled();
    expect((await directory.budgetUsage()).spent(1, '2026-11-01')).toMatchObject({ loans: 2 });
  });

  it('reads spend from other processes again within usageTtlMs, waiting for it after a quiet spell', async () => {
    const { state, repo } = fakeRepo([row(1, 'se')], [spend(1, 7)]);
    let now = november;
    const directory = createLibraryDirectory(repo, { ttlMs: 60_000, usageTtlMs: 2000, clock: () => now });
    await directory.preload();
    state.months = [spend(1, 9)];
    now += 1000;
    expect((await directory.budgetUsage()).spent(1, '2026-11-01')?.loans).toBe(7);
    now += 1500; // stale: answered at once, read again in the background
    expect((await directory.budgetUsage()).spent(1, '2026-11-01')?.loans).toBe(7);
    await directory.settled();
    expect((await directory.budgetUsage()).spent(1, '2026-11-01')?.loans).toBe(9);
    state.months = [spend(1, 12)];
    now += 60_000; // far older than its bound: the answer waits for a fresh read
    expect((await directory.budgetUsage()).spent(1, '2026-11-01')?.loans).toBe(12);
  });

  it('gives the spend a new version whenever it may have changed, so answers built on it can be kept', async () => {
    const { repo } = fakeRepo([row(1, 'se')], [spend(1, 7)]);
    let now = november;
    const directory = createLibraryDirectory(repo, { ttlMs: 60_000, usageTtlMs: 1000, clock: () => now });
    const first = (await directory.budgetUsage()).version;
    expect((await directory.budgetUsage()).version).toBe(first);
    directory.recordUsage({ libraryId: 1, month: '2026-11-01', loans: 8, amountCents: 800 });
    const recorded = (await directory.budgetUsage()).version;
    expect(recorded).not.toBe(first);
    now += 1500;
    await directory.budgetUsage();
    await directory.settled();
    expect((await directory.budgetUsage()).version).not.toBe(recorded);
  });

  it('reads spend again at once after invalidate (a librarian changed a budget)', async () => {
    const { state, repo } = fakeRepo([row(1, 'se')], [spend(1, 7)]);
    const directory = createLibraryDirectory(repo, { ttlMs: 60_000, clock: () => november });
    await directory.preload();
    state.months = [spend(1, 10)];
    directory.invalidate();
    expect((await directory.budgetUsage()).spent(1, '2026-11-01')?.loans).toBe(10);
  });

  it('reports a failed background read and keeps answering the copy it has', async () => {
    const { state, repo } = fakeRepo([row(1, 'se')], [spend(1, 7)]);
    const errors: unknown[] = [];
    let now = november;
    const directory = createLibraryDirectory(repo, {
      ttlMs: 60_000,
      usageTtlMs: 1000,
      clock: () => now,
      onError: (error) => errors.push(error),
    });
    await directory.preload();
    state.monthGate = Promise.reject(new Error('database gone'));
    state.monthGate.catch(() => undefined);
    now += 1500;
    expect((await directory.budgetUsage()).spent(1, '2026-11-01')?.loans).toBe(7);
    await directory.settled();
    expect(errors).toEqual([new Error('database gone')]);
  });
});
