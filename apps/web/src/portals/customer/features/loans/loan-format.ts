import type { Language } from '@filmhyllan/contract';

/** Dates in the page language (Norwegian is bokmål). */
const locales: Record<Language, string> = { sv: 'sv-SE', no: 'nb-NO', fi: 'fi-FI', en: 'en-GB' };

/** A calendar date (YYYY-MM-DD) as '1 april 2026' / '1. huhtikuuta 2026', without time-zone shifts. */
export function formatDay(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat(locales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A moment (ISO 8601) in the patron's own time zone: '14 mars 15:30'. */
export function formatMoment(timestamp: string, language: Language, timeZone?: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Intl.DateTimeFormat(locales[language], {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
