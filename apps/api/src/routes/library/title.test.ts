import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagedTitles, toBracketedList } from '@filmhyllan/contract';
import { createTestApp, form, startSession, type TestApp } from '../../test-support/test-app';
import { fixtureUser, seedFixtures } from '../../test-support/fixtures';
import { seedCatalogueFixtures } from '../../test-support/catalogue-fixtures';
import { titles as titleRows } from '../../db/schema';

let t: TestApp;
let sid: string;
beforeAll(async () => {
  t = await createTestApp({
    seed: async (h) => {
      await seedFixtures(h.db);
      await seedCatalogueFixtures(h.db);
    },
  });
  sid = (await startSession(t.app)).sessionid;
});
afterAll(() => t.close());

const call = async (
  path: string,
  params: Record<string, string | number> = {},
  session = sid,
  lang = 'sv',
) => {
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    portal_sessionid: session,
  });
  return t.app.inject({ url: `/api/library/${path}?${query}`, headers: { 'x-app-language': lang } });
};
const titles = async (params: Record<string, string | number>, session = sid) => {
  const res = await call(
    'title/get_titles',
    { library_id: 1, country_iso: 'se', locale: 'sv', ...params },
    session,
  );
  expect(res.statusCode, res.body).toBe(200);
  return PagedTitles.parse(res.json());
};
const ids = (page: { titles: { id: number }[] }) => page.titles.map((x) => x.id);

