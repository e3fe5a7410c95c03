import { z } from 'zod';
import {
  bracketedList,
  DateOnly,
  emptyAsNull,
  FormBoolean,
  LoanLimitPeriod,
  Success,
  Timestamp,
} from './common';
import { defineEndpoint } from './endpoint';
import * as librarianRoutes from './routes-librarian';
import { Librarian } from './session';
import { ACCOUNT_GUESSING_NOTE, SESSION_ROTATION_NOTE } from './user';
import { PosterImages, TitleKind } from './title-entities';

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
 * How a library spreads its monthly budget over the month. none: only the monthly budget; daily or weekly: each
 * local day, or each week Monday to Sunday (the month's first and last partial weeks periods of their own), may
 * spend an allowance: what was left of the monthly budget when the period began, split evenly (rounded to the
 * nearest) over the periods left in the month. auto: each local day, like daily, but the budget left is shared out
 * by the library's weekday weights (its loans per weekday over the last 8 full weeks), so busy weekdays get more;
 * with no history it equals daily. What a period leaves unspent rolls over into the next periods' allowances; the
 * monthly budget stays the ceiling. In the budget's unit: loans (count) or cents of loan prices (amount).
 */
export const BudgetPacing = z.enum(['none', 'weekly', 'daily', 'auto']);
export type BudgetPacing = z.infer<typeof BudgetPacing>;

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
  /** Where budget alerts go (80 % and 100 % of the monthly budget); null: no alerts. */
  alert_email: z.string().nullable(),
  budget_pacing: BudgetPacing,
});
export type BudgetSettings = z.infer<typeof BudgetSettings>;

export const librarianLogin = defineEndpoint({
  ...librarianRoutes.librarianLogin,
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
  ...librarianRoutes.librarianLogout,
  tag: 'librarian',
  summary: 'Log the librarian out',
  description: 'The session stays, logged out, with a new CSRF token; the client goes to /lib/login.',
  request: z.object({}),
  response: z.object({ success: z.literal(true), new_csrftoken: z.string() }),
});

export const getLibrarianData = defineEndpoint({
  ...librarianRoutes.getLibrarianData,
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
  /** The uploaded poster's responsive sizes (see the customer TitleSummary), or null. */
  poster_images: PosterImages.nullable(),
  /** What one loan costs the library, in cents; shown to librarians only. */
  price_cents: z.number().int(),
  coming_on: DateOnly.nullable(),
  loans_this_month: z.number().int(),
  loans_total: z.number().int(),
  last_loan_at: Timestamp.nullable(),
  /** The series group of an episode (null for a film): set_title_excluded with series true takes all of it. */
  group_id: z.number().int().nullable(),
  /** Genre ids (names in get_librarian_titles' genres). */
  genre_ids: z.array(z.number().int()),
  /** Opted out by the library with set_title_excluded: patrons do not see it. */
  excluded: z.boolean(),
});
export type LibrarianTitle = z.infer<typeof LibrarianTitle>;

