import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removePoster, uploadPoster } from '@filmhyllan/contract/client';
import type { TitlePoster } from '@filmhyllan/contract';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { posterKey } from './get-poster';

/*
 * The two changes of a title's poster (admin, editor): each answers the poster, which replaces the kept one. The
 * section shows every refusal itself (a wrong file type under the file field): no global popup.
 */

function useKeepPoster() {
  const queryClient = useQueryClient();
  return ({ poster }: { poster: TitlePoster }) =>
    queryClient.setQueryData(posterKey(poster.title_id), { poster });
}

/** POST /operator/title/upload_poster: the file in base64; the server cuts it to its sizes. */
export function useUploadPoster() {
  const keep = useKeepPoster();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof uploadPoster>) => callEndpoint(uploadPoster, input),
    meta: { errorExempt: true },
    onSuccess: keep,
  });
}

/** POST /operator/title/remove_poster: the generated poster shows again. */
export function useRemovePoster() {
  const keep = useKeepPoster();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof removePoster>) => callEndpoint(removePoster, input),
    meta: { errorExempt: true },
    onSuccess: keep,
  });
}
