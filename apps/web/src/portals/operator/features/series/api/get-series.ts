import { queryOptions, useQuery } from '@tanstack/react-query';
import { OPERATOR_TITLES_PAGE_SIZE_MAX, type OperatorSeries } from '@filmhyllan/contract';
import { getOperatorTitles, getSeries } from '@filmhyllan/contract/client';
import { callEndpoint, isApiError } from '@/lib/api-client';

/** Under the console's titles key, which a title's save invalidates (a new episode shows here too). */
export const seriesKey = (groupId: number) => ['operator', 'titles', 'series', groupId] as const;

/** GET /operator/title/get_series: the series' names; null when there is none. */
export const seriesQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: seriesKey(groupId),
    queryFn: async ({ signal }): Promise<OperatorSeries | null> => {
      if (!Number.isInteger(groupId) || groupId < 1) return null;
      try {
        return (await callEndpoint(getSeries, { group_id: groupId }, { signal })).series;
      } catch (error) {
        if (isApiError(error) && error.code === 'GROUP_NOT_FOUND') return null;
        throw error;
      }
    },
  });

export const useSeries = (groupId: number) => useQuery(seriesQueryOptions(groupId));

/** GET /operator/title/get_titles with group_id: the series' episodes (one page of the most a page holds). */
export const seriesEpisodesQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: [...seriesKey(groupId), 'episodes'] as const,
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          getOperatorTitles,
          { group_id: groupId, kind: 'episode', page: 1, page_size: OPERATOR_TITLES_PAGE_SIZE_MAX },
          { signal },
        )
      ).titles,
  });

export const useSeriesEpisodes = (groupId: number) => useQuery(seriesEpisodesQueryOptions(groupId));
