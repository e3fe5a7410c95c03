/**
 * Intl formatters, made once per locale and options and then reused. Making one costs far more than using it
 * (the first of a locale loads its data), and a page formats many dates, numbers and names as it starts.
 * The options are fixed in the code (and time zones of libraries), so the cache stays small.
 */
const made = new Map<string, unknown>();

function once<T>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const collator = (locale: string, options: Intl.CollatorOptions = {}) =>
  once('collator', locale, options, () => new Intl.Collator(locale, options));
