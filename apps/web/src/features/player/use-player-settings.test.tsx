import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { defaultPlayerSettings, LOCAL_STORAGE_KEYS, type PlayerSettings } from '@filmhyllan/contract/client';

/* The account is the API's: callEndpoint is replaced, and the login follows `loggedIn`. */
const calls: { path: string; input: unknown }[] = [];
let accountSettings: PlayerSettings | null = null;
let loggedIn = false;
vi.mock('@/lib/api-client', () => ({
  callEndpoint: vi.fn(async (endpoint: { path: string }, input: unknown) => {
    calls.push({ path: endpoint.path, input });
    if (endpoint.path.endsWith('get_player_settings')) return { settings: accountSettings, updated_at: null };
    return { success: true, updated_at: new Date().toISOString() };
  }),
}));
vi.mock('@/lib/session', () => ({
  useLoginData: () => ({ user: loggedIn ? { username: 'ulla' } : null, librarian: null }),
}));
vi.mock('./caption-style', () => ({ loadCaptionFont: vi.fn(async () => {}) }));

const { resetPlayerSettingsCache, usePlayerSettings } = await import('./use-player-settings');
const { loadCaptionFont } = await import('./caption-style');

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const stored = () => JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.playerSettings) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  resetPlayerSettingsCache();
  calls.length = 0;
  accountSettings = null;
  loggedIn = false;
});
afterEach(cleanup);

describe('usePlayerSettings', () => {
  it('starts from the defaults and keeps a change on the device only, for an anonymous patron', () => {
    const { result } = renderHook(() => usePlayerSettings(), { wrapper });
    expect(result.current.settings).toEqual(defaultPlayerSettings);
    act(() => result.current.update({ caption_size: 'largest', playback_rate: 1.5 }));
    expect(result.current.settings).toMatchObject({ caption_size: 'largest', playback_rate: 1.5 });
    expect(stored()).toMatchObject({ caption_size: 'largest', playback_rate: 1.5 });
    expect(calls).toEqual([]);
  });

  it('reads what the device kept, a bad field as its default', () => {
    localStorage.setItem(
      LOCAL_STORAGE_KEYS.playerSettings,
      JSON.stringify({ ...defaultPlayerSettings, caption_color: 'cyan', playback_rate: 9 }),
    );
    const { result } = renderHook(() => usePlayerSettings(), { wrapper });
    expect(result.current.settings).toMatchObject({ caption_color: 'cyan', playback_rate: 1 });
  });

  it("takes the account's settings when logged in, and saves a change to both", async () => {
    loggedIn = true;
    localStorage.setItem(
      LOCAL_STORAGE_KEYS.playerSettings,
      JSON.stringify({ ...defaultPlayerSettings, caption_size: 'small', subtitle_language: 'sv' }),
    );
    accountSettings = { ...defaultPlayerSettings, caption_color: 'yellow', caption_font: 'dyslexic' };
    const { result } = renderHook(() => usePlayerSettings(), { wrapper });
    await waitFor(() => expect(result.current.settings.caption_color).toBe('yellow'));
    // The account's win; the subtitles it has no choice for stay the device's.
    expect(result.current.settings).toEqual({ ...accountSettings, subtitle_language: 'sv' });
    expect(stored()).toEqual(result.current.settings);
    expect(loadCaptionFont).toHaveBeenLastCalledWith('dyslexic');

    act(() => result.current.update({ playback_rate: 2 }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('save_player_settings'))).toBe(true));
    const saved = calls.find((call) => call.path.endsWith('save_player_settings'))!.input;
    expect(saved).toMatchObject({ playback_rate: 2, caption_color: 'yellow', audio_language: '' });
    expect(stored()).toMatchObject({ playback_rate: 2 });
  });
});
