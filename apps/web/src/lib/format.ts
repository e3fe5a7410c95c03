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

/**
 * When a library's loans open again (an ISO instant) as the allowance messages write it: the clock time, the day
 * (in the library's time zone), and the wait in hours and minutes (rounded up to the minute). Undefined for an instant
 * that cannot be read or has passed.
 */
export function formatOpening(
  instant: string,
  timeZone: string | undefined,
  now: Date,
  language: Language,
): { time: string; day: string; hours: number; minutes: number } | undefined {
  const at = new Date(instant);
  const wait = at.getTime() - now.getTime();
  if (Number.isNaN(wait) || wait <= 0) return undefined;
  const locale = languageLocales[language];
  const totalMinutes = Math.ceil(wait / 60_000);
  return {
    time: dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
      at,
    ),
    day: dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(at),
    hours: Math.floor(totalMinutes / 60),
    minutes: totalMinutes % 60,
  };
}
