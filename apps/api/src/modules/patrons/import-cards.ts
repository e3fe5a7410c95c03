import { CsvError, parse } from 'csv-parse/sync';
import { hashPin } from '../../lib/keyed-hash';
import type { PatronsRepository } from './patrons.repository';

export interface CardImportRow {
  cardNumber: string;
  pin: string;
  blocked: boolean;
}

export interface CardImportResult {
  imported: number;
  /** Line number (1-based, header included) and why the line was skipped. */
  rejected: { line: number; reason: string }[];
}

/** Why a file is not CSV, by csv-parse's error code; never the cells themselves (they hold PINs). */
const csvProblems: Partial<Record<CsvError['code'], string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'text follows a closing quote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'text follows a closing quote',
  INVALID_OPENING_QUOTE: 'a quote opens in the middle of a cell',
};

/**
 * Reads a card list: a header line naming the columns card_number, pin and optionally blocked (yes/no, true/false,
 * 1/0), separated by commas or semicolons (as spreadsheets export them; the header line tells which), cells
 * quoted or not. A line with a bad card number or PIN is rejected with its number and the rest imported; a file
 * that is not CSV (a quote left open) is rejected whole, with the line the broken record starts on.
 */
export function parseCardCsv(text: string): {
  rows: CardImportRow[];
  rejected: CardImportResult['rejected'];
} {
  const firstLine = /^[^\r\n]*/.exec(text)![0];
  /** The line each record ends on (a record is one line unless a quoted cell holds a line break). */
  const lineOf: number[] = [];
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: firstLine.includes(';') ? ';' : ',',
      bom: true,
      trim: true,
      skip_empty_lines: true,
      // Lines with cells missing are rejected below with a reason; a quote inside a cell is just a character.
      relax_column_count: true,
      relax_quotes: true,
      on_record: (cells, { lines }) => {
        lineOf.push(lines);
        return cells;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const reason = csvProblems[error.code] ?? 'not valid CSV';
    const line = firstLineAfter(text, lineOf.at(-1) ?? 0);
    return { rows: [], rejected: [{ line, reason: `${reason}; nothing imported` }] };
  }
  const columns = lineOf[0] === 1 ? (records[0] ?? []).map((h) => h.toLowerCase()) : [];
  const cardCol = columns.indexOf('card_number');
  const pinCol = columns.indexOf('pin');
  const blockedCol = columns.indexOf('blocked');
  if (cardCol < 0 || pinCol < 0) {
    return { rows: [], rejected: [{ line: 1, reason: 'header must name card_number and pin' }] };
  }
  const rows: CardImportRow[] = [];
  const rejected: CardImportResult['rejected'] = [];
  const seen = new Set<string>();
  for (const [index, cells] of records.entries()) {
    if (index === 0) continue;
    const line = lineOf[index]!;
    const cardNumber = cells[cardCol] ?? '';
    const pin = cells[pinCol] ?? '';
    if (!/^[A-Za-z0-9]{1,32}$/.test(cardNumber)) {
      rejected.push({ line, reason: 'card_number must be 1-32 letters or digits' });
    } else if (!/^\d{4,8}$/.test(pin)) {
      rejected.push({ line, reason: 'pin must be 4-8 digits' });
    } else if (seen.has(cardNumber)) {
      rejected.push({ line, reason: 'card_number appears twice' });
    } else {
      seen.add(cardNumber);
      rows.push({ cardNumber, pin, blocked: /^(1|true|yes|ja|kyllä)$/i.test(cells[blockedCol] ?? '') });
    }
  }
  return { rows, rejected };
}

/** The number of the first line after `line` that holds more than white space (where the next record starts). */
function firstLineAfter(text: string, line: number): number {
  const lines = text.split(/\r\n|\r|\n/);
  let at = line;
  while (at < lines.length - 1 && !lines[at]!.trim()) at++;
  return at + 1;
}

/** Adds or updates cards of one library; PINs are stored only as keyed hashes. */
export async function importCards(
  repo: Pick<PatronsRepository, 'importCards'>,
  secret: string,
  libraryId: number,
  rows: CardImportRow[],
): Promise<number> {
  await repo.importCards(
    rows.map((r) => ({
      libraryId,
      cardNumber: r.cardNumber,
      pinHash: hashPin(secret, libraryId, r.cardNumber, r.pin),
      blocked: r.blocked,
    })),
  );
  return rows.length;
}
