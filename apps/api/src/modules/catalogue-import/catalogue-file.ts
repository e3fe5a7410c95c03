import { CsvError, parse } from 'csv-parse/sync';
import {
  CATALOGUE_AGE_RATINGS,
  CATALOGUE_COLUMN_NAMES,
  CATALOGUE_LIST_SEPARATOR,
  type CatalogueFormat,
  type CatalogueImportReason,
  countryCodes,
} from '@filmhyllan/contract';
import { type CsvCell, spreadsheetCsv } from '../../lib/spreadsheet-csv';

/*
 * A distributor's catalogue file read and written (docs/decisions/054): CSV or JSON with the contract's
 * CATALOGUE_COLUMNS, one title a row. Reading checks every cell and reports each problem with its row and column;
 * it needs no database (the stored languages and countries are handed in), so the dry run and the import read a
 * file the same way, and a file with any problem imports nothing.
 */

export type ServiceCountry = (typeof countryCodes)[number];

/** One title of a catalogue file, checked. */
export interface CatalogueEntry {
  /** The row it came from (CSV line, or position in the JSON list). */
  row: number;
  distributor: string;
  distributorRef: string;
  kind: 'film' | 'episode';
  /** An episode's series by the distributor's id; the name may be left out for a series already stored. */
  series: { ref: string; name: string | null } | null;
  season: number | null;
  episode: number | null;
  name: string;
  nameEn: string | null;
  /** Names where they differ from `name` ('' when they do not). */
  names: { sv: string; no: string; fi: string };
  descriptions: { sv: string; no: string; fi: string; en: string };
  originalName: string | null;
  originalLanguage: string | null;
  year: number;
  ageRating: number;
  imdbId: string | null;
  genres: string[];
  directors: string[];
  actors: string[];
  spokenLanguages: string[];
  subtitleLanguages: string[];
  sdhLanguages: string[];
  audioDescriptionLanguages: string[];
  signLanguages: string[];
  productionCountries: string[];
  /** One licence per country the file names, in the order of countryCodes. */
  licences: CatalogueLicence[];
}

export interface CatalogueLicence {
  country: ServiceCountry;
  /** YYYY-MM-DD */
  startsOn: string;
  endsOn: string | null;
  priceCents: number;
}

export interface CatalogueFileProblem {
  row: number;
  column: string | null;
  reason: CatalogueImportReason;
}

/** The references a file may name, as stored (lower-case codes). */
export interface CatalogueReferences {
  languages: ReadonlySet<string>;
  countries: ReadonlySet<string>;
}

/** A row as read from the file, before checking: a cell is text, or a list in JSON. */
interface RawRow {
  row: number;
  cells: Map<string, string | string[]>;
}

const LIST_COLUMNS = new Set([
  'genres',
  'directors',
  'actors',
  'spoken_languages',
  'subtitle_languages',
  'sdh_languages',
  'audio_description_languages',
  'sign_languages',
  'production_countries',
]);
const KNOWN_COLUMNS = new Set(CATALOGUE_COLUMN_NAMES);
const KEY_COLUMNS = ['distributor', 'distributor_ref'] as const;
/** Most items of one list cell, as in save_title. */
const LIST_MAX = 50;

const csvProblems: Partial<Record<CsvError['code'], CatalogueImportReason>> = {
  CSV_QUOTE_NOT_CLOSED: 'csv_quote_not_closed',
  CSV_INVALID_CLOSING_QUOTE: 'csv_text_after_quote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'csv_text_after_quote',
  INVALID_OPENING_QUOTE: 'csv_quote_in_cell',
};

/**
 * A text cell as the distributor meant it: our CSV export (lib/spreadsheet-csv) puts a single quote before text
 * that a spreadsheet would read as a formula, and the import takes it off again, so an export imports unchanged.
 */
const unneutralise = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Reads a file into rows, or the one problem that makes it unreadable (nothing of such a file is imported). */
function readRows(
  format: CatalogueFormat,
  text: string,
): { rows: RawRow[]; problems: CatalogueFileProblem[] } {
  if (text.trim() === '') return { rows: [], problems: [{ row: 1, column: null, reason: 'file_empty' }] };
  return format === 'csv' ? readCsv(text) : readJson(text);
}

