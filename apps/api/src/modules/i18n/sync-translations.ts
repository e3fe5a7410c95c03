import { translationRows } from '../../db/seed/translations';
import type { TranslationsRepository } from './translations.repository';

/**
 * Interface strings ship with the code (db/seed/translations.ts) and are written into the translations table at
 * every start, on any database: a new release's strings reach an existing installation without a re-seed.
 * Rows for keys the code no longer has are left alone (an operator may have added them).
 */
export async function syncTranslations(repo: Pick<TranslationsRepository, 'upsert'>): Promise<number> {
  const rows = translationRows();
  await repo.upsert(rows);
  return rows.length;
}
