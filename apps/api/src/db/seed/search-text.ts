import { foldForSearch } from '../../lib/search-fold';

/**
 * A title's search document: its names, texts and people, folded with the same function the search folds the
 * query with (lib/search-fold: lower case, accents off, 'Håkan' -> 'hakan', 'Tromsø' -> 'tromso'). It starts
 * with a space, like the catalogue repository's refreshSearchText, so that `like '% word%'` finds word starts.
 */
export function buildSearchText(parts: readonly (string | null | undefined)[]): string {
  return ` ${foldForSearch(parts.filter((part): part is string => Boolean(part)).join(' '))}`;
}
