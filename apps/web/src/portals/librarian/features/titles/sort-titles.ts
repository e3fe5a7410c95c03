import type { LibrarianTitle } from '@filmhyllan/contract';
import { collator as collatorOf } from '@/lib/intl';

export type TitleSortKey = 'name' | 'year' | 'price' | 'loans_this_month' | 'loans_total' | 'last_loan';
export type SortDirection = 'ascending' | 'descending';

export interface TitleSort {
  key: TitleSortKey;
  direction: SortDirection;
}

/** The server's order: by name in the library's language. */
export const defaultTitleSort: TitleSort = { key: 'name', direction: 'ascending' };

const valueOf: Record<Exclude<TitleSortKey, 'name'>, (title: LibrarianTitle) => number | null> = {
  year: (title) => title.year,
  price: (title) => title.price_cents,
  loans_this_month: (title) => title.loans_this_month,
  loans_total: (title) => title.loans_total,
  last_loan: (title) => (title.last_loan_at === null ? null : Date.parse(title.last_loan_at)),
};

/**
 * A choice of column: the sorted column flips its direction; another column starts with names A–Ö and with the
 * largest numbers (most loans, newest, dearest) first, which is what a librarian looks for.
 */
export function nextTitleSort(current: TitleSort, key: TitleSortKey): TitleSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: key === 'name' ? 'ascending' : 'descending' };
}

/**
 * The titles in the chosen order, as a new array. Missing values (no year, never borrowed) come last in either
 * direction; ties keep the order by name.
 */
export function sortTitles(
  titles: readonly LibrarianTitle[],
  sort: TitleSort,
  locale: string,
): LibrarianTitle[] {
  const collator = collatorOf(locale, { sensitivity: 'base', numeric: true });
  const byName = (a: LibrarianTitle, b: LibrarianTitle) => collator.compare(a.name, b.name) || a.id - b.id;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  if (sort.key === 'name') return [...titles].sort((a, b) => sign * byName(a, b));
  const value = valueOf[sort.key];
  return [...titles].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
}
