import { z } from 'zod';
import {
  NEW_TITLES_ON_START_PAGE,
  parseYearFilter,
  SEARCH_MAX_LENGTH,
  SEARCH_SUGGESTIONS_COUNT,
  SEE_ALL_TITLES_COUNT,
  SELECTED_TITLES_COUNT,
  SUGGESTIONS_COUNT,
  TITLES_PAGE_SIZE,
} from './values';
import {
  bracketedList,
  CountryIso,
  FormBoolean,
  Id,
  Language,
  LoanLimitPeriod,
  NumTitles,
  Page,
} from './common';
import { Loan } from './customer';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';
import { AccessServiceKind, Title, TitleSummary } from './title-entities';

/**
 * Orders of get_titles. Ties break on id, so paging is stable.
 * - newest: most recently added to the catalogue first (the default).
 * - name: by display name (titleDisplayName) A to Z, in the collation of `locale`.
 * - year: production year, newest first; titles without a year last.
 * - rating: auto_rating, highest first; unrated titles last.
 * - asc: what the search screen sends. With a search text: titles whose display name starts with it first,
 *   then the other matches, each group A to Z. Without a search text it is the same as name.
 */
export const titleSorts = ['newest', 'name', 'year', 'rating', 'asc'] as const;
export const TitleSort = z.enum(titleSorts);
export type TitleSort = z.infer<typeof TitleSort>;

/** Whole number written in a list, e.g. the 15 of `[7,15]`. */
const listNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,4}$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A spoken or subtitle language code (ISO 639, 2 or 3 letters), accepted in either case. */
export const LanguageCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}$/, { error: 'must be a language code such as sv' });

/** A production country (ISO 3166-1 alpha-2), accepted in either case. */
export const ProductionCountryIso = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, { error: 'must be a country code such as dk' });

