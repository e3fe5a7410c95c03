import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { favourites, libraryTitleExclusions, selectedTitles, titleLicences, titles } from '../../db/schema';
import { startSession, type TestApp } from '../../test-support/test-app';
import {
  createAccountTestApp,
  get,
  loginCustomer,
  passwords,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';

/*
 * Series as one item in every list, and the licence window's "leaving soon" and "new" (issue 28, docs/decisions/058),
 * on the catalogue fixtures: the series Fjällbacka (group 1) has episodes 110 (S1E2), 111 (S1E1) and 112 (S2E1),
 * all in library 1's catalogue. The catalogue's clock is fixed, so the thresholds are met to the day. On the
 * embedded database and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
let ulla: ClientSession;
let anonymous: ClientSession;
/** Today at 11:00 UTC, midday in Stockholm: the library's day is the UTC date (the fixtures' windows are from now). */
const clock = new Date(new Date().setUTCHours(11, 0, 0, 0));
const TODAY = clock.toISOString().slice(0, 10);
const day = (offset: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createAccountTestApp({ catalogue: true, catalogueClock: () => clock });
  ulla = await loginCustomer(t.app, 'ulla', passwords.ulla);
  anonymous = await startSession(t.app);
}, 120_000);
afterAll(() => t?.close());

/** Every window of the series and of film 100 in Sweden: open since long ago, for good. */
beforeEach(async () => {
  const { db } = t.database;
  await db
    .update(titleLicences)
    .set({ startsOn: '2020-01-01', endsOn: null })
    .where(and(eq(titleLicences.countryIso, 'se'), inArray(titleLicences.titleId, [100, 110, 111, 112])));
  await db.delete(libraryTitleExclusions).where(inArray(libraryTitleExclusions.titleId, [110, 111, 112]));
  await db.delete(selectedTitles).where(inArray(selectedTitles.titleId, [110, 111, 112]));
  await db.delete(favourites);
  await t.app.services.catalogueIndex.reload();
});

const setWindow = async (titleId: number, window: { startsOn?: string; endsOn?: string | null }) => {
  await t.database.db
    .update(titleLicences)
    .set(window)
    .where(and(eq(titleLicences.titleId, titleId), eq(titleLicences.countryIso, 'se')));
  await t.app.services.catalogueIndex.reload();
};

interface Item {
  id: number;
  name: string;
  leaving_on: string | null;
  new_since: string | null;
  series: { id: number; name: string; episode_count: number; season_count: number } | null;
  poster_url: string | null;
  is_favourite: number | null;
}

const library = (path: string, params: Record<string, string | number> = {}, session = anonymous) =>
  get(t.app, `/library/${path}`, session, { library_id: 1, country_iso: 'se', ...params });
const list = async (params: Record<string, string | number> = {}) => {
  const res = await library('title/get_titles', { locale: 'sv', ...params });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { titles: Item[]; count: number };
};
const seriesOf = (items: Item[]) => items.filter((item) => item.series !== null);

