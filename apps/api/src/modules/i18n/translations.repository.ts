import type { Database } from '../../db/client';
import { translations } from '../../db/schema';

export function createTranslationsRepository(db: Database) {
  return {
    async all(): Promise<{ key: string; lang: string; value: string }[]> {
      return db.select().from(translations);
    },
  };
}
export type TranslationsRepository = ReturnType<typeof createTranslationsRepository>;
