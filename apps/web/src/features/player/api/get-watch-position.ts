import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWatchPosition } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

export const watchPositionKey = (titleId: number) => ['watch-position', titleId] as const;

export const fetchWatchPosition = (titleId: number, signal?: AbortSignal) =>
  callEndpoint(getWatchPosition, { title_id: titleId }, { signal });

/**
 * Where the logged-in user stopped watching (on any device). A failure only means the player falls back to this
 * browser's position, so it never opens the error popup, shows no loader and is not retried.
 */
export const watchPositionQueryOptions = (titleId: number) =>
  queryOptions({
    queryKey: watchPositionKey(titleId),
    queryFn: ({ signal }) => fetchWatchPosition(titleId, signal),
    // Always ask again when a player opens: the user may have watched on another device since.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { errorExempt: true, noGlobalLoader: true },
  });

export const useWatchPosition = (titleId: number, enabled: boolean) =>
  useQuery({ ...watchPositionQueryOptions(titleId), enabled });
