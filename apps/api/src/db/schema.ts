/**
 * The database schema. One file so that a reader sees every table and relation at once.
 * Tables are snake_case in SQL, camelCase in TypeScript; the wire names are decided by packages/contract.
 */
import { sql } from 'drizzle-orm';
import {
  customType,
  bigserial,
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** A text per interface language, e.g. a genre name or a theme heading. */
export type LocalizedText = Partial<Record<'sv' | 'no' | 'fi' | 'en', string>>;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- countries and configuration

/** Every country a title can be produced in (ISO 3166-1 alpha-2, lower case). */
export const countries = pgTable('countries', {
  iso: char('iso', { length: 2 }).primaryKey(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
});

/** The three countries the service runs in, with their own configuration. */
export const countryConfigs = pgTable('country_configs', {
  countryIso: char('country_iso', { length: 2 })
    .primaryKey()
    .references(() => countries.iso),
  languages: text('languages').array().notNull(),
  timeZone: text('time_zone').notNull(),
  defaultUrl: text('default_url').notNull(),
  pressUrl: text('press_url').notNull(),
  helpUrl: text('help_url').notNull(),
  contactEmail: text('contact_email').notNull(),
  /** The country's own privacy policy page (https); null: the site's own page (/{lang}/privacy-policy). */
  privacyPolicyUrl: text('privacy_policy_url'),
});

/** Front-page banner and privacy policy per site language. */
export const siteConfigs = pgTable('site_configs', {
  siteLang: varchar('site_lang', { length: 2 }).primaryKey(),
  bannerStatus: boolean('banner_status').notNull().default(false),
  bannerText: text('banner_text').notNull().default(''),
  privacyPolicyUrl: text('privacy_policy_url').notNull(),
});

/**
 * The front-page banner of a service country, set in the operator console (docs/decisions/036): off, info or
 * warning, a text per language, shown only from starts_at (included) until ends_at (left out) when they are set.
 * A country without a row shows the banner of site_configs.
 */
export const siteBanners = pgTable(
  'site_banners',
  {
    countryIso: char('country_iso', { length: 2 })
      .primaryKey()
      .references(() => countryConfigs.countryIso),
    status: varchar('status', { length: 8 }).$type<'off' | 'info' | 'warning'>().notNull().default('off'),
    textSv: text('text_sv').notNull().default(''),
    textNo: text('text_no').notNull().default(''),
    textFi: text('text_fi').notNull().default(''),
    textEn: text('text_en').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_banners_status_check', sql`${t.status} in ('off', 'info', 'warning')`)],
);

/** Interface strings: translations by key then language. */
export const translations = pgTable(
  'translations',
  {
    key: varchar('key', { length: 200 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.lang] })],
);

export const getStartedSteps = pgTable('get_started_steps', {
  id: serial('id').primaryKey(),
  /** The country whose guide this step belongs to; null: the shared guide, for a country without its own. */
  countryIso: char('country_iso', { length: 2 }).references(() => countryConfigs.countryIso),
  position: smallint('position').notNull(),
  headings: jsonb('headings').$type<LocalizedText>().notNull(),
  bodies: jsonb('bodies').$type<LocalizedText>().notNull(),
});

// ---------------------------------------------------------------- libraries

export const libraries = pgTable(
  'libraries',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    countryIso: char('country_iso', { length: 2 })
      .notNull()
      .references(() => countryConfigs.countryIso),
    /** The served logo (/api/library-logos/{id}/{sha256}.png, from library_logos), or null. */
    logoUrl: text('logo_url'),
    /** The name the library's own customer pages show (the spec's branding table); null: `name`. */
    displayName: text('display_name'),
    /** The typeface of its customer pages: a key of the contract's libraryFontStacks; null: the product's. */
    fontFamily: varchar('font_family', { length: 32 }),
    /** Comma-separated other names the library is known by (branches, municipalities). */
    extraDisplayNames: text('extra_display_names').notNull().default(''),
    timeZone: text('time_zone').notNull(),
    /** 'count': the monthly budget is a number of loans; 'amount': a sum of title prices in cents. */
    budgetType: varchar('budget_type', { length: 8 }).$type<'count' | 'amount'>().notNull().default('count'),
    monthlyBudgetLoans: integer('monthly_budget_loans'),
    monthlyBudgetCents: bigint('monthly_budget_cents', { mode: 'number' }),
    patronLimit: integer('patron_limit').notNull().default(4),
    patronLimitPeriod: varchar('patron_limit_period', { length: 8 })
      .$type<'month' | 'week'>()
      .notNull()
      .default('month'),
    loanPeriodHours: integer('loan_period_hours').notNull().default(48),
    /**
     * How the monthly budget is spread over the month (modules/libraries/pacing.ts, docs/decisions): 'none', or a
     * 'weekly' or 'daily' allowance of the remaining budget, or an 'auto' daily one weighted by the weekday.
     */
    budgetPacing: varchar('budget_pacing', { length: 8 })
      .$type<'none' | 'weekly' | 'daily' | 'auto'>()
      .notNull()
      .default('none'),
    /**
     * The 'auto' pacing's weekday weights, Monday to Sunday, each at least 1 (pacing.ts, weekdayWeights): from
     * the library's loans of the last 8 full weeks, refreshed daily by the pacing_weights job. All equal: daily.
     */
    pacingWeekdayWeights: integer('pacing_weekday_weights')
      .array()
      .notNull()
      .default(sql`'{1,1,1,1,1,1,1}'::integer[]`),
    /** The library's local day the weights were computed on (null: never); the job refreshes them once a day. */
    pacingWeightsOn: date('pacing_weights_on', { mode: 'string' }),
    /** Where budget alerts go (80 % and 100 % of the monthly budget); null: no alerts. */
    alertEmail: text('alert_email'),
    /** Whether last month's statistics are e-mailed on the 1st (modules/statistics/monthly-reports.ts). */
    reportsEnabled: boolean('reports_enabled').notNull().default(true),
    /** Where the monthly report goes; null: the alert address (neither: no report). */
    reportEmail: text('report_email'),
    /** The statistics tables (contract StatisticsTable) the monthly report attaches as CSV. */
    reportTables: text('report_tables')
      .array()
      .notNull()
      .default(sql`'{daily,titles}'::text[]`),
    /** Shared secret the library's own system signs eHub access tokens with. */
    ehubSecret: text('ehub_secret'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('libraries_country_idx').on(t.countryIso)],
);

/** A library's SIP2 settings as stored, in the wire's names (the password apart, sealed). */
export interface StoredSip2Settings {
  host: string;
  port: number;
  tls: boolean;
  tls_verify: boolean;
  login_user: string;
  institution_id: string;
  location_code: string;
  encoding: 'cp850' | 'utf8';
  field_separator: string;
  timeout_ms: number;
  pin_is_validated: boolean;
}

/**
 * A library's patron authentication as set in the operator console (docs/decisions/039): who checks its cards,
 * its SIP2 settings with the password sealed (lib/secret-box.ts, never in clear), the card-number rule and the PIN
 * keyboard. A library without a row keeps the built-in directory; LIBRARY_SYSTEMS_FILE wins over a row.
 */
export const libraryPatronAuth = pgTable(
  'library_patron_auth',
  {
    libraryId: integer('library_id')
      .primaryKey()
      .references(() => libraries.id),
    mode: varchar('mode', { length: 10 }).$type<'directory' | 'sip2'>().notNull().default('directory'),
    sip2: jsonb('sip2').$type<StoredSip2Settings>(),
    /** The SIP2 login password, sealed under the purpose library-sip2-password; null: none. */
    sip2PasswordSealed: text('sip2_password_sealed'),
    cardRuleKind: varchar('card_rule_kind', { length: 8 })
      .$type<'none' | 'prefix' | 'pattern'>()
      .notNull()
      .default('none'),
    cardRule: text('card_rule').notNull().default(''),
    pinFormat: varchar('pin_format', { length: 8 }).$type<'digits' | 'text'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('library_patron_auth_mode_check', sql`${t.mode} in ('directory', 'sip2')`),
    check('library_patron_auth_card_rule_check', sql`${t.cardRuleKind} in ('none', 'prefix', 'pattern')`),
    check('library_patron_auth_pin_format_check', sql`${t.pinFormat} in ('digits', 'text')`),
  ],
);

/** Raw bytes (PGlite answers a Uint8Array, postgres.js a Buffer: both become a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A library's logo as we encoded it (a PNG drawn from the upload, never the upload itself), in the database so
 * that every process serves it. Its sha256 is part of the address, which therefore never changes its content.
 */
export const libraryLogos = pgTable('library_logos', {
  libraryId: integer('library_id')
    .primaryKey()
    .references(() => libraries.id, { onDelete: 'cascade' }),
  sha256: char('sha256', { length: 64 }).notNull(),
  image: bytea('image').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

/**
 * A library's COUNTER SUSHI credentials (docs/decisions/063): the requestor id a harvester names itself with and
 * the API key, sealed (lib/secret-box.ts, purpose library-sushi-api-key) because the librarian reads it back in
 * the portal. The customer id is the library's id. No row: the library has not made a key, and SUSHI refuses it.
 */
export const librarySushiCredentials = pgTable('library_sushi_credentials', {
  libraryId: integer('library_id')
    .primaryKey()
    .references(() => libraries.id, { onDelete: 'cascade' }),
  requestorId: varchar('requestor_id', { length: 64 }).notNull(),
  apiKeySealed: text('api_key_sealed').notNull(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Running spend per library and calendar month (in the library's time zone): the budget's single source. */
export const libraryBudgetMonths = pgTable(
  'library_budget_months',
  {
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id),
    month: date('month').notNull(),
    loans: integer('loans').notNull().default(0),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    /**
     * The pacing period the month's last loan fell in (its first instant; null: no pacing then), and the month's
     * loans and cents before that period began: the allowance is counted from them (modules/libraries/pacing.ts).
     */
    periodStartsAt: timestamp('period_starts_at', { withTimezone: true }),
    periodBaseLoans: integer('period_base_loans').notNull().default(0),
    periodBaseCents: bigint('period_base_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.libraryId, t.month] })],
);

// ---------------------------------------------------------------- catalogue

export const languages = pgTable('languages', {
  code: varchar('code', { length: 3 }).primaryKey(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
});

export const genres = pgTable('genres', {
  id: integer('id').primaryKey(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
});

export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [index('people_name_idx').on(t.name)],
);

/** A series: its episodes are titles with this group id, a season and an episode number. */
export const seriesGroups = pgTable(
  'series_groups',
  {
    id: serial('id').primaryKey(),
    /** Name in the series' original language: what every interface language showed before `names`. */
    name: text('name').notNull(),
    nameEn: text('name_en'),
    /** Name per interface language (docs/decisions/051); a language without one falls back to name_en, then name. */
    names: jsonb('names').$type<LocalizedText>().notNull().default({}),
    /** The distributor whose catalogue file brought the series, and its own id of it (docs/decisions/054). */
    distributor: varchar('distributor', { length: 100 }),
    distributorRef: varchar('distributor_ref', { length: 100 }),
  },
  (t) => [uniqueIndex('series_groups_distributor_ref_idx').on(t.distributor, t.distributorRef)],
);

/**
 * One row counting changes to what the catalogue index holds: statement triggers on those tables bump it
 * (migration 0004), so the index can tell with one tiny query whether it needs to load the catalogue again.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const titles = pgTable(
  'titles',
  {
    id: integer('id').primaryKey(),
    kind: varchar('kind', { length: 8 }).$type<'film' | 'episode'>().notNull(),
    /** Name in the title's main Nordic release; may be empty when only an English name exists. */
    name: text('name').notNull().default(''),
    nameEn: text('name_en'),
    originalName: text('original_name'),
    originalLanguage: varchar('original_language', { length: 3 }).references(() => languages.code),
    year: smallint('year'),
    durationSeconds: integer('duration_seconds').notNull(),
    /** Age rating (parental guidance) in years: 0 means for everyone. */
    ageRating: smallint('age_rating').notNull().default(0),
    /** Average rating 0-10 from the external rating source, one decimal. */
    autoRating: numeric('auto_rating', { precision: 3, scale: 1 }),
    imdbId: varchar('imdb_id', { length: 16 }),
    groupId: integer('group_id').references(() => seriesGroups.id),
    season: smallint('season'),
    episode: smallint('episode'),
    posterPath: text('poster_path'),
    /** Folder of the HLS rendition under the media root. */
    mediaKey: text('media_key'),
    /** Folder of the trailer's HLS rendition (plays without a loan; docs/decisions/048), or null. */
    trailerMediaKey: text('trailer_media_key'),
    /** Lower-cased, accent-folded names, people and descriptions, for search. */
    searchText: text('search_text').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Unpublished by an operator (docs/decisions/051): out of every catalogue; running loans play to their end. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The distributor whose catalogue file brought the title, and its own id of it (docs/decisions/054). */
    distributor: varchar('distributor', { length: 100 }),
    distributorRef: varchar('distributor_ref', { length: 100 }),
    createdAt: createdAt(),
    /**
     * The last change of the title or of its texts, genres, languages, subtitles or people: set by triggers
     * (migration 0033), whatever code path changes them, for the MARC delta's "changed" records.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('titles_group_idx').on(t.groupId, t.season, t.episode),
    index('titles_published_idx').on(t.publishedAt),
    index('titles_year_idx').on(t.year),
    uniqueIndex('titles_distributor_ref_idx').on(t.distributor, t.distributorRef),
  ],
);

/**
 * A title's uploaded poster (docs/decisions/053): its digest (part of every address, which therefore never changes
 * its content), the widths it was cut to and its largest size. No row: the title shows its generated poster.
 */
export const titlePosters = pgTable('title_posters', {
  titleId: integer('title_id')
    .primaryKey()
    .references(() => titles.id, { onDelete: 'cascade' }),
  sha256: char('sha256', { length: 64 }).notNull(),
  widths: integer('widths').array().notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

/** Each size and format of a title's uploaded poster as we encoded it, in the database so every process serves it. */
export const titlePosterImages = pgTable(
  'title_poster_images',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titlePosters.titleId, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    /** avif, webp or jpg (the address's extension). */
    format: varchar('format', { length: 4 }).notNull(),
    image: bytea('image').notNull(),
  },
  (t) => [primaryKey({ columns: [t.titleId, t.width, t.format] })],
);

/** Name and description of a title per interface language. */
export const titleTexts = pgTable(
  'title_texts',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 2 }).notNull(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.titleId, t.lang] })],
);

export const titleGenres = pgTable(
  'title_genres',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id),
  },
  (t) => [primaryKey({ columns: [t.titleId, t.genreId] }), index('title_genres_genre_idx').on(t.genreId)],
);

/** Spoken (audio) languages of a title. */
export const titleLanguages = pgTable(
  'title_languages',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    languageCode: varchar('language_code', { length: 3 })
      .notNull()
      .references(() => languages.code),
  },
  (t) => [
    primaryKey({ columns: [t.titleId, t.languageCode] }),
    index('title_languages_lang_idx').on(t.languageCode),
  ],
);

export const titleSubtitles = pgTable(
  'title_subtitles',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    languageCode: varchar('language_code', { length: 3 })
      .notNull()
      .references(() => languages.code),
  },
  (t) => [primaryKey({ columns: [t.titleId, t.languageCode] })],
);

/**
 * Access services of a title (docs/decisions/023): subtitles for the deaf and hard of hearing and audio
 * description per language (recorded by whatever packages the media, like title_subtitles), and sign-language
 * versions per sign language (ISO 639-3, e.g. swl).
 */
export const titleAccessServices = pgTable(
  'title_access_services',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).$type<'sdh' | 'audio_description' | 'sign_language'>().notNull(),
    languageCode: varchar('language_code', { length: 3 })
      .notNull()
      .references(() => languages.code),
  },
  (t) => [
    primaryKey({ columns: [t.titleId, t.kind, t.languageCode] }),
    check('title_access_services_kind', sql`${t.kind} in ('sdh', 'audio_description', 'sign_language')`),
  ],
);

