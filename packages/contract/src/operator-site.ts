import { z } from 'zod';
import { CountryIso } from './common';
import { CountryConfig } from './configuration';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';

/*
 * The site in the operator console (docs/decisions/036): the front-page banner of each service country. Operators
 * of the roles admin and editor change it, support reads it.
 */

export const BannerStatus = z.enum(['off', 'info', 'warning']);
export type BannerStatus = z.infer<typeof BannerStatus>;

/** An optional instant: empty is none. */
const OptionalInstant = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 date and time, e.g. 2026-03-01T00:00:00Z' })
    .transform((text) => new Date(text))
    .nullable()
    .default(null),
);

const BannerText = z.string().trim().max(500, { error: 'at most 500 characters' }).default('');

export const SiteBanner = z.object({
  country_iso: CountryIso,
  banner_status: BannerStatus,
  banner_text_sv: z.string(),
  banner_text_no: z.string(),
  banner_text_fi: z.string(),
  banner_text_en: z.string(),
  /** ISO 8601; null: no start (shown at once) or no end. */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type SiteBanner = z.infer<typeof SiteBanner>;

export const getSite = defineEndpoint({
  ...routes.getSite,
  roles: ['admin', 'editor', 'support'],
  tag: 'operator',
  summary: 'The banners and configurations of the service countries',
  description:
    'Designed by us (issue 26). For every service country its front-page banner (status off, info or warning, ' +
    'a text per language, optional start and end) and its configuration (links, languages, contact address).',
  request: z.object({}),
  response: z.object({
    banners: z.array(SiteBanner),
    countries: z.array(CountryConfig),
  }),
});

export const saveBanner = defineEndpoint({
  ...routes.saveBanner,
  roles: ['admin', 'editor'],
  tag: 'operator',
  summary: "Set a country's front-page banner",
  description:
    'Designed by us (issue 26). Status off hides the banner; info and warning show it on the front page of the ' +
    "country, in the page's language (English when that text is empty), from starts_at (included) until ends_at " +
    '(left out), each optional (ISO 8601 with an offset; empty for none). A shown banner needs its English text. ' +
    'Every save is in the audit log.',
  request: z.object({
    country_iso: CountryIso,
    banner_status: BannerStatus,
    banner_text_sv: BannerText,
    banner_text_no: BannerText,
    banner_text_fi: BannerText,
    banner_text_en: BannerText,
    starts_at: OptionalInstant,
    ends_at: OptionalInstant,
  }),
  response: z.object({ success: z.literal(true), banner: SiteBanner }),
});

const HttpsUrl = z
  .string()
  .trim()
  .max(500, { error: 'at most 500 characters' })
  .pipe(z.url({ protocol: /^https$/, error: 'must be an https:// address' }));

export const saveCountryConfig = defineEndpoint({
  ...routes.saveCountryConfig,
  roles: ['admin', 'editor'],
  tag: 'operator',
  summary: "Change a country's links and contact address",
  description:
    'Designed by us (issue 26). The addresses get_country_config answers and the footer links to: the site ' +
    '(default_url), press and help pages (https:// addresses) and the contact e-mail address. Every save is in ' +
    'the audit log.',
  request: z.object({
    country_iso: CountryIso,
    default_url: HttpsUrl,
    press_url: HttpsUrl,
    help_url: HttpsUrl,
    contact_email: z
      .string()
      .trim()
      .max(254, { error: 'at most 254 characters' })
      .pipe(z.email({ error: 'must be an e-mail address' })),
  }),
  response: z.object({ success: z.literal(true), config: CountryConfig }),
});
