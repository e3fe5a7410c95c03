import { z } from 'zod';
import { DateOnly, emptyAsNull, Id, LoanLimitPeriod, Timestamp } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';
import { TitleSummary } from './title-entities';

/*
 * Loans. A loan lets a patron stream a title for the library's loan period. It counts against two limits:
 * the patron limit (patron_limit loans per patron_limit_period, per card) and the library's monthly budget
 * (a number of loans or a sum of title prices, per calendar month in the library's time zone).
 */

/** Library card number: 1-32 letters or digits, after trimming surrounding whitespace (spec section 5). */
export const CardNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,32}$/, { error: 'must be 1 to 32 letters or digits' });

/**
 * Library card PIN, after trimming surrounding whitespace: up to 64 characters without spaces, as a library's own
 * system (SIP2) may use letters; a library on the built-in patron directory takes 4-8 digits (VALIDATION_FAILED on
 * pin_code otherwise).
 */
export const PinCode = z
  .string()
  .trim()
  .regex(/^\S{1,64}$/, { error: 'must be 1 to 64 characters without spaces' });

/** Where the player fetches the title. */
export const Stream = z.object({
  /** Same-origin HLS master playlist URL carrying a signed stream token. */
  playlist_url: z.string(),
  /** When the token stops working: the end of the loan. */
  expires_at: Timestamp,
});
export type Stream = z.infer<typeof Stream>;

export const Loan = z.object({
  loan_id: z.number().int(),
  title_id: z.number().int(),
  library_id: z.number().int(),
  started_at: Timestamp,
  ends_at: Timestamp,
  stream: Stream,
});
export type Loan = z.infer<typeof Loan>;

/** What a successful loan call answers. */
export const LoanResult = z.object({
  success: z.literal(true),
  loan: Loan,
  /** False when the card already had an active loan of the title: that loan is answered and nothing is counted. */
  is_new: z.boolean(),
  /** Loans the card has left in the period after this one. */
  num_loans_left: z.number().int(),
  num_loans_left_period: LoanLimitPeriod,
});
export type LoanResult = z.infer<typeof LoanResult>;

export const loanRefusalCodes = [
  'WRONG_CARD_OR_PIN',
  'CARD_BLOCKED',
  'CARD_LOCKED',
  'PATRON_LIMIT_REACHED',
  'LIBRARY_BUDGET_REACHED',
  'LIBRARY_DAILY_ALLOWANCE_REACHED',
  'LIBRARY_WEEKLY_ALLOWANCE_REACHED',
  'TITLE_NOT_AVAILABLE',
] as const;

/**
 * Why a loan was refused: the usual error shape (status from errors.ts) with `details` by code.
 * - WRONG_CARD_OR_PIN (401): unknown card at this library or wrong PIN; which of the two is not said.
 * - CARD_BLOCKED (403): the library has blocked the card.
 * - CARD_LOCKED (429): too many wrong PINs (5 within 15 minutes); the card is locked for 15 minutes.
 * - PATRON_LIMIT_REACHED (409): the card has used its loans for the period; they open again on new_loans_date.
 * - LIBRARY_BUDGET_REACHED (409): the library's monthly budget is spent; it opens again on new_loans_date_library.
 * - LIBRARY_DAILY_ALLOWANCE_REACHED / LIBRARY_WEEKLY_ALLOWANCE_REACHED (409): the library paces its budget
 *   (budget_pacing daily, auto or weekly; auto refuses as daily does) and this day's or week's allowance is spent (or the title's price does not fit
 *   in what is left of it); loans open again at new_loans_at, the next period's first instant (local midnight in
 *   the library's time_zone).
 * - TITLE_NOT_AVAILABLE (409): not in this library's catalogue, not playable, or announced for coming_on.
 * The client handles these beside the loan form; they never open the global error popup (spec section 8).
 */
export const LoanRefusal = z.object({
  success: z.literal(false),
  error: z.discriminatedUnion('code', [
    z.object({ code: z.literal('WRONG_CARD_OR_PIN'), message: z.string() }),
    z.object({ code: z.literal('CARD_BLOCKED'), message: z.string() }),
    z.object({
      code: z.literal('CARD_LOCKED'),
      message: z.string(),
      details: z.object({ retry_after_seconds: z.number().int() }),
    }),
    z.object({
      code: z.literal('PATRON_LIMIT_REACHED'),
      message: z.string(),
      details: z.object({
        new_loans_date: DateOnly,
        patron_limit: z.number().int(),
        num_loans_left_period: LoanLimitPeriod,
      }),
    }),
    z.object({
      code: z.literal('LIBRARY_BUDGET_REACHED'),
      message: z.string(),
      details: z.object({ new_loans_date_library: DateOnly }),
    }),
    z.object({
      code: z.literal('LIBRARY_DAILY_ALLOWANCE_REACHED'),
      message: z.string(),
      details: z.object({ new_loans_at: Timestamp, time_zone: z.string() }),
    }),
    z.object({
      code: z.literal('LIBRARY_WEEKLY_ALLOWANCE_REACHED'),
      message: z.string(),
      details: z.object({ new_loans_at: Timestamp, time_zone: z.string() }),
    }),
    z.object({
      code: z.literal('TITLE_NOT_AVAILABLE'),
      message: z.string(),
      details: z.object({ coming_on: DateOnly.nullable() }),
    }),
  ]),
});
export type LoanRefusal = z.infer<typeof LoanRefusal>;