export const getLibrarianTitles = defineEndpoint({
  ...librarianRoutes.getLibrarianTitles,
  tag: 'librarian',
  summary: "The library's catalogue with loan counts (My titles)",
  description:
    'Every title licensed in the country, including announced ones and the ones the library excluded ' +
    "(excluded true), in one answer: the client searches, filters and sorts. Ordered by display name in the library's " +
    "language. Loan counts are this library's: this calendar month and all time. genres names every genre a " +
    "title lists, in the library's language; count is the titles patrons can see (excluded false).",
  request: z.object({}),
  response: z.object({
    titles: z.array(LibrarianTitle),
    count: z.number().int(),
    genres: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

export const StatisticsTable = z.enum(['daily', 'monthly', 'pacing', 'titles', 'genres', 'languages']);
export type StatisticsTable = z.infer<typeof StatisticsTable>;

/**
 * Our addition (issue 29): the monthly e-mail report. When enabled, on the 1st of each month (the library's time
 * zone) last month's statistics go to report_email, or to the budget alert address (BudgetSettings.alert_email)
 * when report_email is null; with neither no report is sent. tables: the statistics tables attached as CSV (as
 * export_statistics writes them, for the whole last month), in the order of StatisticsTable; the e-mail's summary
 * (loans, spend, budget used, most borrowed title) comes with or without them. Texts in the library's language.
 */
export const ReportSettings = z.object({
  enabled: z.boolean(),
  report_email: z.string().nullable(),
  tables: z.array(StatisticsTable),
  /** The last month reported (YYYY-MM) and when and where it went; null before the first report. */
  last_report: z.object({ month: YearMonth, sent_at: Timestamp, sent_to: z.string() }).nullable(),
});
export type ReportSettings = z.infer<typeof ReportSettings>;

/** Months of history in get_general_info. */
export const STATISTICS_MONTHS = 12;
/** Titles in the top list of get_general_info. */
export const TOP_TITLES_COUNT = 10;

/** The library's SUSHI credentials as get_general_info answers them (sushi.ts, rotateSushiKey; docs/decisions/063). */
export const SushiCredentials = z.object({
  /** The library's customer_id for SUSHI: its id. */
  sushi_customer_id: z.string(),
  /** null until the library's first key is made. */
  sushi_requestor_id: z.string().nullable(),
  /** null until the library's first key is made. */
  sushi_api_key: z.string().nullable(),
});
export type SushiCredentials = z.infer<typeof SushiCredentials>;

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
  ...SushiCredentials.shape,
  /** The monthly e-mail report's settings (update_report_settings). */
  reports: ReportSettings,
});
export type GeneralInfo = z.infer<typeof GeneralInfo>;

export const getGeneralInfo = defineEndpoint({
  ...librarianRoutes.getGeneralInfo,
  tag: 'librarian',
  summary: "Budget settings, this month's spend and loan statistics",
  description:
    `The statistics screen (/lib/) and the budget screen. top_titles has up to ${TOP_TITLES_COUNT} entries, ` +
    `months exactly ${STATISTICS_MONTHS}. Months are calendar months in the library's time zone. ` +
    "sushi_customer_id, sushi_requestor_id and sushi_api_key are the library's COUNTER SUSHI credentials " +
    '(rotate_sushi_key; the last two null until the first key is made; docs/decisions/063).',
  request: z.object({}),
  response: GeneralInfo,
});

/** Percentages of the monthly budget at which the library's alert address gets an e-mail, once per month each. */
export const BUDGET_ALERT_THRESHOLDS = [80, 100] as const;

/** Count of loans or cents a form sends; empty means not set. */
const optionalAmount = (max: number) => emptyAsNull(z.coerce.number().int().min(0).max(max));

export const updateBudget = defineEndpoint({
  ...librarianRoutes.updateBudget,
  tag: 'librarian',
  summary: "Change the library's budget settings",
  description:
    'Designed by us: not in the spec call list (section 7), but its Change budget screen (/lib/settings) ' +
    'needs it. Replaces all budget settings. The monthly budget of the chosen budget_type is required ' +
    '(VALIDATION_FAILED on that field otherwise); the other is stored as sent, empty clearing it. Takes effect ' +
    "for new loans at once: running loans keep their end, and a budget below this month's spend means the " +
    'budget is reached. alert_email is where the budget alerts go (one e-mail per threshold, ' +
    `${BUDGET_ALERT_THRESHOLDS.join(' % and ')} % of the monthly budget, per month, in the library's language); left out it stays as ` +
    'it is, empty turns the alerts off. budget_pacing (none, weekly, daily, auto; see BudgetPacing) spreads the ' +
    'monthly budget over the month; left out it stays as it is. Answers the stored settings.',
  request: z.object({
    budget_type: z.enum(['count', 'amount']),
    monthly_budget_loans: optionalAmount(1_000_000),
    monthly_budget_cents: optionalAmount(1_000_000_000),
    patron_limit: z.coerce.number().int().min(1).max(100),
    patron_limit_period: LoanLimitPeriod,
    loan_period_hours: z.coerce.number().int().min(1).max(720),
    /** Left out: unchanged (older clients); empty: no alerts. */
    alert_email: emptyAsNull(
      z
        .string()
        .trim()
        .max(254)
        .pipe(z.email({ error: 'must be an e-mail address' })),
    ).optional(),
    /** Left out: unchanged (older clients). See BudgetPacing. */
    budget_pacing: BudgetPacing.optional(),
  }),
  response: z.object({ success: z.literal(true), budget: BudgetSettings }),
});

export const updateReportSettings = defineEndpoint({
  ...librarianRoutes.updateReportSettings,
  tag: 'librarian',
  summary: "Change the library's monthly e-mail report",
  description:
    'Designed by us (issue 29). Replaces the monthly report settings (see ReportSettings): reports_enabled 1 or 0; ' +
    'report_email an e-mail address, empty to send to the budget alert address; report_tables a bracketed list of ' +
    'StatisticsTable names such as [daily,titles] (each at most once; [] sends the summary alone). A change is in ' +
    'the audit log as library.update_reports. Answers the stored settings.',
  request: z.object({
    reports_enabled: FormBoolean,
    report_email: emptyAsNull(
      z
        .string()
        .trim()
        .max(254)
        .pipe(z.email({ error: 'must be an e-mail address' })),
    ),
    report_tables: bracketedList(StatisticsTable).refine((tables) => new Set(tables).size === tables.length, {
      error: 'must name each table at most once',
    }),
  }),
  response: z.object({ success: z.literal(true), reports: ReportSettings }),
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
  'alert_email',
  'budget_pacing',
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
  ...librarianRoutes.getBudgetChanges,
  tag: 'librarian',
  summary: "Who changed the library's budget settings, when, and from what to what",
  description:
    "Designed by us (issue 11): the audit of update_budget for the librarian's own library, newest first, at " +
    `most ${BUDGET_CHANGES_LIMIT}. A save that changed nothing is not listed. Amounts are cents; ` +
    'monthly_budget_* null means not set.',
  request: z.object({}),
  response: z.object({ success: z.literal(true), changes: z.array(BudgetChangeEntry) }),
});

/** The longest range get_statistics and export_statistics answer, in days. */
export const STATISTICS_MAX_DAYS = 366;
/** Unique patron counts below this are answered as null and shown as "< 5", so that no patron can be singled out. */
export const PATRON_COUNT_THRESHOLD = 5;
/** Weeks of history whose weekday pattern the forecast uses. */
export const FORECAST_WEEKS = 8;

/** from and to (both included, dates in the library's time zone); left out: this month so far. */
const StatisticsRange = z.object({
  from: DateOnly.optional(),
  to: DateOnly.optional(),
});

const Count = z.number().int();

export const Statistics = z.object({
  library: LibrarianLibrary,
  /** The range answered, both days included. */
  from: DateOnly,
  to: DateOnly,
  /** Every day of the range, oldest first; days without loans are 0. */
  daily: z.array(z.object({ date: DateOnly, loans: Count, amount_cents: Count })),
  /** The last 12 months including this one, oldest first (from the budget counters). */
  monthly: z.array(z.object({ month: YearMonth, loans: Count, amount_cents: Count })),
  /** This month against the budget. cap is in loans (budget_type count) or cents (amount); null when none is set. */
  current_month: z.object({
    month: YearMonth,
    loans: Count,
    amount_cents: Count,
    budget_type: z.enum(['count', 'amount']),
    cap: Count.nullable(),
    /** Spend as a share of the cap, 0-100+ (null without a cap). */
    percent_used: z.number().nullable(),
  }),
  forecast: z.object({
    /** The day this month's budget runs out at the present pace (today if it has); null when the cap will hold. */
    run_out_date: DateOnly.nullable(),
    projected_month_loans: Count,
    projected_month_amount_cents: Count,
  }),
  /**
   * Our addition (issue 29): this month's budget pacing, null when the library does not pace (budget_pacing none)
   * or has no cap. periods: every period of the month (days, or weeks cut at the month's edges), oldest first, in
   * the budget's unit (loans for a count budget, cents for an amount budget). A past period's allowance is the
   * pacing rule's from what the days before it spent, by today's settings; the current one's is what loans are
   * checked against now; those to come are projected (used null): each day takes the forecast's demand up to what
   * its period allows. forecast: whether the allowances meet that demand to the month's end: the days on which
   * at least half a loan would be refused, the first of them, and the loans refused in all (rounded).
   */
  pacing: z
    .object({
      budget_pacing: BudgetPacing.exclude(['none']),
      periods: z.array(
        z.object({
          starts_on: DateOnly,
          ends_on: DateOnly,
          allowance: Count,
          used: Count.nullable(),
          state: z.enum(['past', 'current', 'future']),
        }),
      ),
      forecast: z.object({
        refused_days: Count,
        first_refused_date: DateOnly.nullable(),
        refused_loans: Count,
      }),
    })
    .nullable(),
  /** Totals of the range. patrons: distinct cards and accounts that borrowed; null when fewer than 5. */
  totals: z.object({ loans: Count, amount_cents: Count, patrons: Count.nullable() }),
  /** Most borrowed titles in the range (up to TOP_TITLES_COUNT), most loans first. */
  titles: z.array(z.object({ title_id: Count, name: z.string(), loans: Count, amount_cents: Count })),
  /** Loans by genre in the range, most first (a title with two genres counts in both). */
  genres: z.array(z.object({ genre_id: Count, name: z.string(), loans: Count })),
  /** Loans by spoken language in the range, most first. */
  languages: z.array(z.object({ code: z.string(), name: z.string(), loans: Count })),
});
export type Statistics = z.infer<typeof Statistics>;

export const getStatistics = defineEndpoint({
  ...librarianRoutes.getStatistics,
  tag: 'librarian',
  summary: "The library's loans and spend over a date range, with this month's forecast",
  description:
    "Designed by us (issue 11) for the statistics screen (/lib/). from and to are dates in the library's time " +
    `zone, both included, at most ${STATISTICS_MAX_DAYS} days apart (VALIDATION_FAILED otherwise, also for to ` +
    'before from); left out: from the 1st of this month to today. Names are in the language of the request. ' +
    'The forecast is of this month whatever the range: the loans so far are spread over the days elapsed, each ' +
    `day weighted by its weekday's share of the library's loans in the last ${FORECAST_WEEKS} weeks (all weekdays ` +
    'alike when those weeks have no loans); the remaining days get the same daily rate by the same weights, ' +
    "amounts at this month's average price per loan. run_out_date is the first day the projected spend reaches " +
    'the cap (today when it already has), null when it holds to the end of the month or no cap is set. Unique ' +
    `patron counts under ${PATRON_COUNT_THRESHOLD} are null, shown as "< ${PATRON_COUNT_THRESHOLD}".`,
  request: StatisticsRange,
  response: Statistics,
});

export const exportStatistics = defineEndpoint({
  ...librarianRoutes.exportStatistics,
  tag: 'librarian',
  summary: 'One statistics table as a CSV file',
  description:
    'Designed by us (issue 11). The table of get_statistics named by table, over the same range (from, to): ' +
    '`text/csv; charset=utf-8` with a UTF-8 byte order mark, a header row in the language of the request, ' +
    'semicolons between fields and CRLF line ends, quoted where needed (RFC 4180 otherwise). Semicolons and a ' +
    'decimal comma in amounts (12,50) are what spreadsheet programs expect in Swedish, Norwegian and Finnish ' +
    'locales, where the comma is the decimal mark; the BOM makes them read the file as UTF-8. Dates are ' +
    'YYYY-MM-DD. Sent as an attachment named filmhyllan-<table>-<from>-<to>.csv. The pacing table is this ' +
    "month's pacing periods (get_statistics pacing) whatever the range: from, to, allowance, used (empty for " +
    'periods to come) and the state (past, current, projected) in the language of the request; its unit is loans ' +
    'for a count budget, the currency for an amount budget. Without pacing it has only its header row.',
  request: StatisticsRange.extend({ table: StatisticsTable, format: z.literal('csv').default('csv') }),
  response: z.string().describe('The CSV file'),
});

export const setTitleExcluded = defineEndpoint({
  ...librarianRoutes.setTitleExcluded,
  tag: 'librarian',
  summary: "Take a title out of the library's catalogue, or return it",
  description:
    "Designed by us (issue 11). excluded true removes the title from what the library's patrons see " +
    '(get_titles, search, themes, selected titles, the title page) and borrow; false returns it. With series true ' +
    "and an episode's id, every episode of its series changes. Every API process follows within 5 seconds; " +
    "running loans keep playing. TITLE_NOT_FOUND for a title not licensed in the library's country. Answers " +
    'the ids that are now in the asked state.',
  errors: ['TITLE_NOT_FOUND'],
  request: z.object({
    title_id: z.coerce.number().int().min(1).max(2_147_483_647),
    excluded: FormBoolean,
    series: FormBoolean.default(false),
  }),
  response: z.object({
    success: z.literal(true),
    excluded: z.boolean(),
    title_ids: z.array(z.number().int()),
  }),
});

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not). */
const RealDate = DateOnly.refine((value) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}, 'must be a date that exists');

