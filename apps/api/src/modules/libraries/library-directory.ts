import { createRefreshingCopy } from '../../lib/refreshing-copy';
import type { BudgetUsage } from './budget';
import type { LibrariesRepository, LibraryRow } from './libraries.repository';

/** A library's spend in one budget month, as the charge left it. */
export interface BudgetMonthUsage extends BudgetUsage {
  libraryId: number;
  /** YYYY-MM-01 in the library's time zone. */
  month: string;
}

/** Libraries' spend as the directory knows it at one moment. */
export interface BudgetView {
  /** Changes whenever the spend may have changed. */
  version: string;
  /** A library's spend in a month (YYYY-MM-01); undefined when nothing is spent. */
  spent(libraryId: number, month: string): BudgetUsage | undefined;
}

/**
 * The active libraries and their spend this month, held in memory, so the library list, the library page, the
 * catalogue calls and the title page answer without a query (docs/decisions/013 and 016).
 *
 * - Library rows (a few hundred small rows) are read again at most every `ttlMs`; a change made through this
 *   process (a librarian's budget settings) calls `invalidate` and shows at once.
 * - Budget spend (the month counters of library_budget_months) changes with every loan. It is read again at
 *   most every `usageTtlMs` (a loan made by another server process shows within that), and a loan charged in
 *   this process reports its counters through `recordUsage`, which show at once. Counters only grow within a
 *   month, so a recorded value overlays the loaded one until a read that started after it has replaced it.
 *
 * The loan itself never reads from here: it charges the counters in the database (decision 009), so this copy
 * only decides what patrons are told, never what they may borrow.
 */
export function createLibraryDirectory(
  repo: Pick<LibrariesRepository, 'listActive' | 'budgetMonthsSince'>,
  options: {
    ttlMs: number;
    usageTtlMs?: number;
    clock?: () => number;
    /** Where failed reads are reported (the old copy keeps answering meanwhile). */
    onError?: (error: unknown, name: string) => void;
  },
) {
  const clock = options.clock ?? Date.now;
  const onError = options.onError ?? (() => undefined);
  const usageTtlMs = Math.min(options.usageTtlMs ?? 2_000, options.ttlMs);

  interface Rows {
    byId: Map<number, LibraryRow>;
    byCountry: Map<string, LibraryRow[]>;
  }
  const rows = createRefreshingCopy<Rows>({
    name: 'library rows',
    load: async () => {
      const active = await repo.listActive();
      const byCountry = new Map<string, LibraryRow[]>();
      for (const row of active)
        byCountry.set(row.countryIso, [...(byCountry.get(row.countryIso) ?? []), row]);
      return { byId: new Map(active.map((row) => [row.id, row])), byCountry };
    },
    // Library rows never make a request wait once loaded: a database that cannot answer leaves the last rows.
    ttlMs: options.ttlMs,
    maxStaleMs: Infinity,
    clock,
    onError,
  });

  const usageKey = (libraryId: number, month: string) => `${libraryId}:${month}`;
  /** Counters reported by this process's loans, each with the sequence number of its report. */
  const recorded = new Map<string, { usage: BudgetUsage; seq: number }>();
  let seq = 0;
  let reads = 0;
  const usage = createRefreshingCopy<{ months: Map<string, BudgetUsage>; read: number }>({
    name: 'budget spend',
    load: async () => {
      const startedAt = seq;
      // Every library's month starts within a day of the UTC month, so the previous UTC month is early enough.
      const now = new Date(clock());
      const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      const months = await repo.budgetMonthsSince(since.toISOString().slice(0, 10));
      // Reports made before this read started are in what it read (their loans had committed).
      for (const [key, entry] of recorded) if (entry.seq <= startedAt) recorded.delete(key);
      return { months: new Map(months.map((m) => [usageKey(m.libraryId, m.month), m])), read: ++reads };
    },
    // Spend older than this decides no notice: the request waits for a new read.
    ttlMs: usageTtlMs,
    maxStaleMs: usageTtlMs * 15,
    clock,
    onError,
  });

  return {
    /** An active library, or undefined. */
    async byId(id: number): Promise<LibraryRow | undefined> {
      return (await rows.get()).byId.get(id);
    },
    /** The active libraries of a country, in no particular order (the same array until the rows change). */
    async inCountry(countryIso: string): Promise<LibraryRow[]> {
      return (await rows.get()).byCountry.get(countryIso) ?? [];
    },
    /**
     * Libraries' spend as known now: `spent` reads a library's month (nothing spent: undefined), and `version`
     * changes whenever any of it may have (a new read, a loan charged here), so answers built from it can be kept.
     */
    async budgetUsage(): Promise<BudgetView> {
      const { months, read } = await usage.get();
      return {
        version: `${read}:${seq}`,
        spent(libraryId, month) {
          const key = usageKey(libraryId, month);
          const loaded = months.get(key);
          const mine = recorded.get(key)?.usage;
          if (!loaded || !mine) return loaded ?? mine;
          // The pacing period of the later of the two (counters only grow within a month).
          const later = mine.loans >= loaded.loans ? mine : loaded;
          return {
            ...later,
            loans: Math.max(loaded.loans, mine.loans),
            amountCents: Math.max(loaded.amountCents, mine.amountCents),
          };
        },
      };
    },
    /** A loan charged in this process: its library's counters after the charge. */
    recordUsage(charged: BudgetMonthUsage): void {
      const key = usageKey(charged.libraryId, charged.month);
      const known = recorded.get(key)?.usage;
      const { libraryId: _library, month: _month, ...counters } = charged;
      recorded.set(key, {
        usage: {
          ...(known && known.loans > charged.loans ? known : counters),
          loans: Math.max(known?.loans ?? 0, charged.loans),
          amountCents: Math.max(known?.amountCents ?? 0, charged.amountCents),
        },
        seq: ++seq,
      });
    },
    /** Reads the rows and this month's spend now (at start-up), so the first request does not wait for them. */
    async preload(): Promise<void> {
      await Promise.all([rows.get(), usage.get()]);
    },
    /** How the reads of the rows and of the spend have fared. */
    stats() {
      return { rows: rows.stats(), usage: usage.stats() };
    },
    /** Forgets the rows and the spend; the next call reads them again. */
    invalidate(): void {
      rows.invalidate();
      usage.invalidate();
    },
    /** Answers once the reads in flight, if any, have ended (tests wait for a background refresh with it). */
    async settled(): Promise<void> {
      await Promise.all([rows.settled(), usage.settled()]);
    },
  };
}
export type LibraryDirectory = ReturnType<typeof createLibraryDirectory>;
