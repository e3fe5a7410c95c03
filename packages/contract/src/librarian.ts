import { z } from 'zod';
import { DateOnly, emptyAsNull, LoanLimitPeriod, Timestamp } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';
import { Librarian } from './session';
import { ACCOUNT_GUESSING_NOTE, SESSION_ROTATION_NOTE } from './user';
import { TitleKind } from './title-entities';

/*
 * The librarian portal. Every call but login needs a librarian-portal session logged in as a librarian,
 * and only ever sees that librarian's library. Money is in cents of the library's currency.
 */

/** A calendar month, YYYY-MM, in the library's time zone. */
export const YearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'must be a month YYYY-MM' });

export const Currency = z.enum(['SEK', 'NOK', 'EUR']);
export type Currency = z.infer<typeof Currency>;

export const LibrarianLibrary = z.object({
  id: z.number().int(),
  name: z.string(),
  country_iso: z.enum(['se', 'no', 'fi']),
  logo_url: z.string().nullable(),
  currency: Currency,
});
export type LibrarianLibrary = z.infer<typeof LibrarianLibrary>;

/**
 * How a library spends. budget_type count: at most monthly_budget_loans loans a month; amount: at most
 * monthly_budget_cents of title prices a month. Each card may borrow patron_limit titles per
 * patron_limit_period; a loan lasts loan_period_hours.
 */
export const BudgetSettings = z.object({
  budget_type: z.enum(['count', 'amount']),
  monthly_budget_loans: z.number().int().nullable(),
  monthly_budget_cents: z.number().int().nullable(),
  patron_limit: z.number().int(),
  patron_limit_period: LoanLimitPeriod,
  loan_period_hours: z.number().int(),
});
export type BudgetSettings = z.infer<typeof BudgetSettings>;

export const librarianLogin = defineEndpoint({
  ...routes.librarianLogin,
  tag: 'librarian',
  summary: 'Log a librarian in',
  description:
    'Needs a librarian-portal session (init_portal_session with portal librarian; a customer-portal session ' +
    'is FORBIDDEN). Username ignoring case. Wrong username or password: WRONG_USERNAME_OR_PASSWORD. ' +
    `${SESSION_ROTATION_NOTE} ${ACCOUNT_GUESSING_NOTE} Librarian usernames are counted apart from ` +
    'customer usernames.',
  errors: ['WRONG_USERNAME_OR_PASSWORD', 'RATE_LIMITED'],
  request: z.object({
    username: z.string().trim().min(1).max(1000),
    password: z.string().min(1).max(1000),
  }),
  response: z.object({
    success: z.literal(true),
    librarian: Librarian,
    new_csrftoken: z.string().describe('The CSRF token of the new session id'),
    new_sessionid: z.string().describe('The session id from now on; the one the call was made with is ended'),
  }),
});

export const librarianLogout = defineEndpoint({
  ...routes.librarianLogout,
  tag: 'librarian',
  summary: 'Log the librarian out',
  description: 'The session stays, logged out, with a new CSRF token; the client goes to /lib/login.',
  request: z.object({}),
  response: z.object({ success: z.literal(true), new_csrftoken: z.string() }),
});

export const getLibrarianData = defineEndpoint({
  ...routes.getLibrarianData,
  tag: 'librarian',
  summary: 'The logged-in librarian and their library',
  description:
    'What the librarian header needs: the username (cut to 20 characters by the client) and the library ' +
    'for the public catalogue link. Catalogue and statistics come from get_librarian_titles and ' +
    'get_general_info.',
  request: z.object({}),
  response: z.object({ librarian: Librarian, library: LibrarianLibrary }),
});

export const LibrarianTitle = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  kind: TitleKind,
  group_name: z.string().nullable(),
  season: z.number().int().nullable(),
  episode: z.number().int().nullable(),
  year: z.number().int().nullable(),
  duration_seconds: z.number().int(),
  poster_url: z.string().nullable(),
  /** What one loan costs the library, in cents; shown to librarians only. */
  price_cents: z.number().int(),
  coming_on: DateOnly.nullable(),
  loans_this_month: z.number().int(),
  loans_total: z.number().int(),
  last_loan_at: Timestamp.nullable(),
});
export type LibrarianTitle = z.infer<typeof LibrarianTitle>;

export const getLibrarianTitles = defineEndpoint({
  ...routes.getLibrarianTitles,
  tag: 'librarian',
  summary: "The library's catalogue with loan counts (My titles)",
  description:
    'Every title of the catalogue (licensed in the country, minus opt-outs), including announced ones, in ' +
    "one answer: the client searches and sorts. Ordered by display name in the library's language. Loan " +
    "counts are this library's: this calendar month and all time.",
  request: z.object({}),
  response: z.object({ titles: z.array(LibrarianTitle), count: z.number().int() }),
});

