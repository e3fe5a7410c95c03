import type { LibrarianTitle } from '@filmhyllan/contract';

/** Which titles My titles shows by the library's choice: all, the ones patrons see, or the excluded ones. */
export type TitleState = 'all' | 'included' | 'excluded';

export const titleStates: readonly TitleState[] = ['all', 'included', 'excluded'];

export interface TitleFilter {
  /** Text in the name, the English name or the series name, ignoring case. */
  search: string;
  /** A genre the title lists; null for every genre. */
  genreId: number | null;
  state: TitleState;
}

export const noTitleFilter: TitleFilter = { search: '', genreId: null, state: 'all' };

/** The titles that pass every part of the filter, in the order given, as a new array. */
export function filterTitles(
  titles: readonly LibrarianTitle[],
  filter: TitleFilter,
  locale: string,
): LibrarianTitle[] {
  const needle = filter.search.trim().toLocaleLowerCase(locale);
  return titles.filter(
    (title) =>
      (filter.state === 'all' || title.excluded === (filter.state === 'excluded')) &&
      (filter.genreId === null || title.genre_ids.includes(filter.genreId)) &&
      (needle === '' ||
        [title.name, title.name_en, title.group_name].some((text) =>
          text?.toLocaleLowerCase(locale).includes(needle),
        )),
  );
}