describe('get_titles', () => {
  it("lists only the library's published, licensed, not excluded titles, newest first", async () => {
    const page = await titles({});
    // The series Fjällbacka (110-112) is one item, shown by its first episode (111, S1E1).
    expect(ids(page)).toEqual([100, 101, 103, 104, 111]);
    expect(page.count).toBe(5);
  });

  it('answers an empty page past the end, still with the count', async () => {
    const page = await titles({ page: 2 });
    expect(page).toEqual({ titles: [], count: 5 });
  });

  it('filters by genre, language, year, decade, age rating, rating, country and person', async () => {
    expect(ids(await titles({ genres: toBracketedList([19]) }))).toEqual([103]);
    expect(ids(await titles({ genres: '[1, 19]' })).sort()).toEqual([100, 103, 104]);
    expect(ids(await titles({ languages: '["en"]' }))).toEqual([104]);
    expect(ids(await titles({ years: '["1990s"]' }))).toEqual([101]);
    expect(ids(await titles({ years: '[2020,2001]' }))).toEqual([100, 103]);
    expect(ids(await titles({ parental_guidance: '[0]' }))).toEqual([101, 103]);
    expect(ids(await titles({ ratings: '[7]' }))).toEqual([100]);
    expect(ids(await titles({ ratings: '[8]' }))).toEqual([103]);
    expect(ids(await titles({ title_country_iso: 'US' }))).toEqual([104]);
    expect(ids(await titles({ personnel: 1 }))).toEqual([100, 103]);
    // Different filters all apply.
    expect(ids(await titles({ genres: '[1]', languages: '["sv"]' }))).toEqual([100]);
  });

  it('filters by access services, a title having every one chosen', async () => {
    expect(ids(await titles({ access: '["sdh"]' }))).toEqual([100, 103]);
    expect(ids(await titles({ access: '[audio_description]' }))).toEqual([100, 104]);
    expect(ids(await titles({ access: '["sign_language"]' }))).toEqual([100]);
    expect(ids(await titles({ access: '["sdh","audio_description"]' }))).toEqual([100]);
    expect(ids(await titles({ access: '[]' }))).toEqual([100, 101, 103, 104, 111]);
    expect(ids(await titles({ access: '["audio_description"]', genres: '[1]', sort: 'name' }))).toEqual([
      100, 104,
    ]);
    expect((await titles({ access: '["sdh"]', search: 'håkan' })).titles.map((x) => x.id)).toEqual([
      100, 103,
    ]);
  });

  it('searches names, people and descriptions ignoring case and accents, exact and prefix matches first', async () => {
    const hakan = await titles({ search: 'HÅKAN', sort: 'asc' });
    expect(ids(hakan)).toEqual([103, 100]); // name prefix first, then the film Håkan Berg directed
    expect(hakan.count).toBe(2);
    expect(ids(await titles({ search: 'isen', sort: 'asc' }))).toEqual([100]);
    expect(ids(await titles({ search: 'norrland', sort: 'asc' }))).toEqual([100]); // description
    // The three episodes match: their series is one item.
    const series = await titles({ search: 'fjallbacka', sort: 'asc' });
    expect(ids(series)).toEqual([111]);
    expect(series.count).toBe(1);
    expect(ids(await titles({ search: 'lena ek', sort: 'asc' }))).toEqual([100]);
    expect(ids(await titles({ search: 'utesluten' }))).toEqual([]); // excluded at this library
    expect(ids(await titles({ search: '100%' }))).toEqual([]);
  });

  it('ranks an exact name match above prefix matches', async () => {
    // The episode named exactly so stands for its series, which the tile shows by its first episode.
    const exact = await titles({ search: 'mord i hamnen', sort: 'asc' });
    expect(exact.titles.map((x) => [x.id, x.series?.id])).toEqual([[111, 1]]);
    const byName = ids(await titles({ search: 'i', sort: 'asc' }));
    expect(byName[0]).toBe(100); // 'Isen' starts with i
  });

  it('sorts by name in the Swedish alphabet, by year and by rating', async () => {
    const page = await titles({ sort: 'name' });
    expect(page.titles.map((x) => x.name || x.name_en)).toEqual([
      // The series stands where its first episode by name does (Början), once.
      'Början',
      'Håkans resa',
      'Isen',
      'Only English',
      'Sommaren',
    ]);
    expect(ids(await titles({ sort: 'year' })).slice(0, 4)).toEqual([100, 104, 103, 101]);
    expect(ids(await titles({ sort: 'rating' })).slice(0, 3)).toEqual([103, 100, 101]);
  });

  it('answers names in the locale with the English name beside them', async () => {
    const fi = await call('title/get_titles', {
      library_id: 1,
      country_iso: 'se',
      locale: 'fi',
      genres: '[1]',
    });
    const ice = fi.json().titles.find((x: { id: number }) => x.id === 100);
    expect(ice).toMatchObject({
      name: 'Jää',
      name_en: 'The Ice',
      poster_url: '/api/posters/100.svg',
      is_favourite: null,
    });
    const series = (await titles({ genres: '[4]' })).titles[0]!;
    expect(series).toMatchObject({
      kind: 'episode',
      group_id: 1,
      group_name: 'Fjällbacka',
      season: 1,
      episode: 1,
      series: { id: 1, name: 'Fjällbacka', episode_count: 3, season_count: 2 },
    });
  });

  it('shows only children’s titles in a child-mode session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/init_portal_session',
      ...form({ portal: 'customer', child_mode: 1 }),
    });
    const child = res.json().sessionid as string;
    expect(ids(await titles({}, child))).toEqual([103]);
    expect(ids(await titles({ search: 'isen' }, child))).toEqual([]);
    const title = await call('title/get_title', { title_id: 100, library_id: 1 }, child);
    expect(title.statusCode).toBe(403);
    expect(title.json().error.code).toBe('TITLE_NOT_IN_CHILD_MODE');
  });

  it('tells a title hidden by child mode from one that does not exist, and tells nothing more of it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/init_portal_session',
      ...form({ portal: 'customer', child_mode: 1 }),
    });
    const child = res.json().sessionid as string;
    const answer = async (params: Record<string, number>) => {
      const got = await call('title/get_title', params, child, 'en');
      return [got.statusCode, got.json().error?.code ?? 'ok'];
    };
    // Seen outside child mode: in the library, and without a library.
    const hidden = await call('title/get_title', { title_id: 100, library_id: 1 }, child, 'en');
    expect(hidden.json()).toEqual({
      success: false,
      error: { code: 'TITLE_NOT_IN_CHILD_MODE', message: expect.any(String) },
    });
    expect(hidden.body).not.toContain('Isen');
    expect(await answer({ title_id: 100 })).toEqual([403, 'TITLE_NOT_IN_CHILD_MODE']);
    // The children's title is shown; titles nobody here would see stay "not found": no such title, one
    // excluded at the library, one licensed only in Norway.
    expect(await answer({ title_id: 103, library_id: 1 })).toEqual([200, 'ok']);
    expect(await answer({ title_id: 999, library_id: 1 })).toEqual([404, 'TITLE_NOT_FOUND']);
    expect(await answer({ title_id: 105, library_id: 1 })).toEqual([404, 'TITLE_NOT_FOUND']);
    expect(await answer({ title_id: 106, library_id: 1 })).toEqual([404, 'TITLE_NOT_FOUND']);
    // Outside child mode the same title is simply shown.
    expect((await call('title/get_title', { title_id: 100, library_id: 1 })).statusCode).toBe(200);
  });

  it('narrows the catalogue as soon as a logged-in user turns child mode on in the profile, and widens it again', async () => {
    const started = await startSession(t.app);
    let sessionid = started.sessionid;
    const send = async (url: string, fields: Record<string, string>, csrf: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        ...form({ ...fields, portal_sessionid: sessionid, portal_csrftoken: csrf }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const registered = await send(
      '/user/user/register',
      {
        username: 'child.mode.parent',
        email: 'parent@example.com',
        password: 'a good password 1',
        first_name: 'Pia',
        last_name: 'Berg',
        country_iso: 'se',
        log_user_in_after_register: '1',
      },
      started.csrftoken,
    );
    // Logged in under a new session id (session fixation), which the client stores.
    sessionid = registered.new_sessionid as string;
    const csrf = registered.new_csrftoken as string;
    const profile = { first_name: 'Pia', last_name: 'Berg', email: 'parent@example.com', country: 'SE' };
    const all = ids(await titles({}, sessionid));
    expect(all.length).toBeGreaterThan(1);
    await send('/user/user/update_profile', { ...profile, children_mode: 'on' }, csrf);
    expect(ids(await titles({}, sessionid))).toEqual([103]);
    await send('/user/user/update_profile', profile, csrf);
    expect(ids(await titles({}, sessionid))).toEqual(all);
  });

  it('refuses bad input with a 4xx and a clear code', async () => {
    const cases: [Record<string, string | number>, number, string][] = [
      [{ library_id: 'abc' }, 400, 'VALIDATION_FAILED'],
      [{ page: 0 }, 400, 'VALIDATION_FAILED'],
      [{ page: -3 }, 400, 'VALIDATION_FAILED'],
      [{ genres: '[999]' }, 400, 'UNKNOWN_GENRE'],
      [{ genres: '1,2' }, 400, 'VALIDATION_FAILED'],
      [{ genres: '[1,' }, 400, 'VALIDATION_FAILED'],
      [{ languages: '["zz"]' }, 400, 'UNKNOWN_LANGUAGE'],
      [{ title_country_iso: 'zz' }, 400, 'UNKNOWN_COUNTRY'],
      [{ years: '["19x0"]' }, 400, 'VALIDATION_FAILED'],
      [{ access: '["subtitles"]' }, 400, 'VALIDATION_FAILED'],
      [{ access: 'sdh' }, 400, 'VALIDATION_FAILED'],
      [{ access: '["SDH"]' }, 400, 'VALIDATION_FAILED'],
      [{ sort: 'random' }, 400, 'VALIDATION_FAILED'],
      [{ search: 'x'.repeat(10_000) }, 400, 'VALIDATION_FAILED'],
      [{ library_id: 9999 }, 404, 'LIBRARY_NOT_FOUND'],
      [{ country_iso: 'no' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [params, status, code] of cases) {
      const res = await call('title/get_titles', { library_id: 1, country_iso: 'se', ...params });
      expect(res.statusCode, JSON.stringify(params).slice(0, 60)).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
  });
});

describe('get_title', () => {
  it('answers the title page with texts in the request language, subtitles and suggestions', async () => {
    const res = await call('title/get_title', { title_id: 100, library_id: 1, with_subtitle_languages: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.title).toMatchObject({
      id: 100,
      name: 'Isen',
      name_en: 'The Ice',
      description: 'En kall vinter i Norrland.',
      year: 2020,
      age_rating: 15,
      auto_rating: 7.4,
      imdb_id: 'tt0000100',
      genres: [{ id: 1, name: 'Drama' }],
      languages: [{ code: 'sv', name: 'svenska' }],
      subtitle_languages: [
        { code: 'en', name: 'engelska' },
        { code: 'fi', name: 'finska' },
      ],
      production_countries: [{ iso: 'se', name: 'Sverige' }],
      directors: [{ id: 1, name: 'Håkan Berg' }],
      actors: [{ id: 2, name: 'Lena Ek' }],
    });
    expect(body.title.access_services).toEqual({
      sdh_languages: [
        { code: 'fi', name: 'finska' },
        { code: 'sv', name: 'svenska' },
      ],
      audio_description_languages: [{ code: 'sv', name: 'svenska' }],
      sign_languages: [{ code: 'swl', name: 'svenskt teckenspråk' }],
    });
    // 103 shares the director, so it comes before 104, which shares only the genre; 105 is excluded here.
    expect(body.suggestions.map((x: { id: number }) => x.id)).toEqual([103, 104]);
    expect(body.num_loans_left).toBeNull();
    expect(body.num_loans_left_period).toBe('month');
  });

  it('leaves subtitle languages out unless asked, and falls back to English texts', async () => {
    const res = await call('title/get_title', { title_id: 100 }, sid, 'no');
    expect(res.json().title.subtitle_languages).toBeUndefined();
    expect(res.json().title.description).toBe('A cold winter in the north.');
  });

  it('answers empty access-service lists for a title without any, names in the request language', async () => {
    const none = await call('title/get_title', { title_id: 101, library_id: 1 });
    expect(none.json().title.access_services).toEqual({
      sdh_languages: [],
      audio_description_languages: [],
      sign_languages: [],
    });
    const english = await call('title/get_title', { title_id: 104, library_id: 1 }, sid, 'en');
    expect(english.json().title.access_services.audio_description_languages).toEqual([
      { code: 'en', name: 'English' },
    ]);
  });

  it('says whether the title has a trailer, following the title as its trailer comes and goes', async () => {
    const hasTrailer = async () => {
      const res = await call('title/get_title', { title_id: 101, library_id: 1 });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().title.has_trailer;
    };
    expect(await hasTrailer()).toBe(false);
    await t.database.db
      .update(titleRows)
      .set({ trailerMediaKey: 'titles/101/trailer/r1' })
      .where(eq(titleRows.id, 101));
    // As attach_media's job does after switching a title's media (catalogueChanged).
    await t.app.services.catalogueIndex.reload();
    expect(await hasTrailer()).toBe(true);
    await t.database.db.update(titleRows).set({ trailerMediaKey: null }).where(eq(titleRows.id, 101));
    await t.app.services.catalogueIndex.reload();
    expect(await hasTrailer()).toBe(false);
  });

  it('counts the loans left on a logged-in user’s saved card', async () => {
    const { sessionid } = await startSession(t.app);
    const session = await t.app.services.sessions.resolve(sessionid);
    await t.app.services.sessions.setOwner(session, { userId: fixtureUser.id, librarianId: null });
    const res = await call('title/get_title', { title_id: 100, library_id: 1 }, sessionid);
    expect(res.json().num_loans_left).toBe(4);
  });

  it('opens an announced title with its date, and refuses titles outside the catalogue', async () => {
    const upcoming = await call('title/get_title', { title_id: 102, library_id: 1 });
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json().title.coming_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const [titleId, libraryId] of [
      [105, 1],
      [106, 1],
      [99999, 1],
    ]) {
      const res = await call('title/get_title', { title_id: titleId!, library_id: libraryId! });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('TITLE_NOT_FOUND');
    }
    expect((await call('title/get_title', { title_id: 105, library_id: 2 })).statusCode).toBe(200);
  });
});

describe('series', () => {
  it('lists the episodes of a series in season and episode order', async () => {
    const res = await call('title/get_group_titles', { group_id: 1 });
    expect(res.json().group).toEqual({ id: 1, name: 'Fjällbacka', name_en: 'The Fjallbacka Murders' });
    expect(ids(res.json())).toEqual([111, 110, 112]);
    expect((await call('title/get_group_titles', { group_id: 77 })).json().error.code).toBe(
      'GROUP_NOT_FOUND',
    );
  });

  it('never suggests episodes of the same series', async () => {
    const res = await call('title/get_title_suggestions', { title_id: 110, library_id: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().suggestions).toEqual([]);
  });
});

describe('new and selected titles', () => {
  it('puts announced titles first, then the newest', async () => {
    const res = await call('title/get_new_titles', { country_iso: 'se', num_titles: 3 });
    expect(ids(res.json())).toEqual([102, 100, 101]);
    const lib = await call('title/get_new_titles', { country_iso: 'se', num_titles: 50, library_id: 1 });
    expect(ids(lib.json())).not.toContain(105);
  });

  it("answers the library's picks in order, leaving out what it does not offer", async () => {
    const res = await call('title/get_selected_titles', { library_id: 1, country_iso: 'se', num_titles: 10 });
    expect(res.json().selectedTitles.map((x: { id: number }) => x.id)).toEqual([103, 100]);
    expect(res.json().newTitles[0].id).toBe(100);
    const all = await call('title/get_selected_titles_by_library', { library_id: 1, country_iso: 'se' });
    expect(ids(all.json())).toEqual([103, 100]);
  });
});

describe('themes', () => {
  it("shows the library's own themes, else the shared ones, with the titles it offers, hiding empty ones", async () => {
    const one = (await call('theme/get_themes', { library_id: 1, country_iso: 'se' })).json();
    expect(one.count).toBe(1);
    expect(one.themes[0]).toMatchObject({
      theme_id: 1,
      library_id: null,
      heading: 'Nordisk noir',
      title_count: 2,
    });
    // The theme names episode 110: its series is the item, shown by its first episode.
    expect(ids(one.themes[0])).toEqual([111, 100]);
    const two = (await call('theme/get_themes', { library_id: 2, country_iso: 'se' })).json();
    // Library 2 has a list of its own: it shows that instead of the country's shared themes.
    expect(two.themes.map((x: { theme_id: number }) => x.theme_id)).toEqual([2]);
    expect(two.themes[0].title_count).toBe(1);
  });

  it('answers one theme, and THEME_NOT_FOUND for another library’s theme', async () => {
    const res = await call('theme/get_theme', { theme_id: 1, library_id: 1, country_iso: 'se' }, sid, 'en');
    expect(res.json().theme.heading).toBe('Nordic noir');
    const other = await call('theme/get_theme', { theme_id: 2, library_id: 1, country_iso: 'se' });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('THEME_NOT_FOUND');
  });
});

describe('get_filter_options', () => {
  it("offers only the choices in the library's catalogue, with counts and names in the locale", async () => {
    const res = await call('title/get_filter_options', { library_id: 1, locale: 'sv' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.genres).toEqual([
      { id: 19, name: 'Barn', count: 1 },
      { id: 1, name: 'Drama', count: 2 },
      { id: 3, name: 'Familj', count: 1 },
      { id: 2, name: 'Komedi', count: 1 },
      { id: 4, name: 'Kriminal', count: 1 }, // the series once, not its three episodes
    ]);
    expect(body.languages).toEqual([
      { code: 'sv', name: 'svenska', count: 3 },
      { code: 'en', name: 'engelska', count: 1 },
    ]);
    expect(body.production_countries).toEqual([
      { iso: 'se', name: 'Sverige', count: 1 },
      { iso: 'us', name: 'USA', count: 1 },
    ]);
    expect(body.decades).toEqual([
      { decade: 1990, count: 1 },
      { decade: 2000, count: 1 },
      { decade: 2010, count: 1 },
      { decade: 2020, count: 1 },
    ]);
    expect(body.age_ratings.map((a: { age_rating: number }) => a.age_rating)).toEqual([0, 11, 15]);
    expect(body.access_services).toEqual([
      { service: 'sdh', count: 2 },
      { service: 'audio_description', count: 2 },
      { service: 'sign_language', count: 1 },
    ]);
    expect((await call('title/get_filter_options', { library_id: 9999 })).statusCode).toBe(404);
  });
});
