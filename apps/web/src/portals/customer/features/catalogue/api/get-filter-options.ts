import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@filmhyllan/contract';
import { getFilterOptions } from '@filmhyllan/contract/client';
import { endpointQuery } from '@/lib/api-client';
import { catalogueKey } from './catalogue-keys';

export const filterOptionsKey = (libraryId: number, language: Language) =>
  [...catalogueKey, language, 'filter-options', libraryId] as const;

/**
 * The filter choices that occur in a library's catalogue, with how many titles each has. A catalogue changes
 * slowly: the answer is kept fresh for five minutes.
 */
export const filterOptionsQueryOptions = (libraryId: number, language: Language) =>
  queryOptions({
    queryKey: filterOptionsKey(libraryId, language),
    ...endpointQuery(getFilterOptions, { library_id: libraryId, locale: language }),
    staleTime: 5 * 60_000,
  });

export const useFilterOptions = (libraryId: number, language: Language) =>
  useQuery(filterOptionsQueryOptions(libraryId, language));