export const loan = defineEndpoint({
  ...routes.loan,
  tag: 'customer',
  summary: 'Borrow a title with a library card',
  description:
    'Card number and PIN are trimmed of surrounding whitespace and checked against the library patron ' +
    'directory. A logged-in user with a saved card (inventory) for the library may leave both empty: the ' +
    'saved card is used, its PIN having been checked when it was saved. Giving only one of the two is ' +
    'VALIDATION_FAILED. The loan lasts the library loan period (loan_period_hours, 48 by default). ' +
    'Idempotent while a loan runs: when the card already has an active loan of the title at this library, ' +
    'that loan is answered with is_new false and nothing is counted again. A new loan counts against the ' +
    "card's patron limit and the library's monthly budget (in one transaction, so concurrent loans cannot " +
    'overspend). Refusals are LoanRefusal errors with details. A logged-in user is recorded on the loan, ' +
    'so it appears in their past loans.',
  errors: [...loanRefusalCodes, 'LIBRARY_NOT_FOUND', 'TITLE_NOT_FOUND'],
  request: z.object({
    card_number: emptyAsNull(CardNumber),
    pin_code: emptyAsNull(PinCode),
    library_id: Id,
    title_id: Id,
  }),
  response: LoanResult,
});

/** The most an eHub access token may live: exp is at most this many seconds after it is checked. */
export const EHUB_TOKEN_MAX_LIFETIME_SECONDS = 300;

/** The signed part of an eHub access token, after base64url and JSON decoding. */
export const EhubTokenPayload = z.object({
  library_id: z.number().int().positive(),
  card_number: CardNumber,
  title_id: z.number().int().positive(),
  /** Expiry, Unix time in seconds. */
  exp: z.number().int().positive(),
  /** Single-use random value, 16-64 base64url characters. */
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});
export type EhubTokenPayload = z.infer<typeof EhubTokenPayload>;

export const ehubLoan = defineEndpoint({
  ...routes.ehubLoan,
  tag: 'customer',
  summary: "Borrow a title for a patron sent by the library's own system (eHub)",
  description:
    "The library's system has already identified the patron and links to the title page with an " +
    'ehub_access query parameter; the page sends it here as access_token. Format: ' +
    "base64url(JSON payload) + '.' + base64url(HMAC-SHA256 over the first part, keyed with the library's " +
    'shared eHub secret), base64url without padding. The payload is EhubTokenPayload: library_id, ' +
    'card_number, title_id, exp (Unix seconds) and nonce. The server answers INVALID_ACCESS_TOKEN when the ' +
    'signature is wrong (compared in constant time), the library is unknown or has no secret, exp has ' +
    `passed or lies more than ${EHUB_TOKEN_MAX_LIFETIME_SECONDS} s ahead, or the nonce was used before ` +
    '(nonces are remembered until their exp). No PIN is asked; the card must exist and not be blocked. ' +
    'Otherwise the call behaves like loan (same limits, idempotency, refusals and answer); the loan is ' +
    "recorded with source 'ehub'.",
  errors: ['INVALID_ACCESS_TOKEN', ...loanRefusalCodes, 'TITLE_NOT_FOUND'],
  request: z.object({
    access_token: z
      .string()
      .trim()
      .max(2048)
      .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: 'must be a signed eHub token' }),
  }),
  response: LoanResult,
});

export const getCurrentMonthLoansLeft = defineEndpoint({
  ...routes.getCurrentMonthLoansLeft,
  tag: 'customer',
  summary: 'How many loans a library card has left in the current period',
  description:
    "Counts the card's loans in the library's patron limit period (the calendar month, or the ISO week when " +
    "the library's patron_limit_period is week; despite the name). The spec makes this a GET, so the PIN " +
    'travels in the query string: the server leaves query strings of this path out of its logs, and the ' +
    'client calls it with fetch, never as a navigation. Wrong PINs count towards CARD_LOCKED as in loan.',
  errors: ['WRONG_CARD_OR_PIN', 'CARD_BLOCKED', 'CARD_LOCKED', 'LIBRARY_NOT_FOUND'],
  request: z.object({ card_number: CardNumber, pin_code: PinCode, library_id: Id }),
  response: z.object({
    num_loans_left: z.number().int(),
    num_loans_left_period: LoanLimitPeriod,
    /** When the card can borrow again (YYYY-MM-DD) if it has no loans left; otherwise null. */
    new_loans_date: DateOnly.nullable(),
    /** True when the library's monthly budget is spent, whatever the card has left. */
    library_loan_budget_reached: z.boolean(),
  }),
});

