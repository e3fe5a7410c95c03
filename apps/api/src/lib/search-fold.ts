/**
 * Search matching ignores case and accents the way Nordic users expect: 'HÅKAN' finds 'Håkan', 'tromso' finds
 * 'Tromsø'. The same folding runs in SQL (stored search text, name ranking; its twins are in db/search-fold-sql.ts)
 * and in JavaScript (the query), so both sides agree character for character.
 */
export const FOLD_FROM = 'åäàáâãöòóôõøéèêëüùúûíìîïçñýÿ';
export const FOLD_TO = 'aaaaaaooooooeeeeuuuuiiiicnyy';
const table = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i]!]));

export function foldForSearch(text: string): string {
  const lower = text.toLowerCase();
  let out = '';
  for (const ch of lower) out += table.get(ch) ?? ch;
  return out.replaceAll('æ', 'ae').replaceAll('ß', 'ss').replace(/\s+/g, ' ').trim();
}

/** Escapes LIKE wildcards in user text. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Sort keys that give each locale's alphabet in plain byte order (portable between PostgreSQL and PGlite, which
 * have different collations): Swedish and Finnish end with å ä ö, Norwegian with æ ø å; accented letters sort
 * with their base letter; English folds the Nordic letters to a and o.
 */
export const sortMaps: Record<'sv' | 'no' | 'fi' | 'en', [string, string]> = {
  sv: ['åäæöøéèêëáàâüúùûíìîïóòôçñ', '{||}}eeeeaaayuuuiiiiooocn'],
  fi: ['åäæöøéèêëáàâüúùûíìîïóòôçñ', '{||}}eeeeaaayuuuiiiiooocn'],
  no: ['æäøöåéèêëáàâüúùûíìîïóòôçñ', '{{||}eeeeaaayuuuiiiiooocn'],
  en: ['åäæöøéèêëáàâüúùûíìîïóòôçñ', 'aaaooeeeeaaauuuuiiiiooocn'],
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
