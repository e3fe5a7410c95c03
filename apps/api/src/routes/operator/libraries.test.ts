import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, libraries } from '../../db/schema';
import { createTestApp, form, startSession, type TestApp } from '../../test-support/test-app';
import {
  fixtureLibrarians,
  fixtureOperators,
  get,
  loginLibrarian,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';
import { createOperatorTestApp, type OperatorTestApp } from '../../test-support/operator-test-app';

/*
 * The libraries in the operator console (docs/decisions/033): every operator role lists them, only admins save;
 * a new library shows in the customer's library list, a deactivated one leaves it and lends nothing, and every
 * save is in the audit log. On the embedded database and, with TEST_DATABASE_URL, on PostgreSQL (where a second
 * instance hears of the change through the change notices).
 */

let t: OperatorTestApp;
let admin: ClientSession;
let support: ClientSession;
let editor: ClientSession;

beforeAll(async () => {
  t = await createOperatorTestApp({ catalogue: true, loans: true, notices: true });
  ({ admin, support, editor } = t.operators);
}, 120_000);
afterAll(() => t?.close());

const newLibrary = (fields: Record<string, string | number> = {}) => ({
  name: 'Tampereen kaupunginkirjasto',
  country_iso: 'fi',
  time_zone: 'Europe/Helsinki',
  extra_display_names: 'Tampere, Metso',
  budget_type: 'amount',
  monthly_budget_loans: '',
  monthly_budget_cents: 250_000,
  patron_limit: 3,
  patron_limit_period: 'week',
  loan_period_hours: 72,
  alert_email: 'kirjasto@tampere.example',
  active: 1,
  ...fields,
});

const save = (session: ClientSession | null, fields: Record<string, string | number>, lang?: string) => {
  const body = form({
    ...(session ? { portal_sessionid: session.sessionid, portal_csrftoken: session.csrftoken } : {}),
    ...fields,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/operator/library/save_library',
    payload: body.payload,
    headers: { ...body.headers, ...(lang ? { 'x-app-language': lang } : {}) },
  });
};

const dropdown = async (country: string) => {
  const res = await get(t.app, '/library/library/get_all_libraries', await startSession(t.app), {
    country,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().libraries as { id: number; name: string }[]).map((library) => library.id);
};

const auditOf = (libraryId: number) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.libraryId, libraryId)).orderBy(auditLog.id);

