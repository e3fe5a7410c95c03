import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSite } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** Under the console's root key 'operator', which a logout drops. */
export const siteKey = ['operator', 'site'] as const;

export const siteQueryOptions = () =>
  queryOptions({
    queryKey: siteKey,
    queryFn: ({ signal }) => callEndpoint(getSite, {}, { signal }),
  });

/** Every service country's banner, configuration and get-started guide. */
export const useSite = () => useQuery(siteQueryOptions());