export const titleProductionCountries = pgTable(
  'title_production_countries',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    countryIso: char('country_iso', { length: 2 })
      .notNull()
      .references(() => countries.iso),
  },
  (t) => [
    primaryKey({ columns: [t.titleId, t.countryIso] }),
    index('title_production_countries_country_idx').on(t.countryIso),
  ],
);

export const titlePeople = pgTable(
  'title_people',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id),
    role: varchar('role', { length: 8 }).$type<'director' | 'actor'>().notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.titleId, t.personId, t.role] }),
    index('title_people_person_idx').on(t.personId),
  ],
);

/** Cached answers of the external rating source (kept 86400 s). */
export const titleRatings = pgTable(
  'title_ratings',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 16 }).notNull(),
    score: numeric('score', { precision: 3, scale: 1 }).notNull(),
    votes: integer('votes').notNull().default(0),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.titleId, t.source] })],
);

/**
 * A licence: the window in which a title is in a service country's catalogue, and what one loan of it costs a
 * library there (cents of the country's currency). One window per title and country (docs/decisions/052): it
 * starts at midnight of `starts_on` and ends at the end of `ends_on` (none: open-ended), both in each library's
 * own time zone.
 */
export const titleLicences = pgTable(
  'title_licences',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    countryIso: char('country_iso', { length: 2 })
      .notNull()
      .references(() => countryConfigs.countryIso),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    priceCents: integer('price_cents').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.countryIso, t.titleId] }),
    index('title_licences_title_idx').on(t.titleId),
    check('title_licences_window_check', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
    check('title_licences_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * The titles a library's MARC records have described (docs/decisions/062): when each entered the library's
 * catalogue and, once it left (deleted, withdrawn, excluded, out of licence), when. Brought up to date with the
 * catalogue each time the library's records are made, so the delta can answer deleted records (leader 05 `d`)
 * for titles that no longer exist. No foreign key to titles: the row outlives a deleted title.
 */
export const marcCatalogueEntries = pgTable(
  'marc_catalogue_entries',
  {
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    titleId: integer('title_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.libraryId, t.titleId] }),
    index('marc_catalogue_entries_removed_idx').on(t.libraryId, t.removedAt),
  ],
);

/**
 * A library's MARC feed address (docs/decisions/062): the secret token in it, sealed at rest (secret-box, so the
 * librarian can be shown the address again) and as its SHA-256 for the lookup of a request's token.
 */
export const libraryMarcFeeds = pgTable('library_marc_feeds', {
  libraryId: integer('library_id')
    .primaryKey()
    .references(() => libraries.id, { onDelete: 'cascade' }),
  tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
  tokenSealed: text('token_sealed').notNull(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A library offers every title licensed in its country except the ones it has opted out of.
 * (See docs/decisions: a catalogue is the country's licence list minus a short exclusion list.)
 */
export const libraryTitleExclusions = pgTable(
  'library_title_exclusions',
  {
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.libraryId, t.titleId] })],
);

export const themes = pgTable(
  'themes',
  {
    id: serial('id').primaryKey(),
    /** A theme belongs to one library, or (library null) to every library of its country. */
    libraryId: integer('library_id').references(() => libraries.id, { onDelete: 'cascade' }),
    countryIso: char('country_iso', { length: 2 })
      .notNull()
      .references(() => countryConfigs.countryIso),
    headings: jsonb('headings').$type<LocalizedText>().notNull(),
    position: smallint('position').notNull().default(0),
    /**
     * A library's own theme (a librarian's list, docs/decisions/061) is shown from starts_on to ends_on, both
     * included, days in the library's time zone; null: from always, or without end.
     */
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('themes_country_library_idx').on(t.countryIso, t.libraryId),
    check(
      'themes_schedule_check',
      sql`${t.endsOn} is null or ${t.startsOn} is null or ${t.endsOn} >= ${t.startsOn}`,
    ),
  ],
);

export const themeTitles = pgTable(
  'theme_titles',
  {
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.themeId, t.titleId] })],
);

export const selectedTitles = pgTable(
  'selected_titles',
  {
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.libraryId, t.titleId] })],
);