function readCsv(text: string): { rows: RawRow[]; problems: CatalogueFileProblem[] } {
  const firstLine = /^[^\r\n]*/.exec(text.replace(/^\uFEFF/, ''))![0];
  const lineOf: number[] = [];
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',',
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      on_record: (cells: string[], { lines }: { lines: number }) => {
        lineOf.push(lines);
        return cells;
      },
    }) as string[][];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const row = firstLineAfter(text, lineOf.at(-1) ?? 0);
    return { rows: [], problems: [{ row, column: null, reason: csvProblems[error.code] ?? 'csv_invalid' }] };
  }
  const header = (records[0] ?? []).map((h) => h.toLowerCase());
  const problems = checkHeader(header, 1);
  if (problems.length > 0) return { rows: [], problems };
  const rows = records.slice(1).map((cells, index): RawRow => {
    const row: RawRow = { row: lineOf[index + 1]!, cells: new Map() };
    header.forEach((column, at) => {
      const cell = unneutralise(cells[at] ?? '');
      row.cells.set(
        column,
        LIST_COLUMNS.has(column)
          ? cell
              .split(CATALOGUE_LIST_SEPARATOR)
              .map((item) => item.trim())
              .filter(Boolean)
          : cell,
      );
    });
    return row;
  });
  return { rows, problems: [] };
}

/** The header names the key columns, no column twice and none we do not know (a misspelt one would be lost). */
function checkHeader(columns: readonly string[], row: number): CatalogueFileProblem[] {
  const problems: CatalogueFileProblem[] = [];
  const seen = new Set<string>();
  for (const column of columns) {
    if (!KNOWN_COLUMNS.has(column)) problems.push({ row, column, reason: 'column_unknown' });
    else if (seen.has(column)) problems.push({ row, column, reason: 'column_repeated' });
    seen.add(column);
  }
  for (const column of KEY_COLUMNS)
    if (!seen.has(column)) problems.push({ row, column, reason: 'header_missing' });
  return problems;
}

function readJson(text: string): { rows: RawRow[]; problems: CatalogueFileProblem[] } {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { rows: [], problems: [{ row: 1, column: null, reason: 'json_invalid' }] };
  }
  const list =
    data !== null && typeof data === 'object' && !Array.isArray(data) && 'titles' in data
      ? (data as { titles: unknown }).titles
      : data;
  if (!Array.isArray(list))
    return { rows: [], problems: [{ row: 1, column: null, reason: 'json_not_a_list' }] };
  const rows: RawRow[] = [];
  const problems: CatalogueFileProblem[] = [];
  list.forEach((item: unknown, index) => {
    const row = index + 1;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      problems.push({ row, column: null, reason: 'json_row_not_an_object' });
      return;
    }
    const raw: RawRow = { row, cells: new Map() };
    const entries = Object.entries(item as Record<string, unknown>);
    const header = checkHeader(
      entries.map(([key]) => key),
      row,
    );
    problems.push(...header);
    for (const [column, value] of entries) {
      if (!KNOWN_COLUMNS.has(column)) continue;
      const cell = jsonCell(value, LIST_COLUMNS.has(column));
      if (cell === undefined) problems.push({ row, column, reason: 'value_not_text' });
      else raw.cells.set(column, cell);
    }
    rows.push(raw);
  });
  return { rows, problems };
}

