import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { libraries, libraryBudgetMonths, loans } from '../../db/schema';
import { formatLocalDate, periodContaining, addMonths } from '../../lib/calendar';
import { budgetMonthKey } from '../../modules/libraries/budget';
import { startSession, type TestApp } from '../../test-support/test-app';
import { createTestMedia } from '../../test-support/loan-fixtures';
import {
  fixtureBudget,
  fixtureLibrarians,
  get,
  loginCustomer,
  loginLibrarian,
  passwords,
  post,
  type ClientSession,
  budgetForm,
  createAccountTestApp,
} from '../../test-support/account-fixtures';

const DAY = 86_400_000;
const STOCKHOLM = 'Europe/Stockholm';

let t: TestApp;
let stockholm: ClientSession;
let angelholm: ClientSession;
/** When the past loan at library 1 started: in an earlier month. */
let pastLoanAt: Date;

beforeAll(async () => {
  t = await createAccountTestApp({
    mediaDir: createTestMedia(),
    loans: true,
  });
  // This month at library 1, through the loan call (which also charges the budget month): four loans, four cards.
  const customer = await startSession(t.app);
  for (const [card, title] of [
    ['30000001', 100],
    ['30000002', 100],
    ['30000003', 101],
    ['30000004', 110],
  ] as const) {
    const res = await post(t.app, '/customer/customer/loan', customer, {
      card_number: card,
      pin_code: '1234',
      library_id: 1,
      title_id: title,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  // An earlier month at library 1, and this month at library 2, written directly with their budget months.
  const monthStart = periodContaining(STOCKHOLM, new Date(), 'month').startsAt;
  pastLoanAt = new Date(monthStart.getTime() - 20 * DAY);
  await t.database.db.insert(loans).values([
    {
      libraryId: 1,
      titleId: 100,
      priceCents: 2500,
      startedAt: pastLoanAt,
      endsAt: new Date(pastLoanAt.getTime() + 2 * DAY),
    },
    { libraryId: 2, titleId: 100, priceCents: 2500, endsAt: new Date(Date.now() + 2 * DAY) },
    { libraryId: 2, titleId: 105, priceCents: 2500, endsAt: new Date(Date.now() + 2 * DAY) },
  ]);
  await t.database.db.insert(libraryBudgetMonths).values([
    { libraryId: 1, month: budgetMonthKey({ timeZone: STOCKHOLM }, pastLoanAt), loans: 1, amountCents: 2500 },
    { libraryId: 2, month: budgetMonthKey({ timeZone: STOCKHOLM }, new Date()), loans: 2, amountCents: 5000 },
  ]);
  stockholm = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
  angelholm = await loginLibrarian(t.app, fixtureLibrarians.angelholm.username);
});
afterAll(() => t.close());

describe('login', () => {
  it('logs a librarian in ignoring case under a new session id and CSRF token', async () => {
    const session = await startSession(t.app, 'librarian');
    const res = await post(t.app, '/librarian/librarian/login', session, {
      username: 'BIBLIOTEKARIE.STHLM',
      password: passwords.librarian,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      librarian: { username: 'Bibliotekarie.Sthlm', library_id: 1 },
      new_csrftoken: expect.any(String),
      new_sessionid: expect.any(String),
    });
    expect(res.json().new_sessionid).not.toBe(session.sessionid);
    const renewed = await post(t.app, '/renew_portal_csrftoken', {
      sessionid: res.json().new_sessionid,
      csrftoken: res.json().new_csrftoken,
    });
    expect(renewed.json().login_data).toEqual({
      user: null,
      librarian: { username: 'Bibliotekarie.Sthlm', library_id: 1 },
    });
  });

  it('answers a wrong password and an unknown username alike', async () => {
    const session = await startSession(t.app, 'librarian');
    const wrong = await post(t.app, '/librarian/librarian/login', session, {
      username: fixtureLibrarians.stockholm.username,
      password: 'wrong password',
    });
    const unknown = await post(t.app, '/librarian/librarian/login', session, {
      username: 'nobody',
      password: passwords.librarian,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().error.code).toBe('WRONG_USERNAME_OR_PASSWORD');
  });

  it('refuses customer-portal sessions, and a customer account is no librarian', async () => {
    const customer = await startSession(t.app, 'customer');
    const res = await post(t.app, '/librarian/librarian/login', customer, {
      username: fixtureLibrarians.stockholm.username,
      password: passwords.librarian,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    const librarianSession = await startSession(t.app, 'librarian');
    const asUser = await post(t.app, '/librarian/librarian/login', librarianSession, {
      username: 'ulla',
      password: passwords.ulla,
    });
    expect(asUser.json().error.code).toBe('WRONG_USERNAME_OR_PASSWORD');
  });

  it('never logs the password', async () => {
    expect(t.logs.join('\n')).not.toContain(passwords.librarian);
  });
});

describe('role checks', () => {
  const librarianGets = [
    '/librarian/librarian/get_librarian_data',
    '/librarian/librarian/get_librarian_titles',
    '/librarian/librarian/get_general_info',
    '/librarian/librarian/get_budget_changes',
  ];

  it('refuse customers, logged in or not, and librarian sessions nobody has logged in to', async () => {
    const customer = await loginCustomer(t.app, 'ulla', passwords.ulla);
    const anonymousLibrarian = await startSession(t.app, 'librarian');
    for (const session of [customer, anonymousLibrarian]) {
      for (const url of librarianGets) {
        const res = await get(t.app, url, session);
        expect(res.statusCode, url).toBe(401);
        expect(res.json().error.code).toBe('LOGIN_REQUIRED');
      }
      const update = await post(t.app, '/librarian/librarian/update_budget', session, budgetForm());
      expect(update.statusCode).toBe(401);
    }
  });

  it('keep librarians out of customer accounts', async () => {
    expect((await get(t.app, '/user/user/get_user_data', stockholm)).statusCode).toBe(401);
    expect((await get(t.app, '/user/favourite/fetch_favourite', stockholm)).statusCode).toBe(401);
  });
});

describe('get_librarian_data', () => {
  it('answers the librarian and their library', async () => {
    const res = await get(t.app, '/librarian/librarian/get_librarian_data', stockholm);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      librarian: { username: 'Bibliotekarie.Sthlm', library_id: 1 },
      library: {
        id: 1,
        name: 'Stockholms stadsbibliotek',
        country_iso: 'se',
        logo_url: null,
        currency: 'SEK',
      },
    });
    expect((await get(t.app, '/librarian/librarian/get_librarian_data', angelholm)).json().library.id).toBe(
      2,
    );
  });
});

describe('get_librarian_titles', () => {
  it("answers the library's whole catalogue, announced titles included, by Swedish name, with prices", async () => {
    const res = await get(t.app, '/librarian/librarian/get_librarian_titles', stockholm);
    expect(res.statusCode).toBe(200);
    const { titles, count, genres } = res.json();
    // 105 is opted out at library 1 (listed, excluded), 106 is licensed only in Norway.
    expect(titles.map((title: { id: number }) => title.id)).toEqual([
      111, 103, 100, 102, 110, 104, 101, 105, 112,
    ]);
    expect(
      titles
        .filter((title: { excluded: boolean }) => title.excluded)
        .map((title: { id: number }) => title.id),
    ).toEqual([105]);
    expect(count).toBe(8);
    // Every genre a title lists, named in Swedish; each title names its genres by id.
    const genreIds = new Set(titles.flatMap((title: { genre_ids: number[] }) => title.genre_ids));
    expect(genres.map((genre: { id: number }) => genre.id).sort()).toEqual([...genreIds].sort());
    expect(genres.every((genre: { name: string }) => genre.name.length > 0)).toBe(true);
    const announced = titles.find((title: { id: number }) => title.id === 102);
    expect(announced).toMatchObject({
      name: 'Kommer snart',
      price_cents: 2500,
      coming_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(titles.find((title: { id: number }) => title.id === 110)).toMatchObject({
      kind: 'episode',
      group_id: expect.any(Number),
      excluded: false,
      group_name: 'Fjällbacka',
      season: 1,
      episode: 2,
      poster_url: '/api/posters/110.svg',
    });
  });

  it("counts this library's loans only: this month, in all and the last one", async () => {
    const byId = async (session: ClientSession) =>
      new Map<number, { last_loan_at: string }>(
        (await get(t.app, '/librarian/librarian/get_librarian_titles', session))
          .json()
          .titles.map((title: { id: number }) => [title.id, title]),
      );
    const mine = await byId(stockholm);
    expect(mine.get(100)).toMatchObject({ loans_this_month: 2, loans_total: 3 });
    expect(Date.parse(mine.get(100)!.last_loan_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(mine.get(101)).toMatchObject({ loans_this_month: 1, loans_total: 1 });
    expect(mine.get(103)).toMatchObject({ loans_this_month: 0, loans_total: 0, last_loan_at: null });

    const theirs = await byId(angelholm);
    expect(theirs.get(100)).toMatchObject({ loans_this_month: 1, loans_total: 1 });
    expect(theirs.get(105)).toMatchObject({ loans_this_month: 1, loans_total: 1 });
    expect(theirs.get(101)).toMatchObject({ loans_total: 0 });
  });
});

describe('get_general_info', () => {
  it('answers the budget, this month, twelve months of history and the top titles', async () => {
    const res = await get(t.app, '/librarian/librarian/get_general_info', stockholm);
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json();
    const now = new Date();
    const month = budgetMonthKey({ timeZone: STOCKHOLM }, now).slice(0, 7);
    expect(info.library).toMatchObject({ id: 1, currency: 'SEK' });
    expect(info.budget).toEqual(fixtureBudget);
    expect(info.current_month).toEqual({
      month,
      loans: 4,
      amount_cents: 10_000,
      patrons: 4,
      remaining_loans: 96,
      remaining_cents: null,
      budget_reached: false,
      new_loans_date_library: null,
    });
    expect(info.top_titles).toEqual([
      { title_id: 100, name: 'Isen', loans: 2 },
      { title_id: 101, name: 'Sommaren', loans: 1 },
      { title_id: 110, name: 'Fjällbacka [S1E2]: Mord i hamnen', loans: 1 },
    ]);
    expect(info.months).toHaveLength(12);
    expect(info.months.at(-1)).toEqual({ month, loans: 4, amount_cents: 10_000 });
    const start = periodContaining(STOCKHOLM, now, 'month').start;
    expect(info.months[0].month).toBe(formatLocalDate(addMonths(start, -11)).slice(0, 7));
    const past = budgetMonthKey({ timeZone: STOCKHOLM }, pastLoanAt).slice(0, 7);
    expect(info.months.find((m: { month: string }) => m.month === past)).toEqual({
      month: past,
      loans: 1,
      amount_cents: 2500,
    });
    expect(info.months.filter((m: { loans: number }) => m.loans > 0)).toHaveLength(2);
  });

  it("shows each librarian only their own library's numbers", async () => {
    const info = (await get(t.app, '/librarian/librarian/get_general_info', angelholm)).json();
    expect(info.library.id).toBe(2);
    expect(info.current_month).toMatchObject({ loans: 2, amount_cents: 5000 });
    expect(info.top_titles.map((title: { title_id: number }) => title.title_id)).toEqual([100, 105]);
  });
});

describe('update_budget', () => {
  const update = (changes: Record<string, string>, session = stockholm) =>
    post(t.app, '/librarian/librarian/update_budget', session, budgetForm(changes));
  const info = async (session = stockholm) =>
    (await get(t.app, '/librarian/librarian/get_general_info', session)).json();

  it("replaces the library's settings, which take effect at once", async () => {
    const patron = await startSession(t.app);
    const libraryPage = async () =>
      (await get(t.app, '/library/library/get_library', patron, { library_id: 1 })).json().library;
    const titlePage = async () =>
      (await get(t.app, '/library/title/get_title', patron, { library_id: 1, title_id: 100 })).json();
    expect(await libraryPage()).toMatchObject({ library_loan_budget_reached: false });
    expect(await titlePage()).toMatchObject({ num_loans_left_period: 'month' });
    try {
      const res = await update({
        monthly_budget_loans: '4',
        patron_limit: '2',
        patron_limit_period: 'week',
        loan_period_hours: '72',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        budget: {
          budget_type: 'count',
          monthly_budget_loans: 4,
          monthly_budget_cents: null,
          patron_limit: 2,
          patron_limit_period: 'week',
          loan_period_hours: 72,
          alert_email: null,
          budget_pacing: 'none',
        },
      });
      // A budget at this month's spend is reached, and reopens on the 1st of next month.
      const reached = (await info()).current_month;
      expect(reached).toMatchObject({ remaining_loans: 0, budget_reached: true });
      expect(reached.new_loans_date_library).toMatch(/^\d{4}-\d{2}-01$/);
      // Patrons see the new settings at once too (the library rows they are served from are read again).
      expect(await libraryPage()).toMatchObject({ library_loan_budget_reached: true });
      expect(await titlePage()).toMatchObject({ num_loans_left_period: 'week' });
      const loan = await post(t.app, '/customer/customer/loan', await startSession(t.app), {
        card_number: '30000005',
        pin_code: '1234',
        library_id: 1,
        title_id: 100,
      });
      expect(loan.json().error.code).toBe('LIBRARY_BUDGET_REACHED');

      // A budget in money: remaining in cents, the loan count kept as sent.
      const amount = await update({
        budget_type: 'amount',
        monthly_budget_cents: '20000',
        monthly_budget_loans: '',
      });
      expect(amount.json().budget).toMatchObject({
        budget_type: 'amount',
        monthly_budget_cents: 20_000,
        monthly_budget_loans: null,
      });
      expect((await info()).current_month).toMatchObject({
        remaining_cents: 10_000,
        remaining_loans: null,
        budget_reached: false,
      });
    } finally {
      await update({});
    }
  });

  it("changes only the librarian's own library", async () => {
    try {
      expect((await update({ monthly_budget_loans: '7' }, angelholm)).statusCode).toBe(200);
      const [one] = await t.database.db.select().from(libraries).where(eq(libraries.id, 1));
      const [two] = await t.database.db.select().from(libraries).where(eq(libraries.id, 2));
      expect(one!.monthlyBudgetLoans).toBe(100);
      expect(two!.monthlyBudgetLoans).toBe(7);
    } finally {
      await update({}, angelholm);
    }
  });

  it('needs the budget of the chosen type, sane numbers and the CSRF token', async () => {
    const missing = await update({ monthly_budget_loans: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { monthly_budget_loans: expect.any(String) },
    });
    const missingCents = await update({ budget_type: 'amount' });
    expect(missingCents.json().error.fields).toEqual({ monthly_budget_cents: expect.any(String) });
    const cases: Record<string, string>[] = [
      { patron_limit: '0' },
      { loan_period_hours: '10000' },
      { budget_type: 'unlimited' },
      { monthly_budget_loans: '-1' },
    ];
    for (const bad of cases) {
      expect((await update(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await update({ monthly_budget_loans: '1' }, { ...stockholm, csrftoken: 'stale' })).statusCode,
    ).toBe(403);
    const [one] = await t.database.db.select().from(libraries).where(eq(libraries.id, 1));
    expect(one).toMatchObject({ budgetType: 'count', monthlyBudgetLoans: 100, patronLimit: 4 });
  });
});

describe('get_budget_changes', () => {
  const changesOf = async (session: ClientSession) => {
    const res = await get(t.app, '/librarian/librarian/get_budget_changes', session);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().changes as {
      changed_at: string;
      librarian: string;
      fields: { field: string; old_value: unknown; new_value: unknown }[];
    }[];
  };
  const settings = async (session: ClientSession) =>
    (await get(t.app, '/librarian/librarian/get_general_info', session)).json().budget as Record<
      string,
      unknown
    >;
  const formOf = (budget: Record<string, unknown>, changes: Record<string, string>) =>
    budgetForm({
      budget_type: String(budget.budget_type),
      monthly_budget_loans: budget.monthly_budget_loans === null ? '' : String(budget.monthly_budget_loans),
      monthly_budget_cents: budget.monthly_budget_cents === null ? '' : String(budget.monthly_budget_cents),
      patron_limit: String(budget.patron_limit),
      patron_limit_period: String(budget.patron_limit_period),
      loan_period_hours: String(budget.loan_period_hours),
      ...changes,
    });

  it('records who changed which setting from what to what, newest first, and only real changes', async () => {
    const before = await settings(stockholm);
    const earlier = await changesOf(stockholm);
    const patronLimit = before.patron_limit === 7 ? 8 : 7;
    const started = Date.now();
    const saved = await post(
      t.app,
      '/librarian/librarian/update_budget',
      stockholm,
      formOf(before, { patron_limit: String(patronLimit), monthly_budget_cents: '250000' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const [newest, ...rest] = await changesOf(stockholm);
    expect(rest).toEqual(earlier);
    expect(newest!.librarian.toLowerCase()).toBe(fixtureLibrarians.stockholm.username.toLowerCase());
    expect(Date.parse(newest!.changed_at)).toBeGreaterThanOrEqual(started - 1000);
    expect(newest!.fields).toEqual(
      expect.arrayContaining([
        { field: 'patron_limit', old_value: before.patron_limit, new_value: patronLimit },
        { field: 'monthly_budget_cents', old_value: before.monthly_budget_cents, new_value: 250000 },
      ]),
    );
    expect(newest!.fields).toHaveLength(before.monthly_budget_cents === 250000 ? 1 : 2);

    // The same settings again, and a refused save, record nothing.
    const after = await settings(stockholm);
    expect(
      (await post(t.app, '/librarian/librarian/update_budget', stockholm, formOf(after, {}))).statusCode,
    ).toBe(200);
    const refused = await post(
      t.app,
      '/librarian/librarian/update_budget',
      stockholm,
      formOf(after, { patron_limit: '0' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(await changesOf(stockholm)).toHaveLength(earlier.length + 1);
  });

  it("shows each librarian only their own library's changes", async () => {
    const own = await changesOf(angelholm);
    const stockholmName = fixtureLibrarians.stockholm.username.toLowerCase();
    expect(own.every((change) => change.librarian.toLowerCase() !== stockholmName)).toBe(true);
    const before = await settings(angelholm);
    await post(
      t.app,
      '/librarian/librarian/update_budget',
      angelholm,
      formOf(before, { loan_period_hours: before.loan_period_hours === 24 ? '72' : '24' }),
    );
    expect(await changesOf(angelholm)).toHaveLength(own.length + 1);
    expect((await changesOf(stockholm)).some((c) => c.librarian.toLowerCase() !== stockholmName)).toBe(false);
  });
});

describe('logout', () => {
  it('ends the librarian login, keeping the session with a new CSRF token', async () => {
    const session = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
    expect(
      (await post(t.app, '/librarian/librarian/logout', { ...session, csrftoken: 'x' })).statusCode,
    ).toBe(403);
    const res = await post(t.app, '/librarian/librarian/logout', session);
    expect(res.statusCode).toBe(200);
    const csrftoken = res.json().new_csrftoken;
    expect(csrftoken).not.toBe(session.csrftoken);
    expect((await get(t.app, '/librarian/librarian/get_librarian_data', session)).statusCode).toBe(401);
    const renewed = await post(t.app, '/renew_portal_csrftoken', { sessionid: session.sessionid, csrftoken });
    expect(renewed.json().login_data).toEqual({ user: null, librarian: null });
  });
});
