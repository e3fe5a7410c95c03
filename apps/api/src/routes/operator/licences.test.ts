import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, libraries, libraryBudgetMonths, loans, titleLicences } from '../../db/schema';
import { startSession, type TestApp } from '../../test-support/test-app';
import {
  createAccountTestApp,
  fixtureLibrarians,
  fixtureOperators,
  get,
  loginCustomer,
  loginLibrarian,
  loginOperator,
  passwords,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';
import { createTestMedia } from '../../test-support/loan-fixtures';

/*
 * Licence windows and prices (docs/decisions/052): admins and editors save and remove a title's window per
 * country, support reads them; a window opens at midnight and closes at the end of its last day in each
 * library's own time zone (a fake clock at the edges); the catalogue follows at once and at the boundary, a loan
 * charges the price of the library's country and keeps it. On the embedded database and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
let admin: ClientSession;
let editor: ClientSession;
let support: ClientSession;
let clock = new Date();
const STOCKHOLM = 1;
const HELSINKI = 20;
/** Title 101 (Sommaren): licensed in Sweden only by the fixtures. */
const TITLE = 101;

beforeAll(async () => {
  t = await createAccountTestApp({ loans: true, mediaDir: createTestMedia(), catalogueClock: () => clock });
  admin = await loginOperator(t.app, 'admin');
  editor = await loginOperator(t.app, 'editor');
  support = await loginOperator(t.app, 'support');
}, 120_000);
afterAll(() => t?.close());
/** Each test starts from the fixtures' offer: the title in Sweden since 2020 at 2500, nowhere else. */
beforeEach(async () => {
  clock = new Date();
  const { db } = t.database;
  await db.delete(titleLicences).where(eq(titleLicences.titleId, TITLE));
  await db
    .insert(titleLicences)
    .values({ titleId: TITLE, countryIso: 'se', startsOn: '2020-01-01', priceCents: 2500 });
  await t.app.services.catalogueIndex.reload();
});

const save = (session: ClientSession | null, fields: Record<string, string | number>) =>
  post(t.app, '/operator/title/save_licence', session, {
    title_id: TITLE,
    country_iso: 'fi',
    starts_on: '2026-12-01',
    ends_on: '',
    price_cents: 1900,
    ...fields,
  });

/** The title as a patron of a library sees it now: its summary, or the refusal's code. */
const patronView = async (libraryId: number, titleId = TITLE) => {
  const res = await get(t.app, '/library/title/get_title', await startSession(t.app), {
    title_id: titleId,
    library_id: libraryId,
  });
  return res.statusCode === 200
    ? (res.json().title as { coming_on: string | null; leaving_on: string | null })
    : (res.json().error.code as string);
};

/** Whether the title is in the library's list of titles now. */
const listed = async (libraryId: number, titleId = TITLE) => {
  const res = await get(t.app, '/library/title/get_titles', await startSession(t.app), {
    library_id: libraryId,
    country_iso: libraryId === HELSINKI ? 'fi' : 'se',
    page: 1,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().titles as { id: number }[]).some((title) => title.id === titleId);
};

describe('save_licence, get_licences, delete_licence', () => {
  it('lets admins and editors save, support read only, and refuses everyone else and a missing CSRF token', async () => {
    expect((await save(admin, {})).statusCode).toBe(200);
    const edited = await save(editor, { price_cents: 2100 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().licence).toMatchObject({
      title_id: TITLE,
      country_iso: 'fi',
      starts_on: '2026-12-01',
      ends_on: null,
      price_cents: 2100,
    });
    const refused = await save(support, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    const read = await get(t.app, '/operator/title/get_licences', support, { title_id: TITLE });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().licences.map((l: { country_iso: string }) => l.country_iso)).toEqual(['fi', 'se']);

    const librarian = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
    const customer = await loginCustomer(t.app, 'ulla', passwords.ulla);
    for (const session of [librarian, customer, await startSession(t.app, 'operator'), null]) {
      const res = await save(session, {});
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await save(librarian, {})).json().error.code).toBe('LOGIN_REQUIRED');
    const noToken = await post(t.app, '/operator/title/save_licence', null, {
      portal_sessionid: admin.sessionid,
      title_id: TITLE,
      country_iso: 'fi',
      starts_on: '2026-12-01',
      price_cents: 1,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error.code).toMatch(/CSRF/);
    expect(
      (await post(t.app, '/operator/title/delete_licence', support, { title_id: TITLE, country_iso: 'fi' }))
        .statusCode,
    ).toBe(403);

    const removed = await post(t.app, '/operator/title/delete_licence', editor, {
      title_id: TITLE,
      country_iso: 'fi',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const again = await post(t.app, '/operator/title/delete_licence', editor, {
      title_id: TITLE,
      country_iso: 'fi',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('LICENCE_NOT_FOUND');
  });

  it('refuses a last day before the first, an unknown country, a negative price, a day not in the calendar, an unknown title', async () => {
    const cases: [Record<string, string | number>, string, number][] = [
      [{ starts_on: '2026-12-10', ends_on: '2026-12-09' }, 'ends_on', 400],
      [{ country_iso: 'dk' }, 'country_iso', 400],
      [{ price_cents: -1 }, 'price_cents', 400],
      [{ price_cents: 'x' }, 'price_cents', 400],
      [{ price_cents: '' }, 'price_cents', 400],
      [{ price_cents: '12.5' }, 'price_cents', 400],
      [{ starts_on: '2026-02-30' }, 'starts_on', 400],
      [{ starts_on: '' }, 'starts_on', 400],
    ];
    for (const [fields, field, status] of cases) {
      const res = await save(admin, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(fields)).toContain(field);
      expect(res.json().error.message).toBeTruthy();
    }
    const unknown = await save(admin, { title_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('TITLE_NOT_FOUND');
    expect((await get(t.app, '/operator/title/get_licences', admin, { title_id: 999_999 })).statusCode).toBe(
      404,
    );
    expect(
      (await t.database.db.select().from(titleLicences).where(eq(titleLicences.countryIso, 'fi'))).filter(
        (row) => row.titleId === TITLE,
      ),
    ).toEqual([]);
  });

  it('writes an audit entry per change with the window before and after, and none for a save that changes nothing', async () => {
    await save(admin, { starts_on: '2026-01-01', price_cents: 1500 });
    await save(admin, { starts_on: '2026-01-01', price_cents: 1500 });
    await save(editor, { starts_on: '2026-01-01', ends_on: '2026-12-31', price_cents: 1500 });
    await post(t.app, '/operator/title/delete_licence', admin, { title_id: TITLE, country_iso: 'fi' });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'title.licence'), eq(auditLog.objectId, String(TITLE))))
      .orderBy(auditLog.id);
    expect(entries.slice(-3).map((e) => [e.actorUsername, e.before, e.after])).toEqual([
      [
        fixtureOperators.admin.username,
        null,
        { country_iso: 'fi', starts_on: '2026-01-01', ends_on: null, price_cents: 1500 },
      ],
      [
        fixtureOperators.editor.username,
        { country_iso: 'fi', starts_on: '2026-01-01', ends_on: null, price_cents: 1500 },
        { country_iso: 'fi', starts_on: '2026-01-01', ends_on: '2026-12-31', price_cents: 1500 },
      ],
      [
        fixtureOperators.admin.username,
        { country_iso: 'fi', starts_on: '2026-01-01', ends_on: '2026-12-31', price_cents: 1500 },
        null,
      ],
    ]);
  });
});

describe('windows in the catalogue', () => {
  it('opens a window at midnight in each library’s own zone: Helsinki an hour before Stockholm', async () => {
    await save(admin, { country_iso: 'fi', starts_on: '2026-12-01', ends_on: '2026-12-31' });
    await save(admin, { country_iso: 'se', starts_on: '2026-12-01', ends_on: '2026-12-31' });

    clock = new Date('2026-11-30T21:59:59Z'); // 23:59:59 in Helsinki, 22:59:59 in Stockholm
    expect(await patronView(HELSINKI)).toMatchObject({ coming_on: '2026-12-01', leaving_on: null });
    expect(await patronView(STOCKHOLM)).toMatchObject({ coming_on: '2026-12-01' });
    expect(await listed(HELSINKI)).toBe(false);

    clock = new Date('2026-11-30T22:00:00Z'); // midnight in Helsinki, 23:00 in Stockholm
    expect(await patronView(HELSINKI)).toMatchObject({ coming_on: null, leaving_on: '2026-12-31' });
    expect(await listed(HELSINKI)).toBe(true);
    expect(await patronView(STOCKHOLM)).toMatchObject({ coming_on: '2026-12-01' });
    expect(await listed(STOCKHOLM)).toBe(false);

    clock = new Date('2026-11-30T23:00:00Z'); // midnight in Stockholm
    expect(await listed(STOCKHOLM)).toBe(true);

    // The last day to its end: 23:59:59 on 31 December in Helsinki is still in; a second later, gone.
    clock = new Date('2026-12-31T21:59:59Z');
    expect(await listed(HELSINKI)).toBe(true);
    clock = new Date('2026-12-31T22:00:00Z');
    expect(await listed(HELSINKI)).toBe(false);
    expect(await patronView(HELSINKI)).toBe('TITLE_NOT_FOUND');
    expect(await listed(STOCKHOLM)).toBe(true); // 23:00 on 31 December in Stockholm
    clock = new Date('2026-12-31T23:00:00Z');
    expect(await listed(STOCKHOLM)).toBe(false);
  });

  it('shows "leaving soon" from 30 days before the last day, and get_availability says what each country sees', async () => {
    await save(admin, { country_iso: 'fi', starts_on: '2026-01-01', ends_on: '2026-12-31' });
    clock = new Date('2026-11-30T12:00:00Z');
    expect(await patronView(HELSINKI)).toMatchObject({ leaving_on: null }); // 31 days left
    clock = new Date('2026-12-01T12:00:00Z');
    expect(await patronView(HELSINKI)).toMatchObject({ leaving_on: '2026-12-31' });

    const on = async (date?: string) => {
      const res = await get(t.app, '/operator/title/get_availability', support, {
        title_id: TITLE,
        ...(date ? { date } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      return Object.fromEntries(
        (res.json().countries as { country_iso: string; status: string; on: string }[]).map((c) => [
          c.country_iso,
          `${c.status} ${c.on}`,
        ]),
      );
    };
    expect(await on('2025-12-31')).toMatchObject({
      fi: 'upcoming 2025-12-31',
      no: 'not_licensed 2025-12-31',
    });
    expect(await on('2026-06-01')).toMatchObject({ fi: 'available 2026-06-01', se: 'available 2026-06-01' });
    expect(await on('2026-12-01')).toMatchObject({ fi: 'leaving_soon 2026-12-01' });
    expect(await on('2027-01-01')).toMatchObject({ fi: 'ended 2027-01-01' });
    clock = new Date('2026-12-31T22:30:00Z'); // 1 January in Helsinki, still 31 December in Stockholm
    expect(await on()).toMatchObject({ fi: 'ended 2027-01-01', se: 'available 2026-12-31' });
    const bad = await get(t.app, '/operator/title/get_availability', support, {
      title_id: TITLE,
      date: '2026-13-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('loans charge the licence price', () => {
  beforeEach(async () => {
    await t.database.db.delete(loans);
    await t.database.db.delete(libraryBudgetMonths);
  });

  it('charges the price of the library’s country at the time of the loan, and a running loan keeps its price', async () => {
    const borrow = async (cardNumber: string) =>
      post(t.app, '/customer/customer/loan', await startSession(t.app), {
        library_id: STOCKHOLM,
        title_id: TITLE,
        card_number: cardNumber,
        pin_code: '1234',
      });
    await t.database.db
      .update(libraries)
      .set({ budgetType: 'amount', monthlyBudgetCents: 10_000 })
      .where(eq(libraries.id, STOCKHOLM));
    try {
      // A Finnish price does not touch a Swedish library's loans.
      await save(admin, { country_iso: 'fi', starts_on: '2026-01-01', price_cents: 9000 });
      const first = await borrow('30000011');
      expect(first.statusCode, first.body).toBe(200);
      await save(admin, { country_iso: 'se', starts_on: '2020-01-01', price_cents: 3100 });
      const second = await borrow('30000012');
      expect(second.statusCode, second.body).toBe(200);
      const charged = await t.database.db
        .select({ price: loans.priceCents })
        .from(loans)
        .where(eq(loans.libraryId, STOCKHOLM))
        .orderBy(loans.id);
      expect(charged.map((row) => row.price)).toEqual([2500, 3100]);
      const [month] = await t.database.db
        .select()
        .from(libraryBudgetMonths)
        .where(eq(libraryBudgetMonths.libraryId, STOCKHOLM));
      expect(month).toMatchObject({ loans: 2, amountCents: 5600 });
      // The running loan still plays after the window is gone: the title page answers it.
      const patron = await startSession(t.app);
      const mine = await post(t.app, '/customer/customer/loan', patron, {
        library_id: STOCKHOLM,
        title_id: TITLE,
        card_number: '30000013',
        pin_code: '1234',
      });
      expect(mine.statusCode, mine.body).toBe(200);
      const playlist = mine.json().loan.stream.playlist_url as string;
      await post(t.app, '/operator/title/delete_licence', admin, { title_id: TITLE, country_iso: 'se' });
      expect(await listed(STOCKHOLM)).toBe(false);
      expect((await t.app.inject({ url: playlist })).statusCode).toBe(200);
    } finally {
      await t.database.db
        .update(libraries)
        .set({ budgetType: 'count', monthlyBudgetCents: null })
        .where(eq(libraries.id, STOCKHOLM));
    }
  });
});
