import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLibrarians } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** Under the console's root key 'operator', which a logout drops. */
export const librariansKey = (libraryId: number) => ['operator', 'librarians', libraryId] as const;

export const fetchLibrarians = (libraryId: number, signal?: AbortSignal) =>
  callEndpoint(getLibrarians, { library_id: libraryId }, { signal });

export const librariansQueryOptions = (libraryId: number) =>
  queryOptions({
    queryKey: librariansKey(libraryId),
    queryFn: ({ signal }) => fetchLibrarians(libraryId, signal),
  });

/** GET /operator/librarian/get_librarians: the library's librarians, by username (admin and support). */
export const useLibrarians = (libraryId: number, enabled = true) =>
  useQuery({ ...librariansQueryOptions(libraryId), enabled });
