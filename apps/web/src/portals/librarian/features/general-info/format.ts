import type { Language } from '@filmhyllan/contract';
import { languageLocales } from '@/lib/format';
import { dateTimeFormat } from '@/lib/intl';

/** A YYYY-MM month: "november 2026". Read as a calendar month, independent of the browser's time zone. */
export function formatMonth(month: string, language: Language): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return dateTimeFormat(languageLocales[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)));
}