// ---------------------------------------------------------------- patrons and loans

/** A library card in the built-in patron directory. The PIN is kept only as a keyed hash (HMAC). */
export const patronCards = pgTable(
  'patron_cards',
  {
    id: serial('id').primaryKey(),
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    cardNumber: varchar('card_number', { length: 32 }).notNull(),
    pinHash: text('pin_hash').notNull(),
    blocked: boolean('blocked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('patron_cards_library_card_idx').on(t.libraryId, t.cardNumber)],
);

export const loans = pgTable(
  'loans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id),
    cardId: integer('card_id').references(() => patronCards.id),
    /** The account that borrowed; a deleted account leaves its loans anonymous (docs/decisions/025). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id),
    priceCents: integer('price_cents').notNull(),
    source: varchar('source', { length: 8 }).$type<'card' | 'ehub' | 'account'>().notNull().default('card'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /**
     * Set when the loan's link to its patron is removed (modules/privacy/unlink-loans.ts): a number with no
     * meaning outside the library's calendar month the loan began in, the same for every loan one patron made
     * in that month, so the statistics can still count distinct patrons per month.
     */
    patronTag: integer('patron_tag'),
  },
  (t) => [
    index('loans_library_started_idx').on(t.libraryId, t.startedAt),
    index('loans_card_started_idx').on(t.cardId, t.startedAt),
    index('loans_user_idx').on(t.userId, t.startedAt),
    index('loans_title_idx').on(t.titleId),
    // The loans still linked to a patron: what the unlinking job scans, however old the table gets.
    index('loans_linked_idx')
      .on(t.libraryId, t.startedAt)
      .where(sql`${t.cardId} is not null or ${t.userId} is not null`),
  ],
);

/**
 * Failed PIN checks, for the guessing limits: per card (5 in 15 minutes locks it) and per client (how many
 * different cards one client may fail on). The client is kept as a keyed hash of its address.
 */
export const pinFailures = pgTable(
  'pin_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    libraryId: integer('library_id').notNull(),
    cardNumber: varchar('card_number', { length: 32 }).notNull(),
    clientKey: varchar('client_key', { length: 64 }).notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pin_failures_card_idx').on(t.libraryId, t.cardNumber, t.failedAt),
    index('pin_failures_client_idx').on(t.clientKey, t.failedAt),
  ],
);

