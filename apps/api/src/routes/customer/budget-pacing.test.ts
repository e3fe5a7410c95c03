import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, libraries, libraryBudgetMonths, loans } from '../../db/schema';
import { addDays, addMonths, localDate, startOfLocalDay } from '../../lib/calendar';
import { createLibrariesRepository } from '../../modules/libraries/libraries.repository';
import { pacingPeriod, periodAllowance } from '../../modules/libraries/pacing';
import { createPacingWeights, PACING_WEIGHTS_JOB_KIND } from '../../modules/libraries/pacing-weights';
import { createTestJobs } from '../../test-support/test-jobs';
import { createTestApp, startSession, type TestApp } from '../../test-support/test-app';
import {
  budgetForm,
  createAccountTestApp,
  fixtureLibrarians,
  get,
  loginLibrarian,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';

/*
 * Budget pacing (modules/libraries/pacing.ts): the librarian's setting, and loans held to the day's or the week's
 * allowance by the charge statement, at the periods' edges in the library's time zone. On the embedded database
 * and, with TEST_DATABASE_URL, on PostgreSQL, where two instances (each with its own connections, as two server
 * processes) lend at once against one allowance.
 */
const STOCKHOLM = 'Europe/Stockholm';
const MINUTE = 60_000;
const databaseUrl = process.env.TEST_DATABASE_URL;

let t: TestApp;
let librarian: ClientSession;

beforeAll(async () => {
  t = await createAccountTestApp({ loans: true, poolSize: 12 });
  librarian = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
}, 120_000);
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

/** Back to the real clock (the librarian's session lives in it) and to the fixtures' settings without pacing. */
async function restore() {
  vi.useRealTimers();
  expect((await setPacing({ budget_pacing: 'none' })).statusCode).toBe(200);
}

const setPacing = (changes: Record<string, string>) =>
  post(t.app, '/librarian/librarian/update_budget', librarian, budgetForm(changes));

/**
 * The last two days of next month in Stockholm (next month: the licences the fixtures open two days ago are open
 * then, whenever the tests run): the first instant of the second-to-last day and of the last.
 */
function monthEnd(): { dayBefore: Date; lastDay: Date; nextMonth: Date } {
  const next = addMonths(localDate(STOCKHOLM, new Date()), 1);
  const after = addMonths(next, 1);
  return {
    dayBefore: startOfLocalDay(STOCKHOLM, addDays(after, -2)),
    lastDay: startOfLocalDay(STOCKHOLM, addDays(after, -1)),
    nextMonth: startOfLocalDay(STOCKHOLM, after),
  };
}

let cardNumber = 0;
/** A loan at library 1 by a card not used before (so the patron limit never speaks), at the faked clock. */
async function borrow(app = t.app, titleId = 100, address = '198.51.100.7') {
  const card = `300000${String(cardNumber++ % 40).padStart(2, '0')}`;
  const res = await post(
    app,
    '/customer/customer/loan',
    await startSession(app),
    { card_number: card, pin_code: '1234', library_id: 1, title_id: titleId },
    address,
  );
  return res;
}

async function clearLoans() {
  await t.database.db.delete(loans).where(eq(loans.libraryId, 1));
  await t.database.db.delete(libraryBudgetMonths).where(eq(libraryBudgetMonths.libraryId, 1));
  // The library pages' copy of the spend reads it again (forgetting the loans this process reported).
  t.app.services.libraryDirectory.invalidate();
}

/** What get_library tells a new patron session of library 1 about its pacing allowance. */
async function allowance() {
  const res = await get(t.app, '/library/library/get_library', await startSession(t.app), { library_id: 1 });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().library.library_allowance;
}

describe('the librarian’s setting', () => {
  it('is taken by update_budget, answered by get_general_info and written to the audit log', async () => {
    const before = await get(t.app, '/librarian/librarian/get_general_info', librarian);
    expect(before.json().budget.budget_pacing).toBe('none');
    try {
      const res = await setPacing({ budget_pacing: 'weekly' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().budget.budget_pacing).toBe('weekly');
      const info = await get(t.app, '/librarian/librarian/get_general_info', librarian);
      expect(info.json().budget.budget_pacing).toBe('weekly');
      // Left out (an older form): unchanged.
      await setPacing({ patron_limit: '5' });
      expect(
        (await get(t.app, '/librarian/librarian/get_general_info', librarian)).json().budget,
      ).toMatchObject({
        budget_pacing: 'weekly',
        patron_limit: 5,
      });

      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.libraryId, 1), eq(auditLog.action, 'library.update_budget')))
        .orderBy(sql`${auditLog.id} desc`)
        .limit(2)
        .then((rows) => rows.slice(1));
      expect(entry?.before).toMatchObject({ budget_pacing: 'none' });
      expect(entry?.after).toMatchObject({ budget_pacing: 'weekly' });
      const changes = await get(t.app, '/librarian/librarian/get_budget_changes', librarian);
      expect(changes.json().changes[1].fields).toContainEqual({
        field: 'budget_pacing',
        old_value: 'none',
        new_value: 'weekly',
      });
    } finally {
      await restore();
    }
  });

  it('refuses a pacing it does not know, with the field named', async () => {
    const res = await setPacing({ budget_pacing: 'hourly' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields).toHaveProperty('budget_pacing');
  });
});

