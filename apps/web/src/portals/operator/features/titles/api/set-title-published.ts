import { useMutation, useQueryClient } from '@tanstack/react-query';
import { republishTitle, unpublishTitle } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import { titleKey, titlesKey } from './get-titles';

/** POST unpublish_title or republish_title; the answered title replaces the cached one, the lists are asked again. */
export function useSetTitlePublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ titleId, published }: { titleId: number; published: boolean }) =>
      callEndpoint(published ? republishTitle : unpublishTitle, { title_id: titleId }),
    onSuccess: ({ title }) => {
      queryClient.setQueryData(titleKey(title.title_id), title);
      void queryClient.invalidateQueries({ queryKey: [...titlesKey, 'list'] });
    },
  });
}
