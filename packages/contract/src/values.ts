import type { Language } from './common';
import type { TitleSummary } from './title-entities';

/*
 * The contract's plain values: constants and small functions both sides use, with no schema library. The web
 * app's first page imports them (through `@filmhyllan/contract/client`) without loading zod.
 */

/**
 * Days after a loan ends before the server removes its link to the card and the account (LOAN_PATRON_LINK_DAYS),
 * unless the user keeps their loan history; the privacy policy says the same number.
 */
export const LOAN_PATRON_LINK_DAYS_DEFAULT = 14;

/** The access services a title may have (title-entities AccessServiceKind), in the order lists show them. */
export const accessServiceKinds = ['sdh', 'audio_description', 'sign_language'] as const;

export const languageCodes = ['sv', 'no', 'fi', 'en'] as const;

export const countryCodes = ['se', 'no', 'fi'] as const;

/** Serialises a list the way bracketedList reads it. */
export const toBracketedList = (values: readonly (string | number)[]): string =>
  `[${values.map((v) => (typeof v === 'number' ? String(v) : JSON.stringify(v))).join(',')}]`;

/** Titles per page of get_titles. */
export const TITLES_PAGE_SIZE = 24;
/** Spec section 9: new titles on the start page, selected titles, and the see-all lists. */
export const NEW_TITLES_ON_START_PAGE = 7;
export const SELECTED_TITLES_COUNT = 10;
export const SEE_ALL_TITLES_COUNT = 50;
/** Suggestions on the title page and from get_title_suggestions. */
export const SUGGESTIONS_COUNT = 10;
/**
 * The children's genre (spec section 1): child mode, a build option or a user's setting, shows and lends only
 * titles of this genre. Shared by the server's lend rule and the web's child-mode build.
 */
export const CHILDREN_GENRE_ID = 19;
/** Suggestions while typing in the search field (get_search_suggestions). */
export const SEARCH_SUGGESTIONS_COUNT = 8;
/** Longest search text; a longer one is a validation error, not a truncation. */
export const SEARCH_MAX_LENGTH = 200;

/**
 * A year (`1994`) or a decade (`1990s`) of the years filter as an inclusive range, or why it is not one.
 * Years run from 1870 to 2100; a decade starts with a year ending in 0.
 */
export function parseYearFilter(text: string): { from: number; to: number } | { error: string } {
  if (!/^\d{4}s?$/.test(text)) return { error: 'must be a year such as 1994 or a decade such as 1990s' };
  const year = Number(text.slice(0, 4));
  if (year < 1870 || year > 2100) return { error: 'must be a year from 1870 to 2100' };
  if (!text.endsWith('s')) return { from: year, to: year };
  if (year % 10 !== 0) return { error: 'a decade starts with a year ending in 0' };
  return { from: year, to: year + 9 };
}

/** Themes per page of get_themes (spec section 9: themes page size 10). */
export const THEMES_PAGE_SIZE = 10;
/** Titles in each theme row of get_themes. */
export const THEME_ROW_TITLES = 10;
/** Titles on a theme's own page. */
export const THEME_PAGE_TITLES = 50;

/** The spec's double-submit guard: a second loan request within this time is not sent by the client. */
export const LOAN_DOUBLE_SUBMIT_GUARD_MS = 2000;

/** How long a password reset link works. */
export const PASSWORD_RESET_TOKEN_LIFETIME_SECONDS = 3600;

type NamedTitle = Pick<TitleSummary, 'name' | 'name_en' | 'kind' | 'group_name' | 'season' | 'episode'>;

/**
 * The name to show (spec section 3): in English use name_en when present; in the other languages use name,
 * falling back to name_en when name is empty. With `withSeries`, an episode reads 'Series [S1E2]: name';
 * without it the series prefix is left off. The server sorts by this name, so both sides agree on the order.
 */
export function titleDisplayName(title: NamedTitle, language: Language, withSeries = false): string {
  const english = title.name_en?.trim() ? title.name_en : null;
  const own = language === 'en' ? (english ?? title.name) : title.name.trim() ? title.name : (english ?? '');
  if (!withSeries || title.kind !== 'episode' || !title.group_name) return own;
  const code =
    title.season !== null && title.episode !== null
      ? ` [S${title.season}E${title.episode}]`
      : title.episode !== null
        ? ` [E${title.episode}]`
        : '';
  return `${title.group_name}${code}: ${own}`;
}

/** How long a librarian's invitation link works (72 h, issue 26). */
export const LIBRARIAN_INVITE_LIFETIME_SECONDS = 72 * 3600;
/** An operator's invitation link works this long (docs/decisions/045). */
export const OPERATOR_INVITE_LIFETIME_SECONDS = 72 * 3600;
/** The most characters a cards file may have (about 60,000 cards of a 16-digit number and a PIN). */
export const CARDS_CSV_MAX_CHARS = 2_000_000;
/** The most cards (lines after the header) one import takes. */
export const CARDS_CSV_MAX_ROWS = 50_000;
/** The most problem rows an import's answer lists (the counts still count them all). */
export const CARDS_REPORT_MAX_ROWS = 500;
/* A distributor's catalogue file (docs/decisions/054). */
/** The most characters a catalogue file may have (a few thousand titles with four languages' descriptions). */
export const CATALOGUE_FILE_MAX_CHARS = 5_000_000;
/** The most titles (rows after the header, or items of the JSON list) one import takes. */
export const CATALOGUE_FILE_MAX_ROWS = 5_000;
/** The most problems an import's answer lists (the count still counts them all). */
export const CATALOGUE_REPORT_MAX_ROWS = 500;
/** What separates the items of a list cell in CSV (names contain commas: "Smith, Jane"). */
export const CATALOGUE_LIST_SEPARATOR = '|';

/** The age ratings (years) a file may give, those of the title form: 0 is for everyone. */
export const CATALOGUE_AGE_RATINGS: readonly number[] = [0, 6, 7, 9, 11, 12, 15, 16, 18];

export const CATALOGUE_FORMATS = ['csv', 'json'] as const;
export type CatalogueFileFormat = (typeof CATALOGUE_FORMATS)[number];
/** Viewing without a loan (docs/decisions/044): playback must start this soon after the stream is given. */
export const VIEWING_START_SECONDS = 15 * 60;
/** The longest a preview link can play: 90 days. */
export const PREVIEW_LINK_HOURS_MAX = 90 * 24;
