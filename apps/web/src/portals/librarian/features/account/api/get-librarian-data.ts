import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLibrarianData } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import { librarianKey } from './librarian-session';

export const librarianDataKey = [...librarianKey, 'data'] as const;

export const fetchLibrarianData = (signal?: AbortSignal) => callEndpoint(getLibrarianData, {}, { signal });

export const librarianDataQueryOptions = () =>
  queryOptions({
    queryKey: librarianDataKey,
    queryFn: ({ signal }) => fetchLibrarianData(signal),
    staleTime: 5 * 60_000,
  });

/**
 * The logged-in librarian and their library (spec section 4: loaded on mount when a librarian exists). The
 * header shows the page without it, so it runs in the background.
 */
export const useLibrarianData = (enabled: boolean) =>
  useQuery({ ...librarianDataQueryOptions(), enabled, meta: { noGlobalLoader: true } });
