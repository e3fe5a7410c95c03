import type { AccessServiceKind, TitleSort } from '@filmhyllan/contract';
import { accessServiceKinds, parseYearFilter } from '@filmhyllan/contract/client';

/**
 * The All titles filters and sort, and their place in the URL's query string, so that a filtered list can be
 * shared and survives a reload:
 *
 *   ?genres=4,14&languages=fi,sv&years=1990s,2004&age=0,7&rating=7&access=sdh&country=dk&person=158&person_name=…&sort=year
 *
 * Lists are comma-separated and written in a canonical order (the same filters give the same URL and the same
 * cache entry). Anything that does not parse is dropped, never an error: a hand-edited link still opens.
 * Query parameters that are not filters (ehub_access, …) are kept as they are.
 */

/** The orders the All titles screen offers; 'asc' is the search screen's. */
export const listSorts = ['newest', 'name', 'year', 'rating'] as const satisfies readonly TitleSort[];
export type ListSort = (typeof listSorts)[number];
export const DEFAULT_SORT: ListSort = 'newest';

export interface TitleFilters {
  genres: number[];
  /** Spoken languages, ISO 639 codes. */
  languages: string[];
  /** Years ('2004') and decades ('1990s'). */
  years: string[];
  /** Age ratings in years, 0 = for everyone (parental_guidance). */
  ageRatings: number[];
  /** Rated at least this (whole number 0-10), or no rating filter. */
  minRating: number | undefined;
  /** Access services a title must all have (subtitles for the deaf and hard of hearing, …). */
  access: AccessServiceKind[];
  /** Production country, ISO 3166 alpha-2, lower case. */
  country: string | undefined;
  /** A director or actor. */
  person: number | undefined;
  /** The person's name, for the filter chip only (the id is what filters). */
  personName: string | undefined;
  sort: ListSort;
}

export const emptyFilters: TitleFilters = {
  genres: [],
  languages: [],
  years: [],
  ageRatings: [],
  minRating: undefined,
  access: [],
  country: undefined,
  person: undefined,
  personName: undefined,
  sort: DEFAULT_SORT,
};

/** The query parameters this module owns. */
export const filterParams = [
  'genres',
  'languages',
  'years',
  'age',
  'rating',
  'access',
  'country',
  'person',
  'person_name',
  'sort',
] as const;

/** The API takes at most 50 entries per list. */
const MAX_LIST = 50;
const MAX_PERSON_NAME = 120;

const list = (raw: string | null): string[] =>
  raw === null
    ? []
    : raw
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');

const unique = <T>(values: T[]): T[] => [...new Set(values)];

function wholeNumbers(raw: string | null, min: number, max: number): number[] {
  const numbers = list(raw)
    .filter((part) => /^\d{1,4}$/.test(part))
    .map(Number)
    .filter((n) => n >= min && n <= max);
  return unique(numbers)
    .sort((a, b) => a - b)
    .slice(0, MAX_LIST);
}

function codes(raw: string | null, pattern: RegExp): string[] {
  return unique(list(raw).map((part) => part.toLowerCase()))
    .filter((part) => pattern.test(part))
    .sort()
    .slice(0, MAX_LIST);
}

function oneNumber(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n >= min && n <= max ? n : undefined;
}

/** Newest first by the first year; a decade after a year it starts with ('2004', '2000s', '1990s'). */
function yearOrder(a: string, b: string): number {
  return Number(b.slice(0, 4)) - Number(a.slice(0, 4)) || b.length - a.length;
}

