import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import type { loans } from '../schema';
import type { GeneratedTitle } from './catalogue';
import { cardKey, DEMO_CARD, demoCards, type SeededAccounts } from './demo-accounts';
import type { LibraryRow } from './library-data';
import type { SeededRandom } from './seeded-random';

type LoanRow = typeof loans.$inferInsert;

const HOUR_MS = 3_600_000;

/**
 * Past loans for the demo: the ordinary demo cards borrow a little every month at every library (so the
 * librarian statistics have data), and the demo card borrows at the demo user's home library through the
 * account. The demo card has no loans this month, so its full allowance is there to try. Loans fall on days
 * 2-27 of a month, well inside the month in any of the three time zones, and no card exceeds its library's
 * patron limit.
 */
export function planDemoLoans(options: {
  random: SeededRandom;
  now: Date;
  months: number;
  libraries: readonly LibraryRow[];
  offered: (library: LibraryRow) => GeneratedTitle[];
  accounts: SeededAccounts;
  homeLibraryId: number;
}): LoanRow[] {
  const { random, now } = options;
  const rows: LoanRow[] = [];
  const ordinaryCards = demoCards.filter((card) => !card.blocked && card.cardNumber !== DEMO_CARD.cardNumber);

  const borrow = (library: LibraryRow, titles: GeneratedTitle[], monthsAgo: number, count: number) => {
    const loans: { startedAt: Date; title: GeneratedTitle }[] = [];
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth() - monthsAgo;
    const lastDay = monthsAgo === 0 ? Math.min(27, now.getUTCDate() - 1) : 27;
    for (let i = 0; i < count && lastDay >= 2; i++) {
      const startedAt = new Date(
        Date.UTC(year, month, random.int(2, lastDay), random.int(7, 21), random.int(0, 59)),
      );
      if (startedAt.getTime() > now.getTime() - HOUR_MS) continue;
      const candidates = titles.filter((title) => title.row.publishedAt.getTime() < startedAt.getTime());
      if (candidates.length > 0) loans.push({ startedAt, title: random.pick(candidates) });
    }
    return loans.map(({ startedAt, title }) => ({
      libraryId: library.id,
      titleId: title.row.id,
      priceCents: title.row.priceCents,
      startedAt,
      endsAt: new Date(startedAt.getTime() + (library.loanPeriodHours ?? 48) * HOUR_MS),
    }));
  };

  for (const library of options.libraries) {
    const titles = options.offered(library);
    // At most 3 a month per card: within every library's limit of 3-6 per month or per week.
    const perCard = Math.min(3, library.patronLimit ?? 3);
    for (let monthsAgo = 0; monthsAgo < options.months; monthsAgo++) {
      for (const card of ordinaryCards) {
        const cardId = options.accounts.cardIds.get(cardKey(library.id, card.cardNumber));
        for (const loan of borrow(library, titles, monthsAgo, random.int(0, perCard))) {
          rows.push({ ...loan, cardId, source: 'card' });
        }
      }
      if (library.id === options.homeLibraryId && monthsAgo > 0) {
        const cardId = options.accounts.cardIds.get(cardKey(library.id, DEMO_CARD.cardNumber));
        for (const loan of borrow(library, titles, monthsAgo, random.int(1, perCard))) {
          rows.push({ ...loan, cardId, userId: options.accounts.demoUserId, source: 'account' });
        }
      }
    }
  }
  return rows.sort((a, b) => (a.startedAt as Date).getTime() - (b.startedAt as Date).getTime());
}

/**
 * Rebuilds the per-library, per-month spend from the loans table: the calendar month of each loan in its
 * library's time zone, the number of loans and the sum of their prices.
 */
export async function rebuildBudgetMonths(db: Database): Promise<void> {
  await db.execute(sql`
    INSERT INTO library_budget_months (library_id, month, loans, amount_cents)
    SELECT l.library_id,
           date_trunc('month', l.started_at AT TIME ZONE lib.time_zone)::date,
           count(*)::int,
           sum(l.price_cents)::bigint
    FROM loans l
    JOIN libraries lib ON lib.id = l.library_id
    GROUP BY 1, 2
    ON CONFLICT (library_id, month) DO UPDATE SET loans = excluded.loans, amount_cents = excluded.amount_cents
  `);
}
