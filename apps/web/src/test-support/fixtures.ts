import type { LoanResult, TitleSummary } from '@filmhyllan/contract';

/** Test data shared by the web's tests (not a test file itself). */

/** A JSON answer as the API sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The patron most tests log in as. */
export const testUser = {
  username: 'demo',
  email: 'demo@example.com',
  first_name: 'Demo',
  last_name: 'Patron',
};

/** A title card's data; the name says which title it is. */
export const titleSummary = (id: number, overrides: Partial<TitleSummary> = {}): TitleSummary => ({
  id,
  name: `Titel ${id}`,
  name_en: null,
  imdb_id: null,
  kind: 'film',
  group_id: null,
  group_name: null,
  season: null,
  episode: null,
  year: 2020,
  duration_seconds: 5400,
  age_rating: 0,
  auto_rating: null,
  poster_url: null,
  poster_images: null,
  coming_on: null,
  leaving_on: null,
  is_favourite: null,
  ...overrides,
});

/** A new loan of title 1110 at library 1, as the loan calls answer it. */
export const loanResult: LoanResult = {
  success: true,
  loan: {
    loan_id: 9,
    title_id: 1110,
    library_id: 1,
    started_at: '2026-03-01T10:00:00.000Z',
    ends_at: '2026-03-03T10:00:00.000Z',
    stream: { playlist_url: '/api/media/tok/master.m3u8', expires_at: '2026-03-03T10:00:00.000Z' },
  },
  is_new: true,
  num_loans_left: 2,
  num_loans_left_period: 'month',
};
