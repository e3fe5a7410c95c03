import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@filmhyllan/contract';
import { getSearchSuggestions } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import { catalogueKey } from './catalogue-keys';

export interface SuggestionsQuery {
  libraryId: number;
  language: Language;
  /** The text typed so far, normalised (search-titles normaliseSearch). */
  search: string;
}

export const searchSuggestionsKey = (query: SuggestionsQuery) =>
  [...catalogueKey, query.language, 'search-suggestions', query.libraryId, query.search] as const;

/** Suggestions of titles, series and people for a text being typed (docs/decisions/056). */
export const searchSuggestionsQueryOptions = (query: SuggestionsQuery) =>
  queryOptions({
    queryKey: searchSuggestionsKey(query),
    queryFn: ({ signal }) =>
      callEndpoint(
        getSearchSuggestions,
        { library_id: query.libraryId, locale: query.language, search: query.search },
        { signal },
      ),
    select: (data) => data.suggestions,
    staleTime: 60_000,
  });

/** While the next text's suggestions load, the previous ones stay listed rather than the list closing. */
export const useSearchSuggestions = (query: SuggestionsQuery, { enabled }: { enabled: boolean }) =>
  useQuery({ ...searchSuggestionsQueryOptions(query), enabled, placeholderData: keepPreviousData });