/**
 * The delta of the MARC export and feed: records of the titles that entered, changed in or left the library's
 * catalogue from the start of this day (in the library's time zone) on.
 */
export const MarcSince = RealDate.optional();

/** The library's public MARC feed (docs/decisions/062): GET <site>/api/marc/feed/<token>.mrc or .xml. */
export const MARC_FEED_PATH = '/marc/feed';

/** The feed's query: since as in export_marc. An unknown token is 404 MARC_FEED_NOT_FOUND. */
export const MarcFeedQuery = z.object({ since: MarcSince });

const MARC_DELTA_NOTE =
  'With since (YYYY-MM-DD, a date that exists; VALIDATION_FAILED otherwise) only the delta from the start of ' +
  "that day in the library's time zone: leader position 05 n for a title that entered the library's catalogue " +
  'since (created, licensed, published or included again; also when changed since), c for one changed since ' +
  '(its data, texts, genres, languages, subtitles or people), d for one that left it (deleted, withdrawn, ' +
  'excluded, out of licence): a deleted record holds leader, 001, 003 and 005 only. Membership is brought up to ' +
  'date each time the records are made, so a change is never missed but may be dated by the first export after ' +
  'it (docs/decisions/062).';

export const exportMarc = defineEndpoint({
  ...librarianRoutes.exportMarc,
  tag: 'librarian',
  summary: "MARC 21 records of the library's catalogue",
  description:
    "Designed by us (issue 11). One MARC 21 bibliographic record per title the library's patrons can see " +
    '(as get_titles counts them), for the library to load into its own catalogue: 001 a stable control number ' +
    '(FH + the title id), 003 FILMHYLLAN, 008, 041 languages, 245 title, 246 original title, 264 year, 300/306 ' +
    "duration, 520 summary, 521 age rating, 655 genres, 700 director and cast, 856 the title's page in the " +
    "library's catalogue. Texts in the library's language. marcxml: `application/marcxml+xml` (a MARC 21 " +
    'collection); iso2709: `application/marc` (UTF-8, leader position 9 "a"). Sent as an attachment named ' +
    'filmhyllan-<library id>.xml or .mrc (with since: filmhyllan-<library id>-since-<date>.xml or .mrc). ' +
    MARC_DELTA_NOTE,
  request: z.object({ format: z.enum(['marcxml', 'iso2709']).default('marcxml'), since: MarcSince }),
  response: z.string().describe('The MARC file'),
});

