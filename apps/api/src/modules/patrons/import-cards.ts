import { CsvError, parse } from 'csv-parse/sync';
import {
  CARDS_CSV_MAX_CHARS,
  CARDS_CSV_MAX_ROWS,
  type CardsImportCounts,
  type CardsImportReason,
} from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { hashPin } from '../../lib/keyed-hash';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { ImportedCard, PatronsRepository } from './patrons.repository';

export interface CardImportRow {
  cardNumber: string;
  pin: string;
  blocked: boolean;
}

/** A line of a cards file that was not taken: its number (1-based, header included), why, and the card's end. */
export interface CardImportProblem {
  line: number;
  reason: CardsImportReason;
  /** The last two characters of the line's card cell when it has at least six; never more of it, never the PIN. */
  cardEnding: string | null;
}

/** The reasons in English, for the command line (the console shows the translated `cards_import_reason_*`). */
export const cardImportReasonText: Record<CardsImportReason, string> = {
  card_number_invalid: 'card_number must be 1-32 letters or digits',
  pin_invalid: 'pin must be 4-8 digits',
  card_number_repeated: 'card_number appears twice',
  header_missing: 'header must name card_number and pin; nothing imported',
  csv_quote_not_closed: 'a quoted cell is never closed; nothing imported',
  csv_text_after_quote: 'text follows a closing quote; nothing imported',
  csv_quote_in_cell: 'a quote opens in the middle of a cell; nothing imported',
  csv_invalid: 'not valid CSV; nothing imported',
};

/** Why a file is not CSV, by csv-parse's error code; never the cells themselves (they hold PINs). */
const csvProblems: Partial<Record<CsvError['code'], CardsImportReason>> = {
  CSV_QUOTE_NOT_CLOSED: 'csv_quote_not_closed',
  CSV_INVALID_CLOSING_QUOTE: 'csv_text_after_quote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'csv_text_after_quote',
  INVALID_OPENING_QUOTE: 'csv_quote_in_cell',
};

/** The end of a card cell a report may show: two characters, and only of a cell long enough to keep them vague. */
const cardEnding = (cell: string): string | null => (cell.length >= 6 ? cell.slice(-2) : null);

/**
 * Reads a card list: a header line naming the columns card_number, pin and optionally blocked (yes/no, true/false,
 * 1/0), separated by commas or semicolons (as spreadsheets export them; the header line tells which), cells
 * quoted or not. A line with a bad card number or PIN is rejected with its number and the rest imported; a file
 * that is not CSV (a quote left open) is rejected whole, with the line the broken record starts on.
 */
export function parseCardCsv(text: string): { rows: CardImportRow[]; rejected: CardImportProblem[] } {
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
    const reason = csvProblems[error.code] ?? 'csv_invalid';
    const line = firstLineAfter(text, lineOf.at(-1) ?? 0);
    return { rows: [], rejected: [{ line, reason, cardEnding: null }] };
  }
  const columns = lineOf[0] === 1 ? (records[0] ?? []).map((h) => h.toLowerCase()) : [];
  const cardCol = columns.indexOf('card_number');
  const pinCol = columns.indexOf('pin');
  const blockedCol = columns.indexOf('blocked');
  if (cardCol < 0 || pinCol < 0) {
    return { rows: [], rejected: [{ line: 1, reason: 'header_missing', cardEnding: null }] };
  }
  const rows: CardImportRow[] = [];
  const rejected: CardImportProblem[] = [];
  const seen = new Set<string>();
  for (const [index, cells] of records.entries()) {
    if (index === 0) continue;
    const line = lineOf[index]!;
    const cardNumber = cells[cardCol] ?? '';
    const pin = cells[pinCol] ?? '';
    const problem = (reason: CardsImportReason) =>
      rejected.push({ line, reason, cardEnding: cardEnding(cardNumber) });
    if (!/^[A-Za-z0-9]{1,32}$/.test(cardNumber)) problem('card_number_invalid');
    else if (!/^\d{4,8}$/.test(pin)) problem('pin_invalid');
    else if (seen.has(cardNumber)) problem('card_number_repeated');
    else {
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

/** What an import did, or a dry run would do. */
export interface CardImportReport {
  counts: CardsImportCounts;
  problems: CardImportProblem[];
}

export interface CardImportDeps {
  repo: Pick<PatronsRepository, 'storedCards' | 'importCards' | 'libraryExists'>;
  /** The key of the PIN hashes (APP_SECRET). */
  secret: string;
  /** Whether the library's own system checks its cards over SIP2 (then the built-in directory is not used). */
  usesSip2(libraryId: number): boolean | Promise<boolean>;
  audit: Pick<AuditService, 'record'>;
}

/**
 * Imports a cards file into the built-in patron directory (docs/decisions/040): the console's import_cards and
 * the command line (`npm run cards:import`) both run this. Cards are added or updated, never removed; lines the
 * parser rejects are reported and the others imported, in one transaction with the audit entry (counts only).
 * A dry run reads the stored cards to count what would change and writes nothing.
 */
export function createCardImport(deps: CardImportDeps) {
  return {
    async run(
      input: { libraryId: number; csv: string; dryRun: boolean },
      /** Who imports (the audit entry's actor); null from the command line, which the audit log does not cover. */
      actor: AuditActor | null,
    ): Promise<CardImportReport> {
      const { libraryId, csv, dryRun } = input;
      if (!(await deps.repo.libraryExists(libraryId))) throw new AppError('LIBRARY_NOT_FOUND');
      if (await deps.usesSip2(libraryId)) throw new AppError('PATRON_AUTH_NOT_BUILTIN');
      if (csv.length > CARDS_CSV_MAX_CHARS) throw new AppError('CARDS_FILE_TOO_LARGE');
      const { rows, rejected } = parseCardCsv(csv);
      if (rows.length + rejected.length > CARDS_CSV_MAX_ROWS) throw new AppError('CARDS_TOO_MANY_ROWS');

      const cards: ImportedCard[] = rows.map((r) => ({
        libraryId,
        cardNumber: r.cardNumber,
        pinHash: hashPin(deps.secret, libraryId, r.cardNumber, r.pin),
        blocked: r.blocked,
      }));
      const plan = (stored: Map<string, { pinHash: string; blocked: boolean }>) => {
        const write = cards.filter((c) => {
          const was = stored.get(c.cardNumber);
          return was === undefined || was.pinHash !== c.pinHash || was.blocked !== c.blocked;
        });
        const added = write.filter((c) => !stored.has(c.cardNumber)).length;
        const counts: CardsImportCounts = {
          added,
          updated: write.length - added,
          unchanged: cards.length - write.length,
          rejected: rejected.length,
        };
        return { write, counts };
      };
      const numbers = cards.map((c) => c.cardNumber);
      const planned = dryRun
        ? plan(await deps.repo.storedCards(libraryId, numbers))
        : await deps.repo.importCards(libraryId, numbers, plan, async (tx, { counts }) => {
            if (actor === null) return;
            await deps.audit.record(
              {
                actor,
                libraryId,
                action: 'library.import_cards',
                objectType: 'library',
                objectId: libraryId,
                before: null,
                after: { ...counts },
              },
              tx,
            );
          });
      return { counts: planned.counts, problems: rejected };
    },
  };
}
export type CardImport = ReturnType<typeof createCardImport>;
