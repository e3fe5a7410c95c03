import { z } from 'zod';
import { CountryIso, LocalizedText } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';

/** One step of the 'get started' guide. Plain text: paragraphs are separated by a blank line, never HTML. */
export const GetStartedStep = z.object({
  id: z.number().int(),
  position: z.number().int(),
  heading: LocalizedText,
  body: LocalizedText,
});
export type GetStartedStep = z.infer<typeof GetStartedStep>;

export const getAllGetStartedSteps = defineEndpoint({
  ...routes.getAllGetStartedSteps,
  tag: 'i18n',
  summary: "The steps of the 'get started' guide in every language",
  description:
    'Ordered by position. Like get_translations the texts come in all of sv, no, fi and en, so one ' +
    'cacheable answer serves every session and a language switch needs no new call; the client shows the ' +
    'interface language and falls back to English. Our addition (issue 26): with country_code, the guide ' +
    'operators wrote for that country, or the shared guide when the country has none of its own.',
  request: z.object({ country_code: CountryIso.optional() }),
  response: z.object({ steps: z.array(GetStartedStep) }),
});
