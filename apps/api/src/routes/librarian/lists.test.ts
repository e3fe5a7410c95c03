import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gt } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { dayIn } from '../../modules/catalogue/licence-window';
import { fixtureUser } from '../../test-support/fixtures';
import { startSession, type TestApp } from '../../test-support/test-app';
import {
  createAccountTestApp,
  fixtureLibrarians,
  get,
  loginCustomer,
  loginLibrarian,
  passwords,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';

/** A librarian's own lists (issue 29, docs/decisions/061): made, ordered and scheduled, then the library's themes. */

const DAY = 86_400_000;
const STOCKHOLM = 'Europe/Stockholm';
const today = () => dayIn(STOCKHOLM, Date.now());
const tomorrow = () => dayIn(STOCKHOLM, Date.now() + DAY);
const yesterday = () => dayIn(STOCKHOLM, Date.now() - DAY);

let t: TestApp;
let stockholm: ClientSession;
let angelholm: ClientSession;
let patron: ClientSession;

beforeAll(async () => {
  t = await createAccountTestApp({ catalogue: true });
  stockholm = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
  angelholm = await loginLibrarian(t.app, fixtureLibrarians.angelholm.username);
  patron = await startSession(t.app, 'customer');
});
afterAll(() => t.close());

const save = (fields: Record<string, string | number>, as: ClientSession = stockholm) =>
  post(t.app, '/librarian/librarian/save_list', as, {
    heading_sv: 'Vinterfavoriter',
    heading_en: 'Winter favourites',
    title_ids: '[103,110,100]',
    starts_on: today(),
    ...fields,
  });
const lists = async (as: ClientSession = stockholm, language = 'sv') =>
  (await get(t.app, '/librarian/librarian/get_lists', as, {}, { 'x-app-language': language })).json().lists;
const themes = async (libraryId = 1, session: ClientSession = patron, language = 'sv') =>
  (
    await get(
      t.app,
      '/library/theme/get_themes',
      session,
      { library_id: libraryId, country_iso: 'se' },
      { 'x-app-language': language },
    )
  ).json();
const itemIds = (theme: { titles: { id: number }[] }) => theme.titles.map((title) => title.id);
const auditSince = (mark: number) =>
  t.database.db.select().from(auditLog).where(gt(auditLog.id, mark)).orderBy(auditLog.id);
const lastAuditId = async () =>
  Math.max(0, ...(await t.database.db.select({ id: auditLog.id }).from(auditLog)).map((row) => row.id));
const removeAll = async () => {
  for (const list of await lists()) {
    await post(t.app, '/librarian/librarian/delete_list', stockholm, { list_id: list.list_id });
  }
};

describe('save_list', () => {
  it('makes a list that get_themes, get_theme and the selected titles then answer for the library', async () => {
    // Before: library 1 shows the country's shared theme and its own selected titles.
    expect((await themes()).themes.map((theme: { theme_id: number }) => theme.theme_id)).toEqual([1]);
    const mark = await lastAuditId();
    const res = await save({});
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().list;
    expect(list).toMatchObject({
      heading_sv: 'Vinterfavoriter',
      heading_no: '',
      heading_en: 'Winter favourites',
      starts_on: today(),
      ends_on: null,
      position: 1,
      in_schedule: true,
    });
    // Episode 110 stands for its series, named as the series.
    expect(list.titles.map((title: { id: number; series: boolean }) => [title.id, title.series])).toEqual([
      [103, false],
      [110, true],
      [100, false],
    ]);

    const shown = await themes();
    expect(shown.count).toBe(1);
    expect(shown.themes[0]).toMatchObject({
      theme_id: list.list_id,
      library_id: 1,
      heading: 'Vinterfavoriter',
    });
    // The series is one item, shown by its first episode, as in the shared themes.
    expect(itemIds(shown.themes[0])).toEqual([103, 111, 100]);
    expect((await themes(1, patron, 'en')).themes[0].heading).toBe('Winter favourites');
    // No Finnish heading: English is the fallback.
    expect((await themes(1, patron, 'fi')).themes[0].heading).toBe('Winter favourites');
    const one = await get(t.app, '/library/theme/get_theme', patron, {
      theme_id: list.list_id,
      library_id: 1,
      country_iso: 'se',
    });
    expect(itemIds(one.json().theme)).toEqual([103, 111, 100]);
    const selected = await get(t.app, '/library/title/get_selected_titles_by_library', patron, {
      library_id: 1,
      country_iso: 'se',
    });
    expect(selected.json().titles.map((title: { id: number }) => title.id)).toEqual([103, 111, 100]);
    // Another library's themes do not change.
    expect((await themes(2)).themes.map((theme: { theme_id: number }) => theme.theme_id)).toEqual([2]);

    const [entry, ...more] = await auditSince(mark);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      portal: 'librarian',
      actorUsername: fixtureLibrarians.stockholm.username,
      libraryId: 1,
      action: 'list.create',
      objectType: 'list',
      objectId: String(list.list_id),
      before: null,
      after: { title_ids: [103, 110, 100], starts_on: today(), ends_on: null },
    });
    await removeAll();
  });

  it('replaces a list by list_id, and the audit keeps before and after', async () => {
    const created = (await save({})).json().list;
    const mark = await lastAuditId();
    const res = await save({
      list_id: created.list_id,
      heading_sv: 'Vårfavoriter',
      heading_en: '',
      title_ids: '[100,103]',
      starts_on: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().list).toMatchObject({ list_id: created.list_id, heading_en: '', starts_on: null });
    expect(itemIds((await themes()).themes[0])).toEqual([100, 103]);
    expect((await themes(1, patron, 'en')).themes[0].heading).toBe('Vårfavoriter');
    const [entry] = await auditSince(mark);
    expect(entry).toMatchObject({
      action: 'list.update',
      before: { title_ids: [103, 110, 100], headings: { sv: 'Vinterfavoriter', en: 'Winter favourites' } },
      after: { title_ids: [100, 103], headings: { sv: 'Vårfavoriter' }, starts_on: null },
    });
    await removeAll();
  });

  it("filters a list's titles by child mode as the shared themes are", async () => {
    await save({});
    const child = await loginCustomer(t.app, fixtureUser.username, passwords.ulla);
    const profile = { first_name: 'Ulla', last_name: 'Test', email: 'ulla@example.com', country: 'SE' };
    const on = await post(t.app, '/user/user/update_profile', child, { ...profile, children_mode: 'on' });
    expect(on.statusCode, on.body).toBe(200);
    expect(itemIds((await themes(1, child)).themes[0])).toEqual([103]);
    await removeAll();
  });

  it('shows a list only within its dates, and the shared themes when none is in schedule', async () => {
    const later = (await save({ starts_on: tomorrow() })).json().list;
    const ended = (await save({ starts_on: '', ends_on: yesterday() })).json().list;
    expect([later.in_schedule, ended.in_schedule]).toEqual([false, false]);
    expect((await themes()).themes.map((theme: { theme_id: number }) => theme.theme_id)).toEqual([1]);
    const selected = await get(t.app, '/library/title/get_selected_titles_by_library', patron, {
      library_id: 1,
      country_iso: 'se',
    });
    // The library's own picks (catalogue fixtures), as before any list.
    expect(selected.json().titles.map((title: { id: number }) => title.id)).toEqual([103, 100]);
    const lastDay = (await save({ starts_on: yesterday(), ends_on: today() })).json().list;
    expect((await themes()).themes.map((theme: { theme_id: number }) => theme.theme_id)).toEqual([
      lastDay.list_id,
    ]);
    await removeAll();
  });

  it('refuses bad input with a 4xx and a code, storing nothing', async () => {
    const cases: [Record<string, string | number>, number, string, unknown][] = [
      [{ title_ids: '[103,999999]' }, 400, 'LIST_TITLES_UNKNOWN', { title_ids: [999999] }],
      // 105 is taken out by library 1; 106 is licensed in Norway only.
      [{ title_ids: '[105,103,106]' }, 409, 'LIST_TITLES_NOT_LENT', { title_ids: [105, 106] }],
      [{ heading_sv: '  ' }, 400, 'VALIDATION_FAILED', undefined],
      [{ title_ids: '[]' }, 400, 'VALIDATION_FAILED', undefined],
      [{ title_ids: '[103,103]' }, 400, 'VALIDATION_FAILED', undefined],
      [{ title_ids: '103' }, 400, 'VALIDATION_FAILED', undefined],
      [{ starts_on: today(), ends_on: yesterday() }, 400, 'VALIDATION_FAILED', undefined],
      [{ starts_on: '2026-02-30' }, 400, 'VALIDATION_FAILED', undefined],
      [{ list_id: 999999 }, 404, 'LIST_NOT_FOUND', undefined],
    ];
    for (const [fields, status, code, details] of cases) {
      const res = await save(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json().error.code, JSON.stringify(fields)).toBe(code);
      if (details) expect(res.json().error.details).toEqual(details);
    }
    const heading = await save({ heading_sv: '' });
    expect(heading.json().error.fields).toHaveProperty('heading_sv');
    const dates = await save({ starts_on: today(), ends_on: yesterday() });
    expect(dates.json().error.fields).toHaveProperty('ends_on');
    expect(await lists()).toEqual([]);
  });
});

