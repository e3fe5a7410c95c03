import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Language, PagedTitles } from '@filmhyllan/contract';
import { getTitles } from '@filmhyllan/contract/client';
import { callEndpoint, takeBootAnswer } from '@/lib/api-client';
import type { Country } from '@/lib/country';
import { FIRST_PAGE, nextPageParam, titleListFromPages } from '../paging';
import { emptyFilters, titlesRequestFilters, type TitleFilters } from '../title-filters';
import { catalogueKey } from './catalogue-keys';

export interface TitlesQuery {
  libraryId: number;
  country: Country;
  language: Language;
  /** All titles: the filters and sort. */
  filters?: TitleFilters;
  /** Search: the search text; the search screen's order is 'asc'. */
  search?: string;
}

export const titlesKey = (query: TitlesQuery) =>
  [
    ...catalogueKey,
    query.language,
    'titles',
    query.libraryId,
    query.country,
    query.search === undefined ? { filters: query.filters ?? emptyFilters } : { search: query.search },
  ] as const;

function titlesInput(query: TitlesQuery, page: number) {
  const base = { library_id: query.libraryId, country_iso: query.country, page, locale: query.language };
  return query.search === undefined
    ? { ...base, ...titlesRequestFilters(query.filters ?? emptyFilters) }
    : { ...base, search: query.search, sort: 'asc' as const };
}

export function fetchTitles(query: TitlesQuery, page: number, signal?: AbortSignal): Promise<PagedTitles> {
  return callEndpoint(getTitles, titlesInput(query, page), { signal });
}

/** The first page the server wrote into the page (All titles without filters), as the query's first page. */
function bootPages(query: TitlesQuery) {
  const first = takeBootAnswer(getTitles, titlesInput(query, FIRST_PAGE));
  return first && { pages: [first], pageParams: [FIRST_PAGE] };
}

/**
 * Pages of titles. The abort signal goes to fetch: when the filters or the search text change, the query of
 * the old ones loses its observer and TanStack Query aborts its request.
 */
export const titlesQueryOptions = (query: TitlesQuery) =>
  infiniteQueryOptions({
    queryKey: titlesKey(query),
    queryFn: ({ pageParam, signal }) => fetchTitles(query, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    initialData: () => bootPages(query),
    getNextPageParam: nextPageParam,
    select: (data) => titleListFromPages(data.pages, data.pageParams),
  });

/**
 * While the titles of new filters or a new search text load, the previous list stays on screen (marked
 * isPlaceholderData) instead of flashing back to placeholders.
 */
export const useTitles = (query: TitlesQuery, { enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...titlesQueryOptions(query), enabled, placeholderData: keepPreviousData });
