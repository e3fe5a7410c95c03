import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPreviewLink } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { previewLinksKey } from './get-preview-links';

/** POST /operator/preview/create_preview_link (admin, editor): the form shows a refusal itself. */
export function useCreatePreviewLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof createPreviewLink>) => callEndpoint(createPreviewLink, input),
    meta: { errorExempt: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: previewLinksKey }),
  });
}
