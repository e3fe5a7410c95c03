import type { QueryClient } from '@tanstack/react-query';
import { allFavouritesKey } from './api/fetch-favourites';

/**
 * Favourites flip at once on every list where the title appears (spec section 4): All titles, search, the
 * Selected titles rows and see-all lists, themes, the title page and its suggestions, a series' episodes, the
 * upcoming titles and the user's favourites. Rather than list those caches (and forget the next one), the flip
 * walks every cached answer and sets is_favourite on each title with that id, wherever it sits in the answer.
 */

/** While an add waits for the server, the title's is_favourite holds this instead of the favourite's id. */
export const PENDING_FAVOURITE = -1;

/** Start-up data (the session, the i18n instance) never holds titles. */
const SKIPPED_ROOTS: ReadonlySet<unknown> = new Set(['boot']);

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  // Object.prototype of any realm: an answer may be parsed in another one (a worker, an iframe, the tests' runner).
  return proto === null || Object.getPrototypeOf(proto) === null;
};

/** A title (TitleSummary or Title): it has an id and an is_favourite field. */
const isTitle = (value: Record<string, unknown>): boolean =>
  typeof value.id === 'number' && 'is_favourite' in value;

/**
 * `data` with is_favourite set to `value` on every title of id `titleId`, at any depth. Unchanged parts keep
 * their identity (nothing re-renders for them), and `data` itself comes back when no title matched.
 */
export function withFavourite<T>(data: T, titleId: number, value: number | null): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      let changed = false;
      const next = node.map((item: unknown) => {
        const mapped = walk(item);
        if (mapped !== item) changed = true;
        return mapped;
      });
      return changed ? next : node;
    }
    // Only plain data: class instances (dates, errors) are left alone.
    if (!isPlainObject(node)) return node;
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) {
      const mapped = walk(child);
      if (mapped !== child) changed = true;
      next[key] = mapped;
    }
    if (isTitle(node) && node.id === titleId && node.is_favourite !== value) {
      next.is_favourite = value;
      changed = true;
    }
    return changed ? next : node;
  };
  return walk(data) as T;
}

/** The first is_favourite found for the title in the cache; undefined when no cached answer has it. */
export function favouriteInCache(queryClient: QueryClient, titleId: number): number | null | undefined {
  let found: number | null | undefined;
  const search = (node: unknown): void => {
    if (found !== undefined) return;
    if (Array.isArray(node)) return node.forEach(search);
    if (!isPlainObject(node)) return;
    if (isTitle(node) && node.id === titleId) {
      found = node.is_favourite as number | null;
      return;
    }
    Object.values(node).forEach(search);
  };
  for (const query of queryClient.getQueryCache().getAll()) {
    if (!SKIPPED_ROOTS.has(query.queryKey[0])) search(query.state.data);
  }
  return found;
}

/** Sets is_favourite of one title in every cached answer that holds it. */
export function setFavouriteInCache(queryClient: QueryClient, titleId: number, value: number | null): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (SKIPPED_ROOTS.has(query.queryKey[0]) || query.state.data === undefined) continue;
    const next = withFavourite(query.state.data, titleId, value);
    if (next !== query.state.data) queryClient.setQueryData(query.queryKey, next);
  }
}

/** All favourite calls of one title share this key: a toggle knows when one is under way anywhere. */
export const favouriteMutationKey = (titleId: number) => ['favourite', titleId] as const;

interface FavouriteContext {
  /** is_favourite before the flip, put back if the call fails. */
  previous: number | null;
}

/**
 * What adding and removing share: the flip before the call, the favourite's id (or null) everywhere after it,
 * the old value back after a failure. Calls for the same title run one after the other (scope), so the server
 * sees them in the order they were made. The favourites list is marked stale but not reloaded: a title just
 * removed there stays, shown as not a favourite, so it can be added back (and focus stays on its button).
 * Failures are not exempt from the error popup: a 5xx opens it, and the toggle shows a 4xx itself.
 */
export function favouriteMutationOptions<TData>(
  queryClient: QueryClient,
  titleId: number,
  kind: 'add' | 'remove',
  /** is_favourite after the server's answer: the new favourite's id, or null after a removal. */
  answered: (data: TData) => number | null,
) {
  return {
    mutationKey: favouriteMutationKey(titleId),
    scope: { id: `favourite-${titleId}` },
    onMutate: (): FavouriteContext => {
      const previous = favouriteInCache(queryClient, titleId) ?? null;
      setFavouriteInCache(queryClient, titleId, kind === 'add' ? PENDING_FAVOURITE : null);
      return { previous };
    },
    onSuccess: (data: TData) => setFavouriteInCache(queryClient, titleId, answered(data)),
    onError: (_error: unknown, _variables: unknown, context: FavouriteContext | undefined) => {
      if (context) setFavouriteInCache(queryClient, titleId, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: allFavouritesKey, refetchType: 'none' }),
  };
}
