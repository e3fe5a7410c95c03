import { stringify } from 'csv-stringify/sync';

/**
 * CSV for spreadsheet programs, safe to open (docs/decisions/025; OWASP "CSV injection"). Every CSV the product
 * writes goes through here. The rule:
 * - Text (any string) is neutralised: a cell beginning with =, +, -, @, a tab or a carriage return, which a
 *   spreadsheet would read as a formula, gets a single quote in front, so it shows as the text it is. Titles,
 *   genres, languages, names: whoever typed them (an operator, a librarian, a patron), the cell stays text.
 * - A number the product computed itself stays a number, negative ones too: a JavaScript number (an id, a count)
 *   or a `csvNumber` (a figure formatted for the spreadsheet, such as an amount with a decimal comma), which only
 *   digits, one decimal separator and a leading minus may make up.
 */

/** What a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as a spreadsheet shows it and never evaluates it. */
export const neutraliseCell = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A figure the product wrote itself, kept as a number (see the rule above). */
export class CsvNumber {
  readonly text: string;
  constructor(text: string) {
    if (!/^-?\d+(?:[.,]\d+)?$/.test(text)) throw new Error(`not a number for a CSV cell: ${text}`);
    this.text = text;
  }
}
export const csvNumber = (text: string): CsvNumber => new CsvNumber(text);

export type CsvCell = string | number | CsvNumber | null;

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (value instanceof CsvNumber) return value.text;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a number for a CSV cell: ${value}`);
    return String(value);
  }
  return neutraliseCell(value);
}

/**
 * Rows as CSV: a byte order mark (so spreadsheet programs read UTF-8), CRLF line ends, and the given delimiter
 * (semicolons where the decimal separator is a comma, as in sv, no and fi).
 */
export function spreadsheetCsv(
  rows: readonly (readonly CsvCell[])[],
  options: { delimiter: string },
): string {
  return stringify(
    rows.map((row) => row.map(cell)),
    { bom: true, delimiter: options.delimiter, record_delimiter: 'windows' },
  );
}
