import type { Currency, Language } from '@filmhyllan/contract';
import { dateTimeFormat, numberFormat } from './intl';

/** Number and date formatting per interface language (Norwegian is bokmål). */
export const languageLocales: Record<Language, string> = {
  sv: 'sv-SE',
  no: 'nb-NO',
  fi: 'fi-FI',
  en: 'en-GB',
};

/**
 * A calendar day (YYYY-MM-DD) as '23 november 2026' / '1. tammikuuta 2027', without time-zone shifts; anything
 * else is shown as it is.
 */
export function formatDay(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return dateTimeFormat(languageLocales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** Cents of a library's currency, written for the page language: 25700 SEK -> "257 kr", 3950 -> "39,50 kr". */
export function formatMoney(cents: number, currency: Currency, language: Language): string {
  const whole = cents % 100 === 0;
  return numberFormat(languageLocales[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

export const formatNumber = (value: number, language: Language): string =>
  numberFormat(languageLocales[language]).format(value);
