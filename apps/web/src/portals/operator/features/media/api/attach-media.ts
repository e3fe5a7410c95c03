import { useMutation } from '@tanstack/react-query';
import { attachAudioDescription, attachMedia, attachSubtitles } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';

/*
 * A title's media (admin, editor; docs/decisions/048). The section shows every refusal itself, under its field:
 * no global popup.
 */

/** POST /operator/title/attach_media: a finished upload becomes the title's film or trailer; answers the job. */
export function useAttachMedia() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof attachMedia>) => callEndpoint(attachMedia, input),
    meta: { errorExempt: true },
  });
}

/** POST /operator/title/attach_audio_description: a finished audio upload becomes the film's audio description. */
export function useAttachAudioDescription() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof attachAudioDescription>) =>
      callEndpoint(attachAudioDescription, input),
    meta: { errorExempt: true },
  });
}

/** POST /operator/title/attach_subtitles: a subtitle file in base64, with its language and kind. */
export function useAttachSubtitles() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof attachSubtitles>) => callEndpoint(attachSubtitles, input),
    meta: { errorExempt: true },
  });
}
