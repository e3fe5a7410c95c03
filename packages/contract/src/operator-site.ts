import { z } from 'zod';
import { CountryIso, emptyAsNull } from './common';
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

/** A step of a country's get-started guide as operators edit it: heading and text per language. */
export const GuideStep = z.object({
  heading: z.object({ sv: z.string(), no: z.string(), fi: z.string(), en: z.string() }),
  body: z.object({ sv: z.string(), no: z.string(), fi: z.string(), en: z.string() }),
});
export type GuideStep = z.infer<typeof GuideStep>;

export const CountryGuide = z.object({
  country_iso: CountryIso,
  /** False: the country has no guide of its own and shows the shared one (these steps). */
  own: z.boolean(),
  steps: z.array(GuideStep),
});
export type CountryGuide = z.infer<typeof CountryGuide>;

export const MAX_GUIDE_STEPS = 10;
export const MAX_GUIDE_HEADING = 120;
export const MAX_GUIDE_BODY = 1000;

const StepHeading = z
  .string()
  .trim()
  .max(MAX_GUIDE_HEADING, { error: `at most ${MAX_GUIDE_HEADING} characters` });
const StepBody = z
  .string()
  .trim()
  .max(MAX_GUIDE_BODY, { error: `at most ${MAX_GUIDE_BODY} characters` });
const texts = (text: z.ZodString) =>
  z.object({ sv: text.default(''), no: text.default(''), fi: text.default(''), en: text.default('') });

/** A step as saved: English heading and text are required (every language falls back to them). */
export const GuideStepInput = z.object({
  heading: texts(StepHeading).refine((t) => t.en !== '', {
    error: 'the English heading is required',
    path: ['en'],
  }),
  body: texts(StepBody).refine((t) => t.en !== '', { error: 'the English text is required', path: ['en'] }),
});
export type GuideStepInput = z.infer<typeof GuideStepInput>;

/** The steps travel in one form field as a JSON array (a form cannot nest lists of objects). */
const GuideStepsField = z
  .string()
  .max(60_000, { error: 'too long' })
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of steps' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(GuideStepInput)
      .min(1, { error: 'at least one step' })
      .max(MAX_GUIDE_STEPS, { error: `at most ${MAX_GUIDE_STEPS} steps` }),
  );

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
    guides: z.array(CountryGuide),
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
    /** Empty: link to the site's own privacy policy page. */
    privacy_policy_url: emptyAsNull(HttpsUrl).default(null),
  }),
  response: z.object({ success: z.literal(true), config: CountryConfig }),
});

export const saveGetStartedSteps = defineEndpoint({
  ...routes.saveGetStartedSteps,
  roles: ['admin', 'editor'],
  tag: 'operator',
  summary: "Replace a country's get-started guide",
  description:
    'Designed by us (issue 26). `steps` is a JSON array, in order, of 1 to 10 steps, each ' +
    '`{"heading":{"sv","no","fi","en"},"body":{...}}` (headings up to 120 characters, texts up to 1000, plain ' +
    'text; English required, every other language falls back to it). The country then shows these steps in ' +
    'get_all_getstartedsteps with its country_code. Every save is in the audit log.',
  request: z.object({ country_iso: CountryIso, steps: GuideStepsField }),
  response: z.object({ success: z.literal(true), guide: CountryGuide }),
});