/** Months of history in get_general_info. */
export const STATISTICS_MONTHS = 12;
/** Titles in the top list of get_general_info. */
export const TOP_TITLES_COUNT = 10;

export const GeneralInfo = z.object({
  library: LibrarianLibrary,
  budget: BudgetSettings,
  current_month: z.object({
    month: YearMonth,
    loans: z.number().int(),
    amount_cents: z.number().int(),
    /** Distinct cards that borrowed this month. */
    patrons: z.number().int(),
    /** Loans left in a count budget; null for an amount budget or when none is set. */
    remaining_loans: z.number().int().nullable(),
    /** Cents left in an amount budget; null for a count budget or when none is set. */
    remaining_cents: z.number().int().nullable(),
    budget_reached: z.boolean(),
    /** When the budget opens again (the 1st of next month) if reached, otherwise null. */
    new_loans_date_library: DateOnly.nullable(),
  }),
  /** Most borrowed titles this month, most loans first. */
  top_titles: z.array(z.object({ title_id: z.number().int(), name: z.string(), loans: z.number().int() })),
  /** The last STATISTICS_MONTHS months including this one, oldest first; months without loans are 0. */
  months: z.array(z.object({ month: YearMonth, loans: z.number().int(), amount_cents: z.number().int() })),
});
export type GeneralInfo = z.infer<typeof GeneralInfo>;

export const getGeneralInfo = defineEndpoint({
  ...routes.getGeneralInfo,
  tag: 'librarian',
  summary: "Budget settings, this month's spend and loan statistics",
  description:
    `The statistics screen (/lib/) and the budget screen. top_titles has up to ${TOP_TITLES_COUNT} entries, ` +
    `months exactly ${STATISTICS_MONTHS}. Months are calendar months in the library's time zone.`,
  request: z.object({}),
  response: GeneralInfo,
});

/** Count of loans or cents a form sends; empty means not set. */
const optionalAmount = (max: number) => emptyAsNull(z.coerce.number().int().min(0).max(max));

export const updateBudget = defineEndpoint({
  ...routes.updateBudget,
  tag: 'librarian',
  summary: "Change the library's budget settings",
  description:
    'Designed by us: not in the spec call list (section 7), but its Change budget screen (/lib/settings) ' +
    'needs it. Replaces all budget settings. The monthly budget of the chosen budget_type is required ' +
    '(VALIDATION_FAILED on that field otherwise); the other is stored as sent, empty clearing it. Takes effect ' +
    "for new loans at once: running loans keep their end, and a budget below this month's spend means the " +
    'budget is reached. Answers the stored settings.',
  request: z.object({
    budget_type: z.enum(['count', 'amount']),
    monthly_budget_loans: optionalAmount(1_000_000),
    monthly_budget_cents: optionalAmount(1_000_000_000),
    patron_limit: z.coerce.number().int().min(1).max(100),
    patron_limit_period: LoanLimitPeriod,
    loan_period_hours: z.coerce.number().int().min(1).max(720),
  }),
  response: z.object({ success: z.literal(true), budget: BudgetSettings }),
});

/** How many budget changes get_budget_changes answers at most (the newest). */
export const BUDGET_CHANGES_LIMIT = 100;

/** The budget settings a change can concern: update_budget's fields. */
export const BudgetField = z.enum([
  'budget_type',
  'monthly_budget_loans',
  'monthly_budget_cents',
  'patron_limit',
  'patron_limit_period',
  'loan_period_hours',
]);
export type BudgetField = z.infer<typeof BudgetField>;

export const BudgetChangeEntry = z.object({
  changed_at: z.string(),
  /** The librarian's username as it was at the change. */
  librarian: z.string(),
  /** Each field that changed, with its value before and after (null: not set). */
  fields: z.array(
    z.object({
      field: BudgetField,
      old_value: z.union([z.string(), z.number(), z.null()]),
      new_value: z.union([z.string(), z.number(), z.null()]),
    }),
  ),
});
export type BudgetChangeEntry = z.infer<typeof BudgetChangeEntry>;

export const getBudgetChanges = defineEndpoint({
  ...routes.getBudgetChanges,
  tag: 'librarian',
  summary: "Who changed the library's budget settings, when, and from what to what",
  description:
    "Designed by us (issue 11): the audit of update_budget for the librarian's own library, newest first, at " +
    `most ${BUDGET_CHANGES_LIMIT}. A save that changed nothing is not listed. Amounts are cents; ` +
    'monthly_budget_* null means not set.',
  request: z.object({}),
  response: z.object({ success: z.literal(true), changes: z.array(BudgetChangeEntry) }),
});
