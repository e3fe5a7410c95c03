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
  };
}
export type MarcRepository = ReturnType<typeof createMarcRepository>;
