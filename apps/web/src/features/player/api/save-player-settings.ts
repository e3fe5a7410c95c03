import { useMutation } from '@tanstack/react-query';
import type { PlayerSettings } from '@filmhyllan/contract';
import { savePlayerSettings } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/**
 * Keeps a logged-in user's player settings in the account. In the background: no loader, no error popup; the
 * settings are in this browser already, and the next change saves them all again.
 */
export const useSavePlayerSettings = () =>
  useMutation({
    mutationFn: (settings: PlayerSettings) =>
      callEndpoint(savePlayerSettings, {
        ...settings,
        subtitle_language: settings.subtitle_language ?? '',
        audio_language: settings.audio_language ?? '',
      }),
    meta: { errorExempt: true, noGlobalLoader: true },
  });
