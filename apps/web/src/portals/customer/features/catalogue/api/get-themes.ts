import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Language } from '@filmhyllan/contract';
import { getThemes, THEME_ROW_TITLES } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import type { Country } from '@/lib/country';
import { FIRST_PAGE } from '../paging';
import { catalogueKey } from './catalogue-keys';

export interface ThemesQuery {
  libraryId: number;
  country: Country;
  language: Language;
}

export const themesKey = ({ libraryId, country, language }: ThemesQuery) =>
  [...catalogueKey, language, 'themes', libraryId, country] as const;

export const fetchThemes = ({ libraryId, country }: ThemesQuery, page: number, signal?: AbortSignal) =>
  callEndpoint(
    getThemes,
    { library_id: libraryId, country_iso: country, page, num_titles: THEME_ROW_TITLES },
    { signal },
  );

/** Themes a page (10) at a time: page 1 first, the next ones on request; an empty page ends the list. */
export const themesQueryOptions = (query: ThemesQuery) =>
  infiniteQueryOptions({
    queryKey: themesKey(query),
    queryFn: ({ pageParam, signal }) => fetchThemes(query, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage, allPages, lastPageParam) => {
      const loaded = allPages.reduce((sum, page) => sum + page.themes.length, 0);
      return lastPage.themes.length === 0 || loaded >= lastPage.count ? undefined : lastPageParam + 1;
    },
    select: (data) => data.pages.flatMap((page) => page.themes),
  });

export const useThemes = (query: ThemesQuery) => useInfiniteQuery(themesQueryOptions(query));
