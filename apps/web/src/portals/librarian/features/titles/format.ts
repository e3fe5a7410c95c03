import type { Currency, Language } from '@filmhyllan/contract';

const locales: Record<Language, string> = { sv: 'sv-SE', no: 'nb-NO', fi: 'fi-FI', en: 'en-GB' };

export const localeOf = (language: Language): string => locales[language];

/** Cents of the library's currency for the page language: 3900 SEK -> "39 kr". */
export function formatMoney(cents: number, currency: Currency, language: Language): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locales[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A day: a YYYY-MM-DD date as it stands, a timestamp in the browser's time zone. */
export function formatDate(value: string, language: Language): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'medium',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(new Date(dateOnly ? `${value}T00:00:00Z` : value));
}

export const formatNumber = (value: number, language: Language): string =>
  new Intl.NumberFormat(locales[language]).format(value);
