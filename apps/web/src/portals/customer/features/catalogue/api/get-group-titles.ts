import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@filmhyllan/contract';
import { getGroupTitles } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import { catalogueKey } from './catalogue-keys';

export interface GroupTitlesQuery {
  groupId: number;
  libraryId: number | undefined;
  language: Language;
}

export const groupTitlesKey = ({ groupId, libraryId, language }: GroupTitlesQuery) =>
  [...catalogueKey, language, 'group', groupId, libraryId ?? null] as const;

export const fetchGroupTitles = ({ groupId, libraryId }: GroupTitlesQuery, signal?: AbortSignal) =>
  callEndpoint(getGroupTitles, { group_id: groupId, library_id: libraryId }, { signal });

export const groupTitlesQueryOptions = (query: GroupTitlesQuery) =>
  queryOptions({
    queryKey: groupTitlesKey(query),
    queryFn: ({ signal }) => fetchGroupTitles(query, signal),
  });

/** A series' episodes (in season and episode order), only those in the library when it is known. */
export const useGroupTitles = (query: GroupTitlesQuery | undefined) =>
  useQuery({
    ...groupTitlesQueryOptions(query ?? { groupId: 0, libraryId: undefined, language: 'en' }),
    enabled: query !== undefined,
  });
