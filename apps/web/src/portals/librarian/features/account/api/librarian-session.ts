import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * Every librarian query key starts with this root; the start-up query ('boot') is the only other one in the
 * librarian portal's cache.
 */
export const librarianKey = ['librarian'] as const;

const isLibrarianResult = (query: Pick<Query, 'queryKey'>): boolean => query.queryKey[0] === librarianKey[0];

/** After a logout nothing of the library's statistics or catalogue stays in memory. */
export function forgetLibrarianResults(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ predicate: isLibrarianResult });
}