/** The most past loans get_auth_user_past_loans answers. */
export const PAST_LOANS_LIMIT = 200;

export const PastLoan = z.object({
  loan_id: z.number().int(),
  title_id: z.number().int(),
  library_id: z.number().int(),
  started_at: Timestamp,
  ends_at: Timestamp,
  /** True while the loan runs: the title can be watched without a new loan. */
  is_active: z.boolean(),
  title: TitleSummary,
});
export type PastLoan = z.infer<typeof PastLoan>;

export const getAuthUserPastLoans = defineEndpoint({
  ...routes.getAuthUserPastLoans,
  tag: 'customer',
  summary: "The logged-in user's loans, newest first",
  description:
    `Loans made while the user was logged in (with a typed or a saved card), newest first, at most ` +
    `${PAST_LOANS_LIMIT}. Running loans are included with is_active true; the stream of a running loan ` +
    'comes from get_title (active_loan) or a repeated loan call.',
  request: z.object({}),
  response: z.object({ loans: z.array(PastLoan) }),
});

/** Our addition (the spec has no call for it): where a logged-in user stopped watching, so resume follows them. */
export const getWatchPosition = defineEndpoint({
  ...routes.getWatchPosition,
  tag: 'customer',
  summary: 'Where the logged-in user stopped watching a title (designed by us)',
  description:
    'Designed by us. Seconds from the start, or null when the user has not watched it. Anonymous patrons keep positions in ' +
    "the browser's local storage only (spec: last watch times).",
  request: z.object({ title_id: Id }),
  response: z.object({ position_seconds: z.number().int().nullable(), updated_at: Timestamp.nullable() }),
});

export const saveWatchPosition = defineEndpoint({
  ...routes.saveWatchPosition,
  tag: 'customer',
  summary: 'Remember where the logged-in user is in a title (designed by us)',
  description:
    'Designed by us. The player sends this every 15 seconds while playing and on pause. The title must exist ' +
    '(TITLE_NOT_FOUND); positions beyond the title duration are VALIDATION_FAILED.',
  errors: ['TITLE_NOT_FOUND'],
  request: z.object({
    title_id: Id,
    position_seconds: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 3600),
  }),
  response: z.object({ success: z.literal(true) }),
});

/** The most running loans get_running_loans answers, the newest first (a patron limit is a few loans a period). */
export const RUNNING_LOANS_LIMIT = 50;

/** A running loan for the Continue watching row: the loan, its title, and where the logged-in user stopped. */
export const RunningLoan = z.object({
  loan_id: z.number().int(),
  title_id: z.number().int(),
  library_id: z.number().int(),
  started_at: Timestamp,
  /** When the loan ends: the row shows the time left and drops the loan after it. */
  ends_at: Timestamp,
  /** The title in the request's language; its duration_seconds turns a position into progress. */
  title: TitleSummary,
  /**
   * Where the logged-in user stopped watching the title (save_watch_position, from any device), or null: never
   * watched, or an anonymous caller, whose positions live in the browser's local storage only.
   */
  position_seconds: z.number().int().nullable(),
  /** When position_seconds was saved; the client lets a newer position of its own win. */
  position_updated_at: Timestamp.nullable(),
});
export type RunningLoan = z.infer<typeof RunningLoan>;

export const getRunningLoans = defineEndpoint({
  ...routes.getRunningLoans,
  tag: 'customer',
  summary: "The caller's running loans, for Continue watching (designed by us)",
  description:
    'Designed by us (issue 28, docs/decisions/058). The loans that run now and that this caller may watch ' +
    'without a PIN, the same ones get_title answers as active_loan: those made in this session (an anonymous ' +
    'patron sees only its own session’s, never another browser’s), and for a logged-in user also those made ' +
    'while logged in from any session or device and those on a card saved in the account. Each loan once, ' +
    'and each title once (the loan that runs longest), ordered by when the loan began, newest first, at most ' +
    `${RUNNING_LOANS_LIMIT}. With library_id only that library’s loans (an unknown or inactive library is ` +
    'LIBRARY_NOT_FOUND); without it, every library’s. An ended loan is never answered, so nothing the privacy ' +
    'rules unlink (a loan LOAN_PATRON_LINK_DAYS after its end) can appear. position_seconds is the logged-in ' +
    "user's server position (get_watch_position); null for anonymous callers. No stream is answered: the title " +
    'page gets it from get_title.',
  errors: ['LIBRARY_NOT_FOUND'],
  request: z.object({ library_id: Id.optional() }),
  response: z.object({ loans: z.array(RunningLoan) }),
});
