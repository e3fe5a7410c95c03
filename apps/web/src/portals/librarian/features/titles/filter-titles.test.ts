import { describe, expect, it } from 'vitest';
import type { LibrarianTitle } from '@filmhyllan/contract';
import { filterTitles, noTitleFilter } from './filter-titles';
import { librarianTitle } from './titles-fixtures';

const titles = [
  librarianTitle(1, 'Örnen', { genre_ids: [3, 7] }),
  librarianTitle(2, 'Allt flyter', { genre_ids: [7], excluded: true }),
  librarianTitle(3, 'Ängel', { genre_ids: [] }),
  librarianTitle(4, 'Zebran', {
    name_en: 'The Zebra',
    group_name: 'Djurserien',
    genre_ids: [3],
    excluded: true,
  }),
];
const names = (list: LibrarianTitle[]) => list.map((t) => t.name);

describe('filterTitles', () => {
  it('matches the name, the English name and the series, ignoring case', () => {
    const search = (text: string) => filterTitles(titles, { ...noTitleFilter, search: text }, 'sv-SE');
    expect(names(search('ÄNG'))).toEqual(['Ängel']);
    expect(names(search('zebra'))).toEqual(['Zebran']);
    expect(names(search('djur'))).toEqual(['Zebran']);
    expect(search('  ')).toHaveLength(4);
  });

  it('keeps the titles of one genre, and those in or out of the catalogue', () => {
    expect(names(filterTitles(titles, { ...noTitleFilter, genreId: 3 }, 'sv-SE'))).toEqual([
      'Örnen',
      'Zebran',
    ]);
    expect(names(filterTitles(titles, { ...noTitleFilter, state: 'included' }, 'sv-SE'))).toEqual([
      'Örnen',
      'Ängel',
    ]);
    expect(names(filterTitles(titles, { ...noTitleFilter, state: 'excluded' }, 'sv-SE'))).toEqual([
      'Allt flyter',
      'Zebran',
    ]);
  });

  it('applies every part at once, keeping the order given', () => {
    expect(names(filterTitles(titles, { search: 'e', genreId: 7, state: 'excluded' }, 'sv-SE'))).toEqual([
      'Allt flyter',
    ]);
    expect(filterTitles(titles, { search: 'örn', genreId: 7, state: 'excluded' }, 'sv-SE')).toEqual([]);
  });
});
