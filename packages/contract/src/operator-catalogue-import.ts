import { z } from 'zod';
import { countryCodes } from './values';

/*
 * A distributor's catalogue file (issue 27; docs/decisions/054): titles with their people, genres, licences and
 * prices, one title a row, in CSV or JSON, keyed by the distributor's own id. The same columns import and export.
 */

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
export const CatalogueFormat = z.enum(CATALOGUE_FORMATS);
export type CatalogueFormat = z.infer<typeof CatalogueFormat>;

/** A column of the file, with what it holds; the README and the endpoints' descriptions list them. */
export interface CatalogueColumn {
  name: string;
  description: string;
}

const licenceColumns = countryCodes.flatMap((country): CatalogueColumn[] => [
  {
    name: `licence_${country}_starts_on`,
    description: `first day of the licence in ${country.toUpperCase()} (YYYY-MM-DD); empty: no licence there in the file`,
  },
  {
    name: `licence_${country}_ends_on`,
    description: `last day of the licence in ${country.toUpperCase()} (YYYY-MM-DD), optional: open-ended`,
  },
  {
    name: `licence_${country}_price_cents`,
    description: `price of one loan in ${country.toUpperCase()} in cents of the country's currency; required with starts_on`,
  },
]);

/** Every column, in the order an export writes them. Lists use CATALOGUE_LIST_SEPARATOR in CSV, arrays in JSON. */
export const CATALOGUE_COLUMNS: readonly CatalogueColumn[] = [
  {
    name: 'distributor',
    description: "the distributor's short name (required; with distributor_ref, the key)",
  },
  {
    name: 'distributor_ref',
    description: "the distributor's own id of the title (required, unique per distributor)",
  },
  { name: 'kind', description: 'film or episode (required)' },
  {
    name: 'series_ref',
    description: "an episode's series: the distributor's own id of the series (episodes only)",
  },
  {
    name: 'series_name',
    description: 'the name of the series (episodes only; required when the series is new)',
  },
  { name: 'season', description: 'season number 1-999 (episodes only, required there)' },
  { name: 'episode', description: 'episode number 1-999 (episodes only, required there)' },
  { name: 'name', description: 'the name of the main Nordic release (required, at most 300 characters)' },
  { name: 'name_en', description: 'the English name' },
  { name: 'name_sv', description: 'the Swedish name where it differs from name' },
  { name: 'name_no', description: 'the Norwegian name where it differs from name' },
  { name: 'name_fi', description: 'the Finnish name where it differs from name' },
  { name: 'description_sv', description: 'the Swedish description (at most 5,000 characters)' },
  { name: 'description_no', description: 'the Norwegian description' },
  { name: 'description_fi', description: 'the Finnish description' },
  { name: 'description_en', description: 'the English description' },
  { name: 'original_name', description: 'the name in the original language' },
  { name: 'original_language', description: 'a language code such as fr' },
  { name: 'year', description: 'the year of release, 1870-2100 (required)' },
  { name: 'age_rating', description: 'age rating in years: 0, 6, 7, 9, 11, 12, 15, 16 or 18 (required)' },
  { name: 'imdb_id', description: 'an IMDb id such as tt0050976' },
  { name: 'genres', description: 'genre names in any interface language; an unknown name creates the genre' },
  { name: 'directors', description: 'names in billing order; a name not known yet adds the person' },
  { name: 'actors', description: 'names in billing order; a name not known yet adds the person' },
  { name: 'spoken_languages', description: 'language codes' },
  { name: 'subtitle_languages', description: 'language codes' },
  { name: 'sdh_languages', description: 'language codes of subtitles for the deaf and hard of hearing' },
  { name: 'audio_description_languages', description: 'language codes of audio description' },
  { name: 'sign_languages', description: 'sign language codes (ISO 639-3, such as swl)' },
  { name: 'production_countries', description: 'country codes (ISO 3166-1 alpha-2, such as se)' },
  ...licenceColumns,
];
export const CATALOGUE_COLUMN_NAMES: readonly string[] = CATALOGUE_COLUMNS.map((c) => c.name);

/**
 * Why a row (or the whole file) cannot be imported. Each has an interface string `catalogue_import_reason_<code>`
 * in sv, no, fi and en. The file_* and csv_* codes, header_missing and column_unknown concern the whole file.
 */
export const CATALOGUE_IMPORT_REASONS = [
  'required',
  'too_long',
  'kind_invalid',
  'number_invalid',
  'year_out_of_range',
  'age_rating_invalid',
  'imdb_id_invalid',
  'language_invalid',
  'language_unknown',
  'country_invalid',
  'country_unknown',
  'list_too_long',
  'name_too_long',
  'date_invalid',
  'licence_ends_before_start',
  'licence_incomplete',
  'price_invalid',
  'not_for_a_film',
  'ref_repeated',
  'episode_repeated',
  'series_name_differs',
  'series_unknown',
  'value_not_text',
  'header_missing',
  'column_unknown',
  'column_repeated',
  'file_empty',
  'json_invalid',
  'json_not_a_list',
  'json_row_not_an_object',
  'csv_quote_not_closed',
  'csv_text_after_quote',
  'csv_quote_in_cell',
  'csv_invalid',
] as const;
export const CatalogueImportReason = z.enum(CATALOGUE_IMPORT_REASONS);
export type CatalogueImportReason = z.infer<typeof CatalogueImportReason>;

export const CatalogueImportProblem = z.object({
  /** The row: the line of a CSV file (the header is line 1), or the position in a JSON list (from 1). */
  row: z.number().int().min(1),
  /** The column the problem is in, or null when it concerns the whole row or file. */
  column: z.string().nullable(),
  reason: CatalogueImportReason,
  /** The reason in the request's language. */
  message: z.string(),
});
export type CatalogueImportProblem = z.infer<typeof CatalogueImportProblem>;
