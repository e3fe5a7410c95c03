import type { Language } from '@filmhyllan/contract';
import { languageLocales } from '@/lib/format';
import { dateTimeFormat } from '@/lib/intl';

/** A moment (ISO 8601) in the patron's own time zone: '14 mars 15:30'. */
export function formatMoment(timestamp: string, language: Language, timeZone?: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return dateTimeFormat(languageLocales[language], {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
