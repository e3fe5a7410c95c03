import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@filmhyllan/contract';
import { getTitle } from '@filmhyllan/contract/client';
import { callEndpoint, takeBootAnswer } from '@/lib/api-client';
import { catalogueKey } from './catalogue-keys';

export interface TitleQuery {
  titleId: number;
  /** The library of the page; the viewing-mode pages have none. */
  libraryId: number | undefined;
  language: Language;
}

export const titleKey = ({ titleId, libraryId, language }: TitleQuery) =>
  [...catalogueKey, language, 'title', titleId, libraryId ?? null] as const;

const titleInput = ({ titleId, libraryId }: TitleQuery) => ({
  title_id: titleId,
  library_id: libraryId,
  with_subtitle_languages: true,
});

export const fetchTitle = (query: TitleQuery, signal?: AbortSignal) =>
  callEndpoint(getTitle, titleInput(query), { signal });

export const titleQueryOptions = (query: TitleQuery) =>
  queryOptions({
    queryKey: titleKey(query),
    queryFn: ({ signal }) => fetchTitle(query, signal),
    // The title page's answer came with the page: drawn in the first render (lib/api-client takeBootAnswer).
    initialData: () => takeBootAnswer(getTitle, titleInput(query)),
  });

/** One title with its loans left and suggestions. */
export const useTitle = (query: TitleQuery) => useQuery(titleQueryOptions(query));