describe('a librarian reaches only their own library', () => {
  it("refuses another library's librarian, customers and calls without the CSRF token", async () => {
    const mine = (await save({})).json().list;
    const other = await save({ list_id: mine.list_id, heading_sv: 'Ängelholms' }, angelholm);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('LIST_NOT_FOUND');
    const deleted = await post(t.app, '/librarian/librarian/delete_list', angelholm, {
      list_id: mine.list_id,
    });
    expect(deleted.json().error.code).toBe('LIST_NOT_FOUND');
    // Ängelholm's own list (catalogue fixtures) is all it sees.
    expect((await lists(angelholm)).map((list: { list_id: number }) => list.list_id)).toEqual([2]);
    const reorder = await post(t.app, '/librarian/librarian/reorder_lists', angelholm, {
      list_ids: `[${mine.list_id}]`,
    });
    expect(reorder.json().error.code).toBe('LIST_ORDER_MISMATCH');

    const customer = await loginCustomer(t.app, fixtureUser.username, passwords.ulla);
    const asCustomer = await save({}, customer);
    expect([401, 403]).toContain(asCustomer.statusCode);
    const forged = await post(t.app, '/librarian/librarian/save_list', null, {
      portal_sessionid: stockholm.sessionid,
      heading_sv: 'Utan token',
      title_ids: '[103]',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('CSRF_INVALID');
    expect((await lists()).map((list: { heading_sv: string }) => list.heading_sv)).toEqual([
      'Vinterfavoriter',
    ]);
    await removeAll();
  });
});

describe('reorder_lists and delete_list', () => {
  it('orders the themes as the librarian does, and a deleted list gives way to the shared themes', async () => {
    const a = (await save({ heading_sv: 'A' })).json().list;
    const b = (await save({ heading_sv: 'B', title_ids: '[101]' })).json().list;
    expect(b.position).toBe(2);
    expect((await themes()).themes.map((theme: { heading: string }) => theme.heading)).toEqual(['A', 'B']);
    const mark = await lastAuditId();
    const res = await post(t.app, '/librarian/librarian/reorder_lists', stockholm, {
      list_ids: `[${b.list_id},${a.list_id}]`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lists.map((list: { list_id: number }) => list.list_id)).toEqual([b.list_id, a.list_id]);
    expect((await themes()).themes.map((theme: { heading: string }) => theme.heading)).toEqual(['B', 'A']);
    expect(await auditSince(mark)).toMatchObject([
      { action: 'list.reorder', before: { list_ids: [a.list_id, b.list_id] } },
    ]);
    const partial = await post(t.app, '/librarian/librarian/reorder_lists', stockholm, {
      list_ids: `[${a.list_id}]`,
    });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().error.code).toBe('LIST_ORDER_MISMATCH');

    const deleteMark = await lastAuditId();
    for (const list of [a, b]) {
      const gone = await post(t.app, '/librarian/librarian/delete_list', stockholm, {
        list_id: list.list_id,
      });
      expect(gone.statusCode, gone.body).toBe(200);
    }
    expect(await auditSince(deleteMark)).toMatchObject([
      {
        action: 'list.delete',
        objectId: String(a.list_id),
        before: { title_ids: [103, 110, 100] },
        after: null,
      },
      { action: 'list.delete', objectId: String(b.list_id) },
    ]);
    expect((await themes()).themes.map((theme: { theme_id: number }) => theme.theme_id)).toEqual([1]);
    const again = await post(t.app, '/librarian/librarian/delete_list', stockholm, { list_id: a.list_id });
    expect(again.json().error.code).toBe('LIST_NOT_FOUND');
  });
});
