import { describe, expect, it } from 'vitest';
import {
  captionSizes,
  defaultPlayerSettings,
  mergePlayerSettings,
  normalisePlayerSettings,
  type PlayerSettings,
} from './player-settings-values';
import { PlayerSettingsSchema } from './player-settings';

const chosen: PlayerSettings = {
  caption_size: 'largest',
  caption_color: 'yellow',
  caption_background: 'blue',
  caption_background_opacity: 50,
  caption_font: 'dyslexic',
  playback_rate: 1.5,
  subtitle_language: 'fi',
  audio_language: 'sv',
  audio_description: true,
};

describe('player settings', () => {
  it('default to the player as it was: standard white text on black, normal speed, no languages', () => {
    expect(normalisePlayerSettings(undefined)).toEqual(defaultPlayerSettings);
    expect(defaultPlayerSettings).toMatchObject({ caption_size: 'standard', playback_rate: 1 });
    // At least four caption sizes (issue 28).
    expect(captionSizes.length).toBeGreaterThanOrEqual(4);
  });

  it('keep every valid field of stored settings and default only the bad ones', () => {
    expect(normalisePlayerSettings(chosen)).toEqual(chosen);
    expect(
      normalisePlayerSettings({
        ...chosen,
        caption_color: 'url(evil)',
        playback_rate: 3,
        caption_background_opacity: 33,
        subtitle_language: 'sv; color: red',
        audio_description: 'yes',
      }),
    ).toEqual({
      ...chosen,
      caption_color: 'white',
      playback_rate: 1,
      caption_background_opacity: 75,
      subtitle_language: null,
      audio_description: false,
    });
    expect(normalisePlayerSettings({ subtitle_language: 'off' }).subtitle_language).toBe('off');
    expect(normalisePlayerSettings('garbage')).toEqual(defaultPlayerSettings);
  });

  it("merge on login: the account's win, a language the account has not chosen stays the device's", () => {
    const device = {
      ...chosen,
      caption_size: 'small' as const,
      subtitle_language: 'sv',
      audio_language: 'en',
    };
    expect(mergePlayerSettings(device, null)).toEqual(device);
    expect(mergePlayerSettings(device, chosen)).toEqual(chosen);
    expect(mergePlayerSettings(device, { ...defaultPlayerSettings, caption_color: 'cyan' })).toEqual({
      ...defaultPlayerSettings,
      caption_color: 'cyan',
      subtitle_language: 'sv',
      audio_language: 'en',
    });
  });

  it('are validated on the wire field by field, form text included', () => {
    const form = {
      ...chosen,
      caption_background_opacity: '50',
      playback_rate: '1.5',
      audio_description: 'true',
    };
    expect(PlayerSettingsSchema.parse(form)).toEqual(chosen);
    expect(PlayerSettingsSchema.parse({ ...form, subtitle_language: '', audio_language: '' })).toMatchObject({
      subtitle_language: null,
      audio_language: null,
    });
    for (const bad of [
      { playback_rate: '2.5' },
      { playback_rate: 'fast' },
      { caption_background_opacity: '40' },
      { caption_size: 'huge' },
      { caption_color: '#ff0000' },
      { caption_font: 'Comic Sans' },
      { subtitle_language: 'Swedish!' },
      { audio_language: 'x'.repeat(40) },
      { audio_description: 'maybe' },
      { caption_size: undefined },
    ]) {
      expect(PlayerSettingsSchema.safeParse({ ...form, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
