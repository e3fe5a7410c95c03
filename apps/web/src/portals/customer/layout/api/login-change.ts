import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * Cached results that do not depend on who is logged in: the start-up (session and translations, which must
 * never run again) and the site and country configuration. Everything else may carry the user — favourites
 * on titles, num_loans_left, "your libraries", saved cards — and is refreshed when the login changes.
 */
const LOGIN_INDEPENDENT_ROOTS: ReadonlySet<unknown> = new Set(['boot', 'configuration']);

export const dependsOnLogin = (query: Pick<Query, 'queryKey'>): boolean =>
  !LOGIN_INDEPENDENT_ROOTS.has(query.queryKey[0]);

/**
 * After a login (spec section 4, "reload the library"): what is on screen loads again for the user, the rest is
 * marked stale. Old results stay visible until the new ones arrive.
 */
export function refreshAfterLogin(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: dependsOnLogin });
}

/**
 * After a logout (spec section 4, "clear the user and results"): every result that may carry the user is
 * dropped, so nothing of theirs stays in memory; what is on screen loads again, anonymously.
 */
export function forgetLoginResults(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ predicate: dependsOnLogin });
}
