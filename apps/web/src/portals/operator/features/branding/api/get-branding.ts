import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBranding } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** Under the console's root key 'operator', which a logout drops. */
export const brandingKey = (libraryId: number) => ['operator', 'branding', libraryId] as const;

export const fetchBranding = (libraryId: number, signal?: AbortSignal) =>
  callEndpoint(getBranding, { library_id: libraryId }, { signal });

export const brandingQueryOptions = (libraryId: number) =>
  queryOptions({
    queryKey: brandingKey(libraryId),
    queryFn: ({ signal }) => fetchBranding(libraryId, signal),
  });

/** GET /operator/library/get_branding: the library's logo, display name and typeface (every operator role). */
export const useBranding = (libraryId: number) => useQuery(brandingQueryOptions(libraryId));
