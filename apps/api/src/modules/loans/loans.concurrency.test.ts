import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { libraries, libraryBudgetMonths, loans, patronCards } from '../../db/schema';
import { hashPin } from '../../lib/keyed-hash';
import { AppError } from '../../lib/app-error';
import { createTestApp, startSession, TEST_SECRET, type TestApp } from '../../test-support/test-app';
import { seedFixtures } from '../../test-support/fixtures';
import { seedCatalogueFixtures } from '../../test-support/catalogue-fixtures';
import { seedLoanFixtures } from '../../test-support/loan-fixtures';

/**
 * Budgets and patron limits under a rush. On PostgreSQL (TEST_DATABASE_URL; CI runs it) the attempts really run
 * in parallel over a pool of 25 connections; on PGlite they queue, which still checks the arithmetic.
 */
const LIBRARY_CAP = 100;
const PATRON_CAP = 3;
const CARDS = 200;
/**
 * On PostgreSQL ten rounds of attempts race over the pool. On PGlite they run one after another whatever their
 * number, so four rounds (800 attempts, eight times the library's cap and above the patron's) check the same
 * arithmetic as ten, in 40 % of the time.
 */
const ATTEMPTS_PER_CARD = process.env.TEST_DATABASE_URL ? 10 : 4;
const TITLES = [100, 101, 103, 104, 110, 111, 112];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    poolSize: 25,
    seed: async (h) => {
      await seedFixtures(h.db);
      await seedCatalogueFixtures(h.db);
      await seedLoanFixtures(h.db);
      await h.db
        .update(libraries)
        .set({ monthlyBudgetLoans: LIBRARY_CAP, patronLimit: PATRON_CAP })
        .where(eq(libraries.id, 1));
      await h.db.insert(patronCards).values(
        Array.from({ length: CARDS }, (_, n) => ({
          libraryId: 1,
          cardNumber: `5${String(n).padStart(7, '0')}`,
          pinHash: hashPin(TEST_SECRET, 1, `5${String(n).padStart(7, '0')}`, '1234'),
        })),
      );
    },
  });
}, 120_000);
afterAll(() => t.close());

/** The two ways into a loan: the route's one message (session checked in it), and `borrow` after a lookup. */
type Path = 'one message' | 'session first';

async function attempt(
  path: Path,
  session: Awaited<ReturnType<typeof startSession>>,
  card: string,
  titleId: number,
  address: string,
) {
  const { sessions, loans } = t.app.services;
  const input = { libraryId: 1, titleId, cardNumber: card, pin: '1234', clientAddress: address };
  try {
    const result =
      path === 'one message'
        ? await loans.borrowInSession(sessions.credentials(session.sessionid, session.csrftoken), input, {
            resolveSession: () => Promise.reject(new Error('a typed card is one message')),
            found: () => undefined,
          })
        : await loans.borrow(await sessions.resolve(session.sessionid), input);
    return result.isNew ? 'new' : 'existing';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe.each<Path>(['one message', 'session first'])('loans under concurrency (%s)', (path) => {
  it(`admits exactly ${LIBRARY_CAP} loans from ${CARDS * ATTEMPTS_PER_CARD} simultaneous attempts`, async () => {
    await t.database.db.delete(loans);
    await t.database.db.delete(libraryBudgetMonths);
    const session = await startSession(t.app);
    const jobs = Array.from({ length: CARDS * ATTEMPTS_PER_CARD }, (_, i) => {
      const card = i % CARDS;
      const round = Math.floor(i / CARDS);
      return attempt(
        path,
        session,
        `5${String(card).padStart(7, '0')}`,
        TITLES[round % TITLES.length]!,
        `198.51.100.${card % 250}`,
      );
    });
    const outcomes = await Promise.all(jobs);
    const tally = outcomes.reduce<Record<string, number>>(
      (acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }),
      {},
    );
    expect(tally.new).toBe(LIBRARY_CAP);
    // At most LIBRARY_CAP cards hold a loan; every attempt of every other card meets the spent budget.
    expect(tally.LIBRARY_BUDGET_REACHED).toBeGreaterThanOrEqual((CARDS - LIBRARY_CAP) * ATTEMPTS_PER_CARD);
    for (const code of Object.keys(tally)) {
      expect(['new', 'existing', 'LIBRARY_BUDGET_REACHED', 'PATRON_LIMIT_REACHED']).toContain(code);
    }

    const [stored] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loans)
      .where(eq(loans.libraryId, 1));
    expect(stored?.n).toBe(LIBRARY_CAP);
    const [month] = await t.database.db
      .select()
      .from(libraryBudgetMonths)
      .where(eq(libraryBudgetMonths.libraryId, 1));
    expect(month?.loans).toBe(LIBRARY_CAP);
    const perCard = await t.database.db
      .select({ card: loans.cardId, n: sql<number>`count(*)::int` })
      .from(loans)
      .groupBy(loans.cardId);
    expect(Math.max(...perCard.map((r) => r.n))).toBeLessThanOrEqual(PATRON_CAP);
  }, 120_000);

  it('holds one card to its patron limit and one loan per title when it fires many requests at once', async () => {
    await t.database.db.delete(loans);
    await t.database.db.delete(libraryBudgetMonths);
    const session = await startSession(t.app);
    const outcomes = await Promise.all(
      Array.from({ length: 49 }, (_, i) =>
        attempt(path, session, '30000039', TITLES[i % TITLES.length]!, '203.0.113.9'),
      ),
    );
    expect(outcomes.filter((o) => o === 'new')).toHaveLength(PATRON_CAP);
    const rows = await t.database.db.select().from(loans);
    expect(rows).toHaveLength(PATRON_CAP);
    expect(new Set(rows.map((r) => r.titleId)).size).toBe(PATRON_CAP);
    expect(outcomes.every((o) => ['new', 'existing', 'PATRON_LIMIT_REACHED'].includes(o))).toBe(true);
  }, 60_000);
});
