import { sql, type SQL } from 'drizzle-orm';
import type { Language as Locale, LocalizedText } from '@filmhyllan/contract';
import { queryRows, type Database } from '../../db/client';

/** A library's own list (a theme with library_id set) as the librarian portal edits it. */
export interface LibrarianListRow {
  id: number;
  headings: LocalizedText;
  startsOn: string | null;
  endsOn: string | null;
  position: number;
  /** The picked titles in their order (an episode stands for its series). */
  titleIds: number[];
}

/** A picked title as the portal names it, and whether the library lends it today. */
export interface PickedTitleRow {
  id: number;
  name: string;
  /** The series' name when the title is an episode (the list shows its series as one tile). */
  seriesName: string | null;
  lent: boolean;
}

/** What a save writes: the list's own fields and its titles in order. */
export interface ListContent {
  headings: LocalizedText;
  startsOn: string | null;
  endsOn: string | null;
  titleIds: number[];
}

const intList = (values: number[]): SQL =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** The change a callback records (the audit entry), inside the change's own transaction. */
type Changed<T> = (tx: Database, change: T) => Promise<void>;

/** The SQL of librarians' lists: a library's own rows of `themes` and `theme_titles` (docs/decisions/061). */
export function createLibrarianListsRepository(db: Database) {
  const listsOf = async (handle: Database, libraryId: number, lock = false): Promise<LibrarianListRow[]> =>
    queryRows<LibrarianListRow>(
      handle,
      sql`select th.id, th.headings, th.starts_on::text as "startsOn", th.ends_on::text as "endsOn", th.position,
            coalesce((select array_agg(tt.title_id order by tt.position, tt.title_id) from theme_titles tt
                      where tt.theme_id = th.id), '{}') as "titleIds"
          from themes th where th.library_id = ${libraryId}
          order by th.position, th.id ${lock ? sql`for update` : sql``}`,
    );

  const writeTitles = async (tx: Database, listId: number, titleIds: number[]) => {
    await tx.execute(sql`delete from theme_titles where theme_id = ${listId}`);
    if (!titleIds.length) return;
    await tx.execute(sql`insert into theme_titles (theme_id, title_id, position)
      select ${listId}, id, ord - 1 from unnest(${`{${titleIds.join(',')}}`}::int[]) with ordinality as picked(id, ord)`);
  };

  return {
    /** The library's own lists in their order, each with its titles in order. */
    lists(libraryId: number): Promise<LibrarianListRow[]> {
      return listsOf(db, libraryId);
    },

    /**
     * The titles among `ids` that exist, named in locale, and whether the library lends each on `today` (a day in
     * its time zone): licensed in its country with a window not yet ended, not taken out by the library, not
     * withdrawn. Ids of no title are missing from the answer.
     */
    async pickedTitles(
      library: { id: number; countryIso: string },
      ids: number[],
      today: string,
      locale: Locale,
    ): Promise<PickedTitleRow[]> {
      if (!ids.length) return [];
      return queryRows<PickedTitleRow>(
        db,
        sql`select t.id, coalesce(nullif(tl.name, ''), case when ${locale} = 'en' then t.name_en end, t.name) as name,
              case when sg.id is not null then coalesce(nullif(sg.names->>${locale}, ''),
                case when ${locale} = 'en' then sg.name_en end, sg.name) end as "seriesName",
              (t.withdrawn_at is null
                and exists (select 1 from title_licences a where a.title_id = t.id and a.country_iso = ${library.countryIso}
                            and (a.ends_on is null or a.ends_on >= ${today}::date))
                and not exists (select 1 from library_title_exclusions x
                                where x.library_id = ${library.id} and x.title_id = t.id)) as lent
            from titles t
            left join title_texts tl on tl.title_id = t.id and tl.lang = ${locale}
            left join series_groups sg on sg.id = t.group_id
            where t.id in ${intList(ids)}`,
      );
    },

    /**
     * Creates a list (listId null, placed after the library's others) or replaces one of the library's lists.
     * Answers the list's id, or null when listId is no list of this library.
     */
    async save(
      library: { id: number; countryIso: string },
      listId: number | null,
      content: ListContent,
      changed: Changed<{ before: LibrarianListRow | null; after: LibrarianListRow }>,
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        const existing = await listsOf(tx, library.id, true);
        const before = listId === null ? null : existing.find((list) => list.id === listId);
        if (before === undefined) return null;
        const schedule = sql`starts_on = ${content.startsOn}::date, ends_on = ${content.endsOn}::date`;
        let id: number;
        if (before === null) {
          const position = existing.reduce((max, list) => Math.max(max, list.position + 1), 0);
          const [row] = await queryRows<{ id: number }>(
            tx,
            sql`insert into themes (library_id, country_iso, headings, position, starts_on, ends_on)
                values (${library.id}, ${library.countryIso}, ${JSON.stringify(content.headings)}::jsonb, ${position},
                        ${content.startsOn}::date, ${content.endsOn}::date)
                returning id`,
          );
          id = row!.id;
        } else {
          id = before.id;
          await tx.execute(sql`update themes set headings = ${JSON.stringify(content.headings)}::jsonb, ${schedule},
                               updated_at = now() where id = ${id}`);
        }
        await writeTitles(tx, id, content.titleIds);
        const after = (await listsOf(tx, library.id)).find((list) => list.id === id)!;
        await changed(tx, { before, after });
        return id;
      });
    },

    /** Deletes one of the library's lists with its titles; false when it is no list of this library. */
    async remove(libraryId: number, listId: number, changed: Changed<LibrarianListRow>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const list = (await listsOf(tx, libraryId, true)).find((candidate) => candidate.id === listId);
        if (!list) return false;
        await tx.execute(sql`delete from themes where id = ${listId} and library_id = ${libraryId}`);
        await changed(tx, list);
        return true;
      });
    },

    /**
     * Puts the library's lists in the order of `listIds`, which must name each of them once; answers false (and
     * changes nothing) otherwise.
     */
    async reorder(
      libraryId: number,
      listIds: number[],
      changed: Changed<{ before: number[]; after: number[] }>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const before = (await listsOf(tx, libraryId, true)).map((list) => list.id);
        const same = [...before].sort((a, b) => a - b).join() === [...listIds].sort((a, b) => a - b).join();
        if (!same || new Set(listIds).size !== listIds.length) return false;
        if (before.join() === listIds.join()) return true;
        await tx.execute(sql`update themes set position = picked.ord - 1, updated_at = now()
          from unnest(${`{${listIds.join(',')}}`}::int[]) with ordinality as picked(id, ord)
          where themes.id = picked.id and themes.library_id = ${libraryId}`);
        await changed(tx, { before, after: listIds });
        return true;
      });
    },
  };
}
export type LibrarianListsRepository = ReturnType<typeof createLibrarianListsRepository>;
