import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@filmhyllan/contract';
import { getTheme, THEME_PAGE_TITLES } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import type { Country } from '@/lib/country';
import { catalogueKey } from './catalogue-keys';

export interface ThemeQuery {
  themeId: number;
  libraryId: number;
  country: Country;
  language: Language;
}

export const themeKey = ({ themeId, libraryId, country, language }: ThemeQuery) =>
  [...catalogueKey, language, 'theme', themeId, libraryId, country] as const;

export const fetchTheme = ({ themeId, libraryId, country }: ThemeQuery, signal?: AbortSignal) =>
  callEndpoint(
    getTheme,
    { theme_id: themeId, library_id: libraryId, country_iso: country, num_titles: THEME_PAGE_TITLES },
    { signal },
  );

export const themeQueryOptions = (query: ThemeQuery) =>
  queryOptions({
    queryKey: themeKey(query),
    queryFn: ({ signal }) => fetchTheme(query, signal),
  });

/** One theme with up to 50 of its titles (see all). */
export const useTheme = (query: ThemeQuery, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...themeQueryOptions(query), enabled });
