import type { Currency, Language } from '@filmhyllan/contract';

const locales: Record<Language, string> = { sv: 'sv-SE', no: 'nb-NO', fi: 'fi-FI', en: 'en-GB' };

export const localeOf = (language: Language): string => locales[language];

/** Cents of the library's currency, written for the page language: 25700 SEK -> "257 kr". */
export function formatMoney(cents: number, currency: Currency, language: Language): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locales[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A YYYY-MM month: "november 2026". Read as a calendar month, independent of the browser's time zone. */
export function formatMonth(month: string, language: Language): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locales[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)));
}

/** A YYYY-MM-DD day: "1 december 2026". */
export function formatDay(day: string, language: Language): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)),
  );
}

export const formatNumber = (value: number, language: Language): string =>
  new Intl.NumberFormat(locales[language]).format(value);
