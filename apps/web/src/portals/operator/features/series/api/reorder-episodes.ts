import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reorderEpisodes } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';

/** POST /operator/title/reorder_episodes (admin, editor): the season numbered 1, 2, 3 ... in the order sent. */
export function useReorderEpisodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof reorderEpisodes>) => callEndpoint(reorderEpisodes, input),
    meta: { errorExempt: true },
    // Every list of titles shows the new numbers (the titles list, the series page, a title's page).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['operator', 'titles'] }),
  });
}
