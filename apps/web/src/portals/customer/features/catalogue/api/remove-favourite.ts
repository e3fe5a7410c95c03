import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeFavourite } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import { favouriteMutationOptions } from '../favourite-cache';

export const postRemoveFavourite = (titleId: number) => callEndpoint(removeFavourite, { title_id: titleId });

/**
 * Stops a title being a favourite: at once in every cached list (optimistic; see favourite-cache.ts), back
 * with a message on failure.
 */
export function useRemoveFavourite(titleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...favouriteMutationOptions(queryClient, titleId, 'remove', () => null),
    mutationFn: () => postRemoveFavourite(titleId),
  });
}
