import { useMutation } from '@tanstack/react-query';
import { saveWatchPosition } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

export const postWatchPosition = (titleId: number, positionSeconds: number) =>
  callEndpoint(saveWatchPosition, { title_id: titleId, position_seconds: Math.floor(positionSeconds) });

/**
 * Saves the logged-in user's position (every 15 s while playing and on pause). Runs in the background: no loader,
 * no error popup; a lost save is made good by the next one and by the position kept in local storage.
 */
export const useSaveWatchPosition = () =>
  useMutation({
    mutationFn: ({ titleId, seconds }: { titleId: number; seconds: number }) =>
      postWatchPosition(titleId, seconds),
    meta: { errorExempt: true, noGlobalLoader: true },
  });