/** eHub access-token nonces already used, kept until the token would have expired anyway. */
export const ehubNonces = pgTable(
  'ehub_nonces',
  {
    nonce: varchar('nonce', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ehub_nonces_expires_idx').on(t.expiresAt)],
);

/** Last playback position, so that resume follows a logged-in user across devices. */
export const watchPositions = pgTable(
  'watch_positions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.titleId] })],
);

/**
 * The player's settings of an account (issue 28, docs/decisions/057): caption look, speed and the languages
 * chosen last, as one JSON object (contract player-settings-values.ts), read back through
 * normalisePlayerSettings so that a field added or retired later never breaks an older row. Goes with the
 * account (ON DELETE CASCADE).
 */
export const playerSettings = pgTable('player_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- users

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** scrypt hash in PHC-like format; never the password itself. */
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 64 }).notNull().default(''),
    lastName: varchar('last_name', { length: 64 }).notNull().default(''),
    birthdate: date('birthdate'),
    childrenMode: boolean('children_mode').notNull().default(false),
    countryIso: char('country_iso', { length: 2 }).notNull().default('se'),
    newsletter: boolean('newsletter').notNull().default(false),
    /** Opted in to keep the link to their past loans (privacy settings); off: it goes like everyone's. */
    keepLoanHistory: boolean('keep_loan_history').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** A library card saved in a user's account. */
export const savedCards = pgTable(
  'inventories',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => patronCards.id),
    cardNumber: varchar('card_number', { length: 32 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('inventories_user_library_idx').on(t.userId, t.libraryId)],
);

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favourites_user_title_idx').on(t.userId, t.titleId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 254 }).notNull(),
    countryIso: char('country_iso', { length: 2 }).notNull(),
    optIn: boolean('opt_in').notNull(),
    isActive: boolean('is_active').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscriptions_email_idx').on(sql`lower(${t.email})`)],
);