describe('a series as one item', () => {
  it('lists the series once in All titles with its episodes and seasons, named in the page language', async () => {
    const page = await list();
    expect(page.count).toBe(5);
    expect(page.titles.filter((item) => [110, 111, 112].includes(item.id))).toHaveLength(1);
    expect(seriesOf(page.titles)).toEqual([
      expect.objectContaining({
        id: 111, // its first episode, S1E1, which old clients open
        series: { id: 1, name: 'Fjällbacka', episode_count: 3, season_count: 2 },
      }),
    ]);
    const en = await list({ locale: 'en' });
    expect(seriesOf(en.titles)[0]!.series!.name).toBe('The Fjallbacka Murders');
  });

  it("shows the series' own poster on its tile, with the series' name, not the first episode's", async () => {
    const [tile] = seriesOf((await list()).titles);
    expect(tile!.poster_url).toBe('/api/posters/series/1.svg');
    const poster = await t.app.inject({ url: '/api/posters/series/1.en.svg' });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(poster.body).toContain('The Fjallbacka Murders');
    expect(poster.body).not.toContain('[S1E1]');
    expect((await t.app.inject({ url: '/api/posters/series/1.svg' })).body).toContain('Fjällbacka');
    expect((await t.app.inject({ url: '/api/posters/series/999.sv.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/posters/series/1.de.svg' })).statusCode).toBe(400);
    // An episode on its own (its series' page) keeps its own poster.
    const episodes = (await library('title/get_group_titles', { group_id: 1 })).json().titles as Item[];
    expect(episodes.find((episode) => episode.id === 111)!.poster_url).toBe('/api/posters/111.svg');
  });

  it('counts only the episodes the library may lend, and leaves out a series it lends none of', async () => {
    await t.database.db.insert(libraryTitleExclusions).values({ libraryId: 1, titleId: 112 });
    await t.app.services.catalogueIndex.reload();
    expect(seriesOf((await list()).titles)[0]!.series).toMatchObject({ episode_count: 2, season_count: 1 });
    await t.database.db.insert(libraryTitleExclusions).values([
      { libraryId: 1, titleId: 110 },
      { libraryId: 1, titleId: 111 },
    ]);
    await t.app.services.catalogueIndex.reload();
    const page = await list();
    expect(seriesOf(page.titles)).toEqual([]);
    expect(page.count).toBe(4);
  });

  it('places the series where its best-placed episode is, and pages and counts it once', async () => {
    // Newest first: the episodes were published before films 100-104, so the series is last.
    expect((await list()).titles.map((item) => item.id)).toEqual([100, 101, 103, 104, 111]);
    // By year: episode 112 is the newest of all titles, so the series comes first.
    await t.database.db.update(titles).set({ year: 2030 }).where(eq(titles.id, 112));
    await t.app.services.catalogueIndex.reload();
    const byYear = await list({ sort: 'year' });
    expect(byYear.titles[0]!.series?.id).toBe(1);
    expect(byYear.count).toBe(5);
    await t.database.db.update(titles).set({ year: null }).where(eq(titles.id, 112));
    await t.app.services.catalogueIndex.reload();
    // A search matching two episodes finds one item.
    const found = await list({ search: 'fjällbacka' });
    expect(found).toMatchObject({ count: 1, titles: [{ series: { id: 1 } }] });
  });

  it('counts a series once in the filter choices', async () => {
    const res = await get(t.app, '/library/title/get_filter_options', anonymous, {
      library_id: 1,
      locale: 'sv',
    });
    expect(res.json().genres).toContainEqual({ id: 4, name: 'Kriminal', count: 1 });
  });

  it('stands a series as one item in new titles, selected titles, themes and favourites', async () => {
    const fresh = (await library('title/get_new_titles', { num_titles: 50 })).json().titles as Item[];
    expect(fresh.filter((item) => [110, 111, 112].includes(item.id))).toHaveLength(1);
    expect(seriesOf(fresh)).toHaveLength(1);

    await t.database.db.insert(selectedTitles).values([
      { libraryId: 1, titleId: 112, position: 0 },
      { libraryId: 1, titleId: 110, position: 4 },
    ]);
    const picks = (await library('title/get_selected_titles', { num_titles: 2 })).json();
    expect(picks.selectedTitles.map((item: Item) => [item.id, item.series?.id ?? null])).toEqual([
      [111, 1],
      [103, null],
    ]);
    const byLibrary = (await library('title/get_selected_titles_by_library')).json().titles as Item[];
    expect(byLibrary.map((item) => item.id)).toEqual([111, 103, 100]);

    const theme = (await library('theme/get_theme', { theme_id: 1 })).json().theme;
    expect(theme.titles.map((item: Item) => item.series?.episode_count ?? item.id)).toEqual([3, 100]);
    expect(theme.title_count).toBe(2);

    for (const titleId of [110, 112, 100]) {
      expect(
        (await post(t.app, '/user/favourite/add_favourite', ulla, { title_id: titleId, library_id: 1 }))
          .statusCode,
      ).toBe(200);
    }
    const kept = (await get(t.app, '/user/favourite/fetch_favourite', ulla)).json().favourites as {
      title_id: number;
      title: Item;
    }[];
    // Newest first: film 100, then the series by its newest favourite episode (112), which the card toggles.
    expect(kept.map((f) => [f.title_id, f.title.series?.episode_count ?? null])).toEqual([
      [100, null],
      [112, 3],
    ]);
    expect(kept[1]!.title.is_favourite).toEqual(expect.any(Number));
  });
});

describe('leaving soon and new', () => {
  const title100 = async () => (await list()).titles.find((item) => item.id === 100)!;

  it(`says "leaving soon" from ${30} days before the window's last day`, async () => {
    await setWindow(100, { endsOn: day(31) });
    expect((await title100()).leaving_on).toBeNull();
    await setWindow(100, { endsOn: day(30) });
    expect((await title100()).leaving_on).toBe(day(30));
    await setWindow(100, { endsOn: TODAY });
    expect((await title100()).leaving_on).toBe(TODAY);
  });

  it('says "new" until 30 days after the window opened', async () => {
    await setWindow(100, { startsOn: day(-31) });
    expect((await title100()).new_since).toBeNull();
    await setWindow(100, { startsOn: day(-30) });
    expect((await title100()).new_since).toBe(day(-30));
    await setWindow(100, { startsOn: TODAY });
    expect((await title100()).new_since).toBe(TODAY);
    const page = await get(t.app, '/library/title/get_title', anonymous, { title_id: 100, library_id: 1 });
    expect(page.json().title.new_since).toBe(TODAY);
  });

  it('lists what is leaving soon, the soonest first, a series once by its episode leaving first', async () => {
    await setWindow(100, { endsOn: day(20) });
    await setWindow(112, { endsOn: day(10) });
    await setWindow(110, { endsOn: day(25) });
    const answer = (await library('title/get_selected_titles', { num_titles: 10 })).json();
    expect(
      answer.leaving_titles.map((item: Item) => [item.id, item.leaving_on, item.series?.id ?? null]),
    ).toEqual([
      [112, day(10), 1],
      [100, day(20), null],
    ]);
    await setWindow(100, { endsOn: day(40) });
    await setWindow(110, { endsOn: null });
    await setWindow(112, { endsOn: null });
    expect((await library('title/get_selected_titles')).json().leaving_titles).toEqual([]);
  });
});