/** A JSON value as a cell: text or a number (as text), null as empty, and a list of them in a list column. */
function jsonCell(value: unknown, list: boolean): string | string[] | undefined {
  if (value === null) return list ? [] : '';
  if (typeof value === 'string') {
    const text = value.trim();
    return list
      ? text
          .split(CATALOGUE_LIST_SEPARATOR)
          .map((item) => item.trim())
          .filter(Boolean)
      : text;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return list ? [String(value)] : String(value);
  if (list && Array.isArray(value)) {
    const items = value.map((v) => jsonCell(v, false));
    return items.every((v): v is string => typeof v === 'string') ? items.filter(Boolean) : undefined;
  }
  return undefined;
}

/** The number of the first line after `line` that holds more than white space (where the next record starts). */
function firstLineAfter(text: string, line: number): number {
  const lines = text.split(/\r\n|\r|\n/);
  let at = line;
  while (at < lines.length - 1 && !lines[at]!.trim()) at++;
  return at + 1;
}

/** Checks one row's cells, adding a problem for each bad cell, and answers the entry when every cell is good. */
function checkRow(
  raw: RawRow,
  refs: CatalogueReferences,
): { entry?: CatalogueEntry; problems: CatalogueFileProblem[] } {
  const problems: CatalogueFileProblem[] = [];
  const problem = (column: string | null, reason: CatalogueImportReason) =>
    problems.push({ row: raw.row, column, reason });
  const text = (column: string): string => {
    const cell = raw.cells.get(column);
    return typeof cell === 'string' ? cell : '';
  };
  const list = (column: string): string[] => {
    const cell = raw.cells.get(column);
    return Array.isArray(cell) ? cell : [];
  };
  const textOf = (column: string, max: number, required = false): string => {
    const value = text(column);
    if (required && value === '') problem(column, 'required');
    else if (value.length > max) problem(column, 'too_long');
    return value;
  };
  const orNull = (value: string) => (value === '' ? null : value);
  const whole = (column: string, min: number, max: number, reason: CatalogueImportReason): number | null => {
    const value = text(column);
    if (value === '') return null;
    if (!/^\d+$/.test(value)) {
      problem(column, 'number_invalid');
      return null;
    }
    const number = Number(value);
    if (number < min || number > max) problem(column, reason);
    return number;
  };
  const names = (column: string): string[] => {
    const items = [...new Set(list(column))];
    if (items.length > LIST_MAX) problem(column, 'list_too_long');
    else if (items.some((item) => item.length > 200)) problem(column, 'name_too_long');
    return items;
  };
  const codes = (
    column: string,
    pattern: RegExp,
    known: ReadonlySet<string>,
    invalid: CatalogueImportReason,
    unknown: CatalogueImportReason,
  ): string[] => {
    const items = [...new Set(list(column).map((item) => item.toLowerCase()))];
    if (items.length > LIST_MAX) problem(column, 'list_too_long');
    else if (items.some((item) => !pattern.test(item))) problem(column, invalid);
    else if (items.some((item) => !known.has(item))) problem(column, unknown);
    return items;
  };
  const languages = (column: string) =>
    codes(column, /^[a-z]{2,3}$/, refs.languages, 'language_invalid', 'language_unknown');

  const distributor = textOf('distributor', 100, true);
  const distributorRef = textOf('distributor_ref', 100, true);
  const kindText = text('kind').toLowerCase();
  if (kindText === '') problem('kind', 'required');
  else if (kindText !== 'film' && kindText !== 'episode') problem('kind', 'kind_invalid');
  const kind = kindText === 'episode' ? 'episode' : 'film';
  const seriesRef = textOf('series_ref', 100);
  const seriesName = textOf('series_name', 300);
  const season = whole('season', 1, 999, 'number_invalid');
  const episode = whole('episode', 1, 999, 'number_invalid');
  if (kindText === 'episode') {
    if (seriesRef === '') problem('series_ref', 'required');
    if (season === null && text('season') === '') problem('season', 'required');
    if (episode === null && text('episode') === '') problem('episode', 'required');
  } else if (kindText === 'film') {
    for (const column of ['series_ref', 'series_name', 'season', 'episode'])
      if (text(column) !== '') problem(column, 'not_for_a_film');
  }
  const name = textOf('name', 300, true);
  const nameEn = orNull(textOf('name_en', 300));
  const localNames = {
    sv: textOf('name_sv', 300),
    no: textOf('name_no', 300),
    fi: textOf('name_fi', 300),
  };
  const descriptions = {
    sv: textOf('description_sv', 5000),
    no: textOf('description_no', 5000),
    fi: textOf('description_fi', 5000),
    en: textOf('description_en', 5000),
  };
  const originalName = orNull(textOf('original_name', 300));
  const originalLanguageText = text('original_language').toLowerCase();
  if (originalLanguageText !== '' && !/^[a-z]{2,3}$/.test(originalLanguageText))
    problem('original_language', 'language_invalid');
  else if (originalLanguageText !== '' && !refs.languages.has(originalLanguageText))
    problem('original_language', 'language_unknown');
  const year = whole('year', 1870, 2100, 'year_out_of_range');
  if (text('year') === '') problem('year', 'required');
  const ageText = text('age_rating');
  if (ageText === '') problem('age_rating', 'required');
  else if (!/^\d+$/.test(ageText) || !CATALOGUE_AGE_RATINGS.includes(Number(ageText)))
    problem('age_rating', 'age_rating_invalid');
  const imdbId = orNull(text('imdb_id'));
  if (imdbId !== null && !/^tt\d{7,10}$/.test(imdbId)) problem('imdb_id', 'imdb_id_invalid');

  const genres = names('genres');
  const directors = names('directors');
  const actors = names('actors');
  const spokenLanguages = languages('spoken_languages');
  const subtitleLanguages = languages('subtitle_languages');
  const sdhLanguages = languages('sdh_languages');
  const audioDescriptionLanguages = languages('audio_description_languages');
  const signLanguages = languages('sign_languages');
  const productionCountries = codes(
    'production_countries',
    /^[a-z]{2}$/,
    refs.countries,
    'country_invalid',
    'country_unknown',
  );

  const licences: CatalogueLicence[] = [];
  for (const country of countryCodes) {
    const column = (part: string) => `licence_${country}_${part}`;
    const startsOn = text(column('starts_on'));
    const endsOn = text(column('ends_on'));
    const price = text(column('price_cents'));
    if (startsOn === '' && endsOn === '' && price === '') continue;
    let good = true;
    if (startsOn === '') {
      problem(column('starts_on'), 'licence_incomplete');
      good = false;
    } else if (!isDate(startsOn)) {
      problem(column('starts_on'), 'date_invalid');
      good = false;
    }
    if (endsOn !== '' && !isDate(endsOn)) {
      problem(column('ends_on'), 'date_invalid');
      good = false;
    } else if (good && endsOn !== '' && endsOn < startsOn) {
      problem(column('ends_on'), 'licence_ends_before_start');
      good = false;
    }
    if (price === '') {
      problem(column('price_cents'), 'licence_incomplete');
      good = false;
    } else if (!/^\d{1,8}$/.test(price)) {
      problem(column('price_cents'), 'price_invalid');
      good = false;
    }
    if (good) licences.push({ country, startsOn, endsOn: orNull(endsOn), priceCents: Number(price) });
  }

  if (problems.length > 0) return { problems };
  return {
    problems,
    entry: {
      row: raw.row,
      distributor,
      distributorRef,
      kind,
      series: kind === 'episode' ? { ref: seriesRef, name: orNull(seriesName) } : null,
      season: kind === 'episode' ? season : null,
      episode: kind === 'episode' ? episode : null,
      name,
      nameEn,
      names: localNames,
      descriptions,
      originalName,
      originalLanguage: orNull(originalLanguageText),
      year: year!,
      ageRating: Number(ageText),
      imdbId,
      genres,
      directors,
      actors,
      spokenLanguages,
      subtitleLanguages,
      sdhLanguages,
      audioDescriptionLanguages,
      signLanguages,
      productionCountries,
      licences,
    },
  };
}

/** A real calendar day written YYYY-MM-DD. */
function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The rules across rows: a title once per distributor, an episode's place once, a series by one name. */
function checkAcrossRows(entries: readonly CatalogueEntry[]): CatalogueFileProblem[] {
  const problems: CatalogueFileProblem[] = [];
  const refs = new Set<string>();
  const places = new Set<string>();
  const seriesNames = new Map<string, string>();
  for (const entry of entries) {
    const key = JSON.stringify([entry.distributor, entry.distributorRef]);
    if (refs.has(key)) problems.push({ row: entry.row, column: 'distributor_ref', reason: 'ref_repeated' });
    refs.add(key);
    if (entry.series === null) continue;
    const series = JSON.stringify([entry.distributor, entry.series.ref]);
    const place = JSON.stringify([series, entry.season, entry.episode]);
    if (places.has(place)) problems.push({ row: entry.row, column: 'episode', reason: 'episode_repeated' });
    places.add(place);
    const name = entry.series.name;
    if (name === null) continue;
    const named = seriesNames.get(series);
    if (named !== undefined && named !== name)
      problems.push({ row: entry.row, column: 'series_name', reason: 'series_name_differs' });
    else seriesNames.set(series, name);
  }
  return problems;
}

/**
 * Reads and checks a catalogue file. Every problem is reported, each with its row and column (sorted by row);
 * `entries` are the titles of the file when there is none, and empty otherwise.
 */
export function parseCatalogueFile(
  format: CatalogueFormat,
  text: string,
  refs: CatalogueReferences,
): { entries: CatalogueEntry[]; problems: CatalogueFileProblem[]; rowCount: number } {
  const read = readRows(format, text);
  const problems = [...read.problems];
  const entries: CatalogueEntry[] = [];
  for (const raw of read.rows) {
    const checked = checkRow(raw, refs);
    problems.push(...checked.problems);
    if (checked.entry) entries.push(checked.entry);
  }
  problems.push(...checkAcrossRows(entries));
  problems.sort((a, b) => a.row - b.row);
  return { entries: problems.length > 0 ? [] : entries, problems, rowCount: read.rows.length };
}

/** The cells of an entry by column, as an export writes them: text, numbers, lists. */
export function entryCells(entry: CatalogueEntry): Record<string, string | number | string[] | null> {
  const cells: Record<string, string | number | string[] | null> = {
    distributor: entry.distributor,
    distributor_ref: entry.distributorRef,
    kind: entry.kind,
    series_ref: entry.series?.ref ?? null,
    series_name: entry.series?.name ?? null,
    season: entry.season,
    episode: entry.episode,
    name: entry.name,
    name_en: entry.nameEn,
    name_sv: entry.names.sv || null,
    name_no: entry.names.no || null,
    name_fi: entry.names.fi || null,
    description_sv: entry.descriptions.sv || null,
    description_no: entry.descriptions.no || null,
    description_fi: entry.descriptions.fi || null,
    description_en: entry.descriptions.en || null,
    original_name: entry.originalName,
    original_language: entry.originalLanguage,
    year: entry.year,
    age_rating: entry.ageRating,
    imdb_id: entry.imdbId,
    genres: entry.genres,
    directors: entry.directors,
    actors: entry.actors,
    spoken_languages: entry.spokenLanguages,
    subtitle_languages: entry.subtitleLanguages,
    sdh_languages: entry.sdhLanguages,
    audio_description_languages: entry.audioDescriptionLanguages,
    sign_languages: entry.signLanguages,
    production_countries: entry.productionCountries,
  };
  for (const country of countryCodes) {
    const licence = entry.licences.find((l) => l.country === country);
    cells[`licence_${country}_starts_on`] = licence?.startsOn ?? null;
    cells[`licence_${country}_ends_on`] = licence?.endsOn ?? null;
    cells[`licence_${country}_price_cents`] = licence?.priceCents ?? null;
  }
  return cells;
}

/** Writes entries in the file's format: CSV through the spreadsheet-safe writer, JSON as a list of objects. */
export function writeCatalogueFile(format: CatalogueFormat, entries: readonly CatalogueEntry[]): string {
  if (format === 'json') return `${JSON.stringify({ titles: entries.map(entryCells) }, null, 2)}\n`;
  const rows = entries.map((entry) => {
    const cells = entryCells(entry);
    return CATALOGUE_COLUMN_NAMES.map((column): CsvCell => {
      const cell = cells[column] ?? null;
      return Array.isArray(cell) ? cell.join(CATALOGUE_LIST_SEPARATOR) || null : cell;
    });
  });
  return spreadsheetCsv([CATALOGUE_COLUMN_NAMES, ...rows], { delimiter: ',' });
}
