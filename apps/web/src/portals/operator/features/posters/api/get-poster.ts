import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPoster } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** Under the console's root key 'operator', which a logout drops. */
export const posterKey = (titleId: number) => ['operator', 'poster', titleId] as const;

export const fetchPoster = (titleId: number, signal?: AbortSignal) =>
  callEndpoint(getPoster, { title_id: titleId }, { signal });

export const posterQueryOptions = (titleId: number) =>
  queryOptions({
    queryKey: posterKey(titleId),
    queryFn: ({ signal }) => fetchPoster(titleId, signal),
  });

/** GET /operator/title/get_poster: the title's poster, uploaded or generated (every operator role). */
export const usePoster = (titleId: number) => useQuery(posterQueryOptions(titleId));