/** Messages to support; one sent while logged in names its account, and goes when the account is deleted. */
export const helpMessages = pgTable(
  'help_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 200 }).notNull(),
    contactEmail: varchar('contact_email', { length: 254 }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('help_messages_user_idx').on(t.userId)],
);

// ---------------------------------------------------------------- librarians

export const librarians = pgTable(
  'librarians',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    /** Null until the librarian chose a password from the invitation (docs/decisions/035). */
    passwordHash: text('password_hash'),
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    /** Where invitations and reset links go; null for librarians made before invitations. */
    email: varchar('email', { length: 254 }),
    /** A deactivated librarian cannot log in and has no session; the row stays for the audit log. */
    active: boolean('active').notNull().default(true),
    /** When the librarian last logged in (the console's list); null until the first login. */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('librarians_username_idx').on(sql`lower(${t.username})`),
    index('librarians_library_idx').on(t.libraryId),
  ],
);

/**
 * One-time links that let a librarian choose a password: an operator's invitation (72 h) or a reset the librarian
 * asked for (1 h). Only the SHA-256 of the token is stored (docs/decisions/011, 035).
 */
export const librarianTokens = pgTable(
  'librarian_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    librarianId: integer('librarian_id')
      .notNull()
      .references(() => librarians.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 10 }).$type<'invite' | 'reset'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('librarian_tokens_librarian_idx').on(t.librarianId)],
);

