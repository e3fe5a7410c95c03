import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserData } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** The logged-in user's data; the accounts screens read the same key, so a saved or removed card shows here. */
export const userDataKey = ['user', 'data'] as const;

export const fetchUserData = (signal?: AbortSignal) => callEndpoint(getUserData, {}, { signal });

export const userDataQueryOptions = () =>
  queryOptions({
    queryKey: userDataKey,
    queryFn: ({ signal }) => fetchUserData(signal),
  });

/**
 * The logged-in user's saved library cards (inventories), for "Borrow with your saved card". Without it the loan
 * box still works with a typed card, so a failure opens no popup.
 */
export const useUserData = (enabled: boolean) =>
  useQuery({
    ...userDataQueryOptions(),
    enabled,
    meta: { errorExempt: true, noGlobalLoader: true },
  });
