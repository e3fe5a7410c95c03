import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorTitle } from '@filmhyllan/contract';
import { getOperatorTitle, getOperatorTitles, getTitleChoices } from '@filmhyllan/contract/client';
import { callEndpoint, isApiError } from '@/lib/api-client';

/** Titles a page of the list shows. */
export const TITLES_PAGE_SIZE = 25;

/** The list's filters; empty is no filter. */
export interface TitleSearch {
  search: string;
  kind: '' | 'film' | 'episode';
  /** '1' published, '0' unpublished. */
  published: '' | '1' | '0';
}

export const noTitleSearch: TitleSearch = { search: '', kind: '', published: '' };

/** Under the console's root key 'operator', which a logout drops; a save invalidates everything under it. */
export const titlesKey = ['operator', 'titles'] as const;
export const titleKey = (titleId: number) => [...titlesKey, 'one', titleId] as const;

export const titlesQueryOptions = (search: TitleSearch, page: number) =>
  queryOptions({
    queryKey: [...titlesKey, 'list', search, page] as const,
    queryFn: ({ signal }) =>
      callEndpoint(getOperatorTitles, { ...search, page, page_size: TITLES_PAGE_SIZE }, { signal }),
    // The next page keeps the list in place until it has come.
    placeholderData: keepPreviousData,
  });

/** One page of the titles, published or not, newest first. */
export const useTitles = (search: TitleSearch, page: number) => useQuery(titlesQueryOptions(search, page));

/** One title with every field: null when there is none. */
export const titleQueryOptions = (titleId: number) =>
  queryOptions({
    queryKey: titleKey(titleId),
    queryFn: async ({ signal }): Promise<OperatorTitle | null> => {
      if (!Number.isInteger(titleId) || titleId < 1) return null;
      try {
        return (await callEndpoint(getOperatorTitle, { title_id: titleId }, { signal })).title;
      } catch (error) {
        if (isApiError(error) && error.code === 'TITLE_NOT_FOUND') return null;
        throw error;
      }
    },
  });

export const useTitle = (titleId: number) => useQuery(titleQueryOptions(titleId));

/** The genres, languages, countries and series the title form offers (they change rarely). */
export const useTitleChoices = () =>
  useQuery({
    queryKey: [...titlesKey, 'choices'] as const,
    queryFn: ({ signal }) => callEndpoint(getTitleChoices, {}, { signal }),
    staleTime: 5 * 60_000,
  });