// ---------------------------------------------------------------- operators

/**
 * The service's own staff (the operator portal, docs/decisions/031). Two-factor login is mandatory: the TOTP
 * secret is kept sealed (lib/secret-box), confirmed once the operator has typed a code from it, and the last
 * time step used is kept so that a code cannot be used twice.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    /** Null for an invited operator who has not chosen a password yet (docs/decisions/045). */
    passwordHash: text('password_hash'),
    role: varchar('role', { length: 10 }).$type<'admin' | 'editor' | 'support'>().notNull(),
    /** Where invitations go; null for operators made by operator:create or the demo data. */
    email: varchar('email', { length: 254 }),
    /** A deactivated operator cannot log in and has no session; the row stays for the audit log. */
    active: boolean('active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The TOTP secret (base32), sealed with the key for operator secrets; null until enrolment starts. */
    totpSecretSealed: text('totp_secret_sealed'),
    /** When the operator first typed a valid code from the secret; null: the next login enrols again. */
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last 30-second time step whose code logged in: that step and earlier ones are refused. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('operators_username_idx').on(sql`lower(${t.username})`),
    check('operators_role', sql`${t.role} in ('admin', 'editor', 'support')`),
  ],
);

/** An operator's one-time recovery codes, as keyed hashes; a used code keeps its row with the time of use. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_recovery_codes_code_idx').on(t.operatorId, t.codeHash)],
);

/**
 * One-time links that let an invited operator choose a password (72 h, docs/decisions/045). Only the SHA-256 of
 * the token is stored, as for librarians' links.
 */