/** The library's MARC feed addresses, one per format, holding its secret token. */
export const MarcFeed = z.object({
  iso2709_url: z.string(),
  marcxml_url: z.string(),
  /** When the current token was made. */
  rotated_at: Timestamp,
});
export type MarcFeed = z.infer<typeof MarcFeed>;

const MARC_FEED_NOTE =
  "Designed by us (issue 29). A library system fetches the library's records on a schedule from " +
  `<site>/api${MARC_FEED_PATH}/<token>.mrc (ISO 2709) or .xml (MARCXML), with no session, optionally with ` +
  '?since=YYYY-MM-DD for the delta as in export_marc; Last-Modified and ETag answer 304 to a repeated fetch. ' +
  'An unknown token is 404 MARC_FEED_NOT_FOUND. The token is kept sealed at rest and never logged.';

export const getMarcFeed = defineEndpoint({
  ...librarianRoutes.getMarcFeed,
  tag: 'librarian',
  summary: "The library's MARC feed addresses",
  description: `${MARC_FEED_NOTE} feed is null until the first rotate_marc_feed makes a token.`,
  request: z.object({}),
  response: z.object({ feed: MarcFeed.nullable() }),
});

export const rotateMarcFeed = defineEndpoint({
  ...librarianRoutes.rotateMarcFeed,
  tag: 'librarian',
  summary: "Make a new token for the library's MARC feed",
  description:
    `${MARC_FEED_NOTE} Makes the feed's token, or replaces it: the old addresses answer 404 at once. ` +
    'Recorded in the audit log (never the token).',
  request: z.object({}),
  response: z.object({ success: z.literal(true), feed: MarcFeed }),
});

