import type { Language, PlayerSettings } from '@filmhyllan/contract';
import {
  FAILURE_COUNTER_THRESHOLD,
  LOCAL_STORAGE_KEYS,
  type LocalStorageKey,
} from '@filmhyllan/contract/client';

/**
 * The one module that touches local storage. Every key the app keeps lives here, with its type.
 * When local storage is unavailable (disabled cookies, private modes, full quota) values are kept in memory
 * for the life of the page instead, so the app keeps working.
 */

/** Last playback position per title, in seconds, with when it was saved. */
export type WatchTimes = Record<string, { seconds: number; savedAt: number }>;

/**
 * The spec's "last used loan credentials": the card last used for a loan, by library id, so the loan form can be
 * prefilled. Only the card number: a PIN in local storage could be read by anyone using the same browser (library
 * and school computers are shared), and the spec does not ask for it.
 */
export type LoanCredentials = Record<string, { cardNumber: string }>;

/**
 * Loan budget notices a patron has dismissed, by library id: the date each notice announced (YYYY-MM-DD). A
 * notice stays hidden while it announces the same date and that date has not come.
 */
export type DismissedBudgetNotices = Record<
  string,
  { library?: string; customer?: string; allowance?: string; 'allowance-left'?: string }
>;

/** When this browser last offered a lapsed newsletter subscriber to start again, by lower-cased username (ms). */
export type NewsletterReactivationOffers = Record<string, number>;

interface StoredValues {
  lastWatchTimes: WatchTimes;
  lastLoanCredentials: LoanCredentials;
  lastSelectedLibrary: number;
  everLoggedInAsLibrarian: boolean;
  userLanguage: Language;
  failureCounter: number;
  dismissedBudgetNotices: DismissedBudgetNotices;
  newsletterReactivationOffers: NewsletterReactivationOffers;
  /** Read through normalisePlayerSettings: an older release may have written other fields. */
  playerSettings: PlayerSettings;
}

export type StorageKey = keyof StoredValues & LocalStorageKey;

/** The names on disk, documented in the contract (local-storage.ts). */
export const storageKeys: Record<StorageKey, string> = LOCAL_STORAGE_KEYS;

export { FAILURE_COUNTER_THRESHOLD };

type Backing = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryBacking(): Backing {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

export interface AppStorage {
  get<K extends StorageKey>(key: K): StoredValues[K] | undefined;
  set<K extends StorageKey>(key: K, value: StoredValues[K]): void;
  remove(key: StorageKey): void;
  /**
   * The failure counter: calls in a row that got no answer or a 5xx (lib/network-state counts them and resets
   * them on a success). countFailure adds one and answers the count; below the threshold the count reads as 0.
   */
  countFailure(): number;
  failureCount(): number;
  resetFailures(): void;
  /** True while values live only in memory. */
  readonly isFallback: boolean;
}

/**
 * @param getBacking answers the browser storage; it may throw (some browsers throw on merely reading
 *   window.localStorage when storage is blocked).
 */
export function createStorage(
  getBacking: () => Backing | null | undefined = () => window.localStorage,
): AppStorage {
  let backing: Backing;
  let isFallback = false;
  const fallBack = () => {
    if (!isFallback) {
      const memory = memoryBacking();
      isFallback = true;
      backing = memory;
    }
  };
  try {
    const candidate = getBacking();
    if (!candidate) throw new Error('no storage');
    const probe = '__filmhyllan_probe__';
    candidate.setItem(probe, '1');
    candidate.removeItem(probe);
    backing = candidate;
  } catch {
    backing = memoryBacking();
    isFallback = true;
  }

  const storage: AppStorage = {
    get(key) {
      try {
        const raw = backing.getItem(storageKeys[key]);
        return raw === null ? undefined : (JSON.parse(raw) as StoredValues[typeof key]);
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      const raw = JSON.stringify(value);
      try {
        backing.setItem(storageKeys[key], raw);
      } catch {
        // Quota or a storage that was revoked while the page was open: keep going in memory.
        fallBack();
        backing.setItem(storageKeys[key], raw);
      }
    },
    remove(key) {
      try {
        backing.removeItem(storageKeys[key]);
      } catch {
        fallBack();
      }
    },
    countFailure() {
      const next = (storage.get('failureCounter') ?? 0) + 1;
      storage.set('failureCounter', next);
      return next >= FAILURE_COUNTER_THRESHOLD ? next : 0;
    },
    failureCount() {
      const count = storage.get('failureCounter') ?? 0;
      return count >= FAILURE_COUNTER_THRESHOLD ? count : 0;
    },
    resetFailures() {
      storage.remove('failureCounter');
    },
    get isFallback() {
      return isFallback;
    },
  };
  return storage;
}

const browserStorage = (): Backing | null =>
  typeof window === 'undefined' ? null : (window.localStorage as Backing | null);

/** The app's storage; created on first use so that importing this module never touches the browser. */
let instance: AppStorage | undefined;
export const appStorage = (): AppStorage => (instance ??= createStorage(browserStorage));