export const operatorTokens = pgTable(
  'operator_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('operator_tokens_operator_idx').on(t.operatorId)],
);

// ---------------------------------------------------------------- sessions

/**
 * Portal sessions. The id column holds the SHA-256 of the session id, so a copy of this table
 * cannot be replayed; the CSRF token is kept the same way.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: char('id_hash', { length: 64 }).primaryKey(),
    portal: varchar('portal', { length: 10 }).$type<'customer' | 'librarian' | 'operator'>().notNull(),
    csrfHash: char('csrf_hash', { length: 64 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    librarianId: integer('librarian_id').references(() => librarians.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    /** Started by a child-mode build of the web app: catalogue calls answer only children's titles. */
    childMode: boolean('child_mode').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * The loans made in a session, so that the session may watch them again (an anonymous patron who reloads the
 * title page) without the PIN, which is never stored. A row follows its session when the session gets a new id
 * at login (ON UPDATE CASCADE) and goes with it when the session ends; logout deletes them as well.
 */
export const sessionLoans = pgTable(
  'session_loans',
  {
    sessionIdHash: char('session_id_hash', { length: 64 })
      .notNull()
      .references(() => sessions.idHash, { onDelete: 'cascade', onUpdate: 'cascade' }),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sessionIdHash, t.loanId] }), index('session_loans_loan_idx').on(t.loanId)],
);

// ---------------------------------------------------------------- budget audit

/** A budget setting's value before and after a change, as the librarian saw it (null: not set). */
export interface BudgetFieldChange {
  field: string;
  old: string | number | null;
  new: string | number | null;
}

/**
 * Every change of a library's budget settings: who (the librarian, and their name as it was, kept when the
 * account is removed), when, and each field's old and new value.
 */
export const libraryBudgetChanges = pgTable(
  'library_budget_changes',
  {
    id: serial('id').primaryKey(),
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    librarianId: integer('librarian_id').references(() => librarians.id, { onDelete: 'set null' }),
    librarianName: varchar('librarian_name', { length: 64 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    changes: jsonb('changes').$type<BudgetFieldChange[]>().notNull(),
  },
  (t) => [index('library_budget_changes_library_idx').on(t.libraryId, t.changedAt)],
);

/**
 * The budget alerts sent: one row per library, budget month and threshold (percent of the cap). The primary key
 * makes each alert go once a month, also when several processes see the threshold crossed at the same time.
 */
export const libraryBudgetAlerts = pgTable(
  'library_budget_alerts',
  {
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    threshold: smallint('threshold').notNull(),
    sentTo: text('sent_to').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.libraryId, t.month, t.threshold] })],
);

/**
 * A library's monthly report, claimed before it is sent (modules/statistics/monthly-reports.ts): the primary key
 * lets one process per library and month send it, however many run the job.
 */
export const libraryMonthlyReports = pgTable(
  'library_monthly_reports',
  {
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    /** The first day of the reported month (the library's local calendar). */
    month: date('month', { mode: 'string' }).notNull(),
    sentTo: text('sent_to').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.libraryId, t.month] })],
);

/**
 * Who changed something: a librarian in the librarian portal, an operator in the operator console, or the system
 * itself (a scheduled job, such as the monthly reports).
 */
export type AuditPortal = 'librarian' | 'operator' | 'system';

/** A JSON value as the audit log keeps it (a snapshot of the changed fields, never a secret or a PIN). */
export type AuditSnapshot = { [field: string]: unknown };

