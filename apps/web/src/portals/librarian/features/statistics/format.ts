import { PATRON_COUNT_THRESHOLD, type Language } from '@filmhyllan/contract';
import { formatNumber, languageLocales } from '@/lib/format';
import { dateTimeFormat, numberFormat } from '@/lib/intl';

/*
 * Formats of the statistics screen, on top of lib/format. Days and months are calendar values (no time zone):
 * they are formatted at UTC midnight so that no browser time zone moves them.
 */

const utcDate = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month - 1, day));

/** A YYYY-MM month: "november 2026". */
export function formatMonth(month: string, language: Language): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return dateTimeFormat(languageLocales[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(year ?? 1970, monthNumber ?? 1));
}

/** A YYYY-MM month for a chart axis: "nov." / "Nov". */
export function formatShortMonth(month: string, language: Language): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return dateTimeFormat(languageLocales[language], { month: 'short', timeZone: 'UTC' }).format(
    utcDate(year ?? 1970, monthNumber ?? 1),
  );
}

/** A YYYY-MM-DD day for a chart axis: "24 nov." / "24 Nov". */
export function formatShortDay(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number);
  return dateTimeFormat(languageLocales[language], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(utcDate(year ?? 1970, month ?? 1, day ?? 1));
}

/** A share in percent (78.4 -> "78 %" / "78%"), whole percents. */
export const formatPercent = (percent: number, language: Language): string =>
  numberFormat(languageLocales[language], { style: 'percent', maximumFractionDigits: 0 }).format(
    percent / 100,
  );

/**
 * A count of unique patrons: get_statistics answers null below PATRON_COUNT_THRESHOLD, so that no patron can be
 * singled out, and the screen says "< 5".
 */
export const formatPatrons = (patrons: number | null, language: Language): string =>
  patrons === null ? `< ${formatNumber(PATRON_COUNT_THRESHOLD, language)}` : formatNumber(patrons, language);
