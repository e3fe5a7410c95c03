import { sql } from 'drizzle-orm';
import { intArray, queryRows, type Database } from '../../db/client';
import type { Locale } from '../catalogue/catalogue-index';

/** What a MARC record needs beyond the catalogue index, for one title in one language. */
export interface MarcTitleDetail {
  id: number;
  originalName: string | null;
  originalLanguage: string | null;
  /** The day the title entered the catalogue, yymmdd (UTC): 008/00-05. */
  enteredOn: string;
  /** In the language asked for, else English, else empty (as the title page shows it). */
  description: string;
}

export interface MarcPerson {
  titleId: number;
  name: string;
  role: 'director' | 'actor';
}

export interface MarcTitleData {
  details: Map<number, MarcTitleDetail>;
  /** Per title, in credit order (directors and actors each by position). */
  people: Map<number, MarcPerson[]>;
  /** Subtitle language codes per title. */
  subtitles: Map<number, string[]>;
}

const grouped = <R extends { titleId: number }, V>(rows: R[], value: (row: R) => V): Map<number, V[]> => {
  const out = new Map<number, V[]>();
  for (const row of rows) {
    const list = out.get(row.titleId);
    if (list) list.push(value(row));
    else out.set(row.titleId, [value(row)]);
  }
  return out;
};

/** Leader position 05 of a record in a delta: new, changed (corrected), deleted. */
export type MarcRecordStatus = 'n' | 'c' | 'd';

/** The MARC export's SQL: a few queries for a whole catalogue, never one per title. */
export function createMarcRepository(db: Database) {
  return {
    async titleData(titleIds: number[], locale: Locale): Promise<MarcTitleData> {
      if (titleIds.length === 0) return { details: new Map(), people: new Map(), subtitles: new Map() };
      // One array parameter, not thousands of parameters (a catalogue holds about 4,000 titles).
      const ids = intArray(titleIds);
      const [details, people, subtitles] = await Promise.all([
        queryRows<MarcTitleDetail>(
          db,
          sql`select t.id, t.original_name as "originalName", t.original_language as "originalLanguage",
              to_char(t.created_at at time zone 'UTC', 'YYMMDD') as "enteredOn",
              coalesce(nullif(tl.description, ''), te.description, '') as description
            from titles t
            left join title_texts tl on tl.title_id = t.id and tl.lang = ${locale}
            left join title_texts te on te.title_id = t.id and te.lang = 'en'
            where t.id = any(${ids}::int[])`,
        ),
        queryRows<MarcPerson>(
          db,
          sql`select tp.title_id as "titleId", p.name, tp.role
            from title_people tp join people p on p.id = tp.person_id
            where tp.title_id = any(${ids}::int[])
            order by tp.title_id, case tp.role when 'director' then 0 else 1 end, tp.position, p.id`,
        ),
        queryRows<{ titleId: number; code: string }>(
          db,
          sql`select title_id as "titleId", language_code as code from title_subtitles
            where title_id = any(${ids}::int[]) order by title_id, language_code`,
        ),
      ]);
      return {
        details: new Map(details.map((row) => [row.id, row])),
        people: grouped(people, (row) => row),
        subtitles: grouped(subtitles, (row) => row.code),
      };
    },

    /**
     * Brings the library's catalogue entries up to date with the titles it offers now (docs/decisions/062): a
     * title not yet entered (or entered again after it left) is entered now, a title no longer offered is marked
     * removed now. On the library's first time, its titles are entered when they were created or published, so
     * a first delta does not call the whole catalogue new.
     */
    async syncCatalogue(libraryId: number, titleIds: number[]): Promise<void> {
      const ids = intArray(titleIds);
      await db.transaction(async (tx) => {
        const [known] = await queryRows<{ known: boolean }>(
          tx,
          sql`select exists(select 1 from marc_catalogue_entries where library_id = ${libraryId}) as known`,
        );
        await tx.execute(
          sql`insert into marc_catalogue_entries (library_id, title_id, added_at)
            select ${libraryId}, t.id,
              ${known?.known ? sql`now()` : sql`greatest(t.created_at, least(t.published_at, now()))`}
            from titles t where t.id = any(${ids}::int[])
            on conflict (library_id, title_id) do update set added_at = excluded.added_at, removed_at = null
              where marc_catalogue_entries.removed_at is not null`,
        );
        await tx.execute(
          sql`update marc_catalogue_entries set removed_at = now()
            where library_id = ${libraryId} and removed_at is null and not (title_id = any(${ids}::int[]))`,
        );
      });
    },

    /**
     * What changed in the library's catalogue from the start of `since` (YYYY-MM-DD) in its time zone: n for a
     * title entered since (changed or not), c for one entered before and changed since, d for one removed since.
     */
    async delta(
      libraryId: number,
      since: string,
      timeZone: string,
    ): Promise<{ titleId: number; status: MarcRecordStatus }[]> {
      const from = sql`((${since})::date::timestamp at time zone ${timeZone})`;
      return queryRows<{ titleId: number; status: MarcRecordStatus }>(
        db,
        sql`select e.title_id as "titleId",
            case when e.removed_at is not null then 'd' when e.added_at >= ${from} then 'n' else 'c' end as status
          from marc_catalogue_entries e left join titles t on t.id = e.title_id
          where e.library_id = ${libraryId}
            and (e.removed_at >= ${from}
              or (e.removed_at is null and (e.added_at >= ${from} or t.updated_at >= ${from})))
          order by e.title_id`,
      );
    },
  };
}
export type MarcRepository = ReturnType<typeof createMarcRepository>;