/**
 * The audit log: every change by an operator or a librarian, append-only (docs/decisions/032). A trigger refuses
 * UPDATE and DELETE (migration 0011); the ids are plain numbers, not foreign keys, so removing a library or an
 * account keeps its history (a cascade would be a DELETE, which the trigger refuses). The actor's username is kept
 * as it was at the time.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    portal: varchar('portal', { length: 16 }).$type<AuditPortal>().notNull(),
    actorId: integer('actor_id').notNull(),
    actorUsername: varchar('actor_username', { length: 64 }).notNull(),
    /** The library the change belongs to (a librarian's own; an operator's when it is about one), else null. */
    libraryId: integer('library_id'),
    /** What was done, `area.verb` (e.g. `library.update_budget`). */
    action: varchar('action', { length: 64 }).notNull(),
    objectType: varchar('object_type', { length: 32 }).notNull(),
    objectId: varchar('object_id', { length: 64 }).notNull(),
    before: jsonb('before').$type<AuditSnapshot>(),
    after: jsonb('after').$type<AuditSnapshot>(),
    /** The caller's address as the app sees it (TRUST_PROXY decides whether X-Forwarded-For is believed). */
    address: varchar('address', { length: 64 }).notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.portal, t.actorId, t.at),
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.at),
  ],
);

/**
 * Preview links (docs/decisions/044): an operator lets someone without a loan (a journalist, a festival jury) play
 * one title until the link expires or is revoked. Only the SHA-256 of the link's token is kept, so a copy of the
 * table cannot play anything. Never deleted: the list and the audit log keep what was given to whom.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** For whom the link is (shown in the list and recorded with each play). */
    note: varchar('note', { length: 200 }).notNull(),
    createdByOperatorId: integer('created_by_operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('preview_links_token_hash_idx').on(t.tokenHash),
    index('preview_links_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Durable jobs (docs/decisions/047): what a job is for, where it stands and why it failed. pg-boss (its own schema)
 * only delivers a job to one worker at a time and again after a worker died; this table is what operators see.
 * `attempt` counts the deliveries a worker started: a worker writes only while the attempt is still its own, so a
 * worker taken for dead cannot overwrite the one that took its job over.
 */
export type JobStateValue = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    kind: varchar('kind', { length: 64 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    titleId: integer('title_id').references(() => titles.id, { onDelete: 'set null' }),
    /** At most one queued or running job of a kind per key (e.g. one transcoding per title). */
    singletonKey: varchar('singleton_key', { length: 200 }),
    state: varchar('state', { length: 16 }).$type<JobStateValue>().notNull(),
    /** 0 to 100, as the handler last told it. */
    progress: smallint('progress').notNull().default(0),
    /** Why the job failed: a translation key or the handler's own plain-language text. */
    reason: text('reason'),
    attempt: integer('attempt').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_created_idx').on(t.createdAt),
    index('jobs_title_idx').on(t.titleId, t.createdAt),
    index('jobs_state_idx').on(t.state, t.createdAt),
    uniqueIndex('jobs_singleton_idx')
      .on(t.kind, t.singletonKey)
      .where(sql`${t.singletonKey} is not null and ${t.state} in ('queued', 'running')`),
    check('jobs_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);

/**
 * Personal API tokens of operators (docs/decisions/050): a script authenticates as the operator, limited to the
 * token's scopes. Only the token's SHA-256 is kept; the token itself is shown once when made.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    name: varchar('name', { length: 100 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** What the token may reach: 'uploads', 'catalogue' (contract API_TOKEN_SCOPES). */
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_idx').on(t.tokenHash),
    index('api_tokens_operator_idx').on(t.operatorId),
  ],
);

/**
 * Resumable uploads (tus, docs/decisions/049): who started each, when, its name and size; `completedAt` once the
 * server has every byte. The bytes are in DATA_DIR/uploads/<id> (modules/uploads/upload-files.ts).
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The tus upload id, the last segment of its URL. */
    id: varchar('id', { length: 64 }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    /** The API token it was made with; null for the console (a session). */
    apiTokenId: integer('api_token_id').references(() => apiTokens.id),
    /** 'master', 'subtitle', 'poster' or 'audio' (contract UPLOAD_PURPOSES). */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    filename: varchar('filename', { length: 255 }).notNull(),
    filetype: varchar('filetype', { length: 100 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('uploads_created_idx').on(t.createdAt)],
);

/**
 * The key of each encrypted rendition (HLS AES-128, docs/decisions/070): a random 128-bit key per rendition
 * version folder, sealed with the secret box (purpose 'media-rendition-key'). Never in the media storage, never
 * logged; handed out only to a running loan's or viewing's stream token (routes/media/media.ts).
 */
export const mediaKeys = pgTable('media_keys', {
  /** The rendition's media key (its version folder): titles/<id>/film/r<version>, demo/clip-0/r<version>. */
  rendition: varchar('rendition', { length: 200 }).primaryKey(),
  sealedKey: text('sealed_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
