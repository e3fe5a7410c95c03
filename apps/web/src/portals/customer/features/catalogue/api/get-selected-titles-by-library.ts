import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@filmhyllan/contract';
import { getSelectedTitlesByLibrary, SEE_ALL_TITLES_COUNT } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import type { Country } from '@/lib/country';
import { catalogueKey } from './catalogue-keys';

export interface SelectedTitlesByLibraryQuery {
  libraryId: number;
  country: Country;
  language: Language;
}

export const selectedTitlesByLibraryKey = ({ libraryId, country, language }: SelectedTitlesByLibraryQuery) =>
  [...catalogueKey, language, 'selected-all', libraryId, country] as const;

export const fetchSelectedTitlesByLibrary = (
  { libraryId, country }: SelectedTitlesByLibraryQuery,
  signal?: AbortSignal,
) =>
  callEndpoint(
    getSelectedTitlesByLibrary,
    { library_id: libraryId, country_iso: country, num_titles: SEE_ALL_TITLES_COUNT },
    { signal },
  );

export const selectedTitlesByLibraryQueryOptions = (query: SelectedTitlesByLibraryQuery) =>
  queryOptions({
    queryKey: selectedTitlesByLibraryKey(query),
    queryFn: ({ signal }) => fetchSelectedTitlesByLibrary(query, signal),
  });

/** The see-all list of the library's picks (50). */
export const useSelectedTitlesByLibrary = (
  query: SelectedTitlesByLibraryQuery,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...selectedTitlesByLibraryQueryOptions(query), enabled });
