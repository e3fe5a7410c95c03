import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  mergePlayerSettings,
  normalisePlayerSettings,
  type PlayerSettings,
} from '@filmhyllan/contract/client';
import { useLoginData } from '@/lib/session';
import { appStorage } from '@/lib/storage';
import { useAccountPlayerSettings } from './api/get-player-settings';
import { useSavePlayerSettings } from './api/save-player-settings';
import { loadCaptionFont } from './caption-style';

// ---------------------------------------------------------------- this device's settings, as a tiny store

let device: PlayerSettings | undefined;
const listeners = new Set<() => void>();

const readDevice = (): PlayerSettings =>
  (device ??= normalisePlayerSettings(appStorage().get('playerSettings')));

function writeDevice(next: PlayerSettings): void {
  device = next;
  appStorage().set('playerSettings', next);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** For tests: forget the settings read, so the next reader takes them from storage again. */
export const resetPlayerSettingsCache = () => {
  device = undefined;
};

export interface PlayerSettingsControl {
  settings: PlayerSettings;
  /** Changes some settings: on this device, and for a logged-in user in the account too. */
  update(patch: Partial<PlayerSettings>): void;
}

/**
 * The player's settings (contract player-settings-values.ts): this device's, and for a logged-in user the
 * account's, which win when the player opens (a language the account has no choice for stays the device's).
 * A change is written to the device at once and, when logged in, saved to the account as well. A shipped caption
 * font is loaded when it is the chosen one.
 */
export function usePlayerSettings(): PlayerSettingsControl {
  const settings = useSyncExternalStore(subscribe, readDevice, readDevice);
  const loggedIn = useLoginData().user !== null;
  const account = useAccountPlayerSettings(loggedIn);
  const { mutate: saveToAccount } = useSavePlayerSettings();
  // A change made while the account's settings are on their way is newer than them: keep it.
  const changedMeanwhile = useRef(false);

  const accountSettings = account.data?.settings;
  useEffect(() => {
    if (accountSettings === undefined || changedMeanwhile.current) return;
    writeDevice(
      mergePlayerSettings(readDevice(), accountSettings && normalisePlayerSettings(accountSettings)),
    );
  }, [accountSettings]);

  useEffect(() => {
    void loadCaptionFont(settings.caption_font).catch(() => {
      // The font chunk did not arrive (offline): the captions keep the fallback of the stack.
    });
  }, [settings.caption_font]);

  const update = useCallback(
    (patch: Partial<PlayerSettings>) => {
      changedMeanwhile.current = true;
      const next = { ...readDevice(), ...patch };
      writeDevice(next);
      if (loggedIn) saveToAccount(next);
    },
    [loggedIn, saveToAccount],
  );

  return { settings, update };
}
