import { z } from 'zod';
import { Language } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';

/** Translations by key then language: `{ "all_titles": { "sv": "Alla titlar", "en": "All titles", ... } }`. */
export const Translations = z.record(z.string(), z.partialRecord(Language, z.string()));
export type Translations = z.infer<typeof Translations>;

export const getTranslations = defineEndpoint({
  ...routes.getTranslations,
  tag: 'i18n',
  summary: 'Every interface string in sv, no, fi and en',
  cache: 'revalidate',
  description: 'One cacheable answer for all languages; a key missing in a language falls back to English.',
  request: z.object({}),
  response: z.object({ success: z.literal(true), translations: Translations }),
});
