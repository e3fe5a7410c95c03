import { sql } from 'drizzle-orm';
import { intArray, queryRows, type Database } from '../../db/client';
import type { Locale } from '../librarians/librarians.repository';
import type { NamedTitleRow } from '../librarians/title-names';

/** A library's loans between two instants (from included, to excluded). */
export interface LoanRange {
  libraryId: number;
  timeZone: string;
  from: Date;
  to: Date;
}

/** A localized name from a jsonb of names: the language's, else English, else Swedish. */
const jsonName = (column: 'g.names' | 'lg.names', locale: Locale) => {
  const names = sql.raw(column);
  return sql`coalesce(nullif(${names}->>${locale}, ''), ${names}->>'en', ${names}->>'sv', '')`;
};

/**
 * The statistics of a library's loans. Every statement is a range scan of loans_library_started_idx (library,
 * start), so its cost follows the library's loans in the range, not the whole table.
 */
export function createStatisticsRepository(db: Database) {
  const inRange = (r: LoanRange) =>
    sql`l.library_id = ${r.libraryId} and l.started_at >= ${r.from} and l.started_at < ${r.to}`;

  return {
    /**
     * Claims a budget alert (a threshold of a library's month) for the address it goes to: true for the one
     * caller whose row went in, false when another process or an earlier call claimed it.
     */
    async claimBudgetAlert(alert: {
      libraryId: number;
      month: string;
      threshold: number;
      sentTo: string;
      at: Date;
    }): Promise<boolean> {
      const rows = await queryRows<{ threshold: number }>(
        db,
        sql`insert into library_budget_alerts (library_id, month, threshold, sent_to, sent_at)
            values (${alert.libraryId}, ${alert.month}, ${alert.threshold}, ${alert.sentTo}, ${alert.at})
            on conflict do nothing returning threshold`,
      );
      return rows.length > 0;
    },

    /**
     * Loans and spend per local day and title of the range (pairs without loans absent): the one scan of the
     * range every table of the statistics is summed from.
     */
    async dayTitles(r: LoanRange) {
      return queryRows<{ day: string; titleId: number; loans: number; amountCents: number }>(
        db,
        sql`select d.day::text as day, d.title_id as "titleId", d.loans, d.amount as "amountCents"
            from (select (l.started_at at time zone ${r.timeZone})::date as day, l.title_id, count(*)::int as loans,
                         sum(l.price_cents)::float8 as amount
                  from loans l where ${inRange(r)} group by 1, 2) d`,
      );
    },

    /** Loans and spend per local day of the range (days without loans absent). */
    async days(r: LoanRange) {
      return queryRows<{ day: string; loans: number; amountCents: number }>(
        db,
        sql`select (l.started_at at time zone ${r.timeZone})::date::text as day, count(*)::int as loans,
                   coalesce(sum(l.price_cents), 0)::float8 as "amountCents"
            from loans l where ${inRange(r)} group by 1`,
      );
    },

    /**
     * Distinct patrons of the range: cards, accounts that borrowed without one, and the loans whose link to the
     * patron is gone by their number within their local month (modules/privacy/unlink-loans.ts). Such a patron
     * counts once per month: exact for a range within one month, at most one per month too many across months.
     */
    async patrons(r: LoanRange): Promise<number> {
      const [row] = await queryRows<{ patrons: number }>(
        db,
        sql`select count(distinct coalesce('c' || l.card_id::text,
              't' || to_char(l.started_at at time zone ${r.timeZone}, 'YYYY-MM') || ':' || l.patron_tag::text,
              'u' || l.user_id::text))::int as patrons
            from loans l where ${inRange(r)}`,
      );
      return row?.patrons ?? 0;
    },

    /** Loans per weekday (0 Sunday to 6 Saturday, local) of the range. */
    async weekdays(r: LoanRange): Promise<number[]> {
      const rows = await queryRows<{ dow: number; loans: number }>(
        db,
        sql`select extract(dow from l.started_at at time zone ${r.timeZone})::int as dow, count(*)::int as loans
            from loans l where ${inRange(r)} group by 1`,
      );
      const counts = [0, 0, 0, 0, 0, 0, 0];
      for (const row of rows) counts[row.dow] = row.loans;
      return counts;
    },

    /** Titles by id, named in a language. */
    async titleNames(ids: number[], locale: Locale): Promise<(NamedTitleRow & { titleId: number })[]> {
      if (ids.length === 0) return [];
      return queryRows(
        db,
        sql`
        select t.id as "titleId", coalesce(nullif(tl.name, ''), t.name) as name, t.name_en as "nameEn", t.kind,
               case when ${locale} = 'en' then coalesce(sg.name_en, sg.name) else sg.name end as "groupName",
               t.season, t.episode
        from titles t
        left join title_texts tl on tl.title_id = t.id and tl.lang = ${locale}
        left join series_groups sg on sg.id = t.group_id
        where t.id = any(${intArray(ids)}::int[])`,
      );
    },

    /** The genres and the spoken languages of titles, named in a language. */
    async titleFacets(ids: number[], locale: Locale) {
      if (ids.length === 0) return [];
      return queryRows<{ titleId: number; facet: 'genre' | 'language'; key: string; name: string }>(
        db,
        sql`
        select tg.title_id as "titleId", 'genre' as facet, g.id::text as key, ${jsonName('g.names', locale)} as name
        from title_genres tg join genres g on g.id = tg.genre_id
        where tg.title_id = any(${intArray(ids)}::int[])
        union all
        select tl.title_id, 'language', lg.code, ${jsonName('lg.names', locale)}
        from title_languages tl join languages lg on lg.code = tl.language_code
        where tl.title_id = any(${intArray(ids)}::int[])`,
      );
    },
  };
}
export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;