describe('get_library', () => {
  it('carries what the notices need: the loans left today, and when a spent day opens', async () => {
    const { dayBefore, lastDay, nextMonth } = monthEnd();
    await clearLoans();
    await setPacing({ budget_pacing: 'daily', monthly_budget_loans: '14' });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(dayBefore.getTime() + 60 * MINUTE));
      expect(await allowance()).toEqual({
        pacing: 'daily',
        period_ends_at: lastDay.toISOString(),
        time_zone: STOCKHOLM,
        loans_left: 7,
        reached: false,
      });
      for (let i = 0; i < 5; i++) expect((await borrow()).statusCode).toBe(200);
      expect(await allowance()).toMatchObject({ loans_left: 2, reached: false });
      for (let i = 0; i < 2; i++) expect((await borrow()).statusCode).toBe(200);
      expect(await allowance()).toMatchObject({ loans_left: 0, reached: true });
      // The list of the country's libraries says the same.
      const list = await get(t.app, '/library/library/get_all_libraries', await startSession(t.app), {
        country: 'se',
      });
      expect(list.statusCode, list.body).toBe(200);
      const listed = list.json().libraries.find((l: { id: number }) => l.id === 1);
      expect(listed.library_allowance).toMatchObject({ loans_left: 0, reached: true });
      // Midnight: the last day's allowance, all that is left of the month.
      vi.setSystemTime(lastDay);
      expect(await allowance()).toEqual({
        pacing: 'daily',
        period_ends_at: nextMonth.toISOString(),
        time_zone: STOCKHOLM,
        loans_left: 7,
        reached: false,
      });
    } finally {
      await restore();
    }
    // Without pacing, nothing.
    const patron = await startSession(t.app);
    const res = await get(t.app, '/library/library/get_library', patron, { library_id: 1 });
    expect(res.json().library.library_allowance).toBeNull();
  });
});