/** The most lists a library may have, and the most titles a list may hold. */
export const LIBRARIAN_LISTS_MAX = 50;
export const LIST_TITLES_MAX = 50;
/** The longest heading of a list, in each language. */
export const LIST_HEADING_MAX = 120;

const listHeading = z.string().trim().max(LIST_HEADING_MAX).default('');

/** A title or series picked for a list. */
export const ListTitle = z.object({
  /** The title's id; an episode's id stands for its whole series, shown as one tile (docs/decisions/058). */
  id: z.number().int(),
  /** The title's name, or the series' name, in the request's language. */
  name: z.string(),
  series: z.boolean(),
  /** Whether the library lends it today; a title it no longer lends is kept but not shown to patrons. */
  lent: z.boolean(),
});
export type ListTitle = z.infer<typeof ListTitle>;

/**
 * A librarian's list: one of the library's own themes (docs/decisions/061). Headings are '' where not given;
 * starts_on and ends_on (days in the library's time zone, both included) are null for no start or no end.
 */
export const LibrarianList = z.object({
  list_id: z.number().int(),
  heading_sv: z.string(),
  heading_no: z.string(),
  heading_fi: z.string(),
  heading_en: z.string(),
  starts_on: DateOnly.nullable(),
  ends_on: DateOnly.nullable(),
  /** 1 for the first of the library's lists. */
  position: z.number().int(),
  /** Whether patrons see it today (today is within its dates in the library's time zone). */
  in_schedule: z.boolean(),
  titles: z.array(ListTitle),
});
export type LibrarianList = z.infer<typeof LibrarianList>;

