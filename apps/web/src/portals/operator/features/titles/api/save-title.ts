import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveTitle } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { titleKey, titlesKey } from './get-titles';

export type SaveTitleInput = EndpointInput<typeof saveTitle>;

/**
 * POST /operator/title/save_title: creates (no title_id) or changes a title. The saved title replaces the cached
 * one at once, and the lists and choices are asked again (a new name moves it; a new person or series shows).
 */
export function useSaveTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTitleInput) => callEndpoint(saveTitle, input),
    onSuccess: ({ title }) => {
      queryClient.setQueryData(titleKey(title.title_id), title);
      void queryClient.invalidateQueries({ queryKey: [...titlesKey, 'list'] });
    },
  });
}