describe('daily pacing', () => {
  it('holds the day to its allowance, says when loans open, and rolls the unspent part over', async () => {
    const { dayBefore, lastDay, nextMonth } = monthEnd();
    await clearLoans();
    // 14 loans a month, two days left: 7 a day.
    await setPacing({ budget_pacing: 'daily', monthly_budget_loans: '14' });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(dayBefore.getTime() + 10 * MINUTE));
      for (let i = 0; i < 3; i++) expect((await borrow()).statusCode).toBe(200);

      // A minute before midnight: 3 of 7 spent, 4 more pass, the 8th is refused until midnight.
      vi.setSystemTime(new Date(lastDay.getTime() - MINUTE));
      for (let i = 0; i < 4; i++) expect((await borrow()).statusCode).toBe(200);
      const refused = await borrow();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'LIBRARY_DAILY_ALLOWANCE_REACHED',
        details: { new_loans_at: lastDay.toISOString(), time_zone: STOCKHOLM },
      });
      expect(refused.json().error.message).not.toBe('');

      // Midnight: the last day has all that is left (7), then the month's budget is spent.
      vi.setSystemTime(lastDay);
      for (let i = 0; i < 7; i++)
        expect((await borrow()).statusCode, `loan ${i + 1} on the last day`).toBe(200);
      const spent = await borrow();
      expect(spent.json().error.code).toBe('LIBRARY_BUDGET_REACHED');

      // The next month starts afresh: 14 over its 28 to 31 days, to the nearest (1 in February, else 0).
      vi.setSystemTime(nextMonth);
      const first = periodAllowance(14, 0, pacingPeriod(STOCKHOLM, nextMonth, 'daily')!.periodsLeft);
      for (let i = 0; i < first; i++) expect((await borrow()).statusCode).toBe(200);
      expect((await borrow()).json().error.code).toBe('LIBRARY_DAILY_ALLOWANCE_REACHED');
    } finally {
      await restore();
    }
  });

  it('rolls over: a day that spends less leaves the rest to the days after it', async () => {
    const { dayBefore, lastDay } = monthEnd();
    await clearLoans();
    await setPacing({ budget_pacing: 'daily', monthly_budget_loans: '14' });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(dayBefore.getTime() + 60 * MINUTE));
      for (let i = 0; i < 2; i++) expect((await borrow()).statusCode).toBe(200);
      // 12 left for the last day: its own 7 and the 5 the day before did not spend.
      vi.setSystemTime(new Date(lastDay.getTime() + 60 * MINUTE));
      const codes: number[] = [];
      for (let i = 0; i < 13; i++) codes.push((await borrow()).statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(12);
      const [month] = await t.database.db
        .select()
        .from(libraryBudgetMonths)
        .where(eq(libraryBudgetMonths.libraryId, 1));
      expect(month).toMatchObject({ loans: 14, periodBaseLoans: 2, periodStartsAt: lastDay });
    } finally {
      await restore();
    }
  });

  it('counts money for an amount budget: a loan passes when its price fits in what is left of the day', async () => {
    const { dayBefore } = monthEnd();
    await clearLoans();
    // 12,000 cents over two days: 6,000 a day, two loans of 2,500 (the fixtures' price) and not a third.
    await setPacing({
      budget_pacing: 'daily',
      budget_type: 'amount',
      monthly_budget_cents: '12000',
      monthly_budget_loans: '',
    });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(dayBefore.getTime() + 60 * MINUTE));
      expect((await borrow()).statusCode).toBe(200);
      expect((await borrow()).statusCode).toBe(200);
      expect((await borrow()).json().error.code).toBe('LIBRARY_DAILY_ALLOWANCE_REACHED');
    } finally {
      await restore();
    }
  });
});

describe('weekly pacing', () => {
  it('holds the week to its allowance, and opens on the next Monday or the 1st', async () => {
    const { lastDay } = monthEnd();
    await clearLoans();
    // Eight days before the month's last day: a week that is not the month's last period.
    const now = new Date(lastDay.getTime() - 8 * 24 * 60 * MINUTE + 12 * 60 * MINUTE);
    const week = pacingPeriod(STOCKHOLM, now, 'weekly')!;
    // One loan per week left in the month: the allowance is 1.
    await setPacing({ budget_pacing: 'weekly', monthly_budget_loans: String(week.periodsLeft) });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
      expect((await borrow()).statusCode).toBe(200);
      const refused = await borrow();
      expect(refused.json().error).toMatchObject({
        code: 'LIBRARY_WEEKLY_ALLOWANCE_REACHED',
        details: { new_loans_at: week.endsAt.toISOString(), time_zone: STOCKHOLM },
      });
      vi.setSystemTime(week.endsAt);
      expect((await borrow()).statusCode).toBe(200);
    } finally {
      await restore();
    }
  });
});