export function filtersFromSearch(search: string | URLSearchParams): TitleFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const years = unique(list(params.get('years')).map((part) => part.toLowerCase()))
    .filter((part) => !('error' in parseYearFilter(part)))
    .sort(yearOrder)
    .slice(0, MAX_LIST);
  const country = params.get('country')?.trim().toLowerCase();
  const person = oneNumber(params.get('person'), 1, 2_147_483_647);
  const personName = params.get('person_name')?.trim().slice(0, MAX_PERSON_NAME);
  const sort = params.get('sort');
  return {
    genres: wholeNumbers(params.get('genres'), 1, 9999),
    languages: codes(params.get('languages'), /^[a-z]{2,3}$/),
    years,
    ageRatings: wholeNumbers(params.get('age'), 0, 18),
    minRating: oneNumber(params.get('rating'), 0, 10),
    // In the contract's order, so the same services give the same URL.
    access: accessServiceKinds.filter((kind) => list(params.get('access')).includes(kind)),
    country: country && /^[a-z]{2}$/.test(country) ? country : undefined,
    person,
    personName: person !== undefined && personName ? personName : undefined,
    sort: (listSorts as readonly string[]).includes(sort ?? '') ? (sort as ListSort) : DEFAULT_SORT,
  };
}

const join = (values: readonly (string | number)[]) => values.map((v) => encodeURIComponent(v)).join(',');

/**
 * The query string (without '?') for the filters, after the parameters of `keep` that are not filters.
 * Commas stay readable; everything else is encoded.
 */
export function filtersToSearch(filters: TitleFilters, keep?: string | URLSearchParams): string {
  const others = new URLSearchParams(keep);
  for (const name of filterParams) others.delete(name);
  const normal = filtersFromSearch(serialise(filters));
  return [others.toString(), serialise(normal)].filter((part) => part !== '').join('&');
}

function serialise(filters: TitleFilters): string {
  const parts: string[] = [];
  if (filters.genres.length) parts.push(`genres=${join(filters.genres)}`);
  if (filters.languages.length) parts.push(`languages=${join(filters.languages)}`);
  if (filters.years.length) parts.push(`years=${join(filters.years)}`);
  if (filters.ageRatings.length) parts.push(`age=${join(filters.ageRatings)}`);
  if (filters.minRating !== undefined) parts.push(`rating=${filters.minRating}`);
  if (filters.access.length) parts.push(`access=${join(filters.access)}`);
  if (filters.country) parts.push(`country=${encodeURIComponent(filters.country)}`);
  if (filters.person !== undefined) {
    parts.push(`person=${filters.person}`);
    if (filters.personName) parts.push(`person_name=${encodeURIComponent(filters.personName)}`);
  }
  if (filters.sort !== DEFAULT_SORT) parts.push(`sort=${filters.sort}`);
  return parts.join('&');
}

/** How many filters are on (the sort is not a filter). */
export function activeFilterCount(filters: TitleFilters): number {
  return (
    filters.genres.length +
    filters.languages.length +
    filters.years.length +
    filters.ageRatings.length +
    (filters.minRating === undefined ? 0 : 1) +
    filters.access.length +
    (filters.country === undefined ? 0 : 1) +
    (filters.person === undefined ? 0 : 1)
  );
}

/** The filters without any filter, keeping the sort. */
export const clearedFilters = (filters: TitleFilters): TitleFilters => ({
  ...emptyFilters,
  sort: filters.sort,
});

/** Adds a value to a list, or takes it out when it is there. */
export function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** get_titles parameters for the filters. 'Rated at least 7' is the ratings 7, 8, 9 and 10. */
export function titlesRequestFilters(filters: TitleFilters) {
  return {
    sort: filters.sort,
    genres: filters.genres,
    languages: filters.languages,
    years: filters.years,
    parental_guidance: filters.ageRatings,
    ratings:
      filters.minRating === undefined
        ? []
        : Array.from({ length: 11 - filters.minRating }, (_, i) => (filters.minRating ?? 0) + i),
    access: filters.access,
    title_country_iso: filters.country,
    personnel: filters.person,
  };
}

/** The decades the filter offers, newest first: this decade back to the 1940s. */
export function decadeOptions(currentYear: number): string[] {
  const decades: string[] = [];
  for (let decade = Math.floor(currentYear / 10) * 10; decade >= 1940; decade -= 10)
    decades.push(`${decade}s`);
  return decades;
}
