import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { translations } from '../../db/schema';

export interface TranslationRow {
  key: string;
  lang: string;
  value: string;
}

export function createTranslationsRepository(db: Database) {
  return {
    async all(): Promise<TranslationRow[]> {
      return db.select().from(translations);
    },

    /** Writes strings, replacing the value of a key and language already there; 500 rows a statement. */
    async upsert(rows: readonly TranslationRow[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 500) {
        await db
          .insert(translations)
          .values(rows.slice(i, i + 500))
          .onConflictDoUpdate({
            target: [translations.key, translations.lang],
            set: { value: sql`excluded.value` },
          });
      }
    },
  };
}
export type TranslationsRepository = ReturnType<typeof createTranslationsRepository>;
