import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import {
  librarians,
  libraries,
  libraryBudgetChanges,
  libraryBudgetMonths,
  type BudgetFieldChange,
} from '../../db/schema';
import { sortKeySql } from '../../db/search-fold-sql';
import type { UploadedPoster } from '../posters/poster-address';
import type { NamedTitleRow } from './title-names';

export type LibrarianRow = typeof librarians.$inferSelect;
export type LibraryRow = typeof libraries.$inferSelect;
export type Locale = 'sv' | 'no' | 'fi' | 'en';

/** A title of the library's catalogue with this library's loan counts. */
export interface LibrarianTitleRow {
  id: number;
  name: string;
  nameEn: string | null;
  kind: 'film' | 'episode';
  groupName: string | null;
  season: number | null;
  episode: number | null;
  year: number | null;
  durationSeconds: number;
  posterPath: string | null;
  /** The uploaded poster (docs/decisions/053), or null: the generated one at posterPath. */
  uploadedPoster: UploadedPoster | null;
  priceCents: number;
  comingOn: string | null;
  loansThisMonth: number;
  loansTotal: number;
  lastLoanAt: Date | string | null;
  groupId: number | null;
  genreIds: number[];
  excluded: boolean;
}

export interface TopTitleRow extends NamedTitleRow {
  titleId: number;
  loans: number;
}

export interface BudgetChange {
  budgetType: 'count' | 'amount';
  monthlyBudgetLoans: number | null;
  monthlyBudgetCents: number | null;
  patronLimit: number;
  patronLimitPeriod: 'month' | 'week';
  loanPeriodHours: number;
  /** Left out: unchanged. */
  alertEmail?: string | null;
  /** Left out: unchanged. */
  budgetPacing?: 'none' | 'weekly' | 'daily' | 'auto';
}

/** The budget settings as the audit names them: the contract's field names (update_budget). */
export const budgetFields = [
  ['budgetType', 'budget_type'],
  ['monthlyBudgetLoans', 'monthly_budget_loans'],
  ['monthlyBudgetCents', 'monthly_budget_cents'],
  ['patronLimit', 'patron_limit'],
  ['patronLimitPeriod', 'patron_limit_period'],
  ['loanPeriodHours', 'loan_period_hours'],
  ['alertEmail', 'alert_email'],
  ['budgetPacing', 'budget_pacing'],
] as const satisfies readonly (readonly [keyof BudgetChange, string])[];

/** The title's name in a language: its own text there, else its main name, else the English one. */
const localName = sql`coalesce(nullif(tl.name, ''), t.name)`;
const displayName = (locale: Locale): SQL =>
  locale === 'en'
    ? sql`coalesce(nullif(t.name_en, ''), nullif(tl.name, ''), t.name)`
    : sql`coalesce(nullif(tl.name, ''), nullif(t.name, ''), t.name_en, '')`;

