import type { LibrarianTitle } from '@filmhyllan/contract';

/** Test data for My titles (not a test file itself): a title of get_librarian_titles, named by the test. */
export const librarianTitle = (
  id: number,
  name: string,
  extra: Partial<LibrarianTitle> = {},
): LibrarianTitle => ({
  id,
  name,
  name_en: null,
  kind: 'film',
  group_name: null,
  season: null,
  episode: null,
  year: 2020,
  duration_seconds: 5400,
  poster_url: null,
  poster_images: null,
  price_cents: 2500,
  coming_on: null,
  loans_this_month: 0,
  loans_total: 0,
  last_loan_at: null,
  group_id: null,
  genre_ids: [],
  excluded: false,
  ...extra,
});