const LISTS_ARE_THEMES =
  "A library's lists in schedule are its themes: get_themes and get_theme with its library_id answer them in " +
  "their order instead of the country's shared themes, and get_selected_titles_by_library (and get_selected_titles' " +
  'selectedTitles) their titles; a library with no list in schedule keeps the shared themes and its selected titles.';

export const getLists = defineEndpoint({
  ...librarianRoutes.getLists,
  tag: 'librarian',
  summary: "The library's own lists",
  description:
    "Designed by us (issue 29). Every list of the librarian's library in its order, in schedule or not, with its " +
    `titles named in the request's language. ${LISTS_ARE_THEMES}`,
  request: z.object({}),
  response: z.object({ lists: z.array(LibrarianList) }),
});

export const saveList = defineEndpoint({
  ...librarianRoutes.saveList,
  tag: 'librarian',
  summary: "Create or change one of the library's lists",
  description:
    "Designed by us (issue 29; docs/decisions/061). Without list_id a new list is made, after the library's " +
    'others; with one, that list is replaced (LIST_NOT_FOUND if it is no list of this library). The heading in ' +
    "the library's own language (sv, no or fi) is required (VALIDATION_FAILED on that field); the others may be " +
    "empty, and patrons reading another language see the library's. title_ids: the picked titles in order as a " +
    `bracketed list, 1-${LIST_TITLES_MAX} ids, each once; an episode's id stands for its series. Ids of no title: ` +
    'LIST_TITLES_UNKNOWN; titles the library does not lend today (not licensed in its country, licence ended, taken ' +
    'out, withdrawn): LIST_TITLES_NOT_LENT; both with details.title_ids. starts_on and ends_on: days in the ' +
    "library's time zone, both included, empty for no start or no end; ends_on before starts_on is " +
    `VALIDATION_FAILED. At most ${LIBRARIAN_LISTS_MAX} lists a library (VALIDATION_FAILED). Recorded in the ` +
    `audit log. ${LISTS_ARE_THEMES} Child mode and licence windows filter a list's titles as they do the shared ` +
    'themes. Answers the saved list.',
  errors: ['LIST_NOT_FOUND', 'LIST_TITLES_UNKNOWN', 'LIST_TITLES_NOT_LENT'],
  request: z.object({
    list_id: emptyAsNull(z.coerce.number().int().min(1).max(2_147_483_647)).optional(),
    heading_sv: listHeading,
    heading_no: listHeading,
    heading_fi: listHeading,
    heading_en: listHeading,
    title_ids: bracketedList(z.coerce.number().int().min(1).max(2_147_483_647))
      .refine((ids) => ids.length > 0, 'must name at least one title')
      .refine((ids) => new Set(ids).size === ids.length, 'must name each title once'),
    starts_on: emptyAsNull(RealDate).optional(),
    ends_on: emptyAsNull(RealDate).optional(),
  }),
  response: z.object({ success: z.literal(true), list: LibrarianList }),
});

export const deleteList = defineEndpoint({
  ...librarianRoutes.deleteList,
  tag: 'librarian',
  summary: "Delete one of the library's lists",
  description:
    'Designed by us (issue 29). Deletes the list and its picks at once (LIST_NOT_FOUND if it is no list of this ' +
    "library); patrons see it no more. Recorded in the audit log with the list's content.",
  errors: ['LIST_NOT_FOUND'],
  request: z.object({ list_id: z.coerce.number().int().min(1).max(2_147_483_647) }),
  response: Success,
});

export const reorderLists = defineEndpoint({
  ...librarianRoutes.reorderLists,
  tag: 'librarian',
  summary: "Put the library's lists in a new order",
  description:
    "Designed by us (issue 29). list_ids: every one of the library's lists once, as a bracketed list, first " +
    'first (LIST_ORDER_MISMATCH otherwise, changing nothing). Patrons see the themes in this order. Recorded in ' +
    'the audit log. Answers the lists in their new order.',
  errors: ['LIST_ORDER_MISMATCH'],
  request: z.object({ list_ids: bracketedList(z.coerce.number().int().min(1).max(2_147_483_647)) }),
  response: z.object({ success: z.literal(true), lists: z.array(LibrarianList) }),
});
