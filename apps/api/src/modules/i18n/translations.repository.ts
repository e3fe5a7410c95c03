import type { Database } from '../../db/client';
import { translations } from '../../db/schema';
import { upsertByUnnest } from '../../db/upsert-by-unnest';

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

    /** Writes strings, replacing the value of a key and language already there; set-based, in one transaction. */
    async upsert(rows: readonly TranslationRow[]): Promise<void> {
      await db.transaction((tx) =>
        upsertByUnnest(
          tx,
          {
            table: 'translations',
            columns: [
              { name: 'key', type: 'text', value: (r: TranslationRow) => r.key },
              { name: 'lang', type: 'text', value: (r: TranslationRow) => r.lang },
              { name: 'value', type: 'text', value: (r: TranslationRow) => r.value },
            ],
            conflict: ['key', 'lang'],
            update: ['value'],
          },
          rows,
        ),
      );
    },
  };
}
export type TranslationsRepository = ReturnType<typeof createTranslationsRepository>;
