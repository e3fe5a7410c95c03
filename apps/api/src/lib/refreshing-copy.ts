/** How a refreshing copy has fared: for logs and for tests. */
export interface RefreshStats {
  /** Reads that replaced (or confirmed) the copy. */
  loads: number;
  /** Reads that failed; each is reported through onError. */
  failures: number;
  /** The failure of the last read, if it failed; cleared by the next read that succeeds. */
  lastError: unknown;
}

export interface RefreshingCopyOptions<T> {
  /** What the copy is of, for the error report ("catalogue", "library rows"). */
  name: string;
  /**
   * Reads the data. `previous` is the copy held now (undefined at first, after invalidate, or when `force`d):
   * a loader may answer it unchanged when a cheap check shows nothing changed, which keeps it and its caches.
   */
  load: (previous: T | undefined) => Promise<T>;
  /** A copy older than this is read again in the background while it keeps answering. */
  ttlMs: number;
  /**
   * The bound on stale data: a copy older than this is not answered; the caller waits for a new read (and gets
   * its error if that fails too). Infinity: the last good copy answers however old.
   */
  maxStaleMs: number;
  clock?: () => number;
  /** Every failed read, with the copy's name: the caller logs it. */
  onError: (error: unknown, name: string) => void;
}

/**
 * A copy of database data held in memory, the one way this server keeps such copies (the catalogue index, the
 * library rows, the budget spend): read at first use; read again in the background once older than `ttlMs`
 * while the old copy keeps answering (stale-while-revalidate); awaited afresh once older than `maxStaleMs`;
 * forgotten at once by `invalidate`. A read that started before an invalidate never installs its answer. A
 * failed read keeps the old copy, is counted and reported; it never fails silently.
 */
export function createRefreshingCopy<T>(options: RefreshingCopyOptions<T>) {
  const clock = options.clock ?? Date.now;
  let current: { value: T; loadedAt: number } | undefined;
  let loading: Promise<T> | undefined;
  /** Bumped by invalidate, so a load that started before a change cannot install a copy from before it. */
  let generation = 0;
  const stats: RefreshStats = { loads: 0, failures: 0, lastError: undefined };

  const read = (force: boolean): Promise<T> => {
    if (loading) return loading;
    const started = generation;
    const attempt = options.load(force ? undefined : current?.value).then(
      (value) => {
        if (loading === attempt) loading = undefined;
        stats.loads++;
        stats.lastError = undefined;
        if (started === generation) current = { value, loadedAt: clock() };
        return value;
      },
      (error: unknown) => {
        if (loading === attempt) loading = undefined;
        stats.failures++;
        stats.lastError = error;
        options.onError(error, options.name);
        throw error;
      },
    );
    loading = attempt;
    return attempt;
  };

  return {
    async get(): Promise<T> {
      if (!current) return read(false);
      const age = clock() - current.loadedAt;
      if (age > options.maxStaleMs) return read(false);
      // The failure is reported by read; the old copy answers meanwhile.
      if (age > options.ttlMs) read(false).catch(() => undefined);
      return current.value;
    },
    /** Reads everything again now (after a change this process made) and answers once the new copy serves. */
    async reload(): Promise<void> {
      // A read that began before the change may miss it: wait for it, then read again.
      if (loading) await loading.catch(() => undefined);
      await read(true);
    },
    /** Answers once the read in flight, if any, has ended (tests wait for a background refresh with it). */
    async settled(): Promise<void> {
      await loading?.catch(() => undefined);
    },
    invalidate(): void {
      generation++;
      current = undefined;
      loading = undefined;
    },
    stats(): RefreshStats {
      return { ...stats };
    },
  };
}
export type RefreshingCopy<T> = ReturnType<typeof createRefreshingCopy<T>>;
