import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, titleLicences, titles } from '../../db/schema';
import { createTestApp, startSession, type TestApp } from '../../test-support/test-app';
import { get, post, type ClientSession } from '../../test-support/account-fixtures';
import { createTestMedia } from '../../test-support/loan-fixtures';
import { createOperatorTestApp, type OperatorTestApp } from '../../test-support/operator-test-app';

/*
 * Titles in the operator console (docs/decisions/051): every operator role lists and reads them, admins and
 * editors save, unpublish and republish; a new title is a draft (no media, duration 0) in no catalogue until it
 * has media; an unpublished title leaves the catalogue and is lent no more while a running loan plays on; every
 * change is in the audit log. On the embedded database and, with TEST_DATABASE_URL, on PostgreSQL (where a second
 * instance hears of the change through the change notices).
 */

let t: OperatorTestApp;
let admin: ClientSession;
let support: ClientSession;
let editor: ClientSession;

beforeAll(async () => {
  t = await createOperatorTestApp({ loans: true, notices: true, mediaDir: createTestMedia() });
  ({ admin, support, editor } = t.operators);
}, 120_000);
afterAll(() => t?.close());

const newFilm = (fields: Record<string, string | number> = {}) => ({
  kind: 'film',
  name: 'Vintergatan',
  name_en: 'The Milky Way',
  name_sv: '',
  name_no: 'Melkeveien',
  name_fi: 'Linnunrata',
  description_sv: 'En film om stjärnor.',
  description_no: 'En film om stjerner.',
  description_fi: 'Elokuva tähdistä.',
  description_en: 'A film about stars.',
  original_name: 'Vintergatan',
  original_language: 'sv',
  year: 2024,
  age_rating: 7,
  imdb_id: 'tt1234567',
  genre_ids: '[1,3]',
  spoken_languages: '["sv"]',
  subtitle_languages: '["en","fi"]',
  sdh_languages: '["sv"]',
  audio_description_languages: '',
  sign_languages: '["swl"]',
  production_countries: '["se","us"]',
  directors: 'Håkan Berg\n',
  actors: 'Stina Nyström\n  Olle Stjärna  \n\nStina Nyström',
  group_id: '',
  season: '',
  episode: '',
  ...fields,
});

const save = (session: ClientSession | null, fields: Record<string, string | number>) =>
  post(t.app, '/operator/title/save_title', session, fields);

const auditOf = (titleId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'title'), eq(auditLog.objectId, String(titleId))))
    .orderBy(auditLog.id);

