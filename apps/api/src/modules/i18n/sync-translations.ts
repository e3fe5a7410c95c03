import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { translations } from '../../db/schema';
import { translationRows } from '../../db/seed/translations';

/**
 * Interface strings ship with the code (db/seed/translations.ts) and are written into the translations table at
 * every start, on any database: a new release's strings reach an existing installation without a re-seed.
 * Rows for keys the code no longer has are left alone (an operator may have added them).
 */
export async function syncTranslations(db: Database): Promise<number> {
  const rows = translationRows();
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(translations)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [translations.key, translations.lang],
        set: { value: sql`excluded.value` },
      });
  }
  return rows.length;
}
