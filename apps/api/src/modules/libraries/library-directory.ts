import type { LibrariesRepository, LibraryRow } from './libraries.repository';

/**
 * The active libraries, held in memory (a few hundred small rows) and read again at most every `ttlMs`, so the
 * catalogue calls, the title page and the library list do not each cost a library query (docs/decisions/013).
 * A change made through this process (a librarian's budget settings) calls `invalidate` and shows at once; the
 * loan transaction never reads from here, it locks the row in the database.
 */
export function createLibraryDirectory(
  repo: Pick<LibrariesRepository, 'listActive'>,
  options: { ttlMs: number; clock?: () => number },
) {
  const clock = options.clock ?? Date.now;
  interface Loaded {
    byId: Map<number, LibraryRow>;
    byCountry: Map<string, LibraryRow[]>;
    loadedAt: number;
  }
  let current: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;
  /** Bumped by invalidate, so a load that started before a change cannot install rows from before it. */
  let generation = 0;

  const load = (): Promise<Loaded> => {
    if (loading) return loading;
    const started = generation;
    const attempt = repo.listActive().then(
      (rows) => {
        const byCountry = new Map<string, LibraryRow[]>();
        for (const row of rows)
          byCountry.set(row.countryIso, [...(byCountry.get(row.countryIso) ?? []), row]);
        const loaded = { byId: new Map(rows.map((row) => [row.id, row])), byCountry, loadedAt: clock() };
        if (loading === attempt) loading = undefined;
        if (started === generation) current = loaded;
        return loaded;
      },
      (error: unknown) => {
        if (loading === attempt) loading = undefined;
        throw error;
      },
    );
    loading = attempt;
    return attempt;
  };

  const get = async (): Promise<Loaded> => {
    if (!current) return load();
    if (clock() - current.loadedAt > options.ttlMs) load().catch(() => undefined);
    return current;
  };

  return {
    /** An active library, or undefined. */
    async byId(id: number): Promise<LibraryRow | undefined> {
      return (await get()).byId.get(id);
    },
    /** The active libraries of a country, in no particular order. */
    async inCountry(countryIso: string): Promise<LibraryRow[]> {
      return (await get()).byCountry.get(countryIso) ?? [];
    },
    /** Reads the rows now (at start-up), so the first request does not wait for them. */
    async preload(): Promise<void> {
      await get();
    },
    /** Forgets the rows; the next call reads them again. */
    invalidate(): void {
      generation++;
      current = undefined;
      loading = undefined;
    },
  };
}
export type LibraryDirectory = ReturnType<typeof createLibraryDirectory>;