/** The title ids library 1 (Sweden) lists to a patron. */
const catalogue = async (app = t.app) => {
  const res = await get(app, '/library/title/get_titles', await startSession(app), {
    library_id: 1,
    country_iso: 'se',
    num_titles: 100,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().titles as { id: number }[]).map((title) => title.id);
};

describe('get_titles and get_title', () => {
  it('lists every title to admin, editor and support, with search, kind, publication and pages', async () => {
    const all = await t.database.db.select().from(titles);
    for (const session of [admin, editor, support]) {
      const res = await get(t.app, '/operator/title/get_titles', session);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().total).toBe(all.length);
    }
    const episodes = (await get(t.app, '/operator/title/get_titles', admin, { kind: 'episode' })).json();
    expect(episodes.titles.map((x: { title_id: number }) => x.title_id).sort()).toEqual([110, 111, 112]);
    expect(episodes.titles[0]).toMatchObject({ group_id: 1, group_name: 'Fjällbacka' });
    const found = (await get(t.app, '/operator/title/get_titles', support, { search: 'HAKANS' })).json();
    expect(found.titles.map((x: { title_id: number }) => x.title_id)).toEqual([103]);
    const paged = (await get(t.app, '/operator/title/get_titles', admin, { page_size: 2, page: 2 })).json();
    expect(paged).toMatchObject({ page: 2, page_size: 2, total: all.length });
    expect(paged.titles).toHaveLength(2);
    const unpublished = (await get(t.app, '/operator/title/get_titles', admin, { published: 0 })).json();
    expect(unpublished.total).toBe(0);
    const bad = await get(t.app, '/operator/title/get_titles', admin, { kind: 'opera' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers every field of one title, and TITLE_NOT_FOUND for an unknown one', async () => {
    const res = await get(t.app, '/operator/title/get_title', support, { title_id: 100 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().title).toMatchObject({
      title_id: 100,
      kind: 'film',
      name_en: 'The Ice',
      year: 2020,
      age_rating: 15,
      imdb_id: 'tt0000100',
      directors: ['Håkan Berg'],
      has_media: true,
      published: true,
    });
    expect(res.json().title.access_services).toContainEqual({ kind: 'sign_language', language_code: 'swl' });
    const missing = await get(t.app, '/operator/title/get_title', admin, { title_id: 99_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('TITLE_NOT_FOUND');
  });

  it('refuses librarians, customers and anonymous sessions', async () => {
    const { librarian, customer, anonymous } = await t.outsiders();
    for (const url of ['/operator/title/get_titles', '/operator/title/get_title_choices'])
      for (const session of [librarian, customer, anonymous])
        expect((await get(t.app, url, session, { title_id: 100 })).json().error.code).toBe('LOGIN_REQUIRED');
  });

  it("answers the form's choices: genres, languages, countries and series with their names", async () => {
    const res = await get(t.app, '/operator/title/get_title_choices', support);
    expect(res.statusCode, res.body).toBe(200);
    const choices = res.json();
    expect(choices.genres).toContainEqual({ genre_id: 1, names: { sv: 'Drama', en: 'Drama', fi: 'Draama' } });
    expect(choices.languages.map((l: { code: string }) => l.code)).toContain('swl');
    expect(choices.countries.map((c: { iso: string }) => c.iso)).toContain('us');
    expect(choices.series).toEqual([{ group_id: 1, name: 'Fjällbacka' }]);
  });
});

describe('save_title', () => {
  it('refuses support, librarians, customers, anonymous sessions and a missing CSRF token', async () => {
    const before = (await t.database.db.select().from(titles)).length;
    const res = await save(support, newFilm());
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    const { librarian, customer, anonymous } = await t.outsiders();
    for (const session of [librarian, customer, anonymous])
      expect((await save(session, newFilm())).json().error.code).toBe('LOGIN_REQUIRED');
    const noCsrf = await post(t.app, '/operator/title/save_title', null, {
      portal_sessionid: editor.sessionid,
      ...newFilm(),
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error.code).toBe('CSRF_INVALID');
    expect((await t.database.db.select().from(titles)).length).toBe(before);
  });

  it('creates a film with its texts in four languages, people, languages and services: a draft until it has media', async () => {
    const res = await save(editor, newFilm());
    expect(res.statusCode, res.body).toBe(200);
    const { title_id: id, title } = res.json();
    expect(title).toMatchObject({
      title_id: id,
      kind: 'film',
      name: 'Vintergatan',
      name_en: 'The Milky Way',
      texts: {
        sv: { name: '', description: 'En film om stjärnor.' },
        no: { name: 'Melkeveien', description: 'En film om stjerner.' },
        fi: { name: 'Linnunrata', description: 'Elokuva tähdistä.' },
        en: { name: 'The Milky Way', description: 'A film about stars.' },
      },
      year: 2024,
      age_rating: 7,
      imdb_id: 'tt1234567',
      genre_ids: [1, 3],
      spoken_languages: ['sv'],
      subtitle_languages: ['en', 'fi'],
      production_countries: ['se', 'us'],
      directors: ['Håkan Berg'],
      actors: ['Stina Nyström', 'Olle Stjärna'],
      duration_seconds: 0,
      has_media: false,
      published: true,
      withdrawn_at: null,
    });
    expect(title.access_services).toEqual([
      { kind: 'sdh', language_code: 'sv' },
      { kind: 'sign_language', language_code: 'swl' },
    ]);
    expect((await get(t.app, '/operator/title/get_title', support, { title_id: id })).json().title).toEqual(
      title,
    );
    // The known director is the same person; the new names are added once.
    const found = (await get(t.app, '/operator/title/get_titles', admin, { search: 'håkan' })).json();
    expect(found.titles.map((x: { title_id: number }) => x.title_id)).toContain(id);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'title.create', portal: 'operator', before: null });
    expect(entry!.after).toMatchObject({ name: 'Vintergatan', genre_ids: [1, 3], published: true });

    // Licensed in Sweden, but without media it is in no catalogue and cannot be borrowed.
    await t.database.db
      .insert(titleLicences)
      .values({ titleId: id, countryIso: 'se', startsOn: '2020-01-01', priceCents: 2500 });
    await t.app.services.catalogueIndex.reload();
    expect(await catalogue()).not.toContain(id);
    // Its media arrives (the media pipeline writes the key and the duration): now it is listed.
    await t.database.db
      .update(titles)
      .set({ mediaKey: 'test/clip', durationSeconds: 5400 })
      .where(eq(titles.id, id));
    await t.app.services.catalogueIndex.reload();
    expect(await catalogue()).toContain(id);
  });

  it('changes a title: only the changed fields are audited, an unchanged save records nothing', async () => {
    const id = (await save(admin, newFilm({ name: 'Att ändra' }))).json().title_id as number;
    const res = await save(
      admin,
      newFilm({ title_id: id, name: 'Ändrad', genre_ids: '[2]', description_fi: 'Uusi kuvaus.' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().title).toMatchObject({ title_id: id, name: 'Ändrad', genre_ids: [2] });
    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(['title.create', 'title.update']);
    expect(entries[1]!.before).toMatchObject({ name: 'Att ändra', genre_ids: [1, 3] });
    expect(entries[1]!.after).toMatchObject({ name: 'Ändrad', genre_ids: [2] });
    expect(Object.keys(entries[1]!.after as object).sort()).toEqual(['genre_ids', 'name', 'texts']);
    await save(
      admin,
      newFilm({ title_id: id, name: 'Ändrad', genre_ids: '[2]', description_fi: 'Uusi kuvaus.' }),
    );
    expect(await auditOf(id)).toHaveLength(2);
    const missing = await save(admin, newFilm({ title_id: 99_999 }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('TITLE_NOT_FOUND');
  });

  it('creates an episode of a series, and refuses an episode without one or in a taken place', async () => {
    const episode = { kind: 'episode', group_id: 1, season: 3, episode: 1 };
    const created = await save(editor, newFilm({ ...episode, name: 'Fjällbacka [S3E1]' }));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().title).toMatchObject({ kind: 'episode', group_id: 1, season: 3, episode: 1 });
    const refusals: [Record<string, string | number>, string, string][] = [
      [{ kind: 'episode' }, 'VALIDATION_FAILED', 'group_id'],
      [{ kind: 'episode', group_id: 1 }, 'VALIDATION_FAILED', 'season'],
      [{ kind: 'film', group_id: 1 }, 'VALIDATION_FAILED', 'group_id'],
      [{ ...episode, group_id: 999 }, 'GROUP_NOT_FOUND', 'group_id'],
      [{ ...episode, season: 1, episode: 1 }, 'EPISODE_PLACE_TAKEN', 'episode'], // fixture 110's place
      [episode, 'EPISODE_PLACE_TAKEN', 'episode'], // the one just created
    ];
    for (const [fields, code, field] of refusals) {
      const res = await save(editor, newFilm(fields));
      expect(res.statusCode, `${JSON.stringify(fields)}: ${res.body}`).toBeLessThan(500);
      expect(res.json().error.code, JSON.stringify(fields)).toBe(code);
      expect(res.json().error.fields, JSON.stringify(fields)).toHaveProperty(field);
    }
  });

  it('refuses bad years, ratings, lists and references with a 4xx naming the field', async () => {
    const before = (await t.database.db.select().from(titles)).length;
    const refusals: [Record<string, string | number>, string, string][] = [
      [{ year: 1869 }, 'VALIDATION_FAILED', 'year'],
      [{ year: 2101 }, 'VALIDATION_FAILED', 'year'],
      [{ year: 'nineteen' }, 'VALIDATION_FAILED', 'year'],
      [{ age_rating: 13 }, 'VALIDATION_FAILED', 'age_rating'],
      [{ age_rating: '' }, 'VALIDATION_FAILED', 'age_rating'],
      [{ kind: 'opera' }, 'VALIDATION_FAILED', 'kind'],
      [{ name: '  ' }, 'VALIDATION_FAILED', 'name'],
      [{ imdb_id: '1234567' }, 'VALIDATION_FAILED', 'imdb_id'],
      [{ genre_ids: '1,2' }, 'VALIDATION_FAILED', 'genre_ids'],
      [{ genre_ids: '[1,999]' }, 'UNKNOWN_GENRE', 'genre_ids'],
      [{ spoken_languages: '["xx"]' }, 'UNKNOWN_LANGUAGE', 'spoken_languages'],
      [{ sign_languages: '["zzz"]' }, 'UNKNOWN_LANGUAGE', 'sign_languages'],
      [{ original_language: 'qq' }, 'UNKNOWN_LANGUAGE', 'original_language'],
      [{ production_countries: '["zz"]' }, 'UNKNOWN_COUNTRY', 'production_countries'],
      [{ production_countries: '["sweden"]' }, 'VALIDATION_FAILED', 'production_countries'],
      [{ season: 0 }, 'VALIDATION_FAILED', 'season'],
    ];
    for (const [fields, code, field] of refusals) {
      const res = await save(admin, newFilm(fields));
      expect(res.statusCode, `${JSON.stringify(fields)}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(fields)).toBeLessThan(500);
      expect(res.json().error.code, JSON.stringify(fields)).toBe(code);
      expect(JSON.stringify(res.json().error), JSON.stringify(fields)).toContain(field);
    }
    expect((await t.database.db.select().from(titles)).length).toBe(before);
  });
});

describe('unpublish_title and republish_title', () => {
  it('takes a title out of the catalogue and the loans while a running loan plays on, then back', async () => {
    const borrow = async (card: string) =>
      post(
        t.app,
        '/customer/customer/loan',
        await startSession(t.app),
        { library_id: 1, title_id: 101, card_number: card, pin_code: '1234' },
        `10.9.0.${card.slice(-2)}`,
      );
    const running = await borrow('30000001');
    expect(running.statusCode, running.body).toBe(200);
    const playlist = running.json().loan.stream.playlist_url as string;
    expect(await catalogue()).toContain(101);

    for (const session of [support, null]) {
      const refused = await post(t.app, '/operator/title/unpublish_title', session, { title_id: 101 });
      expect(refused.statusCode).toBeGreaterThanOrEqual(401);
      expect(refused.statusCode).toBeLessThan(404);
    }
    const off = await post(t.app, '/operator/title/unpublish_title', editor, { title_id: 101 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().title).toMatchObject({ title_id: 101, published: false });
    expect(off.json().title.withdrawn_at).not.toBeNull();
    expect(await catalogue()).not.toContain(101);
    const refusedLoan = await borrow('30000002');
    expect(refusedLoan.statusCode).toBe(409);
    expect(refusedLoan.json().error.code).toBe('TITLE_NOT_AVAILABLE');
    // The loan already running plays to its end.
    expect((await t.app.inject({ url: playlist })).statusCode).toBe(200);
    const listed = (await get(t.app, '/operator/title/get_titles', support, { published: 0 })).json();
    expect(listed.titles.map((x: { title_id: number }) => x.title_id)).toContain(101);
    // Unpublishing again changes nothing and records nothing.
    expect((await post(t.app, '/operator/title/unpublish_title', editor, { title_id: 101 })).statusCode).toBe(
      200,
    );

    const on = await post(t.app, '/operator/title/republish_title', admin, { title_id: 101 });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().title).toMatchObject({ published: true, withdrawn_at: null });
    expect(await catalogue()).toContain(101);
    expect((await auditOf(101)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['title.unpublish', { published: true }, { published: false }],
      ['title.republish', { published: false }, { published: true }],
    ]);
    const missing = await post(t.app, '/operator/title/republish_title', admin, { title_id: 99_999 });
    expect(missing.json().error.code).toBe('TITLE_NOT_FOUND');
  });
});

describe('save_series and reorder_episodes', () => {
  it('names a series per language, which the customer pages show, and renumbers a season in a new order', async () => {
    for (const session of [support, null]) {
      const refused = await post(t.app, '/operator/title/save_series', session, { name: 'X' });
      expect(refused.statusCode).toBeGreaterThanOrEqual(401);
      expect(refused.statusCode).toBeLessThan(404);
    }
    const created = await post(t.app, '/operator/title/save_series', editor, {
      name: 'Bron',
      name_en: 'The Bridge',
      name_fi: 'Silta',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().series).toMatchObject({ name: 'Bron', names: { fi: 'Silta', en: 'The Bridge' } });
    const renamed = await post(t.app, '/operator/title/save_series', admin, {
      group_id: 1,
      name: 'Fjällbacka',
      name_en: 'The Fjallbacka Murders',
      name_fi: 'Fjällbackan murhat',
      name_no: 'Fjällbacka-mordene',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const groupTitles = async (lang: string) =>
      (
        await get(
          t.app,
          '/library/title/get_group_titles',
          await startSession(t.app),
          { group_id: 1, library_id: 1 },
          { 'x-app-language': lang },
        )
      ).json();
    expect((await groupTitles('fi')).group.name).toBe('Fjällbackan murhat');
    expect((await groupTitles('fi')).titles[0].group_name).toBe('Fjällbackan murhat');
    expect((await groupTitles('sv')).group.name).toBe('Fjällbacka');
    const missing = await post(t.app, '/operator/title/save_series', admin, { group_id: 999, name: 'X' });
    expect(missing.json().error.code).toBe('GROUP_NOT_FOUND');

    // get_series reads the names back for the console's form, for every console role.
    const read = await get(t.app, '/operator/title/get_series', support, { group_id: 1 });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().series).toEqual({
      group_id: 1,
      name: 'Fjällbacka',
      name_en: 'The Fjallbacka Murders',
      names: { fi: 'Fjällbackan murhat', no: 'Fjällbacka-mordene', en: 'The Fjallbacka Murders' },
    });
    const unknown = await get(t.app, '/operator/title/get_series', editor, { group_id: 999 });
    expect({ status: unknown.statusCode, code: unknown.json().error.code }).toEqual({
      status: 404,
      code: 'GROUP_NOT_FOUND',
    });
    expect((await get(t.app, '/operator/title/get_series', null, { group_id: 1 })).statusCode).toBe(401);

    // Season 1 of Fjällbacka: 111 is episode 1 and 110 episode 2 in the fixtures; swapped.
    const season = async () =>
      (
        await t.database.db
          .select()
          .from(titles)
          .where(and(eq(titles.groupId, 1), eq(titles.season, 1)))
      )
        .sort((a, b) => a.episode! - b.episode!)
        .map((row) => row.id);
    const before = await season();
    const reversed = [...before].reverse();
    const moved = await post(t.app, '/operator/title/reorder_episodes', editor, {
      group_id: 1,
      season: 1,
      title_ids: `[${reversed.join(',')}]`,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().episodes.map((e: { title_id: number }) => e.title_id)).toEqual(reversed);
    expect(await season()).toEqual(reversed);
    const reorders = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'series.reorder'));
    expect(reorders.at(-1)).toMatchObject({
      before: { season: 1, title_ids: before },
      after: { season: 1, title_ids: reversed },
    });
    for (const ids of [`[${reversed[0]}]`, `[${[...reversed, 100].join(',')}]`, '[x]']) {
      const bad = await post(t.app, '/operator/title/reorder_episodes', editor, {
        group_id: 1,
        season: 1,
        title_ids: ids,
      });
      expect(bad.statusCode, ids).toBe(400);
      expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await season()).toEqual(reversed);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
describe.runIf(databaseUrl)('a second instance on the same PostgreSQL', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ database: t.database, notices: true });
  }, 120_000);
  afterAll(() => other?.close());

  it('hears of a saved and an unpublished title through the change notices within 2 seconds', async () => {
    expect(await catalogue(other.app)).toContain(100);
    const off = await post(t.app, '/operator/title/unpublish_title', editor, { title_id: 100 });
    const savedAt = Date.now();
    expect(off.statusCode).toBe(200);
    try {
      await vi.waitFor(async () => expect(await catalogue(other.app)).not.toContain(100), {
        timeout: 2_000,
        interval: 5,
      });
      expect(Date.now() - savedAt).toBeLessThan(2_000);
    } finally {
      await post(t.app, '/operator/title/republish_title', editor, { title_id: 100 });
    }
    await vi.waitFor(async () => expect(await catalogue(other.app)).toContain(100), {
      timeout: 2_000,
      interval: 5,
    });
    const current = (await get(t.app, '/operator/title/get_title', admin, { title_id: 100 })).json().title;
    await save(admin, {
      ...newFilm(),
      title_id: 100,
      name: 'Isen',
      name_en: 'The Ice, renamed',
      year: current.year,
      age_rating: current.age_rating,
    });
    await vi.waitFor(
      async () => {
        const res = await get(other.app, '/library/title/get_titles', await startSession(other.app), {
          library_id: 1,
          country_iso: 'se',
          search: 'renamed',
        });
        expect((res.json().titles as { id: number }[]).map((x) => x.id)).toContain(100);
      },
      { timeout: 2_000, interval: 5 },
    );
  });
});
