import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPrivacyOverview } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** What is stored about the user, under the user's data so that what refreshes that refreshes this too. */
export const privacyOverviewKey = ['user', 'data', 'privacy'] as const;

export const fetchPrivacyOverview = (signal?: AbortSignal) =>
  callEndpoint(getPrivacyOverview, {}, { signal });

export const privacyOverviewQueryOptions = () =>
  queryOptions({
    queryKey: privacyOverviewKey,
    queryFn: ({ signal }) => fetchPrivacyOverview(signal),
    // The counts change with loans, cards and logins elsewhere: read them each time the settings open.
    staleTime: 0,
  });

export const usePrivacyOverview = () => useQuery(privacyOverviewQueryOptions());
