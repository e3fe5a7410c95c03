import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { genres, languages, libraryBudgetMonths, loans, titles, titleTexts } from '../../db/schema';
import { addDays, formatLocalDate, localDate } from '../../lib/calendar';
import { createTestApp, startSession, type TestApp } from '../../test-support/test-app';
import { createTestMedia } from '../../test-support/loan-fixtures';
import {
  budgetForm,
  createAccountTestApp,
  get,
  loginCustomer,
  loginFixtureLibrarians,
  passwords,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';

const STOCKHOLM = 'Europe/Stockholm';

let t: TestApp;
let stockholm: ClientSession;
let angelholm: ClientSession;
let today: string;

/** A loan through the loan call, as a patron makes it (it also charges the budget month). */
async function borrow(card: string, titleId: number) {
  const res = await post(t.app, '/customer/customer/loan', await startSession(t.app), {
    card_number: card,
    pin_code: '1234',
    library_id: 1,
    title_id: titleId,
  });
  return res;
}

/** Removes a title's loans again, with their charge to this month's budget counter. */
async function forget(titleId: number) {
  const removed = await t.database.db.delete(loans).where(eq(loans.titleId, titleId)).returning();
  const cents = removed.reduce((sum, loan) => sum + loan.priceCents, 0);
  await t.database.db
    .update(libraryBudgetMonths)
    .set({
      loans: sql`${libraryBudgetMonths.loans} - ${removed.length}`,
      amountCents: sql`${libraryBudgetMonths.amountCents} - ${cents}`,
    })
    .where(
      and(eq(libraryBudgetMonths.libraryId, 1), eq(libraryBudgetMonths.month, `${today.slice(0, 8)}01`)),
    );
}

const statistics = (session: ClientSession, query: Record<string, string> = {}, language = 'en') =>
  get(t.app, '/librarian/librarian/get_statistics', session, query, { 'x-app-language': language });

const exportCsv = (session: ClientSession, query: Record<string, string>, language = 'sv') =>
  get(t.app, '/librarian/librarian/export_statistics', session, query, { 'x-app-language': language });

beforeAll(async () => {
  t = await createAccountTestApp({ mediaDir: createTestMedia(), loans: true });
  // Three cards borrow today at library 1: 100 twice (Drama; Swedish, Finnish, English), 101 (Comedy; Swedish).
  for (const [card, title] of [
    ['30000001', 100],
    ['30000002', 100],
    ['30000003', 101],
  ] as const) {
    const res = await borrow(card, title);
    expect(res.statusCode, res.body).toBe(200);
  }
  today = formatLocalDate(localDate(STOCKHOLM, new Date()));
  ({ stockholm, angelholm } = await loginFixtureLibrarians(t.app));
});
afterAll(() => t.close());

describe('get_statistics', () => {
  it("answers this month's loans per day, the totals, titles, genres and languages of the loans made", async () => {
    const res = await statistics(stockholm);
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json();
    expect(stats.from).toBe(`${today.slice(0, 8)}01`);
    expect(stats.to).toBe(today);
    expect(stats.daily).toHaveLength(Number(today.slice(8)));
    expect(stats.daily.at(-1)).toEqual({ date: today, loans: 3, amount_cents: 7_500 });
    expect(stats.daily.slice(0, -1).every((d: { loans: number }) => d.loans === 0)).toBe(true);
    // Three patrons: fewer than five, so not said exactly.
    expect(stats.totals).toEqual({ loans: 3, amount_cents: 7_500, patrons: null });
    expect(stats.titles).toEqual([
      { title_id: 100, name: 'The Ice', loans: 2, amount_cents: 5_000 },
      { title_id: 101, name: expect.any(String), loans: 1, amount_cents: 2_500 },
    ]);
    expect(stats.genres).toEqual([
      { genre_id: 1, name: 'Drama', loans: 2 },
      { genre_id: 2, name: 'Comedy', loans: 1 },
    ]);
    // Spoken languages (100 and 101 are Swedish; 100's Finnish and English are subtitles).
    expect(stats.languages).toEqual([{ code: 'sv', name: 'Swedish', loans: 3 }]);
    expect(stats.monthly).toHaveLength(12);
    expect(stats.monthly.at(-1)).toEqual({ month: today.slice(0, 7), loans: 3, amount_cents: 7_500 });
    expect(stats.current_month).toEqual({
      month: today.slice(0, 7),
      loans: 3,
      amount_cents: 7_500,
      budget_type: 'count',
      cap: 100,
      percent_used: 3,
    });
    expect(stats.forecast.projected_month_loans).toBeGreaterThanOrEqual(3);
    // Every title costs 25.00: the projected amount is the projected loans at that price (before rounding).
    expect(
      Math.abs(stats.forecast.projected_month_amount_cents - stats.forecast.projected_month_loans * 2_500),
    ).toBeLessThanOrEqual(1_250);
  });

  it('names in the language of the request', async () => {
    const stats = (await statistics(stockholm, {}, 'sv')).json();
    expect(stats.genres.map((g: { name: string }) => g.name)).toEqual(['Drama', 'Komedi']);
    expect(stats.languages[0]).toEqual({ code: 'sv', name: 'svenska', loans: 3 });
  });

  it('counts unique patrons exactly from five on', async () => {
    for (const card of ['30000004', '30000005']) expect((await borrow(card, 103)).statusCode).toBe(200);
    try {
      expect((await statistics(stockholm)).json().totals).toMatchObject({ loans: 5, patrons: 5 });
    } finally {
      await forget(103);
    }
  });

  it('answers a chosen range, days without loans as 0', async () => {
    const to = localDate(STOCKHOLM, new Date());
    const from = addDays(to, -39);
    const stats = (
      await statistics(stockholm, { from: formatLocalDate(from), to: formatLocalDate(to) })
    ).json();
    expect(stats.daily).toHaveLength(40);
    expect(stats.daily[0].date).toBe(formatLocalDate(from));
    expect(stats.totals.loans).toBe(3);
    // A range before today holds none of today's loans.
    const before = formatLocalDate(addDays(to, -1));
    const earlier = (await statistics(stockholm, { from: formatLocalDate(from), to: before })).json();
    expect(earlier.totals).toEqual({ loans: 0, amount_cents: 0, patrons: null });
    expect(earlier.titles).toEqual([]);
  });

  it('refuses a range that is backwards, too long or not a date, with VALIDATION_FAILED on the field', async () => {
    for (const [query, field] of [
      [{ from: '2026-03-10', to: '2026-03-09' }, 'to'],
      [{ from: '2025-01-01', to: '2026-01-02' }, 'to'],
      [{ from: '2026-02-30', to: '2026-03-01' }, 'from'],
      [{ from: 'yesterday' }, 'from'],
    ] as const) {
      const res = await statistics(stockholm, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().error.fields)).toContain(field);
    }
  });

  it("answers this month's pacing: each day's allowance by the rule, today's as loans are checked", async () => {
    expect((await statistics(stockholm)).json().pacing).toBeNull();
    const paced = await post(
      t.app,
      '/librarian/librarian/update_budget',
      stockholm,
      budgetForm({ budget_pacing: 'daily' }),
    );
    expect(paced.statusCode, paced.body).toBe(200);
    try {
      // Today's first loan under pacing: the 3 before it are the period's base, so today has used 1.
      const loan = await borrow('30000007', 103);
      expect(loan.statusCode, loan.body).toBe(200);
      const now = localDate(STOCKHOLM, new Date());
      const days = new Date(Date.UTC(now.year, now.month, 0)).getUTCDate();
      const left = days - now.day + 1;
      // 100 loans a month, 3 spent before today: today's share of the 97 left, to the nearest.
      const allowance = Math.floor((2 * 97 + left) / (2 * left));
      const stats = (await statistics(stockholm)).json();
      expect(stats.pacing.budget_pacing).toBe('daily');
      const periods = stats.pacing.periods as { starts_on: string; state: string; allowance: number }[];
      expect(periods).toHaveLength(days);
      expect(periods.map((p) => p.state)).toEqual([
        ...Array<string>(now.day - 1).fill('past'),
        'current',
        ...Array<string>(days - now.day).fill('future'),
      ]);
      expect(periods[now.day - 1]).toEqual({
        starts_on: today,
        ends_on: today,
        allowance,
        used: 1,
        state: 'current',
      });
      // The 1st had nothing spent before it: 100 over the whole month.
      expect(periods[0]).toMatchObject({
        starts_on: `${today.slice(0, 8)}01`,
        allowance: Math.floor((200 + days) / (2 * days)),
      });
      const { forecast } = stats.pacing;
      expect(forecast.first_refused_date === null).toBe(forecast.refused_days === 0);

      const csv = (await exportCsv(stockholm, { table: 'pacing' }, 'en')).body.slice(1).split('\r\n');
      expect(csv[0]).toBe('From;To;Allowance (loans);Used (loans);State');
      expect(csv).toContain(`${today};${today};${allowance};1;current`);
      expect(csv).toHaveLength(days + 2);
    } finally {
      await forget(103);
      await post(
        t.app,
        '/librarian/librarian/update_budget',
        stockholm,
        budgetForm({ budget_pacing: 'none' }),
      );
    }
  });

  it("shows each librarian only their own library's loans", async () => {
    const stats = (await statistics(angelholm)).json();
    expect(stats.library.id).toBe(2);
    expect(stats.totals.loans).toBe(0);
  });
});

