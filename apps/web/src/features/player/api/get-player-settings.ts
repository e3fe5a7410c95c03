import { useQuery } from '@tanstack/react-query';
import { getPlayerSettings } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

export const playerSettingsKey = ['player-settings'] as const;

/**
 * The logged-in user's player settings in the account (null: none saved yet). Asked again each time a player
 * opens, since another device may have changed them; a failure only leaves this browser's settings, so it never
 * opens the error popup, shows no loader and is not retried.
 */
export const useAccountPlayerSettings = (enabled: boolean) =>
  useQuery({
    queryKey: playerSettingsKey,
    queryFn: ({ signal }) => callEndpoint(getPlayerSettings, {}, { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { errorExempt: true, noGlobalLoader: true },
  });
