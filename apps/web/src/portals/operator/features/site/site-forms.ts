import { z } from 'zod';
import {
  GuideStepInput,
  MAX_GUIDE_STEPS,
  saveBanner,
  saveCountryConfig,
  type CountryConfig,
  type CountryGuide,
  type Language,
  type SiteBanner,
} from '@filmhyllan/contract';

/** The languages whose texts a country's forms ask for: the country's own, then English (every fallback). */
export const formLanguages = (country: Pick<CountryConfig, 'languages'>): Language[] => [
  ...country.languages.filter((language) => language !== 'en'),
  'en',
];

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as an <input type="datetime-local"> shows it: the browser's local time, to the minute. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/**
 * A local date and time typed in the form as ISO 8601 with the browser's offset at that moment
 * (2026-06-01T10:00:00+02:00), which the contract reads; '' stays '' (no start, no end).
 */
export function localInputToIso(local: string): string {
  if (local.trim() === '') return '';
  const d = new Date(local);
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}` +
    `:00${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`
  );
}

const localInstant = z
  .string()
  .trim()
  .refine((text) => text === '' || !Number.isNaN(new Date(text).getTime()), { message: 'invalid' });

/**
 * The banner form: the contract's fields, the times typed as local date and time. As the server has it, a shown
 * banner needs its English text and an end comes after its start.
 */
export const bannerFormSchema = saveBanner.request
  .pick({
    banner_status: true,
    banner_text_sv: true,
    banner_text_no: true,
    banner_text_fi: true,
    banner_text_en: true,
  })
  .extend({ starts_at: localInstant, ends_at: localInstant })
  .superRefine((form, ctx) => {
    if (form.banner_status !== 'off' && form.banner_text_en === '')
      ctx.addIssue({ code: 'custom', path: ['banner_text_en'], message: 'required' });
    if (form.starts_at && form.ends_at && new Date(form.ends_at) <= new Date(form.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'operator_site_ends_before_start' });
  });
export type BannerFormOutput = z.output<typeof bannerFormSchema>;
export interface BannerFormValues {
  banner_status: SiteBanner['banner_status'];
  banner_text_sv: string;
  banner_text_no: string;
  banner_text_fi: string;
  banner_text_en: string;
  starts_at: string;
  ends_at: string;
}
export const bannerFieldOrder = [
  'banner_status',
  'banner_text_sv',
  'banner_text_no',
  'banner_text_fi',
  'banner_text_en',
  'starts_at',
  'ends_at',
] as const;

export const bannerFormValues = (banner: SiteBanner): BannerFormValues => ({
  banner_status: banner.banner_status,
  banner_text_sv: banner.banner_text_sv,
  banner_text_no: banner.banner_text_no,
  banner_text_fi: banner.banner_text_fi,
  banner_text_en: banner.banner_text_en,
  starts_at: toLocalInput(banner.starts_at),
  ends_at: toLocalInput(banner.ends_at),
});

/** The country's links: the contract's request without the country, which the page gives. */
export const linksFormSchema = saveCountryConfig.request.omit({ country_iso: true });
export type LinksFormOutput = z.output<typeof linksFormSchema>;
export const linksFieldOrder = [
  'default_url',
  'press_url',
  'help_url',
  'contact_email',
  'privacy_policy_url',
] as const;
export type LinksField = (typeof linksFieldOrder)[number];
export type LinksFormValues = Record<LinksField, string>;
export const linksFormValues = (country: CountryConfig): LinksFormValues => ({
  default_url: country.default_url,
  press_url: country.press_url,
  help_url: country.help_url,
  contact_email: country.contact_email,
  privacy_policy_url: country.privacy_policy_url ?? '',
});

/** The guide form: the contract's steps as a list (the wire's JSON field is made on sending). */
export const guideFormSchema = z.object({
  steps: z.array(GuideStepInput).min(1).max(MAX_GUIDE_STEPS),
});
export type GuideFormValues = z.input<typeof guideFormSchema>;
export type GuideFormOutput = z.output<typeof guideFormSchema>;
export const emptyStep = () => ({
  heading: { sv: '', no: '', fi: '', en: '' },
  body: { sv: '', no: '', fi: '', en: '' },
});
export const guideFormValues = (guide: CountryGuide): GuideFormValues => ({
  steps: guide.steps.length > 0 ? guide.steps.map((step) => structuredClone(step)) : [emptyStep()],
});