/** The weekday (0 Monday .. 6 Sunday) of an instant in Stockholm. */
const weekdayOf = (instant: Date): number => {
  const d = localDate(STOCKHOLM, instant);
  return (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;
};

/** Stores library 1's weekday weights (1 for the weekdays not named), as the weights job would. */
async function weigh(weights: Record<number, number>) {
  await t.database.db
    .update(libraries)
    .set({ pacingWeekdayWeights: Array.from({ length: 7 }, (_, i) => weights[i] ?? 1) })
    .where(eq(libraries.id, 1));
  t.app.services.libraryDirectory.invalidate();
}

/** A loan of library 1 started at an instant, written as it stands (the history the weights come from). */
const pastLoan = (startedAt: Date) => ({
  libraryId: 1,
  titleId: 100,
  priceCents: 2500,
  startedAt,
  endsAt: new Date(startedAt.getTime() + 48 * 60 * MINUTE),
});

describe('auto pacing', () => {
  it('holds the day to its weighted allowance, refuses as daily does, and tells patrons of the day', async () => {
    const { dayBefore, lastDay, nextMonth } = monthEnd();
    await clearLoans();
    await setPacing({ budget_pacing: 'auto', monthly_budget_loans: '14' });
    // The second-to-last day weighs 3, the last 1: 14 × 3 / 4 = 10.5, so 11 (daily: 7), and the last day the rest.
    await weigh({ [weekdayOf(dayBefore)]: 3, [weekdayOf(lastDay)]: 1 });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(dayBefore.getTime() + 60 * MINUTE));
      expect(await allowance()).toEqual({
        pacing: 'daily',
        period_ends_at: lastDay.toISOString(),
        time_zone: STOCKHOLM,
        loans_left: 11,
        reached: false,
      });
      for (let i = 0; i < 11; i++) expect((await borrow()).statusCode, `loan ${i + 1}`).toBe(200);
      const refused = await borrow();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'LIBRARY_DAILY_ALLOWANCE_REACHED',
        details: { new_loans_at: lastDay.toISOString(), time_zone: STOCKHOLM },
      });
      expect(await allowance()).toMatchObject({ loans_left: 0, reached: true });

      // The last day: all that is left (3), then the month's budget speaks.
      vi.setSystemTime(lastDay);
      expect(await allowance()).toMatchObject({ period_ends_at: nextMonth.toISOString(), loans_left: 3 });
      for (let i = 0; i < 3; i++) expect((await borrow()).statusCode).toBe(200);
      expect((await borrow()).json().error.code).toBe('LIBRARY_BUDGET_REACHED');
    } finally {
      await restore();
    }
  });

  it('with equal weights lends exactly as daily does', async () => {
    const { dayBefore } = monthEnd();
    await clearLoans();
    await setPacing({ budget_pacing: 'auto', monthly_budget_loans: '14' });
    await weigh({});
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(dayBefore.getTime() + 60 * MINUTE));
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) codes.push((await borrow()).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 409]);
    } finally {
      await restore();
    }
  });

  it('computes the weights from the last 8 full weeks of loans, on save and by the daily job', async () => {
    await clearLoans();
    // This week's Monday in Stockholm: the weeks before it are full; this one is not counted.
    const today = localDate(STOCKHOLM, new Date());
    const monday = addDays(today, -weekdayOf(new Date()));
    const noon = (days: number) =>
      new Date(startOfLocalDay(STOCKHOLM, addDays(monday, days)).getTime() + 12 * 60 * MINUTE);
    await t.database.db.insert(loans).values([
      // Three on a Tuesday two weeks back, one on a Saturday eight weeks back: counted.
      ...[0, 1, 2].map(() => pastLoan(noon(-14 + 1))),
      pastLoan(noon(-56 + 5)),
      // Nine weeks back, and this week's Monday: not counted.
      ...[0, 1, 2, 3].map(() => pastLoan(noon(-63 + 1))),
      ...[0, 1, 2, 3, 4].map(() => pastLoan(startOfLocalDay(STOCKHOLM, monday))),
    ]);
    const expected = [1, 100, 1, 1, 1, 34, 1]; // Tuesday the busiest (3 loans: 100); Saturday 1 + 99 / 3
    const stored = async () => (await t.database.db.select().from(libraries).where(eq(libraries.id, 1)))[0]!;
    try {
      // Set to auto by the librarian: computed at once.
      await setPacing({ budget_pacing: 'auto' });
      expect((await stored()).pacingWeekdayWeights).toEqual(expected);

      // The daily job: due when the weights are older than the library's day, done by a durable job's worker.
      await t.database.db
        .update(libraries)
        .set({ pacingWeekdayWeights: [1, 1, 1, 1, 1, 1, 1], pacingWeightsOn: '2000-01-01' })
        .where(eq(libraries.id, 1));
      const jobs = createTestJobs(t.database);
      const weights = createPacingWeights({
        repo: createLibrariesRepository(t.database.db),
        enqueue: (kind, payload, opts) => jobs.enqueue(kind, payload, opts),
        libraryChanged: () => t.app.services.libraryDirectory.invalidate(),
      });
      jobs.register(PACING_WEIGHTS_JOB_KIND, weights.handler);
      try {
        await jobs.startWorkers();
        const id = await weights.enqueueIfDue();
        expect(id).toBeDefined();
        await vi.waitFor(async () => expect((await jobs.get(id!)).state).toBe('done'), {
          timeout: 30_000,
          interval: 200,
        });
      } finally {
        await jobs.stop(5_000);
      }
      const after = await stored();
      expect(after.pacingWeekdayWeights).toEqual(expected);
      const d = localDate(STOCKHOLM, new Date());
      expect(after.pacingWeightsOn).toBe(
        `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`,
      );
      // Refreshed for the day: nothing is due until tomorrow.
      expect(await weights.enqueueIfDue()).toBeUndefined();
    } finally {
      await restore();
      await clearLoans();
    }
  }, 60_000);
});

