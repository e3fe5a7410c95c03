import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@filmhyllan/contract';
import { getSelectedTitles, SELECTED_TITLES_COUNT } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import type { Country } from '@/lib/country';
import { catalogueKey } from './catalogue-keys';

export interface SelectedTitlesQuery {
  libraryId: number;
  country: Country;
  language: Language;
}

export const selectedTitlesKey = ({ libraryId, country, language }: SelectedTitlesQuery) =>
  [...catalogueKey, language, 'selected', libraryId, country] as const;

export const fetchSelectedTitles = ({ libraryId, country }: SelectedTitlesQuery, signal?: AbortSignal) =>
  callEndpoint(
    getSelectedTitles,
    { library_id: libraryId, country_iso: country, num_titles: SELECTED_TITLES_COUNT },
    { signal },
  );

export const selectedTitlesQueryOptions = (query: SelectedTitlesQuery) =>
  queryOptions({
    queryKey: selectedTitlesKey(query),
    queryFn: ({ signal }) => fetchSelectedTitles(query, signal),
  });

/** The library's picks (selectedTitles) and its newest titles (newTitles), 10 of each. */
export const useSelectedTitles = (query: SelectedTitlesQuery) => useQuery(selectedTitlesQueryOptions(query));