/** A year (`1994`) or a decade (`1990s`) of the years filter, read as an inclusive range (parseYearFilter). */
export const YearFilter = z.string().transform((text, ctx) => {
  const parsed = parseYearFilter(text);
  if ('error' in parsed) {
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  return parsed;
});
export type YearFilter = z.infer<typeof YearFilter>;

export const PagedTitles = z.object({
  titles: z.array(TitleSummary),
  /** Matching titles on all pages. */
  count: z.number().int(),
});
export type PagedTitles = z.infer<typeof PagedTitles>;

export const getTitles = defineEndpoint({
  ...routes.getTitles,
  tag: 'library',
  summary: "A page of a library's catalogue, filtered, searched and sorted",
  description:
    `Pages of ${TITLES_PAGE_SIZE} titles (TITLES_PAGE_SIZE), first page 1; a page past the end is empty. ` +
    'Lists are bracketed ([1,2] or ["sv","en"]), up to 50 entries; an empty list means no filter. Entries ' +
    'of one list are alternatives (OR); different filters all apply (AND). genres: genre ids. languages: ' +
    'spoken-language codes. years: a year (1994) or a decade (1990s). parental_guidance: age ratings in ' +
    'years (0 = for everyone); a title matches when its age_rating is one of them. ratings: whole numbers ' +
    '0-10; a title matches when its auto_rating rounds to one of them (unrated titles never match). ' +
    'access: access services (sdh, audio_description, sign_language); unlike the other lists a title must ' +
    'have every one chosen (in any language), since a viewer who needs two services needs both. ' +
    'title_country_iso: production country. personnel: a person id (director or actor). search: up to ' +
    `${SEARCH_MAX_LENGTH} characters, matched case- and accent-insensitively against names, people and ` +
    'descriptions; longer is VALIDATION_FAILED. Typos are forgiven in names (titles in every language, ' +
    'series, people; docs/decisions/056): a search word of 4-7 letters may be one edit (a letter added, ' +
    'dropped, changed, or two neighbours swapped) from a name word or from its start, of 8 or more two edits, ' +
    'of fewer than 4 none. Titles found without a typo come first (in the order of sort; by name: exact ' +
    'name, then name prefix, then the rest), then those found by forgiving typos, fewest edits first. ' +
    'sort: see TitleSort. Texts are in locale. ' +
    'The catalogue is the published titles licensed in country_iso minus the ones the library has opted ' +
    'out of; announced titles are not in it (get_new_titles lists them, get_title opens them with coming_on).',
  errors: ['LIBRARY_NOT_FOUND'],
  request: z.object({
    library_id: Id,
    country_iso: CountryIso,
    page: Page,
    locale: Language.default('en'),
    sort: TitleSort.default('newest'),
    genres: bracketedList(Id).default([]),
    languages: bracketedList(LanguageCode).default([]),
    years: bracketedList(YearFilter).default([]),
    parental_guidance: bracketedList(listNumber(0, 18)).default([]),
    ratings: bracketedList(listNumber(0, 10)).default([]),
    access: bracketedList(AccessServiceKind).default([]),
    title_country_iso: ProductionCountryIso.optional(),
    personnel: Id.optional(),
    search: z
      .string()
      .trim()
      .max(SEARCH_MAX_LENGTH, { error: `must be at most ${SEARCH_MAX_LENGTH} characters` })
      .default(''),
  }),
  response: PagedTitles.extend({
    /**
     * Only when a search found nothing: the same search with each word that finds no title replaced by the
     * nearest name word of the catalogue (one edit more than the search forgives), as a name writes it, and only
     * if that search finds titles with the same filters. Null otherwise. Clients offer it as "Did you mean".
     */
    did_you_mean: z.string().nullable(),
  }),
});

export const SearchSuggestionKind = z.enum(['title', 'series', 'person']);
export type SearchSuggestionKind = z.infer<typeof SearchSuggestionKind>;

export const SearchSuggestion = z.object({
  kind: SearchSuggestionKind,
  /** A title id, a series (group) id or a person id, after kind. */
  id: z.number().int(),
  /** The title's display name or the series' name in locale, or the person's name. */
  name: z.string(),
  /**
   * A title page: the title itself, or a series' first episode in the library's catalogue (our web app opens a
   * series' own page, by id, as its tile does). Null for a person: a client lists the person's titles (get_titles
   * with personnel).
   */
  title_id: z.number().int().nullable(),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;

export const getSearchSuggestions = defineEndpoint({
  ...routes.getSearchSuggestions,
  tag: 'library',
  summary: 'Suggestions while typing a search',
  description:
    'Designed by us (issue 28; docs/decisions/056). Up to ' +
    `${SEARCH_SUGGESTIONS_COUNT} titles, series and people of the library's catalogue whose names match ` +
    'search as it is being typed: every word of the search must meet a word of the name, as that word, as its ' +
    'start, or forgiving typos as get_titles does. Films are suggested as titles; an episode is found through ' +
    'its series; a person is suggested when credited on a title of the catalogue. Names starting with the ' +
    'whole search come first, then the closer matches, then A to Z in locale. Child mode applies as in ' +
    `get_titles. search: 1-${SEARCH_MAX_LENGTH} characters (blank: an empty list); longer is ` +
    'VALIDATION_FAILED.',
  errors: ['LIBRARY_NOT_FOUND'],
  request: z.object({
    library_id: Id,
    locale: Language.default('en'),
    search: z
      .string()
      .trim()
      .max(SEARCH_MAX_LENGTH, { error: `must be at most ${SEARCH_MAX_LENGTH} characters` }),
  }),
  response: z.object({ suggestions: z.array(SearchSuggestion) }),
});

export const getNewTitles = defineEndpoint({
  ...routes.getNewTitles,
  tag: 'library',
  summary: 'Upcoming and newly added titles of a country or a library',
  description:
    'Titles announced for the country (coming_on set), soonest first, then the titles added most recently, ' +
    `newest first; num_titles in all (${NEW_TITLES_ON_START_PAGE} on the start page, ` +
    `${SEE_ALL_TITLES_COUNT} for the see-all list /nyheter, at most 50). With library_id only titles of ` +
    "that library's catalogue. Hiding the list for library 82 is the client's build option.",
  errors: ['LIBRARY_NOT_FOUND'],
  request: z.object({
    country_iso: CountryIso,
    num_titles: NumTitles(NEW_TITLES_ON_START_PAGE, 50),
    library_id: Id.optional(),
  }),
  response: z.object({ titles: z.array(TitleSummary) }),
});

export const getSelectedTitles = defineEndpoint({
  ...routes.getSelectedTitles,
  tag: 'library',
  summary: "The library's selected titles and its newest titles, for the Selected titles screen",
  description:
    "selectedTitles: the titles the library's librarians picked, in their order (the titles of the library's " +
    'lists in schedule, each once, when it has any: save_list); newTitles: the titles ' +
    "added to the library's catalogue most recently, newest first; num_titles of each (at most 50). The " +
    "two camelCase names are the spec's own (section 3). Themes come from get_themes. leaving_titles " +
    "(designed by us, issue 28): the library's titles whose licence ends within LEAVING_SOON_DAYS (leaving_on " +
    'set), the soonest first (then by name), num_titles at most, a series once. Every list stands a series as ' +
    'one item (TitleSummary.series).',
  errors: ['LIBRARY_NOT_FOUND'],
  request: z.object({
    library_id: Id,
    country_iso: CountryIso,
    num_titles: NumTitles(SELECTED_TITLES_COUNT, 50),
  }),
  response: z.object({
    selectedTitles: z.array(TitleSummary),
    newTitles: z.array(TitleSummary),
    leaving_titles: z.array(TitleSummary),
  }),
});

export const getSelectedTitlesByLibrary = defineEndpoint({
  ...routes.getSelectedTitlesByLibrary,
  tag: 'library',
  summary: "The see-all list of a library's selected titles",
  description:
    `The librarians' picks in their order, num_titles of them (${SEE_ALL_TITLES_COUNT} by default, at most 100): ` +
    "the titles of the library's lists in schedule, in the lists' order and each once (save_list, issue 29), or " +
    'for a library with none its selected titles.',
  errors: ['LIBRARY_NOT_FOUND'],
  request: z.object({
    library_id: Id,
    country_iso: CountryIso,
    num_titles: NumTitles(SEE_ALL_TITLES_COUNT),
  }),
  response: z.object({ titles: z.array(TitleSummary) }),
});

export const getTitle = defineEndpoint({
  ...routes.getTitle,
  tag: 'library',
  summary: 'One title for the title page, with loans left and suggestions',
  description:
    'subtitle_languages is filled when with_subtitle_languages is 1. library_id is our addition (the title ' +
    "page always knows it): with it the title must be in that library's catalogue (TITLE_NOT_FOUND otherwise), " +
    `suggestions (up to ${SUGGESTIONS_COUNT}, titles sharing genres) come from that catalogue, and for a ` +
    "logged-in user with a saved card there num_loans_left counts that card's loans left. num_loans_left is " +
    'null when no card is known (anonymous patrons ask get_current_month_loans_left); ' +
    "num_loans_left_period is the library's patron limit period, month when unknown. active_loan is a " +
    'running loan of this title at library_id (with a fresh stream) that this caller may watch, so the page ' +
    'can offer Watch instead of Borrow after a reload without asking for the PIN again: a loan made in this ' +
    'session (anonymous or not; by card and PIN, saved card or eHub; it moves along when the session gets a ' +
    "new id at login) or, when logged in, the user's own loan or one on a card saved in their account. A " +
    'session that ended (expired, or logged out: logout forgets the loans made in the session) gives no ' +
    'access; the PIN is never stored. null otherwise, and always without library_id. A title this caller would ' +
    "see but for child mode (not a children's title, genre 19) is TITLE_NOT_IN_CHILD_MODE (403) instead of " +
    'TITLE_NOT_FOUND, so that the page can say why and how to leave child mode; it tells only that the title exists.',
  errors: ['TITLE_NOT_FOUND', 'TITLE_NOT_IN_CHILD_MODE', 'LIBRARY_NOT_FOUND'],
  request: z.object({
    title_id: Id,
    with_subtitle_languages: FormBoolean.default(false),
    library_id: Id.optional(),
  }),
  response: z.object({
    title: Title,
    num_loans_left: z.number().int().nullable(),
    num_loans_left_period: LoanLimitPeriod,
    suggestions: z.array(TitleSummary),
    active_loan: Loan.nullable(),
  }),
});

export const getTitleSuggestions = defineEndpoint({
  ...routes.getTitleSuggestions,
  tag: 'library',
  summary: 'Titles like this one in a library',
  description:
    `Up to ${SUGGESTIONS_COUNT} titles of the library's catalogue sharing the most genres with the title ` +
    '(then newest first); never the title itself nor other episodes of its series. The same list as ' +
    "get_title's suggestions with library_id; our web app reads them from get_title, which it calls anyway: " +
    "a title page belongs to one library (choosing another library leaves it for that library's list), so " +
    'the suggestions never have to follow a library change on their own. This call serves clients that want ' +
    'the suggestions alone.',
  errors: ['TITLE_NOT_FOUND', 'LIBRARY_NOT_FOUND'],
  request: z.object({ library_id: Id, title_id: Id }),
  response: z.object({ suggestions: z.array(TitleSummary) }),
});

export const SeriesGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
});
export type SeriesGroup = z.infer<typeof SeriesGroup>;

export const getGroupTitles = defineEndpoint({
  ...routes.getGroupTitles,
  tag: 'library',
  summary: 'The episodes of a series',
  description:
    'Episodes ordered by season then episode. library_id is our optional addition: with it only the ' +
    "episodes in that library's catalogue.",
  errors: ['GROUP_NOT_FOUND', 'LIBRARY_NOT_FOUND'],
  request: z.object({ group_id: Id, library_id: Id.optional() }),
  response: z.object({ group: SeriesGroup, titles: z.array(TitleSummary) }),
});

const Facet = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, count: z.number().int() });

