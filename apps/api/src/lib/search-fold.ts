import { sql, type SQL } from 'drizzle-orm';

/**
 * Search matching ignores case and accents the way Nordic users expect: 'HÅKAN' finds 'Håkan', 'tromso' finds
 * 'Tromsø'. The same folding runs in SQL (stored search text, name ranking) and in JavaScript (the query), so
 * both sides agree character for character.
 */
const FROM = 'åäàáâãöòóôõøéèêëüùúûíìîïçñýÿ';
const TO = 'aaaaaaooooooeeeeuuuuiiiicnyy';
const table = new Map([...FROM].map((ch, i) => [ch, TO[i]!]));

export function foldForSearch(text: string): string {
  const lower = text.toLowerCase();
  let out = '';
  for (const ch of lower) out += table.get(ch) ?? ch;
  return out.replaceAll('æ', 'ae').replaceAll('ß', 'ss').replace(/\s+/g, ' ').trim();
}

/** The SQL twin of foldForSearch (whitespace is left as it is: stored text is matched with LIKE). */
export const foldSql = (expression: SQL): SQL =>
  sql`replace(replace(translate(lower(${expression}), ${FROM}, ${TO}), 'æ', 'ae'), 'ß', 'ss')`;

/** Escapes LIKE wildcards in user text. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Sort keys that give each locale's alphabet in plain byte order (portable between PostgreSQL and PGlite, which
 * have different collations): Swedish and Finnish end with å ä ö, Norwegian with æ ø å; accented letters sort
 * with their base letter; English folds the Nordic letters to a and o.
 */
const sortMaps: Record<'sv' | 'no' | 'fi' | 'en', [string, string]> = {
  sv: ['åäæöøéèêëáàâüúùûíìîïóòôçñ', '{||}}eeeeaaayuuuiiiiooocn'],
  fi: ['åäæöøéèêëáàâüúùûíìîïóòôçñ', '{||}}eeeeaaayuuuiiiiooocn'],
  no: ['æäøöåéèêëáàâüúùûíìîïóòôçñ', '{{||}eeeeaaayuuuiiiiooocn'],
  en: ['åäæöøéèêëáàâüúùûíìîïóòôçñ', 'aaaooeeeeaaauuuuiiiiooocn'],
};

export const sortKeySql = (expression: SQL, locale: 'sv' | 'no' | 'fi' | 'en'): SQL => {
  const [from, to] = sortMaps[locale];
  return sql`translate(lower(${expression}), ${from}, ${to}) collate "C"`;
};

/** The JavaScript twin of sortKeySql: compare the results with < (byte order), as SQL's collate "C" does. */
export function sortKey(text: string, locale: 'sv' | 'no' | 'fi' | 'en'): string {
  const [from, to] = sortMaps[locale];
  let out = '';
  for (const ch of text.toLowerCase()) {
    const at = from.indexOf(ch);
    out += at >= 0 ? to[at]! : ch;
  }
  return out;
}
