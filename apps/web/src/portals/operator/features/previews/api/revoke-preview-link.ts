import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokePreviewLink } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { previewLinksKey } from './get-preview-links';

/** POST /operator/preview/revoke_preview_link (admin, editor): the link plays nothing from now on. */
export function useRevokePreviewLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof revokePreviewLink>) => callEndpoint(revokePreviewLink, input),
    meta: { errorExempt: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: previewLinksKey }),
  });
}
