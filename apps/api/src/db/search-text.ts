import { sql } from 'drizzle-orm';
import { foldSql } from './search-fold-sql';
import { intArray, type Database } from './client';

/**
 * Rebuilds every title's search document from its names, texts, series and people, folded in SQL the way the
 * search folds a query (lib/search-fold: lower case, accents off, 'Håkan' -> 'hakan', 'Tromsø' -> 'tromso'). It
 * starts with a space, so that ' word' finds the start of a word. The one place search texts are made: the
 * seeds and the test fixtures call it after writing titles, the console's title saves for the titles they wrote.
 */
export async function refreshSearchText(db: Database, titleIds?: readonly number[]): Promise<void> {
  await db.execute(sql`
    update titles t set search_text = ' ' || ${foldSql(sql`concat_ws(' ', t.name, t.name_en, t.original_name, sg.name, sg.name_en,
      (select string_agg(tt.name || ' ' || tt.description, ' ' order by tt.lang) from title_texts tt where tt.title_id = t.id),
      (select string_agg(p.name, ' ' order by tp.position, p.id) from title_people tp join people p on p.id = tp.person_id where tp.title_id = t.id))`)}
    from titles t2 left join series_groups sg on sg.id = t2.group_id
    where t2.id = t.id${titleIds ? sql` and t.id = any(${intArray(titleIds)}::int[])` : sql``}`);
}
