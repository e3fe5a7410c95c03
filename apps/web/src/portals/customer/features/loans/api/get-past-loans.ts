import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAuthUserPastLoans } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

export const pastLoansKey = ['user', 'past-loans'] as const;

export const fetchPastLoans = (signal?: AbortSignal) => callEndpoint(getAuthUserPastLoans, {}, { signal });

export const pastLoansQueryOptions = () =>
  queryOptions({
    queryKey: pastLoansKey,
    queryFn: ({ signal }) => fetchPastLoans(signal),
    // A loan made a moment ago (or on another device) belongs here: read the list each time the profile opens.
    staleTime: 0,
  });

/** The logged-in user's loans, newest first; running ones can be watched without a new loan. */
export const usePastLoans = () => useQuery(pastLoansQueryOptions());
