import type { LoanResult, Title, TitleSummary } from '@filmhyllan/contract';

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
  new_since: null,
  series: null,
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

/** Title 1110's page data (a film with Finnish speech and Swedish subtitles, no trailer). */
export const titleDetails = (overrides: Partial<Title> = {}): Title => ({
  id: 1110,
  name: 'Öarna i väster',
  name_en: 'The Western Isles',
  kind: 'film',
  group_id: null,
  group_name: null,
  season: null,
  episode: null,
  year: 2025,
  duration_seconds: 6660,
  age_rating: 15,
  auto_rating: 7,
  poster_url: null,
  poster_images: null,
  coming_on: null,
  leaving_on: null,
  new_since: null,
  series: null,
  is_favourite: null,
  original_name: null,
  imdb_id: null,
  description: '',
  genres: [],
  languages: [{ code: 'fi', name: 'finska' }],
  subtitle_languages: [{ code: 'sv', name: 'svenska' }],
  production_countries: [],
  directors: [],
  actors: [],
  access_services: { sdh_languages: [], audio_description_languages: [], sign_languages: [] },
  has_trailer: false,
  ...overrides,
});
