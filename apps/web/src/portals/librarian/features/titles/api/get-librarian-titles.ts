import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLibrarianTitles } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointOutput } from '@/lib/api-client';

/** Librarian query keys start with 'librarian' (the logout forgets them all). */
export const librarianTitlesKey = ['librarian', 'titles'] as const;

/** The answer: every title with its loan counts and whether the library excluded it, and the genres' names. */
export type LibrarianCatalogue = EndpointOutput<typeof getLibrarianTitles>;

export const fetchLibrarianTitles = (signal?: AbortSignal) =>
  callEndpoint(getLibrarianTitles, {}, { signal });

export const librarianTitlesQueryOptions = () =>
  queryOptions({
    queryKey: librarianTitlesKey,
    queryFn: ({ signal }) => fetchLibrarianTitles(signal),
  });

/** The library's whole catalogue with its loan counts, in one answer: the screen searches, filters and sorts it. */
export const useLibrarianTitles = () => useQuery(librarianTitlesQueryOptions());
