/*
 * The player's settings (issue 28, docs/decisions/057): how subtitles look, the playback speed and the audio and
 * subtitle languages chosen last. The same object is kept in the browser (LOCAL_STORAGE_KEYS.playerSettings) and,
 * for a logged-in user, in the account (get_player_settings / save_player_settings). Closed lists only: the
 * values are drawn by the player's own stylesheet, so no value can carry CSS or a font file of its own. No zod
 * here: the player reads the settings without loading it (the endpoint schemas in player-settings.ts are built
 * from these lists).
 */

/** Caption text size, as a share of the browser's own (5 % of the picture's height). */
export const captionSizes = ['small', 'standard', 'large', 'larger', 'largest'] as const;
export type CaptionSize = (typeof captionSizes)[number];
export const captionSizeScale: Record<CaptionSize, number> = {
  small: 0.75,
  standard: 1,
  large: 1.25,
  larger: 1.5,
  largest: 2,
};

/** The colours offered for the text and the background (those of the FCC's caption decoder rules). */
export const captionColors = ['white', 'yellow', 'green', 'cyan', 'blue', 'magenta', 'red', 'black'] as const;
export type CaptionColor = (typeof captionColors)[number];
export const captionColorRgb: Record<CaptionColor, readonly [number, number, number]> = {
  white: [255, 255, 255],
  yellow: [255, 255, 0],
  green: [0, 255, 0],
  cyan: [0, 255, 255],
  blue: [0, 0, 255],
  magenta: [255, 0, 255],
  red: [255, 0, 0],
  black: [0, 0, 0],
};

/** The background's opacity in per cent: 0 shows the text on the picture itself. */
export const captionBackgroundOpacities = [0, 25, 50, 75, 100] as const;
export type CaptionBackgroundOpacity = (typeof captionBackgroundOpacities)[number];

/**
 * Caption typefaces: the app's own, a serif and a monospace one from the system, and two shipped with the app
 * (served from our own origin and loaded only when chosen): Atkinson Hyperlegible (for low vision) and
 * OpenDyslexic (for dyslexia).
 */
export const captionFonts = ['default', 'serif', 'monospace', 'hyperlegible', 'dyslexic'] as const;
export type CaptionFont = (typeof captionFonts)[number];

export const playbackRates = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PlaybackRate = (typeof playbackRates)[number];

/** A BCP 47 language tag as HLS playlists write them ('sv', 'fi', 'en-GB', 'smi'). */
export const LANGUAGE_TAG_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/;
export const LANGUAGE_TAG_MAX_LENGTH = 35;

export interface PlayerSettings {
  caption_size: CaptionSize;
  caption_color: CaptionColor;
  caption_background: CaptionColor;
  caption_background_opacity: CaptionBackgroundOpacity;
  caption_font: CaptionFont;
  playback_rate: PlaybackRate;
  /** The subtitles chosen last: a language tag, 'off' when switched off, null before any choice. */
  subtitle_language: string | null;
  /** The audio chosen last: a language tag (null: the film's own sound, or no choice yet). */
  audio_language: string | null;
  /** An audio description was chosen last (applied where a title has one). */
  audio_description: boolean;
}

export const defaultPlayerSettings: PlayerSettings = {
  caption_size: 'standard',
  caption_color: 'white',
  caption_background: 'black',
  caption_background_opacity: 75,
  caption_font: 'default',
  playback_rate: 1,
  subtitle_language: null,
  audio_language: null,
  audio_description: false,
};

const oneOf =
  <T>(list: readonly T[]) =>
  (value: unknown): value is T =>
    list.includes(value as T);

export const isLanguageTag = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= LANGUAGE_TAG_MAX_LENGTH && LANGUAGE_TAG_PATTERN.test(value);

/** What each field accepts; the endpoint schemas and normalisePlayerSettings both check with these. */
export const playerSettingChecks: { [K in keyof PlayerSettings]: (value: unknown) => boolean } = {
  caption_size: oneOf(captionSizes),
  caption_color: oneOf(captionColors),
  caption_background: oneOf(captionColors),
  caption_background_opacity: oneOf(captionBackgroundOpacities),
  caption_font: oneOf(captionFonts),
  playback_rate: oneOf(playbackRates),
  subtitle_language: (value) => value === null || value === 'off' || isLanguageTag(value),
  audio_language: (value) => value === null || isLanguageTag(value),
  audio_description: (value) => typeof value === 'boolean',
};

/**
 * Settings from storage we do not control (the browser's, or a row written by an older release): each field
 * that is missing or not allowed takes its default, so one bad field never loses the others.
 */
export function normalisePlayerSettings(value: unknown): PlayerSettings {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const settings: Record<string, unknown> = { ...defaultPlayerSettings };
  for (const key of Object.keys(playerSettingChecks) as (keyof PlayerSettings)[]) {
    if (playerSettingChecks[key](source[key])) settings[key] = source[key];
  }
  return settings as unknown as PlayerSettings;
}

/**
 * The settings after logging in: the account's win, except the languages the account has no choice for yet,
 * which this device keeps (a patron who picked Swedish subtitles before logging in the first time keeps them).
 */
export function mergePlayerSettings(device: PlayerSettings, account: PlayerSettings | null): PlayerSettings {
  if (!account) return device;
  return {
    ...account,
    subtitle_language: account.subtitle_language ?? device.subtitle_language,
    audio_language: account.audio_language ?? device.audio_language,
  };
}
