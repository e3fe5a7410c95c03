import { Redis } from 'ioredis';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { libraries, libraryBudgetMonths, loans } from '../db/schema';
import { createTestApp, startSession, type TestApp } from '../test-support/test-app';
import {
  createAccountTestApp,
  fixtureLibrarians,
  get,
  passwords,
  post,
  type ClientSession,
} from '../test-support/account-fixtures';

/*
 * Two API instances, as two server processes would run: one PostgreSQL database (the machine's), one Redis, each
 * instance with its own connections, its own memory (session read cache, catalogue, library rows) and its own
 * LISTEN connection for change notices (docs/decisions/021). Needs TEST_DATABASE_URL and TEST_REDIS_URL, which
 * `npm run test:api:pg` sets; on the embedded database there is only ever one process.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const LOGINS_PER_MINUTE = 5;
const FAILED_LOGINS_PER_ACCOUNT = 4;
const LIBRARY_CAP = 6;
const PATRON_CAP = 2;
const TITLES = [100, 101, 103, 104, 110, 111, 112];

describe.runIf(databaseUrl && redisUrl)('two API instances on one PostgreSQL and one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const redis: Redis[] = [];
  const instances = () => [a, b] as const;
  /** Alternates between the instances, as a load balancer would. */
  const either = (i: number) => (i % 2 === 0 ? a : b);

  beforeAll(async () => {
    // Limits count per client address; a run's own addresses keep earlier runs' keys (an hour) out of the way.
    const rateLimits = {
      loginsPerMinute: LOGINS_PER_MINUTE,
      failedLoginsPerAccount: FAILED_LOGINS_PER_ACCOUNT,
    };
    const open = () => {
      const client = new Redis(redisUrl!);
      redis.push(client);
      return client;
    };
    a = await createAccountTestApp({ loans: true, poolSize: 12, rateLimits, redis: open(), notices: true });
    b = await createTestApp({ database: a.database, rateLimits, redis: open(), notices: true });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    for (const client of redis) client.disconnect();
  });

  /** An address of this run: the Redis keys of earlier runs (kept up to an hour) are not in the way. */
  const run = Math.floor(Math.random() * 200) + 20;
  const address = (n: number) => `10.${run}.${Math.floor(n / 250)}.${n % 250}`;

  /** Logs ulla in on an instance from an address of its own (the per-address limit is small here). */
  let logins = 0;
  const logInUlla = async (t: TestApp): Promise<ClientSession> => {
    const session = await startSession(t.app);
    const res = await post(
      t.app,
      '/user/user/login',
      session,
      { username: 'ulla', password: passwords.ulla },
      address(300 + ++logins),
    );
    expect(res.statusCode, res.body).toBe(200);
    return { sessionid: res.json().new_sessionid, csrftoken: res.json().new_csrftoken };
  };

  it('meets one per-address login limit with guesses spread over both', async () => {
    const session = await startSession(a.app);
    const from = address(1);
    const statuses: number[] = [];
    for (let i = 0; i <= LOGINS_PER_MINUTE; i++) {
      const res = await post(
        either(i).app,
        '/user/user/login',
        session,
        { username: `nobody-${run}-${i}`, password: 'wrong password' },
        from,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LOGINS_PER_MINUTE).every((s) => s !== 429)).toBe(true);
    expect(statuses[LOGINS_PER_MINUTE]).toBe(429);
  });

  it('meets one failed-login limit per account with guesses from many addresses spread over both', async () => {
    const session = await startSession(a.app);
    const username = `guessed-${run}-${Date.now()}`;
    const guess = (t: TestApp, n: number) =>
      post(t.app, '/user/user/login', session, { username, password: `wrong ${n}` }, address(100 + n));
    for (let i = 0; i < FAILED_LOGINS_PER_ACCOUNT; i++) {
      expect((await guess(either(i), i)).json().error.code, `guess ${i + 1}`).toBe(
        'WRONG_USERNAME_OR_PASSWORD',
      );
    }
    // The account's guesses are used up on either instance, from yet another address.
    for (const [n, t] of instances().entries()) {
      expect((await guess(t, 50 + n)).json().error.code).toBe('RATE_LIMITED');
    }
  });

  it('locks a card after five wrong PINs spread over both', async () => {
    const session = await startSession(a.app);
    const borrow = (t: TestApp, pin: string) =>
      post(t.app, '/customer/customer/loan', session, {
        card_number: '30000031',
        pin_code: pin,
        library_id: 1,
        title_id: 101,
      });
    for (let i = 0; i < 4; i++) {
      expect((await borrow(either(i), '9999')).json().error.code, `wrong PIN ${i + 1}`).toBe(
        'WRONG_CARD_OR_PIN',
      );
    }
    // The fifth wrong PIN locks the card, and says so.
    expect((await borrow(either(4), '9999')).json().error.code).toBe('CARD_LOCKED');
    for (const t of instances()) expect((await borrow(t, '1234')).json().error.code).toBe('CARD_LOCKED');
  });

  it('refuses a session logged out on one instance on the other at once', async () => {
    const user = await logInUlla(a);
    const userData = () => get(b.app, '/user/user/get_user_data', user);
    // The other instance has the logged-in session in its read cache.
    expect((await userData()).statusCode).toBe(200);
    expect((await userData()).statusCode).toBe(200);
    expect((await post(a.app, '/user/user/logout', user, {})).statusCode).toBe(200);
    const loggedOutAt = Date.now();
    // The notice takes milliseconds; the read cache alone would answer for 5 s.
    await vi.waitFor(async () => expect((await userData()).json().error?.code).toBe('LOGIN_REQUIRED'), {
      timeout: 1_000,
      interval: 5,
    });
    expect(Date.now() - loggedOutAt).toBeLessThan(1_000);
  });

  it('ends a user’s other sessions on the other instance at once when the password changes', async () => {
    const elsewhere = await logInUlla(b);
    expect((await get(b.app, '/user/user/get_user_data', elsewhere)).statusCode).toBe(200);
    const here = await logInUlla(a);
    const changed = await post(
      a.app,
      '/user/user/change_password',
      here,
      { password: passwords.ulla, new_password: passwords.ulla },
      address(299),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await get(b.app, '/user/user/get_user_data', elsewhere)).json().error?.code).toBe(
          'SESSION_INVALID',
        ),
      { timeout: 1_000, interval: 5 },
    );
    expect((await get(b.app, '/user/user/get_user_data', here)).statusCode).toBe(200);
  });

  it('holds the library budget and the patron limit exactly under loans spread over both', async () => {
    const db = a.database.db;
    await db.delete(loans);
    await db.delete(libraryBudgetMonths);
    await db
      .update(libraries)
      .set({ monthlyBudgetLoans: LIBRARY_CAP, patronLimit: PATRON_CAP })
      .where(eq(libraries.id, 1));
    // A loan reads the library's cap and limit in its own statements: both instances follow the rows at once.
    const session = await startSession(a.app);
    const borrow = (i: number, card: string, titleId: number) =>
      post(either(i).app, '/customer/customer/loan', session, {
        card_number: card,
        pin_code: '1234',
        library_id: 1,
        title_id: titleId,
      });
    const cards = Array.from({ length: 20 }, (_, n) => `300000${String(n).padStart(2, '0')}`);
    const answers = await Promise.all(
      cards.flatMap((card, c) => TITLES.slice(0, 3).map((title, k) => borrow(c * 3 + k, card, title))),
    );
    const codes = answers.map((res) => (res.statusCode === 200 ? 'new' : res.json().error.code));
    expect(codes.filter((code) => code === 'new')).toHaveLength(LIBRARY_CAP);
    for (const code of codes) {
      expect(['new', 'LIBRARY_BUDGET_REACHED', 'PATRON_LIMIT_REACHED']).toContain(code);
    }
    const [stored] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(loans)
      .where(eq(loans.libraryId, 1));
    expect(stored?.n).toBe(LIBRARY_CAP);
    const [month] = await db.select().from(libraryBudgetMonths).where(eq(libraryBudgetMonths.libraryId, 1));
    expect(month?.loans).toBe(LIBRARY_CAP);

    // One card firing at both instances at once gets exactly its patron limit.
    await db.delete(loans);
    await db.delete(libraryBudgetMonths);
    await db.update(libraries).set({ monthlyBudgetLoans: 1000 }).where(eq(libraries.id, 1));
    const burst = await Promise.all(
      Array.from({ length: 28 }, (_, i) => borrow(i, '30000039', TITLES[i % TITLES.length]!)),
    );
    const outcomes = burst.map((res) =>
      res.statusCode === 200 ? (res.json().is_new ? 'new' : 'existing') : res.json().error.code,
    );
    expect(outcomes.filter((o) => o === 'new')).toHaveLength(PATRON_CAP);
    expect(await db.select().from(loans)).toHaveLength(PATRON_CAP);
  }, 60_000);

  it('shows a librarian’s title exclusion and budget change on the other instance within a second', async () => {
    const librarian = await startSession(a.app, 'librarian');
    const login = await post(
      a.app,
      '/librarian/librarian/login',
      librarian,
      { username: fixtureLibrarians.stockholm.username, password: passwords.librarian },
      address(400),
    );
    expect(login.statusCode, login.body).toBe(200);
    const staff = { sessionid: login.json().new_sessionid, csrftoken: login.json().new_csrftoken };
    const patron = await startSession(b.app);
    const titleIds = async () =>
      (await get(b.app, '/library/title/get_titles', patron, { library_id: 1, country_iso: 'se', page: 1 }))
        .json()
        .titles.map((title: { id: number }) => title.id);
    const budgetReached = async () =>
      (await get(b.app, '/library/library/get_library', patron, { library_id: 1 })).json().library
        .library_loan_budget_reached;
    // The other instance has the catalogue and the library rows in memory.
    expect(await titleIds()).toContain(101);
    expect(await budgetReached()).toBe(false);

    const excluded = await post(a.app, '/librarian/librarian/set_title_excluded', staff, {
      title_id: 101,
      excluded: true,
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const loansThisMonth = (await a.database.db.select().from(libraryBudgetMonths))[0]?.loans ?? 0;
    expect(loansThisMonth).toBeGreaterThan(0);
    const budget = await post(a.app, '/librarian/librarian/update_budget', staff, {
      budget_type: 'count',
      monthly_budget_loans: loansThisMonth,
      patron_limit: PATRON_CAP,
      patron_limit_period: 'month',
      loan_period_hours: 48,
    });
    expect(budget.statusCode, budget.body).toBe(200);
    // The catalogue's own check runs every 2 s and library rows are read again after a minute: the notices
    // bring both sooner.
    await vi.waitFor(async () => expect(await titleIds()).not.toContain(101), {
      timeout: 1_000,
      interval: 10,
    });
    await vi.waitFor(async () => expect(await budgetReached()).toBe(true), { timeout: 1_000, interval: 10 });
  });
});
