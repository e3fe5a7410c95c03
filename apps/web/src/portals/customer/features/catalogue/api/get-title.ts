import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@filmhyllan/contract';
import { getTitle } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import { catalogueKey } from './catalogue-keys';

export interface TitleQuery {
  titleId: number;
  /** The library of the page; the viewing-mode pages have none. */
  libraryId: number | undefined;
  language: Language;
}

export const titleKey = ({ titleId, libraryId, language }: TitleQuery) =>
  [...catalogueKey, language, 'title', titleId, libraryId ?? null] as const;

export const fetchTitle = ({ titleId, libraryId }: TitleQuery, signal?: AbortSignal) =>
  callEndpoint(
    getTitle,
    { title_id: titleId, library_id: libraryId, with_subtitle_languages: true },
    { signal },
  );

export const titleQueryOptions = (query: TitleQuery) =>
  queryOptions({
    queryKey: titleKey(query),
    queryFn: ({ signal }) => fetchTitle(query, signal),
  });

/** One title with its loans left and suggestions. */
export const useTitle = (query: TitleQuery) => useQuery(titleQueryOptions(query));
