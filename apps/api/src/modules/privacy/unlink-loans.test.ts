import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { libraries, libraryBudgetMonths, loans, patronCards, sessionLoans, users } from '../../db/schema';
import { periodContaining } from '../../lib/calendar';
import { sha256Hex } from '../../lib/keyed-hash';
import { createLibrariesRepository } from '../libraries/libraries.repository';
import { startSession, type TestApp } from '../../test-support/test-app';
import { createAccountTestApp, fixtureLibrarians, loginLibrarian } from '../../test-support/account-fixtures';
import { createPrivacyRepository } from './privacy.repository';
import { createLoanUnlinker, UNLINK_BATCH_COHORTS } from './unlink-loans';

const DAY = 86_400_000;
/** The job's clock: Friday 20 March 2026, 13:00 in Stockholm. */
const NOW = new Date('2026-03-20T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

let t: TestApp;
let cards: number[];
const ULLA = 1;
let dora: number;

async function addLoan(fields: {
  libraryId?: number;
  cardId: number | null;
  userId?: number | null;
  titleId?: number;
  startedAt: Date;
  endsAt: Date;
}): Promise<number> {
  const [row] = await t.database.db
    .insert(loans)
    .values({
      libraryId: fields.libraryId ?? 1,
      cardId: fields.cardId,
      userId: fields.userId ?? null,
      titleId: fields.titleId ?? 100,
      priceCents: 2500,
      startedAt: fields.startedAt,
      endsAt: fields.endsAt,
    })
    .returning({ id: loans.id });
  return row!.id;
}

const unlinkerOf = (options: { linkDays: number }) =>
  createLoanUnlinker(createPrivacyRepository(t.database.db), options);
const loanRow = async (id: number) => (await t.database.db.select().from(loans).where(eq(loans.id, id)))[0]!;

beforeAll(async () => {
  t = await createAccountTestApp({ loans: true });
  cards = (
    await t.database.db
      .select({ id: patronCards.id })
      .from(patronCards)
      .where(eq(patronCards.libraryId, 1))
      .orderBy(asc(patronCards.id))
  ).map((row) => row.id);
  // A second account, deleted in a test below.
  dora = (
    await t.database.db
      .insert(users)
      .values({ username: 'dora', email: 'dora@example.com', passwordHash: 'x' })
      .returning({ id: users.id })
  )[0]!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(loans);
  await t.database.db.update(users).set({ keepLoanHistory: false });
});

describe('unlinking loans from their patrons', () => {
  it('removes the links of a month whose loans all ended over 14 days ago, and keeps the others', async () => {
    // February at library 1: the last loan ended 15 days ago. February at library 2: one ended 13 days ago.
    const ended15 = await addLoan({ cardId: cards[0]!, userId: ULLA, startedAt: ago(22), endsAt: ago(15) });
    const earlyFeb = await addLoan({ cardId: cards[1]!, startedAt: ago(45), endsAt: ago(43) });
    const ended13 = await addLoan({ libraryId: 2, cardId: cards[2]!, startedAt: ago(22), endsAt: ago(13) });
    const sameMonth13 = await addLoan({
      libraryId: 2,
      cardId: cards[3]!,
      startedAt: ago(40),
      endsAt: ago(38),
    });
    // March at library 1: ended 16 days ago, but begun in the current month, which the patron limit counts.
    const thisMonth = await addLoan({ cardId: cards[0]!, startedAt: ago(18), endsAt: ago(16) });

    const unlinker = unlinkerOf({ linkDays: 14 });
    expect(await unlinker.run(NOW)).toEqual({ loans: 2, skipped: false });

    for (const id of [ended15, earlyFeb]) {
      expect(await loanRow(id)).toMatchObject({ cardId: null, userId: null, titleId: 100, priceCents: 2500 });
    }
    expect((await loanRow(ended13)).cardId).toBe(cards[2]);
    expect((await loanRow(sameMonth13)).cardId).toBe(cards[3]);
    expect((await loanRow(thisMonth)).cardId).toBe(cards[0]);
    // Two patrons in February at library 1: two different numbers, 1 and 2 in some order.
    const tags = [(await loanRow(ended15)).patronTag, (await loanRow(earlyFeb)).patronTag].sort();
    expect(tags).toEqual([1, 2]);

    // A second run finds nothing more to do; two days later library 2's February goes too.
    expect(await unlinker.run(NOW)).toEqual({ loans: 0, skipped: false });
    expect(await unlinker.run(new Date(NOW.getTime() + 2 * DAY))).toEqual({ loans: 2, skipped: false });
    expect((await loanRow(ended13)).cardId).toBeNull();
  });

  it('honours LOAN_PATRON_LINK_DAYS', async () => {
    const id = await addLoan({ cardId: cards[0]!, startedAt: ago(40), endsAt: ago(38) });
    expect(await unlinkerOf({ linkDays: 60 }).run(NOW)).toEqual({
      loans: 0,
      skipped: false,
    });
    expect((await loanRow(id)).cardId).toBe(cards[0]);
    expect((await unlinkerOf({ linkDays: 30 }).run(NOW)).loans).toBe(1);
  });

  it('gives one patron the same number for all their loans of a month', async () => {
    const a1 = await addLoan({ cardId: cards[0]!, startedAt: ago(45), endsAt: ago(44) });
    const a2 = await addLoan({ cardId: cards[0]!, titleId: 101, startedAt: ago(30), endsAt: ago(29) });
    const b = await addLoan({ cardId: cards[1]!, startedAt: ago(35), endsAt: ago(34) });
    await unlinkerOf({ linkDays: 14 }).run(NOW);
    const [r1, r2, rb] = await Promise.all([loanRow(a1), loanRow(a2), loanRow(b)]);
    expect(r1.patronTag).toBe(r2.patronTag);
    expect(rb.patronTag).not.toBe(r1.patronTag);
  });

  it('keeps the account link of a user who opted in, never the card, and nothing of a deleted account', async () => {
    await t.database.db
      .update(users)
      .set({ keepLoanHistory: true })
      .where(inArray(users.id, [ULLA, dora]));
    const kept = await addLoan({ cardId: cards[0]!, userId: ULLA, startedAt: ago(40), endsAt: ago(38) });
    const deleted = await addLoan({ cardId: cards[1]!, userId: dora, startedAt: ago(40), endsAt: ago(38) });
    // Deleting an account takes its loans' account link at once, opted in or not; the card link goes as usual.
    await t.database.db.delete(users).where(eq(users.id, dora));
    expect(await loanRow(deleted)).toMatchObject({ cardId: cards[1], userId: null });
    const unlinker = unlinkerOf({ linkDays: 14 });
    expect((await unlinker.run(NOW)).loans).toBe(2);
    expect(await loanRow(kept)).toMatchObject({ cardId: null, userId: ULLA });
    expect(await loanRow(deleted)).toMatchObject({ cardId: null, userId: null });
    const tag = (await loanRow(kept)).patronTag;
    expect(tag).not.toBeNull();

    // Opting out: the next run removes the account link too, and the loan keeps its number.
    await t.database.db.update(users).set({ keepLoanHistory: false }).where(eq(users.id, ULLA));
    expect((await unlinker.run(NOW)).loans).toBe(1);
    expect(await loanRow(kept)).toMatchObject({ cardId: null, userId: null, patronTag: tag });
  });

  it('removes the session links of the loans it unlinks', async () => {
    const session = await startSession(t.app);
    const old = await addLoan({ cardId: cards[0]!, startedAt: ago(40), endsAt: ago(38) });
    const recent = await addLoan({ cardId: cards[0]!, startedAt: ago(3), endsAt: ago(1) });
    const idHash = sha256Hex(session.sessionid);
    await t.database.db.insert(sessionLoans).values([
      { sessionIdHash: idHash, loanId: old },
      { sessionIdHash: idHash, loanId: recent },
    ]);
    await unlinkerOf({ linkDays: 14 }).run(NOW);
    const left = await t.database.db
      .select()
      .from(sessionLoans)
      .where(eq(sessionLoans.sessionIdHash, idHash));
    expect(left.map((row) => row.loanId)).toEqual([recent]);
  });

  it('never changes a patron-limit count, for months and weeks, however short the link days', async () => {
    // Loans of four cards over 100 days before NOW, a loan period of one to three days, a fixed pseudo-random
    // sequence (reproducible). Then the job runs at each of 60 instants going forward, with one link day, and
    // every card's count in its current month and its current ISO week must be the same before and after.
    let seed = 12345;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const start = NOW.getTime() - 100 * DAY;
    for (let i = 0; i < 160; i++) {
      const startedAt = new Date(start + random() * 130 * DAY);
      await addLoan({
        cardId: cards[Math.floor(random() * 4)]!,
        startedAt,
        endsAt: new Date(startedAt.getTime() + (1 + Math.floor(random() * 3)) * DAY),
      });
    }
    const repo = createLibrariesRepository(t.database.db);
    const counts = async (at: Date) =>
      Promise.all(
        cards
          .slice(0, 4)
          .flatMap((card) =>
            (['month', 'week'] as const).map((kind) =>
              repo.cardLoansSince(card, periodContaining('Europe/Stockholm', at, kind).startsAt),
            ),
          ),
      );
    const unlinker = unlinkerOf({ linkDays: 1 });
    let unlinked = 0;
    for (let step = 0; step < 60; step++) {
      const at = new Date(start + step * 1.5 * DAY + 7 * 3_600_000);
      const before = await counts(at);
      unlinked += (await unlinker.run(at)).loans;
      expect(await counts(at), at.toISOString()).toEqual(before);
    }
    expect(unlinked).toBeGreaterThan(40);
  });

  it('leaves the statistics of a month and the budget counters as they were', async () => {
    // Six patrons in February, some with several loans; budgets charged through the counters as a loan does.
    const february = [0, 0, 1, 2, 2, 2, 3, 4, 5, 5];
    for (const [i, n] of february.entries()) {
      await addLoan({
        cardId: cards[n]!,
        titleId: 100 + (i % 3),
        startedAt: ago(45 - i),
        endsAt: ago(43 - i),
      });
    }
    await t.database.db
      .insert(libraryBudgetMonths)
      .values({ libraryId: 1, month: '2026-02-01', loans: february.length, amountCents: 25_000 })
      .onConflictDoNothing();
    const librarian = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
    const stats = async () => {
      const res = await t.app.inject({
        url: `/api/librarian/librarian/get_statistics?${new URLSearchParams({
          from: '2026-02-01',
          to: '2026-02-28',
          portal_sessionid: librarian.sessionid,
        })}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return { totals: body.totals, daily: body.daily, titles: body.titles, monthly: body.monthly };
    };
    const budgets = () =>
      t.database.db.select().from(libraryBudgetMonths).orderBy(asc(libraryBudgetMonths.month));
    const [statsBefore, budgetsBefore] = [await stats(), await budgets()];
    expect(statsBefore.totals).toEqual({ loans: 10, amount_cents: 25_000, patrons: 6 });

    expect((await unlinkerOf({ linkDays: 14 }).run(NOW)).loans).toBe(10);
    const [linked] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loans)
      .where(sql`${loans.cardId} is not null or ${loans.userId} is not null`);
    expect(linked!.n).toBe(0);
    expect(await stats()).toEqual(statsBefore);
    expect(await budgets()).toEqual(budgetsBefore);
  });

  it('stops between batches when its process shuts down, keeping what the finished batches did', async () => {
    // One more cohort than a batch takes: a loan in each of the last 13 months at library 1.
    const ids: number[] = [];
    for (let month = 0; month <= UNLINK_BATCH_COHORTS; month++) {
      const startedAt = ago(45 + 31 * month);
      ids.push(await addLoan({ cardId: cards[0]!, startedAt, endsAt: new Date(startedAt.getTime() + DAY) }));
    }
    const unlinker = unlinkerOf({ linkDays: 14 });
    const stopped = new AbortController();
    stopped.abort();
    expect(await unlinker.run(NOW, stopped.signal)).toEqual({ loans: 0, skipped: false });

    // Asked to stop while the first batch runs: the signal reads as not aborted at the run's start and before
    // the first batch, and as aborted from then on. That batch is done and kept; the next is not begun.
    let reads = 0;
    const stopAfterFirstBatch = {
      get aborted() {
        return reads++ >= 2;
      },
    } as AbortSignal;
    const run = unlinker.run(NOW, stopAfterFirstBatch);
    expect(await run).toEqual({ loans: UNLINK_BATCH_COHORTS, skipped: false });
    const linked = async () =>
      (await t.database.db.select().from(loans).where(inArray(loans.id, ids))).filter(
        (l) => l.cardId !== null,
      ).length;
    expect(await linked()).toBe(1);
    expect(await unlinker.run(NOW)).toEqual({ loans: 1, skipped: false });
    expect(await linked()).toBe(0);
  });

  it('does the work once when several processes run it at the same time', async () => {
    for (let i = 0; i < 30; i++) {
      await addLoan({ cardId: cards[i % 8]!, startedAt: ago(60 - i), endsAt: ago(58 - i) });
    }
    const runs = await Promise.all(Array.from({ length: 4 }, () => unlinkerOf({ linkDays: 14 }).run(NOW)));
    expect(runs.reduce((sum, run) => sum + run.loans, 0)).toBe(30);
    // Every patron of a month has one number, distinct from the month's other patrons'.
    const rows = await t.database.db.select().from(loans).where(eq(loans.libraryId, 1));
    expect(rows.every((row) => row.cardId === null && row.patronTag !== null)).toBe(true);
    expect(await unlinkerOf({ linkDays: 14 }).run(NOW)).toEqual({
      loans: 0,
      skipped: false,
    });
  });
});

describe('libraries', () => {
  it('has the Stockholm library the tests assume', async () => {
    const [row] = await t.database.db.select().from(libraries).where(eq(libraries.id, 1));
    expect(row).toMatchObject({ timeZone: 'Europe/Stockholm', patronLimitPeriod: 'month' });
  });
});
