import type { Language } from '@filmhyllan/contract';

/** Translation function as i18next gives it; only what formatting needs. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Number and date formatting per interface language (Norwegian is bokmål). */
export const languageLocales: Record<Language, string> = {
  sv: 'sv-SE',
  no: 'nb-NO',
  fi: 'fi-FI',
  en: 'en-GB',
};

/** Whole hours and minutes of a running time, to the nearest minute; anything above 0 s is at least 1 min. */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  if (!Number.isFinite(seconds) || seconds <= 0) return { hours: 0, minutes: 0 };
  const total = Math.max(1, Math.round(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** '1 h 51 min' / '1 t 51 min' / '42 min'. Numbers go in as text: ICU would group 4-digit numbers. */
export function formatDuration(t: Translate, seconds: number): string {
  const { hours, minutes } = splitDuration(seconds);
  return hours > 0
    ? t('duration_hours_minutes', { hours: String(hours), minutes: String(minutes) })
    : t('duration_minutes', { minutes: String(minutes) });
}

/** A calendar date (YYYY-MM-DD) as '23 november 2026' / '23. marraskuuta 2026', without time-zone shifts. */
export function formatDate(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat(languageLocales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** An auto_rating with one decimal in the language's style: 7,3 in the Nordic languages, 7.3 in English. */
export function formatRating(rating: number, language: Language): string {
  return new Intl.NumberFormat(languageLocales[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
}

/** The age-rating text: 'Barntillåten' for 0, 'Från 15 år' otherwise. */
export function formatAgeRating(t: Translate, age: number): string {
  return age === 0 ? t('age_rating_all') : t('age_rating_years', { age: String(age) });
}
