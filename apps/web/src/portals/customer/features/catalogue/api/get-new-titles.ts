import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@filmhyllan/contract';
import { getNewTitles, NEW_TITLES_ON_START_PAGE } from '@filmhyllan/contract/client';
import { callEndpoint, takeBootAnswer } from '@/lib/api-client';
import type { Country } from '@/lib/country';
import { catalogueKey } from './catalogue-keys';

export interface NewTitlesQuery {
  country: Country;
  /** Only this library's titles; the whole country without. */
  libraryId: number | undefined;
  /** 7 on the start page, 50 on the upcoming titles page and in the new titles' see-all list. */
  count: number;
  language: Language;
}

export const newTitlesKey = ({ country, libraryId, count, language }: NewTitlesQuery) =>
  [...catalogueKey, language, 'new', country, libraryId ?? null, count] as const;

const newTitlesInput = ({ country, libraryId, count }: NewTitlesQuery) => ({
  country_iso: country,
  library_id: libraryId,
  num_titles: count,
});

export const fetchNewTitles = (query: NewTitlesQuery, signal?: AbortSignal) =>
  callEndpoint(getNewTitles, newTitlesInput(query), { signal });

export const newTitlesQueryOptions = (query: NewTitlesQuery) =>
  queryOptions({
    queryKey: newTitlesKey(query),
    queryFn: ({ signal }) => fetchNewTitles(query, signal),
    initialData: () => takeBootAnswer(getNewTitles, newTitlesInput(query)),
  });

/** Announced titles (coming_on set), soonest first, then the newest. */
export const useNewTitles = (query: NewTitlesQuery, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...newTitlesQueryOptions(query), enabled });

export { NEW_TITLES_ON_START_PAGE };
