import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, gt } from 'drizzle-orm';
import { auditLog, librarians, libraries } from '../../db/schema';
import { createLibrariansRepository } from '../../modules/librarians/librarians.repository';
import { createTestApp, form, type TestApp } from '../../test-support/test-app';
import {
  budgetForm,
  createAccountTestApp,
  fixtureBudget,
  fixtureLibrarians,
  loginLibrarian,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';

/** Every change a librarian makes writes one audit entry, in the change's own transaction (docs/decisions/032). */

let t: TestApp;
let stockholm: ClientSession;
let stockholmId: number;
/** The last audit entry id before each test: a test reads only the entries it caused. */
let mark = 0;

beforeAll(async () => {
  t = await createAccountTestApp({ catalogue: true });
  stockholm = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
  const [row] = await t.database.db
    .select({ id: librarians.id })
    .from(librarians)
    .where(eq(librarians.username, fixtureLibrarians.stockholm.username));
  stockholmId = row!.id;
});
afterAll(() => t.close());

afterEach(async () => {
  const all = await t.database.db.select({ id: auditLog.id }).from(auditLog);
  mark = Math.max(0, ...all.map((row) => row.id));
});

const newEntries = () =>
  t.database.db.select().from(auditLog).where(gt(auditLog.id, mark)).orderBy(auditLog.id);

const updateBudget = (changes: Record<string, string>, address?: string) =>
  post(t.app, '/librarian/librarian/update_budget', stockholm, budgetForm(changes), address);
const exclude = (titleId: number, excluded: boolean, series = false, address?: string) =>
  post(
    t.app,
    '/librarian/librarian/set_title_excluded',
    stockholm,
    { title_id: titleId, excluded: String(excluded), series: String(series) },
    address,
  );

const settings = fixtureBudget;

describe('update_budget', () => {
  it('writes one entry: who, from where, the library, and its settings before and after', async () => {
    const res = await updateBudget(
      { patron_limit: '6', alert_email: 'chef@bibliotek.example' },
      '203.0.113.9',
    );
    expect(res.statusCode, res.body).toBe(200);
    try {
      expect(await newEntries()).toEqual([
        {
          id: expect.any(Number),
          at: expect.any(Date),
          portal: 'librarian',
          actorId: stockholmId,
          actorUsername: fixtureLibrarians.stockholm.username,
          libraryId: 1,
          action: 'library.update_budget',
          objectType: 'library',
          objectId: '1',
          before: settings,
          after: { ...settings, patron_limit: 6, alert_email: 'chef@bibliotek.example' },
          address: '203.0.113.9',
        },
      ]);
    } finally {
      await updateBudget({ alert_email: '' });
    }
  });

  it('writes nothing for a save that changes nothing', async () => {
    expect((await updateBudget({})).statusCode).toBe(200);
    expect(await newEntries()).toEqual([]);
  });

  it('writes nothing for a refused change: the contract, the service or the CSRF token refusing it', async () => {
    expect((await updateBudget({ patron_limit: '0' })).statusCode).toBe(400);
    const missing = await updateBudget({ monthly_budget_loans: '' });
    expect(missing.json().error.code).toBe('VALIDATION_FAILED');
    const stale = await post(
      t.app,
      '/librarian/librarian/update_budget',
      { ...stockholm, csrftoken: 'x' },
      budgetForm({ patron_limit: '9' }),
    );
    expect(stale.statusCode).toBe(403);
    expect(await newEntries()).toEqual([]);
  });

  it('keeps the change and its entry together: when the entry cannot be written, the change is undone', async () => {
    const repo = createLibrariansRepository(t.database.db);
    const change = {
      budgetType: 'count' as const,
      monthlyBudgetLoans: 55,
      monthlyBudgetCents: null,
      patronLimit: 4,
      patronLimitPeriod: 'month' as const,
      loanPeriodHours: 48,
    };
    await expect(
      repo.updateBudget(
        1,
        change,
        { librarianId: stockholmId, librarianName: 'x', at: new Date() },
        async () => {
          throw new Error('the audit log is unreachable');
        },
      ),
    ).rejects.toThrow('the audit log is unreachable');
    const [row] = await t.database.db.select().from(libraries).where(eq(libraries.id, 1));
    expect(row!.monthlyBudgetLoans).toBe(100);
  });
});

describe("the caller's address", () => {
  /** A budget change sent by a proxy at 10.0.0.5 for a caller at 203.0.113.77. */
  const forwarded = (app: TestApp['app'], session: ClientSession) => {
    const { payload, headers } = form({
      portal_sessionid: session.sessionid,
      portal_csrftoken: session.csrftoken,
      ...budgetForm({ patron_limit: '5' }),
    });
    return app.inject({
      method: 'POST',
      url: '/api/librarian/librarian/update_budget',
      remoteAddress: '10.0.0.5',
      headers: { ...headers, 'x-forwarded-for': '203.0.113.77' },
      payload,
    });
  };

  it("is the connection's, and X-Forwarded-For only behind a trusted proxy (TRUST_PROXY)", async () => {
    const behindProxy = await createTestApp({ database: t.database, trustProxy: true });
    try {
      expect((await forwarded(t.app, stockholm)).statusCode).toBe(200);
      await updateBudget({});
      const proxied = await loginLibrarian(behindProxy.app, fixtureLibrarians.stockholm.username);
      expect((await forwarded(behindProxy.app, proxied)).statusCode).toBe(200);
      await updateBudget({});
      expect((await newEntries()).map((entry) => entry.address)).toEqual([
        '10.0.0.5',
        '127.0.0.1',
        '203.0.113.77',
        '127.0.0.1',
      ]);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('set_title_excluded', () => {
  it('writes one entry per change, with the titles excluded before and after', async () => {
    expect((await exclude(104, true, false, '203.0.113.10')).statusCode).toBe(200);
    expect((await exclude(104, false)).statusCode).toBe(200);
    const entries = await newEntries();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      portal: 'librarian',
      actorId: stockholmId,
      actorUsername: fixtureLibrarians.stockholm.username,
      libraryId: 1,
      action: 'catalogue.exclude_titles',
      objectType: 'title',
      objectId: '104',
      before: { excluded_title_ids: [] },
      after: { excluded_title_ids: [104] },
      address: '203.0.113.10',
    });
    expect(entries[1]).toMatchObject({
      action: 'catalogue.include_titles',
      objectId: '104',
      before: { excluded_title_ids: [104] },
      after: { excluded_title_ids: [] },
    });
  });

  it('names every episode of a series, and what was already excluded', async () => {
    expect((await exclude(111, true)).statusCode).toBe(200);
    try {
      expect((await exclude(111, true, true)).statusCode).toBe(200);
      const entries = await newEntries();
      expect(entries.map((e) => [e.before, e.after])).toEqual([
        [{ excluded_title_ids: [] }, { excluded_title_ids: [111] }],
        [{ excluded_title_ids: [111] }, { excluded_title_ids: [110, 111, 112] }],
      ]);
    } finally {
      await exclude(110, false, true);
    }
  });

  it('keeps the change and its entry together: when the entry cannot be written, the title stays', async () => {
    const repo = createLibrariansRepository(t.database.db);
    await expect(
      repo.setExcluded(1, [104], true, async () => {
        throw new Error('the audit log is unreachable');
      }),
    ).rejects.toThrow('the audit log is unreachable');
    expect(
      await repo.catalogueWithLoans({ id: 1, countryIso: 'se' }, 'sv', new Date(), new Date()),
    ).toContainEqual(expect.objectContaining({ id: 104, excluded: false }));
  });

  it('writes nothing when nothing changed or the change is refused', async () => {
    expect((await exclude(104, false)).statusCode).toBe(200);
    const unknown = await exclude(999_999, true);
    expect(unknown.json().error.code).toBe('TITLE_NOT_FOUND');
    expect(
      (await post(t.app, '/librarian/librarian/set_title_excluded', stockholm, { title_id: 'x' })).statusCode,
    ).toBe(400);
    expect(await newEntries()).toEqual([]);
  });
});