describe.runIf(databaseUrl)('on PostgreSQL, two instances lending at once', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ database: t.database });
  }, 120_000);
  afterAll(() => other?.close());

  it.each([
    ['daily', '14', false],
    // auto: the day weighs 3 and the last day 1, so 9 × 3 / 4 = 6.75, to the nearest 7 (daily would give 5).
    ['auto', '9', true],
  ])(
    'admit exactly 7 of 200 simultaneous loans against an allowance of 7 (%s)',
    async (pacing, cap, weighted) => {
      const { dayBefore, lastDay } = monthEnd();
      await clearLoans();
      await setPacing({ budget_pacing: pacing, monthly_budget_loans: cap });
      if (weighted) await weigh({ [weekdayOf(dayBefore)]: 3, [weekdayOf(lastDay)]: 1 });
      try {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date(dayBefore.getTime() + 60 * MINUTE));
        const titles = [100, 101, 103, 104, 110];
        const sessions = await Promise.all([t.app, other.app].map((app) => startSession(app)));
        const attempts = Array.from({ length: 200 }, (_, i) => {
          const app = i % 2 === 0 ? t.app : other.app;
          const card = `300000${String(i % 40).padStart(2, '0')}`;
          return post(
            app,
            '/customer/customer/loan',
            sessions[i % 2]!,
            { card_number: card, pin_code: '1234', library_id: 1, title_id: titles[Math.floor(i / 40)]! },
            `10.77.${Math.floor(i / 250)}.${i % 250}`,
          ).then((res) => (res.statusCode === 200 ? 'new' : (res.json().error.code as string)));
        });
        const outcomes = await Promise.all(attempts);
        const tally = outcomes.reduce<Record<string, number>>(
          (acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }),
          {},
        );
        expect(tally).toEqual({ new: 7, LIBRARY_DAILY_ALLOWANCE_REACHED: 193 });
        const [stored] = await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(loans)
          .where(eq(loans.libraryId, 1));
        expect(stored?.n).toBe(7);
        const [month] = await t.database.db
          .select()
          .from(libraryBudgetMonths)
          .where(eq(libraryBudgetMonths.libraryId, 1));
        expect(month?.loans).toBe(7);
      } finally {
        await restore();
      }
    },
    120_000,
  );
});
