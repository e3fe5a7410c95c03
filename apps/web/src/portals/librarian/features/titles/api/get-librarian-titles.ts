import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLibrarianTitles } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** Librarian query keys start with 'librarian' (the logout forgets them all). */
export const librarianTitlesKey = ['librarian', 'titles'] as const;

export const fetchLibrarianTitles = (signal?: AbortSignal) =>
  callEndpoint(getLibrarianTitles, {}, { signal });

export const librarianTitlesQueryOptions = () =>
  queryOptions({
    queryKey: librarianTitlesKey,
    queryFn: ({ signal }) => fetchLibrarianTitles(signal),
  });

/** The library's whole catalogue with its loan counts, in one answer: the screen searches and sorts it. */
export const useLibrarianTitles = () => useQuery(librarianTitlesQueryOptions());
