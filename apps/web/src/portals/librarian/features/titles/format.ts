import type { Language } from '@filmhyllan/contract';
import { languageLocales } from '@/lib/format';
import { dateTimeFormat } from '@/lib/intl';

/** A day: a YYYY-MM-DD date as it stands, a timestamp in the browser's time zone. */
export function formatDate(value: string, language: Language): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return dateTimeFormat(languageLocales[language], {
    dateStyle: 'medium',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(new Date(dateOnly ? `${value}T00:00:00Z` : value));
}
