import { z } from 'zod';
import { FormBoolean } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';
import { CATALOGUE_FORMATS, CATALOGUE_LIST_SEPARATOR, countryCodes } from './values';

/*
 * A distributor's catalogue file (issue 27; docs/decisions/054): titles with their people, genres, licences and
 * prices, one title a row, in CSV or JSON, keyed by the distributor's own id. The same columns import and export.
 */

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
  'episode_taken',
  'value_invalid',
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

export const CATALOGUE_OUTCOMES = ['created', 'updated', 'unchanged'] as const;
export const CatalogueOutcome = z.enum(CATALOGUE_OUTCOMES);
export type CatalogueOutcome = z.infer<typeof CatalogueOutcome>;

export const CatalogueImportCounts = z.object({
  /** Titles whose distributor id was not stored before. */
  created: z.number().int().min(0),
  /** Stored titles of which a field, a person, a genre or a licence changes. */
  updated: z.number().int().min(0),
  /** Stored titles the file describes as they are. */
  unchanged: z.number().int().min(0),
  /** Problems found (see `problems`); with any, nothing is imported. */
  problems: z.number().int().min(0),
});
export type CatalogueImportCounts = z.infer<typeof CatalogueImportCounts>;

const columnList = CATALOGUE_COLUMNS.map((c) => `\`${c.name}\` (${c.description})`).join('; ');

export const importCatalogue = defineEndpoint({
  ...routes.importCatalogue,
  roles: ['admin', 'editor'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: "Import a distributor's catalogue file (CSV or JSON)",
  description:
    'Designed by us (issue 27; docs/decisions/054). `file` is the text of the file (form-encoded like every ' +
    'call; the console reads the chosen file and sends its text), `format` csv or json. One title a row, ' +
    'keyed by `distributor` and `distributor_ref`: a key not stored yet creates a title, a stored one updates ' +
    'it, so importing the same file again changes nothing (every row unchanged). CSV: a header line naming the ' +
    'columns (any order, any subset that includes distributor and distributor_ref; a column not named leaves ' +
    'the field empty), commas or semicolons, a UTF-8 byte order mark allowed; list cells separated by ' +
    `\`${CATALOGUE_LIST_SEPARATOR}\`; a single quote our export puts before text beginning with =, +, - or @ is ` +
    'taken off. JSON: a list of objects, or {"titles": [...]}, with the columns as keys; lists as arrays, ' +
    `numbers as numbers. The columns: ${columnList}. Genres are matched by name in any interface language, ` +
    "an unknown name creates the genre; people are matched by name, an unknown one is added; an episode's " +
    'series is matched by the distributor and series_ref, a new one created with series_name. A licence is set ' +
    "per country named (its window and one loan's price); countries the file leaves empty keep what is stored. " +
    'Every problem is reported with its row (CSV line, header 1; or position in the JSON list), column and a ' +
    'reason code with a message in the request language; with any problem, or a malformed file, nothing is ' +
    'imported. The import is one transaction with its audit entries (each title and licence changed, and ' +
    'title.import_catalogue with the counts). With dry_run=1 the same import runs and is rolled back: the ' +
    'answer is what an import would do, and nothing is written. At most CATALOGUE_FILE_MAX_CHARS characters ' +
    '(CATALOGUE_FILE_TOO_LARGE) and CATALOGUE_FILE_MAX_ROWS titles (CATALOGUE_TOO_MANY_ROWS); `problems` and ' +
    '`rows` list at most CATALOGUE_REPORT_MAX_ROWS each. Operators of the roles admin and editor, or a ' +
    "distributor's script with their API token of scope `catalogue` (`Authorization: Bearer <token>`, no " +
    'session fields).',
  errors: ['CATALOGUE_FILE_TOO_LARGE', 'CATALOGUE_TOO_MANY_ROWS'],
  request: z.object({
    format: CatalogueFormat,
    file: z.string(),
    dry_run: FormBoolean.default(false),
  }),
  response: z.object({
    dry_run: z.boolean(),
    /** Whether the file was imported (false for a dry run and for a file with problems). */
    imported: z.boolean(),
    counts: CatalogueImportCounts,
    problems: z.array(CatalogueImportProblem),
    /** What happens (or happened) to each title of a file without problems. */
    rows: z.array(
      z.object({
        row: z.number().int().min(1),
        distributor: z.string(),
        distributor_ref: z.string(),
        /** The title's id (null for a title a dry run would create). */
        title_id: z.number().int().nullable(),
        outcome: CatalogueOutcome,
      }),
    ),
  }),
});

export const exportCatalogue = defineEndpoint({
  ...routes.exportCatalogue,
  roles: ['admin', 'editor', 'support'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: 'The titles with a distributor id as a catalogue file (CSV or JSON)',
  description:
    'Designed by us (issue 27; docs/decisions/054). Every title imported with a distributor id (only those of ' +
    '`distributor` when given), in the columns import_catalogue reads, so an export imports back unchanged. ' +
    'CSV: `text/csv; charset=utf-8` with a UTF-8 byte order mark, commas and CRLF line ends, a cell beginning ' +
    'like a spreadsheet formula (=, +, -, @) with a single quote in front; JSON: `application/json`, ' +
    '{"titles": [...]}. Sent as an attachment named catalogue-<date>.csv or .json. Also with an API token of ' +
    'scope `catalogue` (`Authorization: Bearer <token>`).',
  request: z.object({
    format: CatalogueFormat.default('csv'),
    distributor: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().trim().max(100).optional(),
    ),
  }),
  response: z.string().describe('The catalogue file'),
});