describe('export_statistics', () => {
  it('writes a CSV with a BOM, a header row in the language asked for, semicolons and decimal commas', async () => {
    const res = await exportCsv(stockholm, { table: 'daily', from: today, to: today });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="filmhyllan-daily-${today}-${today}.csv"`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.rawPayload.subarray(3).toString('utf8')).toBe(
      `Datum;Lån;Belopp (SEK)\r\n${today};3;75,00\r\n`,
    );
  });

  it('exports every table from the same figures as get_statistics', async () => {
    const lines = async (table: string) => {
      const res = await exportCsv(stockholm, { table }, 'en');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body.startsWith('\ufeff')).toBe(true);
      return res.body.slice(1).split('\r\n').slice(0, -1);
    };
    const titles = await lines('titles');
    expect(titles[0]).toBe('Title id;Title;Loans;Amount (SEK)');
    expect(titles[1]).toBe('100;The Ice;2;50,00');
    expect(titles).toHaveLength(3);
    expect(await lines('genres')).toEqual(['Genre id;Genre;Loans', '1;Drama;2', '2;Comedy;1']);
    expect(await lines('languages')).toEqual(['Language code;Language;Loans', 'sv;Swedish;3']);
    const monthly = await lines('monthly');
    expect(monthly).toHaveLength(13);
    expect(monthly.at(-1)).toBe(`${today.slice(0, 7)};3;75,00`);
  });

  it('writes names that would be spreadsheet formulas as text, in every table that has names', async () => {
    // Names as an operator could type them; the figures beside them stay numbers.
    const formula = '=HYPERLINK("http://x","y")';
    const db = t.database.db;
    const [title] = await db.select().from(titles).where(eq(titles.id, 101));
    const [genre] = await db.select().from(genres).where(eq(genres.id, 2));
    const [language] = await db.select().from(languages).where(eq(languages.code, 'sv'));
    const texts = await db.select().from(titleTexts).where(eq(titleTexts.titleId, 101));
    await db.update(titles).set({ name: formula, nameEn: formula }).where(eq(titles.id, 101));
    await db.update(titleTexts).set({ name: formula }).where(eq(titleTexts.titleId, 101));
    await db
      .update(genres)
      .set({ names: { en: '+SUM(1,2)' } })
      .where(eq(genres.id, 2));
    await db
      .update(languages)
      .set({ names: { en: '@SUM(1)' } })
      .where(eq(languages.code, 'sv'));
    try {
      const lines = async (table: string) =>
        (await exportCsv(stockholm, { table }, 'en')).body.slice(1).split('\r\n').slice(0, -1);
      // The title cell is quoted (it holds quotes and commas) and starts with the neutralising single quote.
      expect(await lines('titles')).toContain(`101;"'=HYPERLINK(""http://x"",""y"")";1;25,00`);
      expect(await lines('genres')).toContain("2;'+SUM(1,2);1");
      expect(await lines('languages')).toContain("sv;'@SUM(1);3");
    } finally {
      await db.update(titles).set({ name: title!.name, nameEn: title!.nameEn }).where(eq(titles.id, 101));
      await db.update(genres).set({ names: genre!.names }).where(eq(genres.id, 2));
      await db.update(languages).set({ names: language!.names }).where(eq(languages.code, 'sv'));
      for (const text of texts) {
        await db
          .update(titleTexts)
          .set({ name: text.name })
          .where(and(eq(titleTexts.titleId, 101), eq(titleTexts.lang, text.lang)));
      }
    }
  });

  it('keeps the figures of the tables without names as numbers', async () => {
    for (const table of ['daily', 'monthly']) {
      const res = await exportCsv(stockholm, { table, from: today, to: today });
      const last = res.body.slice(1).split('\r\n').at(-2)!;
      expect(last, table).toMatch(/^\d{4}-\d{2}(-\d{2})?;3;75,00$/);
    }
  });

  it('refuses an unknown table or format', async () => {
    for (const query of [{ table: 'patrons' }, { table: 'daily', format: 'xlsx' }] as Record<
      string,
      string
    >[]) {
      const res = await exportCsv(stockholm, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('role checks', () => {
  it('refuse customers, logged in or not, and librarian sessions nobody has logged in to', async () => {
    const customer = await loginCustomer(t.app, 'ulla', passwords.ulla);
    const anonymous = await startSession(t.app, 'librarian');
    for (const session of [customer, anonymous]) {
      for (const [url, query] of [
        ['/librarian/librarian/get_statistics', {}],
        ['/librarian/librarian/export_statistics', { table: 'daily' }],
        ['/librarian/librarian/export_marc', { format: 'marcxml' }],
      ] as const) {
        const res = await get(t.app, url, session, query);
        expect(res.statusCode, url).toBe(401);
        expect(res.json().error.code).toBe('LOGIN_REQUIRED');
      }
      const exclude = await post(t.app, '/librarian/librarian/set_title_excluded', session, {
        title_id: 100,
        excluded: 'true',
      });
      expect(exclude.statusCode).toBe(401);
    }
    // No session at all.
    const bare = await t.app.inject({ url: '/api/librarian/librarian/get_statistics' });
    expect(bare.statusCode).toBe(401);
  });
});

describe('set_title_excluded', () => {
  const exclude = (
    titleId: number,
    excluded: boolean,
    extra: Record<string, string> = {},
    session = stockholm,
  ) =>
    post(t.app, '/librarian/librarian/set_title_excluded', session, {
      title_id: titleId,
      excluded: String(excluded),
      ...extra,
    });
  const patronTitles = async (app = t.app) => {
    const patron = await startSession(app);
    const res = await get(app, '/library/title/get_titles', patron, {
      library_id: 1,
      country_iso: 'se',
      locale: 'sv',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().titles.map((title: { id: number }) => title.id) as number[];
  };
  const librarianTitles = async () =>
    new Map<number, { excluded: boolean }>(
      (await get(t.app, '/librarian/librarian/get_librarian_titles', stockholm))
        .json()
        .titles.map((title: { id: number }) => [title.id, title]),
    );

  it("takes a title out of the library's catalogue and loans at once, and returns it", async () => {
    expect(await patronTitles()).toContain(104);
    const res = await exclude(104, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, excluded: true, title_ids: [104] });
    try {
      expect(await patronTitles()).not.toContain(104);
      expect((await librarianTitles()).get(104)).toMatchObject({ excluded: true });
      const page = await get(t.app, '/library/title/get_title', await startSession(t.app), {
        library_id: 1,
        title_id: 104,
      });
      expect(page.statusCode).toBe(404);
      const loan = await borrow('30000010', 104);
      expect(loan.statusCode).toBe(409);
      expect(loan.json().error.code).toBe('TITLE_NOT_AVAILABLE');
      // Another library of the country keeps it.
      const elsewhere = await get(t.app, '/library/title/get_titles', await startSession(t.app), {
        library_id: 2,
        country_iso: 'se',
        locale: 'sv',
      });
      expect(elsewhere.json().titles.map((title: { id: number }) => title.id)).toContain(104);
    } finally {
      expect((await exclude(104, false)).json()).toEqual({
        success: true,
        excluded: false,
        title_ids: [104],
      });
    }
    expect(await patronTitles()).toContain(104);
    expect((await librarianTitles()).get(104)).toMatchObject({ excluded: false });
    expect((await borrow('30000010', 104)).statusCode).toBe(200);
  });

  it('takes a whole series with series true, and one episode without', async () => {
    const episodes = [110, 111, 112];
    const one = await exclude(111, true);
    expect(one.json().title_ids).toEqual([111]);
    const all = await exclude(111, true, { series: 'true' });
    expect(all.json()).toEqual({ success: true, excluded: true, title_ids: episodes });
    // A series is one item in a patron's list (decision 058): its tile counts the episodes the library lends,
    // and each episode's own page answers or not.
    const patronSeries = async () => {
      const patron = await startSession(t.app);
      const res = await get(t.app, '/library/title/get_titles', patron, {
        library_id: 1,
        country_iso: 'se',
        locale: 'sv',
      });
      const tiles = res.json().titles as { id: number; series: { episode_count: number } | null }[];
      const tile = tiles.find((title) => title.series && episodes.includes(title.id));
      const pages = await Promise.all(
        episodes.map(
          async (id) =>
            (await get(t.app, '/library/title/get_title', patron, { library_id: 1, title_id: id }))
              .statusCode,
        ),
      );
      return { episodeCount: tile?.series?.episode_count ?? 0, pages };
    };
    try {
      expect(await patronSeries()).toEqual({ episodeCount: 0, pages: [404, 404, 404] });
      const visible = await patronTitles();
      for (const id of episodes) expect(visible).not.toContain(id);
    } finally {
      await exclude(110, false, { series: 'true' });
    }
    expect(await patronSeries()).toEqual({ episodeCount: episodes.length, pages: [200, 200, 200] });
  });

  it('keeps a running loan playing', async () => {
    const patron = await startSession(t.app);
    const loan = await post(t.app, '/customer/customer/loan', patron, {
      card_number: '30000011',
      pin_code: '1234',
      library_id: 1,
      title_id: 103,
    });
    expect(loan.statusCode, loan.body).toBe(200);
    await exclude(103, true);
    try {
      const playlist = await t.app.inject({ url: loan.json().loan.stream.playlist_url });
      expect(playlist.statusCode).toBe(200);
    } finally {
      await exclude(103, false);
      await forget(103);
    }
  });

  it("refuses a title not licensed in the library's country, and bad input", async () => {
    const norwegian = await exclude(106, true);
    expect(norwegian.statusCode).toBe(404);
    expect(norwegian.json().error.code).toBe('TITLE_NOT_FOUND');
    expect((await exclude(999_999, true)).statusCode).toBe(404);
    const bad = await post(t.app, '/librarian/librarian/set_title_excluded', stockholm, {
      title_id: 'x',
      excluded: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['excluded', 'title_id']);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/librarian/librarian/set_title_excluded',
      payload: new URLSearchParams({
        portal_sessionid: stockholm.sessionid,
        title_id: '100',
        excluded: 'true',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await patronTitles()).toContain(100);
  });

  it('reaches a second API process on the same database within 5 seconds', async () => {
    const second = await createTestApp({ database: t.database, mediaDir: createTestMedia() });
    try {
      expect(await patronTitles(second.app)).toContain(101);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      await exclude(101, true);
      // The second process checks the catalogue's change counter every 2 s and loads it again when it moved.
      vi.setSystemTime(Date.now() + 2_500);
      await patronTitles(second.app); // still the old snapshot; the check starts
      await vi.waitFor(async () => expect(await patronTitles(second.app)).not.toContain(101), {
        timeout: 2_500,
        interval: 20,
      });
    } finally {
      vi.useRealTimers();
      await exclude(101, false);
      await second.close();
    }
  });
});

describe('budget alerts', () => {
  const alerts = () => t.mail.sent.filter((m) => m.to === 'film@bibliotek.example');

  it('stores the alert address with the budget, audited, and leaves it when a form does not send it', async () => {
    const res = await post(
      t.app,
      '/librarian/librarian/update_budget',
      stockholm,
      budgetForm({ alert_email: ' film@bibliotek.example ' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().budget.alert_email).toBe('film@bibliotek.example');
    const again = await post(t.app, '/librarian/librarian/update_budget', stockholm, budgetForm({}));
    expect(again.json().budget.alert_email).toBe('film@bibliotek.example');
    const changes = (await get(t.app, '/librarian/librarian/get_budget_changes', stockholm)).json().changes;
    expect(changes[0].fields).toEqual([
      { field: 'alert_email', old_value: null, new_value: 'film@bibliotek.example' },
    ]);
    const bad = await post(
      t.app,
      '/librarian/librarian/update_budget',
      stockholm,
      budgetForm({ alert_email: 'not an address' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('alert_email');
  });

  it('e-mails once per threshold and month: at 80 % and at 100 % of the cap, in the library language', async () => {
    const spent = (await statistics(stockholm)).json().current_month.loans as number;
    // A cap of spent + 5: the 80 % line is crossed by the 4th new loan (spent + 4 >= 0.8 cap for small spends).
    const cap = spent + 5;
    await post(
      t.app,
      '/librarian/librarian/update_budget',
      stockholm,
      budgetForm({ monthly_budget_loans: String(cap) }),
    );
    expect(alerts()).toHaveLength(0);
    const eighty = Math.ceil(cap * 0.8);
    let card = 20;
    for (let n = spent; n < cap; n++) {
      expect((await borrow(`300000${card++}`, 100)).statusCode).toBe(200);
      await vi.waitFor(() => expect(alerts()).toHaveLength(n + 1 >= cap ? 2 : n + 1 >= eighty ? 1 : 0));
    }
    const [first, second] = alerts();
    expect(first!.subject).toBe('Stockholms stadsbibliotek: 80 % av månadens Filmhyllan-budget är förbrukad');
    expect(first!.text).toContain(`av månadens budget på ${cap} lån`);
    expect(first!.text).toMatch(/I nuvarande takt räcker budgeten (till och med \d+ \p{L}+|hela månaden)\./u);
    expect(first!.text).toContain('/sv/lib/settings');
    expect(second!.subject).toContain('100 %');
    // Refused loans and a second save of the same cap send nothing more.
    expect((await borrow('30000030', 100)).statusCode).toBe(409);
    await post(
      t.app,
      '/librarian/librarian/update_budget',
      stockholm,
      budgetForm({ monthly_budget_loans: String(cap) }),
    );
    expect(alerts()).toHaveLength(2);
  });

  it('e-mails when a lower cap reaches a threshold, and never to a library without an address', async () => {
    const angelholmAlerts = () => t.mail.sent.filter((m) => m.to === 'alerts@angelholm.example');
    // Library 2 (Ängelholm) has 2 loans this month.
    const month = `${today.slice(0, 8)}01`;
    await t.database.db.insert(loans).values(
      [100, 101].map((titleId) => ({
        libraryId: 2,
        titleId,
        priceCents: 2500,
        endsAt: new Date(Date.now() + 86_400_000),
      })),
    );
    await t.database.db
      .insert(libraryBudgetMonths)
      .values({ libraryId: 2, month, loans: 2, amountCents: 5000 });
    const sentBefore = t.mail.sent.length;
    // Without an address, a cap at this month's spend sends nothing.
    await post(
      t.app,
      '/librarian/librarian/update_budget',
      angelholm,
      budgetForm({ monthly_budget_loans: '2' }),
    );
    expect(t.mail.sent.length).toBe(sentBefore);
    // With one, a cap of 10 holds (2 of 10); lowered to 2 both thresholds are reached at once: two e-mails.
    await post(
      t.app,
      '/librarian/librarian/update_budget',
      angelholm,
      budgetForm({
        monthly_budget_loans: '10',
        alert_email: 'alerts@angelholm.example',
      }),
    );
    expect(angelholmAlerts()).toHaveLength(0);
    await post(
      t.app,
      '/librarian/librarian/update_budget',
      angelholm,
      budgetForm({ monthly_budget_loans: '2' }),
    );
    expect(angelholmAlerts().map((m) => m.subject)).toEqual([
      'Ängelholms bibliotek: 80 % av månadens Filmhyllan-budget är förbrukad',
      'Ängelholms bibliotek: 100 % av månadens Filmhyllan-budget är förbrukad',
    ]);
    expect(angelholmAlerts()[1]!.text).toContain(
      `I nuvarande takt räcker budgeten till och med ${Number(today.slice(8))} `,
    );
  });
});
