import type { Language } from '@filmhyllan/contract';
import { languageLocales } from '@/lib/format';
import { numberFormat } from '@/lib/intl';

/** Translation function as i18next gives it; only what formatting needs. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

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

/** An auto_rating with one decimal in the language's style: 7,3 in the Nordic languages, 7.3 in English. */
export function formatRating(rating: number, language: Language): string {
  return numberFormat(languageLocales[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
}

/** The age-rating text: 'Barntillåten' for 0, 'Från 15 år' otherwise. */
export function formatAgeRating(t: Translate, age: number): string {
  return age === 0 ? t('age_rating_all') : t('age_rating_years', { age: String(age) });
}
