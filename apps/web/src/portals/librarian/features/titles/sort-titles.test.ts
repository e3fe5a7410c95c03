import { describe, expect, it } from 'vitest';
import type { LibrarianTitle } from '@filmhyllan/contract';
import { defaultTitleSort, nextTitleSort, sortTitles } from './sort-titles';
import { librarianTitle } from './titles-fixtures';

const titles = [
  librarianTitle(1, 'Örnen', { year: 2019, loans_total: 3, last_loan_at: '2026-10-01T10:00:00Z' }),
  librarianTitle(2, 'Allt flyter', { year: null, loans_total: 7, last_loan_at: '2026-11-02T10:00:00Z' }),
  librarianTitle(3, 'Ängel', { year: 2024, loans_total: 3 }),
  librarianTitle(4, 'Zebran', { year: 2001, name_en: 'The Zebra', group_name: 'Djurserien' }),
];
const names = (list: LibrarianTitle[]) => list.map((t) => t.name);

describe('sortTitles', () => {
  it('sorts names with the Swedish collation (Å, Ä, Ö after Z)', () => {
    expect(names(sortTitles(titles, defaultTitleSort, 'sv-SE'))).toEqual([
      'Allt flyter',
      'Zebran',
      'Ängel',
      'Örnen',
    ]);
    expect(names(sortTitles(titles, { key: 'name', direction: 'descending' }, 'sv-SE'))).toEqual([
      'Örnen',
      'Ängel',
      'Zebran',
      'Allt flyter',
    ]);
  });

  it('sorts numbers both ways, ties by name, and missing values last either way', () => {
    expect(names(sortTitles(titles, { key: 'loans_total', direction: 'descending' }, 'sv-SE'))).toEqual([
      'Allt flyter',
      'Ängel',
      'Örnen',
      'Zebran',
    ]);
    expect(names(sortTitles(titles, { key: 'year', direction: 'ascending' }, 'sv-SE'))).toEqual([
      'Zebran',
      'Örnen',
      'Ängel',
      'Allt flyter',
    ]);
    expect(names(sortTitles(titles, { key: 'year', direction: 'descending' }, 'sv-SE'))).toEqual([
      'Ängel',
      'Örnen',
      'Zebran',
      'Allt flyter',
    ]);
    expect(
      names(sortTitles(titles, { key: 'last_loan', direction: 'descending' }, 'sv-SE')).slice(0, 2),
    ).toEqual(['Allt flyter', 'Örnen']);
  });

  it('leaves the given list alone', () => {
    const before = names(titles);
    sortTitles(titles, { key: 'year', direction: 'ascending' }, 'sv-SE');
    expect(names(titles)).toEqual(before);
  });
});

describe('nextTitleSort', () => {
  it('flips the sorted column and starts another with names A–Ö or the largest numbers first', () => {
    expect(nextTitleSort(defaultTitleSort, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextTitleSort(defaultTitleSort, 'loans_this_month')).toEqual({
      key: 'loans_this_month',
      direction: 'descending',
    });
    expect(nextTitleSort({ key: 'year', direction: 'descending' }, 'year')).toEqual({
      key: 'year',
      direction: 'ascending',
    });
    expect(nextTitleSort({ key: 'year', direction: 'descending' }, 'name')).toEqual(defaultTitleSort);
  });
});