describe('get_libraries', () => {
  it('lists every library to admin, editor and support, with search, country filter and pages', async () => {
    for (const session of [admin, editor, support]) {
      const res = await get(t.app, '/operator/library/get_libraries', session);
      expect(res.statusCode, res.body).toBe(200);
      const all = await t.database.db.select().from(libraries);
      expect(res.json().total).toBe(all.length);
    }
    const swedish = (
      await get(t.app, '/operator/library/get_libraries', admin, { country_iso: 'se' })
    ).json();
    expect(swedish.libraries.length).toBeGreaterThan(0);
    expect(swedish.libraries.every((l: { country_iso: string }) => l.country_iso === 'se')).toBe(true);
    const found = (await get(t.app, '/operator/library/get_libraries', admin, { search: 'STOCKH' })).json();
    expect(found.libraries.map((l: { library_id: number }) => l.library_id)).toContain(1);
    expect(found.libraries.every((l: { name: string }) => /stockh/i.test(l.name))).toBe(true);
    const paged = (
      await get(t.app, '/operator/library/get_libraries', admin, { page_size: 1, page: 2 })
    ).json();
    expect(paged.libraries).toHaveLength(1);
    expect(paged.page).toBe(2);
    expect(paged.libraries[0]).not.toHaveProperty('ehub_secret');
    // Whether a secret exists, never the secret.
    await t.database.db.update(libraries).set({ ehubSecret: null }).where(eq(libraries.id, 2));
    const withSecret = 'a-secret-the-console-never-sees';
    await t.database.db.update(libraries).set({ ehubSecret: withSecret }).where(eq(libraries.id, 1));
    const flags = (await get(t.app, '/operator/library/get_libraries', admin, { page_size: 200 })).json();
    const flagOf = (id: number) =>
      flags.libraries.find((l: { library_id: number }) => l.library_id === id).ehub_configured;
    expect([flagOf(1), flagOf(2)]).toEqual([true, false]);
    expect(JSON.stringify(flags)).not.toContain(withSecret);
  });

  it('finds one library by its id, active or not, and none for an unknown id', async () => {
    const one = (await get(t.app, '/operator/library/get_libraries', support, { library_id: 2 })).json();
    expect(one.total).toBe(1);
    expect(one.libraries.map((l: { library_id: number }) => l.library_id)).toEqual([2]);
    await t.database.db.update(libraries).set({ active: false }).where(eq(libraries.id, 2));
    const inactive = (await get(t.app, '/operator/library/get_libraries', admin, { library_id: '2' })).json();
    expect(inactive.libraries[0]).toMatchObject({ library_id: 2, active: false });
    await t.database.db.update(libraries).set({ active: true }).where(eq(libraries.id, 2));
    const none = (await get(t.app, '/operator/library/get_libraries', admin, { library_id: 99_999 })).json();
    expect(none).toMatchObject({ libraries: [], total: 0 });
    const bad = await get(t.app, '/operator/library/get_libraries', admin, { library_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses librarians, customers and anonymous sessions', async () => {
    // Another portal's session is not an operator's: logged in there, not here.
    const { librarian, customer, anonymous } = await t.outsiders();
    for (const session of [librarian, customer, anonymous])
      expect((await get(t.app, '/operator/library/get_libraries', session)).json().error.code).toBe(
        'LOGIN_REQUIRED',
      );
  });
});

describe('save_library', () => {
  it('refuses editors, support, librarians, customers, anonymous sessions and a missing CSRF token', async () => {
    const before = (await t.database.db.select().from(libraries)).length;
    for (const session of [editor, support]) {
      const res = await save(session, newLibrary());
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    const { librarian, customer, anonymous } = await t.outsiders();
    for (const session of [librarian, customer, anonymous])
      expect((await save(session, newLibrary())).json().error.code).toBe('LOGIN_REQUIRED');
    const noToken = await save(null, { portal_sessionid: admin.sessionid, ...newLibrary() });
    expect(noToken.json().error.code).toBe('CSRF_INVALID');
    expect((await t.database.db.select().from(libraries)).length).toBe(before);
  });

  it('validates the fields with translated messages', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ time_zone: 'not a zone' }, 'time_zone'],
      [{ country_iso: 'dk' }, 'country_iso'],
      [{ name: '  ' }, 'name'],
      [{ alert_email: 'not-an-address' }, 'alert_email'],
      [{ patron_limit: 0 }, 'patron_limit'],
      [{ monthly_budget_cents: '' }, 'monthly_budget_cents'],
      [{ budget_type: 'count', monthly_budget_loans: '' }, 'monthly_budget_loans'],
    ];
    for (const [fields, field] of cases) {
      const res = await save(admin, newLibrary(fields), 'fi');
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(fields)).toContain(field);
      expect(res.json().error.message).toBe('Lähettämäsi tiedot eivät kelpaa.');
    }
    expect((await save(admin, newLibrary({ library_id: 99_999 }))).json().error.code).toBe(
      'LIBRARY_NOT_FOUND',
    );
  });

  it('creates a library that shows in the library list, with its audit entry', async () => {
    const res = await save(admin, newLibrary());
    expect(res.statusCode, res.body).toBe(200);
    const { library } = res.json();
    expect(library).toMatchObject({
      name: 'Tampereen kaupunginkirjasto',
      country_iso: 'fi',
      time_zone: 'Europe/Helsinki',
      budget_type: 'amount',
      monthly_budget_loans: null,
      monthly_budget_cents: 250_000,
      patron_limit: 3,
      patron_limit_period: 'week',
      loan_period_hours: 72,
      alert_email: 'kirjasto@tampere.example',
      active: true,
    });
    expect(await dropdown('fi')).toContain(library.library_id);
    const entries = await auditOf(library.library_id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      portal: 'operator',
      actorId: fixtureOperators.admin.id,
      actorUsername: fixtureOperators.admin.username,
      action: 'library.create',
      objectType: 'library',
      objectId: String(library.library_id),
      before: null,
    });
    expect(entries[0]!.after).toMatchObject({ name: 'Tampereen kaupunginkirjasto', active: true });
  });

  it('changes a library and records only what changed; an unchanged save records nothing', async () => {
    const created = (await save(admin, newLibrary({ name: 'Oulun kaupunginkirjasto' }))).json().library;
    const id = created.library_id;
    const changed = await save(
      admin,
      newLibrary({ library_id: id, name: 'Oulun kirjasto', patron_limit: 5 }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().library).toMatchObject({ library_id: id, name: 'Oulun kirjasto', patron_limit: 5 });
    // The same fields again, the alert address left out (kept as it is): nothing changed, nothing recorded.
    const { alert_email: _left, ...same } = newLibrary({
      library_id: id,
      name: 'Oulun kirjasto',
      patron_limit: 5,
    });
    const unchanged = await save(admin, same);
    expect(unchanged.json().library.alert_email).toBe('kirjasto@tampere.example');
    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(['library.create', 'library.update']);
    expect(entries[1]!.before).toEqual({ name: 'Oulun kaupunginkirjasto', patron_limit: 3 });
    expect(entries[1]!.after).toEqual({ name: 'Oulun kirjasto', patron_limit: 5 });
  });

  it('sets the budget pacing, answers it, records it, and keeps it when a save leaves it out', async () => {
    const created = (await save(admin, newLibrary({ name: 'Rovaniemen kirjasto' }))).json().library;
    expect(created.budget_pacing).toBe('none');
    const id = created.library_id;
    const paced = await save(
      admin,
      newLibrary({ library_id: id, name: 'Rovaniemen kirjasto', budget_pacing: 'weekly' }),
    );
    expect(paced.statusCode, paced.body).toBe(200);
    expect(paced.json().library.budget_pacing).toBe('weekly');
    const [stored] = await t.database.db.select().from(libraries).where(eq(libraries.id, id));
    expect(stored?.budgetPacing).toBe('weekly');
    const entries = await auditOf(id);
    expect(entries.at(-1)).toMatchObject({
      action: 'library.update',
      before: { budget_pacing: 'none' },
      after: { budget_pacing: 'weekly' },
    });
    const kept = await save(admin, newLibrary({ library_id: id, name: 'Rovaniemen kirjasto' }));
    expect(kept.json().library.budget_pacing).toBe('weekly');
    const wrong = await save(
      admin,
      newLibrary({ library_id: id, name: 'Rovaniemen kirjasto', budget_pacing: 'hourly' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('budget_pacing');
  });

  it('sets the automatic pacing, records it, and computes the weekday weights at once', async () => {
    const created = (await save(admin, newLibrary({ name: 'Kemin kirjasto' }))).json().library;
    const id = created.library_id;
    // A day's computation on record (the job's), to see the save compute them again.
    await t.database.db.update(libraries).set({ pacingWeightsOn: '2000-01-01' }).where(eq(libraries.id, id));
    const auto = await save(
      admin,
      newLibrary({ library_id: id, name: 'Kemin kirjasto', budget_pacing: 'auto' }),
    );
    expect(auto.statusCode, auto.body).toBe(200);
    expect(auto.json().library.budget_pacing).toBe('auto');
    const [stored] = await t.database.db.select().from(libraries).where(eq(libraries.id, id));
    expect(stored?.budgetPacing).toBe('auto');
    // No loans yet: all weekdays equal, computed today.
    expect(stored?.pacingWeekdayWeights).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(stored?.pacingWeightsOn).not.toBe('2000-01-01');
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'library.update',
      before: { budget_pacing: 'none' },
      after: { budget_pacing: 'auto' },
    });
  });

  it('deactivates a library: gone from the list, loans refused with LIBRARY_INACTIVE, its librarian still in', async () => {
    const loan = async () =>
      post(t.app, '/customer/customer/loan', await startSession(t.app), {
        library_id: 1,
        title_id: 100,
        card_number: '11111111',
        pin_code: '1234',
      });
    expect(await dropdown('se')).toContain(1);
    const [stockholm] = await t.database.db.select().from(libraries).where(eq(libraries.id, 1));
    const fields = {
      library_id: 1,
      name: stockholm!.name,
      country_iso: stockholm!.countryIso,
      time_zone: stockholm!.timeZone,
      extra_display_names: stockholm!.extraDisplayNames,
      budget_type: stockholm!.budgetType,
      monthly_budget_loans: stockholm!.monthlyBudgetLoans ?? '',
      monthly_budget_cents: stockholm!.monthlyBudgetCents ?? '',
      patron_limit: stockholm!.patronLimit,
      patron_limit_period: stockholm!.patronLimitPeriod,
      loan_period_hours: stockholm!.loanPeriodHours,
      alert_email: stockholm!.alertEmail ?? '',
    };
    try {
      const off = await save(admin, { ...fields, active: 0 });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().library.active).toBe(false);
      expect(await dropdown('se')).not.toContain(1);
      const refused = await loan();
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error.code).toBe('LIBRARY_INACTIVE');
      const [entry] = (await auditOf(1)).filter((e) => e.action === 'library.update');
      expect(entry).toMatchObject({ before: { active: true }, after: { active: false } });
      // Its data stays: the librarian logs in and sees the library's figures.
      const librarian = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
      expect((await get(t.app, '/librarian/librarian/get_general_info', librarian)).statusCode).toBe(200);
    } finally {
      expect((await save(admin, { ...fields, active: 1 })).statusCode).toBe(200);
    }
    expect(await dropdown('se')).toContain(1);
    expect((await loan()).statusCode).toBe(200);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
describe.runIf(databaseUrl)('a second instance on the same PostgreSQL', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ database: t.database, notices: true });
  }, 120_000);
  afterAll(() => other?.close());

  const otherDropdown = async () => {
    const res = await get(other.app, '/library/library/get_all_libraries', await startSession(other.app), {
      country: 'no',
    });
    return (res.json().libraries as { id: number }[]).map((library) => library.id);
  };

  it('hears of a new and a deactivated library through the change notices, long before its own refresh', async () => {
    await otherDropdown(); // its library rows are in memory now
    const created = (
      await save(
        admin,
        newLibrary({ name: 'Bergen offentlige bibliotek', country_iso: 'no', time_zone: 'Europe/Oslo' }),
      )
    ).json().library;
    const savedAt = Date.now();
    await vi.waitFor(async () => expect(await otherDropdown()).toContain(created.library_id), {
      timeout: 1_000,
      interval: 5,
    });
    expect(Date.now() - savedAt).toBeLessThan(1_000);
    await save(
      admin,
      newLibrary({
        library_id: created.library_id,
        name: 'Bergen offentlige bibliotek',
        country_iso: 'no',
        time_zone: 'Europe/Oslo',
        active: 0,
      }),
    );
    await vi.waitFor(async () => expect(await otherDropdown()).not.toContain(created.library_id), {
      timeout: 1_000,
      interval: 5,
    });
  });
});
