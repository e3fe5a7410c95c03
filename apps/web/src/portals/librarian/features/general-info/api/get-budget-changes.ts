import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBudgetChanges } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** Librarian query keys start with 'librarian' (the logout forgets them all). */
export const budgetChangesKey = ['librarian', 'budget-changes'] as const;

export const budgetChangesQueryOptions = () =>
  queryOptions({
    queryKey: budgetChangesKey,
    queryFn: ({ signal }) => callEndpoint(getBudgetChanges, {}, { signal }),
  });

/** Who changed the library's budget settings, when, and from what to what; newest first. */
export const useBudgetChanges = () => useQuery(budgetChangesQueryOptions());
