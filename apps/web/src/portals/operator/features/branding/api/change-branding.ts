import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeLogo, saveBranding, uploadLogo } from '@filmhyllan/contract/client';
import type { LibraryBranding } from '@filmhyllan/contract';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { brandingKey } from './get-branding';

/*
 * The three changes of a library's branding (admin): each answers the branding, which replaces the kept one. The
 * section shows every refusal itself (a wrong file type next to the file field): no global popup.
 */

function useKeepBranding() {
  const queryClient = useQueryClient();
  return ({ branding }: { branding: LibraryBranding }) =>
    queryClient.setQueryData(brandingKey(branding.library_id), { branding });
}

/** POST /operator/library/upload_logo: the file in base64; the server draws it again as a PNG. */
export function useUploadLogo() {
  const keep = useKeepBranding();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof uploadLogo>) => callEndpoint(uploadLogo, input),
    meta: { errorExempt: true },
    onSuccess: keep,
  });
}

/** POST /operator/library/remove_logo. */
export function useRemoveLogo() {
  const keep = useKeepBranding();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof removeLogo>) => callEndpoint(removeLogo, input),
    meta: { errorExempt: true },
    onSuccess: keep,
  });
}

/** POST /operator/library/save_branding: the display name and the typeface. */
export function useSaveBranding() {
  const keep = useKeepBranding();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof saveBranding>) => callEndpoint(saveBranding, input),
    meta: { errorExempt: true },
    onSuccess: keep,
  });
}
