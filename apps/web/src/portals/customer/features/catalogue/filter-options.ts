import type { Language } from '@filmhyllan/contract';
import { languageLocales } from '@/lib/format';
import type { Translate } from './format';
import { collator as collatorOf } from '@/lib/intl';

/**
 * What the filter panel offers. The API has no list calls for genres, languages or countries, and a page of
 * titles carries none of them, so the choices are fixed here:
 * - genres: the catalogue's fixed genre ids (the child-mode build relies on id 19), named by genre_<id> keys;
 * - spoken languages and production countries: the ones the catalogue uses, named by the browser's own locale
 *   data (Intl.DisplayNames) in the interface language, so no translation keys are needed for them.
 * A link may still carry any other valid code (a shared URL); it then shows as an active filter.
 */

export const GENRE_IDS = Array.from({ length: 22 }, (_, i) => i + 1);

/** Spoken languages of the catalogue, Nordic first (the panel sorts them by name anyway). */
export const LANGUAGE_CODES: readonly string[] =
  'sv no da fi is se et en de fr nl es it pl ru ja ko ar fa so'.split(' ');

/** Production countries of the catalogue. */
export const COUNTRY_CODES: readonly string[] =
  'se no dk fi is ee de at fr be nl gb ie us ca es it pl jp kr'.split(' ');

/** The age ratings titles carry (years; 0 = for everyone). */
export const AGE_RATINGS = [0, 7, 11, 15, 18] as const;

/** 'Rated at least …' steps. */
export const MIN_RATINGS = [8, 7, 6, 5] as const;

export const genreName = (t: Translate, id: number): string => t(`genre_${id}`);

const displayNames = new Map<string, Intl.DisplayNames>();
function namesOf(language: Language, type: 'language' | 'region'): Intl.DisplayNames {
  const key = `${language}:${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([languageLocales[language]], { type, fallback: 'code' });
    displayNames.set(key, names);
  }
  return names;
}

/** Nordic languages write language names in lower case; a list entry starts with a capital. */
const capitalised = (text: string, language: Language) =>
  text.charAt(0).toLocaleUpperCase(languageLocales[language]) + text.slice(1);

/**
 * A spoken language's name in the interface language: 'fi' -> 'Finska' / 'Suomi' / 'Finnish'; the code itself
 * when the browser does not know the language.
 */
export function languageName(code: string, language: Language): string {
  try {
    const name = namesOf(language, 'language').of(code);
    return name && name !== code ? capitalised(name, language) : code;
  } catch {
    return code;
  }
}

/** Whether the browser can name the language (an option named only by its code would puzzle patrons). */
export const hasLanguageName = (code: string, language: Language): boolean =>
  languageName(code, language) !== code;

/** A production country's name in the interface language: 'dk' -> 'Danmark' / 'Tanska'. */
export function countryName(code: string, language: Language): string {
  try {
    return namesOf(language, 'region').of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Options sorted by their label in the interface language's collation. */
export function sortedOptions<V>(
  values: readonly V[],
  label: (value: V) => string,
  language: Language,
): { value: V; label: string }[] {
  const collator = collatorOf(languageLocales[language]);
  return values
    .map((value) => ({ value, label: label(value) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** A year filter's label: '1990s' -> '1990-talet' / '1990-luku'; a year stays as it is. */
export function yearLabel(t: Translate, year: string): string {
  return year.endsWith('s') ? t('decade', { decade: year.slice(0, 4) }) : year;
}