export function createLibrariansRepository(db: Database) {
  return {
    /** An active librarian by username ignoring case (a deactivated one cannot log in). */
    async findByUsername(username: string): Promise<LibrarianRow | undefined> {
      const [row] = await db
        .select()
        .from(librarians)
        .where(and(sql`lower(${librarians.username}) = lower(${username})`, eq(librarians.active, true)))
        .limit(1);
      return row;
    },

    /** When the librarian last logged in (the console's list of librarians). */
    async recordLogin(librarianId: number, now: Date): Promise<void> {
      await db.update(librarians).set({ lastLoginAt: now }).where(eq(librarians.id, librarianId));
    },

    /** A librarian with their library. */
    async findWithLibrary(librarianId: number) {
      const [row] = await db
        .select({ librarian: librarians, library: libraries })
        .from(librarians)
        .innerJoin(libraries, eq(libraries.id, librarians.libraryId))
        .where(eq(librarians.id, librarianId))
        .limit(1);
      return row;
    },

    /**
     * The library's whole catalogue (a licence window in its country open or to come on the library's day, opted
     * out or not, at its country's price) with the library's loan counts, in one statement: the loans of this
     * library are grouped once by title (an index range scan on loans_library_started_idx) and joined to the
     * titles, so the cost follows the library's loans, not one query per title.
     */
    async catalogueWithLoans(
      library: Pick<LibraryRow, 'id' | 'countryIso'>,
      locale: Locale,
      monthStartsAt: Date,
      now: Date,
    ): Promise<LibrarianTitleRow[]> {
      return queryRows<LibrarianTitleRow>(
        db,
        sql`
        with stats as (
          select l.title_id,
                 count(*) filter (where l.started_at >= ${monthStartsAt})::int as loans_this_month,
                 count(*)::int as loans_total,
                 max(l.started_at) as last_loan_at
          from loans l
          where l.library_id = ${library.id}
          group by l.title_id
        )
        select t.id, ${localName} as name, t.name_en as "nameEn", t.kind,
               case when ${locale} = 'en' then coalesce(sg.name_en, sg.name) else sg.name end as "groupName",
               t.season, t.episode, t.year, t.duration_seconds as "durationSeconds", t.poster_path as "posterPath",
               case when tp.title_id is not null then json_build_object('sha256', tp.sha256, 'widths', tp.widths,
                 'width', tp.width, 'height', tp.height) end as "uploadedPoster",
               a.price_cents as "priceCents",
               case when a.starts_on > lt.today then a.starts_on::text end as "comingOn",
               coalesce(s.loans_this_month, 0) as "loansThisMonth", coalesce(s.loans_total, 0) as "loansTotal",
               s.last_loan_at as "lastLoanAt", t.group_id as "groupId",
               coalesce((select array_agg(tg.genre_id order by tg.genre_id) from title_genres tg where tg.title_id = t.id),
                        '{}') as "genreIds",
               exists (select 1 from library_title_exclusions x where x.library_id = ${library.id} and x.title_id = t.id)
                 as excluded
        from titles t
        join title_licences a on a.title_id = t.id and a.country_iso = ${library.countryIso}
        cross join (select (${now}::timestamptz at time zone time_zone)::date as today from libraries
                    where id = ${library.id}) lt
        left join title_texts tl on tl.title_id = t.id and tl.lang = ${locale}
        left join series_groups sg on sg.id = t.group_id
        left join title_posters tp on tp.title_id = t.id
        left join stats s on s.title_id = t.id
        where a.ends_on is null or a.ends_on >= lt.today
        order by ${sortKeySql(displayName(locale), locale)}, t.id`,
      );
    },

    /** Genre ids and names in a language (the names of a jsonb of names: the language's, else English). */
    async genreNames(locale: Locale) {
      return queryRows<{ id: number; name: string }>(
        db,
        sql`select id, coalesce(nullif(names->>${locale}, ''), names->>'en', '') as name from genres order by id`,
      );
    },

    /**
     * The titles licensed in the library's country among the ids, with the episodes of their series when
     * `wholeSeries` (an episode's id stands for its series).
     */
    async licensedTitles(countryIso: string, titleId: number, wholeSeries: boolean): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`
        select t.id from titles t
        join title_licences a on a.title_id = t.id and a.country_iso = ${countryIso}
        where t.id = ${titleId}
           or (${wholeSeries} and t.group_id is not null
               and t.group_id = (select group_id from titles where id = ${titleId}))
        order by t.id`,
      );
      return rows.map((row) => row.id);
    },

    /**
     * Takes titles out of the library's catalogue (excluded) or returns them, one statement either way. When that
     * changed anything, `changed` is told in the same transaction which of the titles were excluded before and
     * after (the audit log's entry commits with the change or not at all).
     */
    async setExcluded(
      libraryId: number,
      titleIds: number[],
      excluded: boolean,
      changed: (tx: Database, excludedIds: { before: number[]; after: number[] }) => Promise<void>,
    ): Promise<void> {
      if (titleIds.length === 0) return;
      const ids = sql.join(
        titleIds.map((id) => sql`${id}`),
        sql`, `,
      );
      await db.transaction(async (tx) => {
        const excludedNow = async () =>
          (
            await queryRows<{ id: number }>(
              tx,
              sql`select title_id as id from library_title_exclusions
                  where library_id = ${libraryId} and title_id in (${ids}) order by title_id for update`,
            )
          ).map((row) => row.id);
        const before = await excludedNow();
        await tx.execute(
          excluded
            ? sql`insert into library_title_exclusions (library_id, title_id)
                  select ${libraryId}, id from titles where id in (${ids}) on conflict do nothing`
            : sql`delete from library_title_exclusions where library_id = ${libraryId} and title_id in (${ids})`,
        );
        const after = await excludedNow();
        if (before.join() !== after.join()) await changed(tx, { before, after });
      });
    },

    /** Spend per budget month (YYYY-MM-01) from the first month to the last, both included. */
    async budgetMonths(libraryId: number, firstMonth: string, lastMonth: string) {
      return db
        .select({
          month: libraryBudgetMonths.month,
          loans: libraryBudgetMonths.loans,
          amountCents: libraryBudgetMonths.amountCents,
          periodStartsAt: libraryBudgetMonths.periodStartsAt,
          periodBaseLoans: libraryBudgetMonths.periodBaseLoans,
          periodBaseCents: libraryBudgetMonths.periodBaseCents,
        })
        .from(libraryBudgetMonths)
        .where(
          and(
            eq(libraryBudgetMonths.libraryId, libraryId),
            gte(libraryBudgetMonths.month, firstMonth),
            lte(libraryBudgetMonths.month, lastMonth),
          ),
        )
        .orderBy(asc(libraryBudgetMonths.month));
    },

    /** Distinct cards that borrowed at the library since an instant. */
    async patronsSince(libraryId: number, since: Date): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(distinct card_id)::int as n from loans where library_id = ${libraryId} and started_at >= ${since}`,
      );
      return row?.n ?? 0;
    },

    /** The library's most borrowed titles since an instant, most loans first. */
    async topTitlesSince(
      libraryId: number,
      since: Date,
      locale: Locale,
      limit: number,
    ): Promise<TopTitleRow[]> {
      return queryRows<TopTitleRow>(
        db,
        sql`
        with top as (
          select title_id, count(*)::int as loans
          from loans
          where library_id = ${libraryId} and started_at >= ${since}
          group by title_id
          order by loans desc, title_id
          limit ${limit}
        )
        select t.id as "titleId", ${localName} as name, t.name_en as "nameEn", t.kind,
               case when ${locale} = 'en' then coalesce(sg.name_en, sg.name) else sg.name end as "groupName",
               t.season, t.episode, top.loans
        from top
        join titles t on t.id = top.title_id
        left join title_texts tl on tl.title_id = t.id and tl.lang = ${locale}
        left join series_groups sg on sg.id = t.group_id
        order by top.loans desc, t.id`,
      );
    },

    /**
     * Replaces the library's budget settings and records, in the same transaction, each field that changed with
     * its old and new value, the librarian and the time (nothing is recorded when nothing changed). The row is
     * locked first, so two librarians saving at once each record what they really replaced. When anything changed,
     * `changed` is told the row before and after in the same transaction (the audit log's entry).
     */
    async updateBudget(
      libraryId: number,
      change: BudgetChange,
      by: { librarianId: number; librarianName: string; at: Date },
      changed: (tx: Database, rows: { before: LibraryRow; after: LibraryRow }) => Promise<void>,
    ): Promise<LibraryRow> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(libraries).where(eq(libraries.id, libraryId)).for('update');
        const [row] = await tx.update(libraries).set(change).where(eq(libraries.id, libraryId)).returning();
        const changes: BudgetFieldChange[] = budgetFields.flatMap(([key, field]) =>
          before![key] === row![key] ? [] : [{ field, old: before![key], new: row![key] }],
        );
        if (changes.length > 0) {
          await tx.insert(libraryBudgetChanges).values({
            libraryId,
            librarianId: by.librarianId,
            librarianName: by.librarianName,
            changedAt: by.at,
            changes,
          });
          await changed(tx, { before: before!, after: row! });
        }
        return row!;
      });
    },

    /** The library's budget changes, newest first (at most `limit`). */
    async budgetChanges(libraryId: number, limit: number) {
      return db
        .select()
        .from(libraryBudgetChanges)
        .where(eq(libraryBudgetChanges.libraryId, libraryId))
        .orderBy(desc(libraryBudgetChanges.changedAt), desc(libraryBudgetChanges.id))
        .limit(limit);
    },
  };
}
export type LibrariansRepository = ReturnType<typeof createLibrariansRepository>;
