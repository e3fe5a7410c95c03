import { MutationCache, QueryCache, QueryClient, useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Portal } from '@filmhyllan/contract';
import { isApiError } from './api-client';
import type { AppStorage } from './storage';

/**
 * Network state (spec section 4). Each call's pending/success/error state is TanStack Query's; this module adds
 * what the spec asks on top: a global error popup, an error counter, the failure counter of local storage (calls
 * in a row without an answer or with a 5xx, across page loads; reset by any success) and a global loader.
 *
 * A call opts out through its `meta`:
 *   errorExempt    the caller handles every error itself (loans, login forms): no global popup
 *   noGlobalLoader the call runs in the background: no progress bar
 */
export interface CallMeta extends Record<string, unknown> {
  errorExempt?: boolean;
  noGlobalLoader?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** Statuses that mean the service is down rather than that a call failed; the librarian area says so. */
export const OUTAGE_STATUSES: readonly number[] = [502, 503, 504];

export interface ErrorPopup {
  kind: 'error' | 'outage';
  status: number | undefined;
  /** The endpoint that failed. */
  origin: string;
}

export interface ErrorState {
  /** Grows with every failed call, popup or not. */
  count: number;
  /** The last status; once it is 500 or above it sticks and is never reset (spec section 4). */
  status: number | undefined;
  popup: ErrorPopup | null;
  /**
   * Calls in a row that failed (no answer or a 5xx), once they are at least FAILURE_COUNTER_THRESHOLD, else 0:
   * the trouble is not passing, and the popup offers the outage message or the help form.
   */
  failuresInRow: number;
}

/** The failure counter in local storage (lib/storage). */
export type FailureCounter = Pick<AppStorage, 'countFailure' | 'failureCount' | 'resetFailures'>;

const noCounter: FailureCounter = { countFailure: () => 0, failureCount: () => 0, resetFailures: () => {} };

export function createErrorStore(portal: Portal, failures: FailureCounter = noCounter) {
  let state: ErrorState = {
    count: 0,
    status: undefined,
    popup: null,
    failuresInRow: failures.failureCount(),
  };
  // Whether the stored counter may be above 0: unknown at start (a count below the threshold reads as 0), so
  // the first success clears it; after that only a failure makes it worth clearing again.
  let mayHaveFailures = true;
  const listeners = new Set<() => void>();
  const set = (next: ErrorState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Records a failed call and opens the popup when the spec says so. */
    report(error: unknown, meta: CallMeta | undefined): void {
      const status = isApiError(error) ? error.status : undefined;
      const origin = isApiError(error) ? error.origin : 'unknown';
      const sticky = state.status !== undefined && state.status >= 500;
      const serious = status === undefined || status >= 500;
      let failuresInRow = state.failuresInRow;
      if (serious) {
        mayHaveFailures = true;
        failuresInRow = failures?.countFailure() ?? 0;
      }
      let popup = state.popup;
      if (serious && !meta?.errorExempt) {
        // Failures that do not pass are an outage too, whatever their status.
        const outage =
          portal === 'librarian' &&
          (failuresInRow > 0 || (status !== undefined && OUTAGE_STATUSES.includes(status)));
        popup = { kind: outage ? 'outage' : 'error', status, origin };
      }
      set({ count: state.count + 1, status: sticky ? state.status : status, popup, failuresInRow });
    },
    /** A call was answered: the failures are no longer in a row. */
    succeeded(): void {
      if (!mayHaveFailures) return;
      mayHaveFailures = false;
      failures?.resetFailures();
      if (state.failuresInRow > 0) set({ ...state, failuresInRow: 0 });
    },
    dismiss(): void {
      set({ ...state, popup: null });
    },
  };
}

export type ErrorStore = ReturnType<typeof createErrorStore>;

const isCancel = (error: unknown): boolean =>
  (error instanceof DOMException && error.name === 'AbortError') ||
  (typeof error === 'object' && error !== null && 'revert' in error && 'silent' in error);

/** Retry only what may pass on a second try: no answer or a 5xx, once. A 4xx will not change. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const transient = error.status === undefined || error.status >= 500;
  return transient && failureCount < 1;
}

export function createQueryClient(errors: ErrorStore): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!isCancel(error)) errors.report(error, query.meta);
      },
      onSuccess: () => errors.succeeded(),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!isCancel(error)) errors.report(error, mutation.meta);
      },
      onSuccess: () => errors.succeeded(),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function useErrorState(store: ErrorStore): ErrorState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** True while any call that shows the global loader is running. */
export function useGlobalLoading(): boolean {
  const fetching = useIsFetching({ predicate: (query) => !query.meta?.noGlobalLoader });
  const mutating = useIsMutating({ predicate: (mutation) => !mutation.options.meta?.noGlobalLoader });
  return fetching + mutating > 0;
}