export const getFilterOptions = defineEndpoint({
  ...routes.getFilterOptions,
  tag: 'library',
  summary: "The filter choices of a library's catalogue (designed by us)",
  cache: 'revalidate',
  description:
    'Designed by us: the All titles filter panel needs names for genres, languages and production countries, ' +
    "and the spec has no call for them. Only choices that occur in this library's catalogue (as this session " +
    'sees it, so child mode narrows them too), each with how many titles have it; names in locale. Genres and ' +
    'countries are sorted by name, languages by count, decades and age ratings ascending. access_services: ' +
    'the access services (AccessServiceKind) titles of the catalogue have, in the order sdh, ' +
    'audio_description, sign_language.',
  errors: ['LIBRARY_NOT_FOUND'],
  request: z.object({ library_id: Id, locale: Language.default('en') }),
  response: z.object({
    genres: z.array(Facet({ id: z.number().int(), name: z.string() })),
    languages: z.array(Facet({ code: z.string(), name: z.string() })),
    production_countries: z.array(Facet({ iso: z.string(), name: z.string() })),
    decades: z.array(Facet({ decade: z.number().int() })),
    age_ratings: z.array(Facet({ age_rating: z.number().int() })),
    access_services: z.array(Facet({ service: AccessServiceKind })),
  }),
});
export type FilterOptions = z.infer<typeof getFilterOptions.response>;
