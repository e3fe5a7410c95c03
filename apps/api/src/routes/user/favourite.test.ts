import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { favourites } from '../../db/schema';
import { startSession, type TestApp } from '../../test-support/test-app';
import {
  get,
  loginCustomer,
  passwords,
  post,
  type ClientSession,
  createAccountTestApp,
} from '../../test-support/account-fixtures';

let t: TestApp;
let ulla: ClientSession;
beforeAll(async () => {
  t = await createAccountTestApp({ catalogue: true });
  ulla = await loginCustomer(t.app, 'ulla', passwords.ulla);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(favourites);
});

const add = (titleId: number | string, libraryId: number | string = 1, session = ulla) =>
  post(t.app, '/user/favourite/add_favourite', session, { title_id: titleId, library_id: libraryId });
const remove = (titleId: number | string, session = ulla) =>
  post(t.app, '/user/favourite/remove_favourite', session, { title_id: titleId });
const list = (session = ulla) => get(t.app, '/user/favourite/fetch_favourite', session);

describe('add_favourite', () => {
  it('adds a title and answers the favourite; adding it again answers the same one', async () => {
    const res = await add(100, 1);
    expect(res.statusCode, res.body).toBe(200);
    const { favourite } = res.json();
    expect(favourite).toEqual({ id: expect.any(Number), title_id: 100, library_id: 1 });
    const again = await add(100, 2);
    expect(again.json().favourite).toEqual(favourite);
    expect(await t.database.db.select().from(favourites)).toHaveLength(1);
  });

  it('refuses unknown titles and libraries, and anonymous sessions', async () => {
    expect((await add(9999)).json().error.code).toBe('TITLE_NOT_FOUND');
    expect((await add(100, 999)).json().error.code).toBe('LIBRARY_NOT_FOUND');
    expect((await add(100, 1, await startSession(t.app))).statusCode).toBe(401);
    expect((await add('x')).statusCode).toBe(400);
    expect(await t.database.db.select().from(favourites)).toHaveLength(0);
  });
});

describe('fetch_favourite', () => {
  it('lists the favourites newest first, each with its title card marked as favourite', async () => {
    const first = (await add(100)).json().favourite;
    const second = (await add(110)).json().favourite;
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.favourites.map((f: { id: number }) => f.id)).toEqual([second.id, first.id]);
    expect(body.favourites[0]).toMatchObject({
      title_id: 110,
      library_id: 1,
      title: { id: 110, kind: 'episode', group_id: 1, season: 1, episode: 2, is_favourite: second.id },
    });
    expect(body.favourites[1].title).toMatchObject({ id: 100, is_favourite: first.id });
    // Prices stay on the server.
    expect(res.body).not.toMatch(/price/);
  });

  it('shows each user only their own, and the title pages follow', async () => {
    await add(100);
    const anna = await registerAndLogin();
    expect((await list(anna)).json().favourites).toEqual([]);
    const page = await get(t.app, '/library/title/get_title', ulla, { title_id: 100, library_id: 1 });
    expect(page.json().title.is_favourite).toEqual(expect.any(Number));
    const annasPage = await get(t.app, '/library/title/get_title', anna, { title_id: 100, library_id: 1 });
    expect(annasPage.json().title.is_favourite).toBeNull();
  });
});

describe('catalogue lists', () => {
  it("mark the user's own favourites, for nobody else, and forget one removed", async () => {
    const catalogue = (session: ClientSession) =>
      get(t.app, '/library/title/get_titles', session, { library_id: 1, country_iso: 'se', locale: 'sv' });
    const marked = async (session: ClientSession) => {
      const res = await catalogue(session);
      expect(res.statusCode, res.body).toBe(200);
      const titles: { id: number; is_favourite: number | null }[] = res.json().titles;
      expect(titles.map((title) => title.id)).toContain(100);
      return Object.fromEntries(titles.map((title) => [title.id, title.is_favourite]));
    };
    const anonymous = await startSession(t.app);
    // The list first seen without favourites: the titles' shared summaries exist before any is marked.
    expect(Object.values(await marked(ulla)).every((favourite) => favourite === null)).toBe(true);
    const favourite = (await add(100)).json().favourite;
    const ullas = await marked(ulla);
    expect(ullas[100]).toBe(favourite.id);
    expect(Object.entries(ullas).filter(([, id]) => id !== null)).toEqual([['100', favourite.id]]);
    expect(Object.values(await marked(anonymous)).every((id) => id === null)).toBe(true);
    await remove(100);
    expect((await marked(ulla))[100]).toBeNull();
  });
});

describe('remove_favourite', () => {
  it('removes by title and is idempotent', async () => {
    await add(100);
    expect((await remove(100)).json()).toEqual({ success: true });
    expect((await remove(100)).json()).toEqual({ success: true });
    expect((await list()).json().favourites).toEqual([]);
  });

  it('needs the CSRF token', async () => {
    await add(100);
    expect((await remove(100, { ...ulla, csrftoken: 'wrong' })).statusCode).toBe(403);
    expect((await list()).json().favourites).toHaveLength(1);
  });
});

async function registerAndLogin(): Promise<ClientSession> {
  const session = await startSession(t.app);
  const res = await post(t.app, '/user/user/register', session, {
    username: 'anna',
    email: 'anna@example.se',
    password: 'anna password 1',
    country_iso: 'se',
    log_user_in_after_register: 1,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { sessionid: res.json().new_sessionid, csrftoken: res.json().new_csrftoken };
}
