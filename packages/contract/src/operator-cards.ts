import { z } from 'zod';
import { FormBoolean, Id } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';

/*
 * The built-in directory's library cards, uploaded as CSV in the operator console (issue 26;
 * docs/decisions/040). The file travels as the text of a form field, like every other call's fields.
 */

/**
 * Why a line of a cards file was not taken. Each has an interface string `cards_import_reason_<code>` in sv, no,
 * fi and en, which the answer carries as `message`. The csv_* and header_missing codes refuse the whole file.
 */
export const CARDS_IMPORT_REASONS = [
  'card_number_invalid',
  'pin_invalid',
  'card_number_repeated',
  'header_missing',
  'csv_quote_not_closed',
  'csv_text_after_quote',
  'csv_quote_in_cell',
  'csv_invalid',
] as const;
export const CardsImportReason = z.enum(CARDS_IMPORT_REASONS);
export type CardsImportReason = z.infer<typeof CardsImportReason>;

export const CardsImportProblem = z.object({
  /** The line of the file (1-based, the header is line 1). */
  line: z.number().int().min(1),
  /** The last two characters of the line's card number, when it has at least six; never the whole number. */
  card_ending: z.string().nullable(),
  reason: CardsImportReason,
  /** The reason in the request's language. */
  message: z.string(),
});
export type CardsImportProblem = z.infer<typeof CardsImportProblem>;

export const CardsImportCounts = z.object({
  /** Cards not in the directory before. */
  added: z.number().int().min(0),
  /** Cards whose PIN or blocked flag changes. */
  updated: z.number().int().min(0),
  /** Cards already in the directory as the file has them. */
  unchanged: z.number().int().min(0),
  /** Lines not taken (see `problems`). */
  rejected: z.number().int().min(0),
});
export type CardsImportCounts = z.infer<typeof CardsImportCounts>;

export const importCards = defineEndpoint({
  ...routes.importCards,
  roles: ['admin'],
  tag: 'operator',
  summary: "Import a library's cards into the built-in patron directory from CSV",
  description:
    'Designed by us (issue 26; docs/decisions/040). `csv` is the text of the file (form-encoded like every call; ' +
    'the console reads the chosen file and sends its text): a header line naming card_number and pin and ' +
    'optionally blocked (yes/no, true/false, 1/0), cells separated by commas or semicolons. Cards are added or ' +
    'their PIN and blocked flag updated; cards not in the file stay (there is no replace mode). A line with a ' +
    'bad card number or PIN, or a card number seen earlier in the file, is rejected and reported by its line ' +
    'number with a reason code and a message in the request language; the other lines are imported. A file ' +
    'that is not CSV or lacks the header is reported as one problem and nothing is imported. With dry_run=1 ' +
    'nothing is written and the answer says what an import would do. The import is one transaction with its ' +
    'audit entry (the counts, never card numbers or PINs). At most CARDS_CSV_MAX_CHARS characters ' +
    '(CARDS_FILE_TOO_LARGE) and CARDS_CSV_MAX_ROWS lines (CARDS_TOO_MANY_ROWS); `problems` lists at most ' +
    'CARDS_REPORT_MAX_ROWS lines. A library whose cards its own system checks over SIP2: PATRON_AUTH_NOT_BUILTIN. ' +
    'Operators of the role admin only.',
  errors: ['LIBRARY_NOT_FOUND', 'PATRON_AUTH_NOT_BUILTIN', 'CARDS_FILE_TOO_LARGE', 'CARDS_TOO_MANY_ROWS'],
  request: z.object({
    library_id: Id,
    csv: z.string(),
    dry_run: FormBoolean.default(false),
  }),
  response: z.object({
    library_id: z.number().int(),
    dry_run: z.boolean(),
    counts: CardsImportCounts,
    problems: z.array(CardsImportProblem),
  }),
});
