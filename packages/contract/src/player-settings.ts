import { z } from 'zod';
import { emptyAsNull, FormBoolean, Timestamp } from './common';
import { defineEndpoint } from './endpoint';
import {
  captionBackgroundOpacities,
  captionColors,
  captionFonts,
  captionSizes,
  LANGUAGE_TAG_MAX_LENGTH,
  LANGUAGE_TAG_PATTERN,
  playbackRates,
} from './player-settings-values';
import * as routes from './routes';

/*
 * The player's settings in the account (issue 28, docs/decisions/057): the same object the browser keeps, so a
 * logged-in patron finds their captions, speed and languages on every device. The lists and defaults are in
 * player-settings-values.ts.
 */

const LanguageTag = z
  .string()
  .trim()
  .max(LANGUAGE_TAG_MAX_LENGTH)
  .regex(LANGUAGE_TAG_PATTERN, { error: "must be a language tag, e.g. 'sv' or 'en-GB'" });

/** A number sent as form text ('1.25') that must be one of a closed list. */
const NumberOf = <T extends number>(values: readonly T[]) =>
  z.coerce
    .number()
    .refine((value): value is T => values.includes(value as T), {
      error: `must be one of ${values.join(', ')}`,
    })
    .transform((value) => value as T);

export const PlayerSettingsSchema = z.object({
  caption_size: z.enum(captionSizes),
  caption_color: z.enum(captionColors),
  caption_background: z.enum(captionColors),
  caption_background_opacity: NumberOf(captionBackgroundOpacities),
  caption_font: z.enum(captionFonts),
  playback_rate: NumberOf(playbackRates),
  /** Empty or absent: no choice yet. */
  subtitle_language: emptyAsNull(z.union([z.literal('off'), LanguageTag])),
  /** Empty or absent: the film's own sound, or no choice yet. */
  audio_language: emptyAsNull(LanguageTag),
  audio_description: FormBoolean,
});

const SETTINGS_NOTE =
  'caption_size scales the browser’s caption text (small 0.75, standard 1, large 1.25, larger 1.5, largest 2); ' +
  'caption_color and caption_background are one of a closed list of colours, caption_background_opacity is in ' +
  'per cent; caption_font is the app’s own, a serif, a monospace, Atkinson Hyperlegible or OpenDyslexic (both ' +
  'shipped with the app); playback_rate is 0.75 to 2 in quarter steps. subtitle_language is the subtitles chosen ' +
  'last (a language tag, or off), audio_language and audio_description the audio; the player applies them to ' +
  'the next title that has them.';

export const getPlayerSettings = defineEndpoint({
  ...routes.getPlayerSettings,
  tag: 'user',
  summary: 'The player settings kept in the account (designed by us)',
  description:
    `Designed by us (issue 28). settings is null until the user saves some. ${SETTINGS_NOTE} On login the web app ` +
    'takes these over the browser’s own (a language the account has no choice for keeps the browser’s).',
  request: z.object({}),
  response: z.object({
    settings: z
      .object({
        caption_size: z.enum(captionSizes),
        caption_color: z.enum(captionColors),
        caption_background: z.enum(captionColors),
        caption_background_opacity: z.number().int(),
        caption_font: z.enum(captionFonts),
        playback_rate: z.number(),
        subtitle_language: z.string().nullable(),
        audio_language: z.string().nullable(),
        audio_description: z.boolean(),
      })
      .nullable(),
    updated_at: Timestamp.nullable(),
  }),
});

export const savePlayerSettings = defineEndpoint({
  ...routes.savePlayerSettings,
  tag: 'user',
  summary: 'Keep the player settings in the account (designed by us)',
  description:
    `Designed by us (issue 28). Replaces the account’s settings with these; every field but the two languages ` +
    `is required, and a value outside its list is VALIDATION_FAILED (nothing is saved). ${SETTINGS_NOTE} The ` +
    'settings are in the data export and go with the account.',
  request: PlayerSettingsSchema,
  response: z.object({ success: z.literal(true), updated_at: Timestamp }),
});
