import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryIso, OperatorLibrary } from '@filmhyllan/contract';
import { getLibraries } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** Libraries a page of the list shows. */
export const LIBRARIES_PAGE_SIZE = 25;

/** The list's filters: words in the name, one country; empty is no filter. */
export interface LibrarySearch {
  search: string;
  country_iso: CountryIso | '';
}

export const noLibrarySearch: LibrarySearch = { search: '', country_iso: '' };

/** Under the console's root key 'operator', which a logout drops; a save invalidates everything under it. */
export const librariesKey = ['operator', 'libraries'] as const;
const listKey = (search: LibrarySearch, page: number) => [...librariesKey, 'list', search, page] as const;
export const libraryKey = (libraryId: number) => [...librariesKey, 'one', libraryId] as const;

export const librariesQueryOptions = (search: LibrarySearch, page: number) =>
  queryOptions({
    queryKey: listKey(search, page),
    queryFn: ({ signal }) =>
      callEndpoint(getLibraries, { ...search, page, page_size: LIBRARIES_PAGE_SIZE }, { signal }),
    // The next page keeps the list in place until it has come.
    placeholderData: keepPreviousData,
  });

/** One page of the libraries, active or not, by name. */
export const useLibraries = (search: LibrarySearch, page: number) =>
  useQuery(librariesQueryOptions(search, page));

/** One library by its id (get_libraries with library_id): null when there is none. */
export const libraryQueryOptions = (libraryId: number) =>
  queryOptions({
    queryKey: libraryKey(libraryId),
    queryFn: async ({ signal }): Promise<OperatorLibrary | null> => {
      const { libraries } = await callEndpoint(getLibraries, { library_id: libraryId }, { signal });
      return libraries[0] ?? null;
    },
  });

export const useLibrary = (libraryId: number) => useQuery(libraryQueryOptions(libraryId));
