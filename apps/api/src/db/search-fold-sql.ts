import { sql, type SQL } from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO, sortMaps } from '../lib/search-fold';

/**
 * The SQL twins of lib/search-fold.ts, built from the same character tables so that both sides agree character
 * for character.
 */

/** The SQL twin of foldForSearch (whitespace is left as it is: stored text is matched with LIKE). */
export const foldSql = (expression: SQL): SQL =>
  sql`replace(replace(translate(lower(${expression}), ${FOLD_FROM}, ${FOLD_TO}), 'æ', 'ae'), 'ß', 'ss')`;

/** The SQL twin of sortKey: compare with collate "C" (byte order), as JavaScript's < does. */
export const sortKeySql = (expression: SQL, locale: keyof typeof sortMaps): SQL => {
  const [from, to] = sortMaps[locale];
  return sql`translate(lower(${expression}), ${from}, ${to}) collate "C"`;
};
