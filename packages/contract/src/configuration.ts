import { z } from 'zod';
import { CountryIso, Language } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';

export const getConfig = defineEndpoint({
  ...routes.getConfig,
  tag: 'configuration',
  summary: 'Front-page banner and privacy policy for a site language',
  cache: 'revalidate',
  description:
    'banner_status true shows banner_text on the library selection page. Our addition (issue 26): with ' +
    'country_code, the banner is the one operators set for that country (docs/decisions/036), in site_lang ' +
    '(English when that text is empty), only within its time window, and banner_level says info or warning.',
  request: z.object({ site_lang: Language, country_code: CountryIso.optional() }),
  response: z.object({
    config: z.object({
      banner_status: z.boolean(),
      banner_text: z.string(),
      /** How the shown banner is styled; `info` when the country has no banner of its own. */
      banner_level: z.enum(['info', 'warning']).optional(),
    }),
    /**
     * Where the privacy policy of the site language is. The web app has it as a page of its own
     * (/{lang}/privacy-policy, the demo data's value) and links there; another front end may use this.
     */
    privacy_policy_url: z.string(),
    /**
     * Our addition (issue 28): the Google Cast receiver application the player casts to (the server's
     * CAST_RECEIVER_APP_ID, docs/decisions/060); null: no Cast button and no Cast script.
     */
    cast_receiver_app_id: z.string().nullable(),
  }),
});

export const CountryConfig = z.object({
  country_iso: z.enum(['se', 'no', 'fi']),
  languages: z.array(Language),
  default_url: z.string(),
  press_url: z.string(),
  help_url: z.string(),
  contact_email: z.string(),
  /**
   * Our addition (issue 26): the country's own privacy policy page, set by operators; null: the site's own page
   * (/{lang}/privacy-policy), where the web app links.
   */
  privacy_policy_url: z.string().nullable(),
});
export type CountryConfig = z.infer<typeof CountryConfig>;

export const getCountryConfig = defineEndpoint({
  ...routes.getCountryConfig,
  tag: 'configuration',
  summary: 'Links and languages of a service country',
  cache: 'revalidate',
  description:
    'The footer links (default_url, press_url, help_url), the contact e-mail and the interface languages.',
  request: z.object({ country_code: CountryIso }),
  response: z.object({ config: CountryConfig }),
});
