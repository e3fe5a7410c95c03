import { formatMessage, parseMessage, type ParsedMessage } from '@filmhyllan/contract';
import { uiTranslations } from '../../db/seed/translations';
import type { IndexedTitle, Locale } from '../catalogue/catalogue-index';
import { displayName } from '../catalogue/title-names';

/**
 * The pieces of a MARC 21 record that need more than copying a value: texts made safe for both exchange formats,
 * the title statement of an episode, running times and the fixed-length field 008 of a videorecording.
 */

/** The longest subfield value written: ISO 2709 gives a field's length four digits (under 10,000 bytes). */
export const MAX_VALUE_BYTES = 9000;

/**
 * A value as the records carry it: NFC, control characters (line breaks too) as single spaces, trimmed. Characters
 * beyond the Basic Multilingual Plane (emoji) are left out: the ISO 2709 writer of
 * @natlibfi/marc-record-serializers 11 cannot encode them (it throws), and both formats carry the same records.
 * Lone surrogates and U+FFFE/U+FFFF, which XML cannot carry, go too.
 */
export function cleanText(text: string | null | undefined): string {
  if (!text) return '';
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (code > 0xffff || (code >= 0xd800 && code <= 0xdfff) || code === 0xfffe || code === 0xffff) continue;
    out += code < 0x20 || (code >= 0x7f && code < 0xa0) ? ' ' : char;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** A value cut to at most `max` UTF-8 bytes, at a character boundary, marked with an ellipsis when cut. */
export function fitBytes(text: string, max = MAX_VALUE_BYTES): string {
  if (Buffer.byteLength(text) <= max) return text;
  const ellipsis = '…';
  const cut = Buffer.from(text)
    .subarray(0, max - Buffer.byteLength(ellipsis))
    .toString()
    .replace(/\uFFFD+$/, '');
  return `${cut.trimEnd()}${ellipsis}`;
}

/** Intl locale of each record language (Norwegian: bokmål). */
const intlLocales: Record<Locale, string> = { sv: 'sv', no: 'nb', fi: 'fi', en: 'en' };
const parsed = new Map<string, ParsedMessage>();

/** An interface string (db/seed/translations.ts) in a language: the same words the catalogue shows. */
export function uiText(key: string, locale: Locale, values: Record<string, string> = {}): string {
  const cacheKey = `${key}\0${locale}`;
  let message = parsed.get(cacheKey);
  if (!message) {
    const source = uiTranslations[key]?.[locale];
    if (source === undefined) throw new Error(`interface string ${key} is missing`);
    parsed.set(cacheKey, (message = parseMessage(source)));
  }
  return formatMessage(message, intlLocales[locale], values);
}

/** "1 h 32 min" / "1 t 32 min" / "48 min", rounded to the minute as the catalogue shows it; null for no time. */
export function spokenDuration(seconds: number, locale: Locale): string | null {
  if (!(seconds > 0)) return null;
  const total = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(total / 60);
  const minutes = String(total % 60);
  return hours > 0
    ? uiText('duration_hours_minutes', locale, { hours: String(hours), minutes })
    : uiText('duration_minutes', locale, { minutes });
}

/** Field 306: the playing time as hhmmss. */
export function playingTime(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.min(99, Math.floor(total / 3600));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hours)}${pad(Math.floor((total % 3600) / 60))}${pad(total % 60)}`;
}

/** How a title is named in a record: an episode as its series, number and own name, a film by its name. */
export interface RecordTitle {
  series: string | null;
  /** "[S1E2]" or "[E2]", as the customer catalogue labels an episode. */
  number: string | null;
  own: string;
  /** The whole name as the catalogue writes it ("Series [S1E2]: name"). */
  full: string;
}

/** 'Series [S1E2]: ' or 'Series [E2]: ' at the start of an episode's stored name. */
const SERIES_PREFIX = /^(.+?)\s*\[(?:S\d+)?E\d+\]:\s*/;

function splitEpisodeName(name: string): { series: string | null; own: string } {
  const match = SERIES_PREFIX.exec(name);
  return match ? { series: match[1] ?? null, own: name.slice(match[0].length) } : { series: null, own: name };
}

/**
 * The title as the customer catalogue names it in a language (the web app's display-name rule): some episode
 * names are stored with their series prefix in each language, others bare with the series beside them; either
 * way the series name is taken in the same language as the episode's name when the catalogue has it.
 */
export function recordTitle(title: IndexedTitle, locale: Locale): RecordTitle {
  if (title.kind !== 'episode') {
    const own = cleanText(displayName(title, locale));
    return { series: null, number: null, own, full: own };
  }
  const local = splitEpisodeName(title.names[locale]);
  const english = title.nameEn === null ? null : splitEpisodeName(title.nameEn);
  const englishOwn = english?.own.trim() ? english.own : null;
  const usesEnglish = englishOwn !== null && (locale === 'en' || !local.own.trim());
  const own = cleanText(usesEnglish ? englishOwn : local.own);
  const groupName = locale === 'en' ? (title.groupNameEn ?? title.groupName) : title.groupName;
  const series = cleanText((usesEnglish ? english!.series : local.series) ?? groupName) || null;
  const number =
    title.season !== null && title.episode !== null
      ? `[S${title.season}E${title.episode}]`
      : title.episode !== null
        ? `[E${title.episode}]`
        : null;
  if (!series) return { series: null, number: null, own, full: own };
  return { series, number, own, full: `${series}${number ? ` ${number}` : ''}: ${own}` };
}

/** Target audience (008/22): j juvenile for children's titles, e adult from 18, g general otherwise. */
const audience = (title: IndexedTitle): string =>
  title.isChildren ? 'j' : title.ageRating >= 18 ? 'e' : 'g';

/**
 * 008 for visual materials (40 characters): date entered, a single known date (or unknown), no place claimed,
 * running time in minutes, audience, online form, videorecording, technique not coded, language, source 'd'.
 */
export function field008(title: IndexedTitle, enteredOn: string, languageCode: string): string {
  const dates = title.year !== null ? `s${String(title.year).padStart(4, '0').slice(-4)}    ` : 'nuuuu    ';
  const minutes = Math.round(title.durationSeconds / 60);
  const runningTime = minutes <= 0 ? '---' : minutes > 999 ? '000' : String(minutes).padStart(3, '0');
  const value = [
    enteredOn.padEnd(6, ' ').slice(0, 6), // 00-05 date entered on file
    dates, // 06 type of date, 07-10 date 1, 11-14 date 2
    'xx ', // 15-17 place: not claimed (the service publishes online in several countries)
    runningTime, // 18-20
    ' ', // 21 undefined
    audience(title), // 22
    '     ', // 23-27 undefined
    ' ', // 28 not a government publication
    'o', // 29 form of item: online
    '   ', // 30-32 undefined
    'v', // 33 videorecording
    '|', // 34 technique: not coded
    languageCode, // 35-37
    ' ', // 38 not modified
    'd', // 39 cataloguing source: other
  ].join('');
  if (value.length !== 40) throw new Error(`008 of title ${title.id} is ${value.length} characters`);
  return value;
}
