import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gte } from 'drizzle-orm';
import type { CountryIso, Library } from '@filmhyllan/contract';
import { libraries, libraryBudgetMonths, loans, savedCards } from '../../db/schema';
import { periodContaining } from '../../lib/calendar';
import { allowanceState } from '../../modules/libraries/pacing';
import { budgetMonthKey, libraryBudgetState, patronLimitState } from '../../modules/libraries/budget';
import { createTestMedia } from '../../test-support/loan-fixtures';
import { startSession, type TestApp } from '../../test-support/test-app';
import {
  budgetForm,
  createAccountTestApp,
  fixtureLibrarians,
  get,
  loginCustomer,
  loginLibrarian,
  passwords,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';
import { fixtureLibraries, fixtureUser } from '../../test-support/fixtures';

/**
 * The library list and page answer from memory, with the per-user part laid over (docs/decisions/016). These
 * tests hold every answer to what the database says at the moment of asking, computed here query by query the
 * way the service did before it kept anything: for an anonymous session and for a logged-in user with saved
 * cards, and right after the changes that move the flags (a librarian's new budget, a loan that spends a
 * library's last loan and a card's last loan).
 */

let t: TestApp;
let anonymous: ClientSession;
let ulla: ClientSession;
let librarian: ClientSession;

beforeAll(async () => {
  t = await createAccountTestApp({ mediaDir: createTestMedia(), loans: true });
  anonymous = await startSession(t.app);
  ulla = await loginCustomer(t.app, fixtureUser.username, passwords.ulla);
  librarian = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
  // Ulla's second saved card, at the library whose budget is spent (her first is at Stockholm).
  const saved = await post(t.app, '/user/inventory/create_inventory', ulla, {
    card_number: '11111111',
    pin_code: '1234',
    library_id: fixtureLibraries.spent,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  // Loans this month on Ulla's Stockholm card, and on another card.
  for (const [card, title] of [
    ['11111111', 100],
    ['30000001', 101],
  ] as const) {
    const res = await post(t.app, '/customer/customer/loan', anonymous, {
      card_number: card,
      pin_code: '1234',
      library_id: fixtureLibraries.stockholm,
      title_id: title,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}, 120_000);
afterAll(() => t.close());

const collations: Record<CountryIso, Intl.Collator> = {
  se: new Intl.Collator('sv-SE', { sensitivity: 'base' }),
  no: new Intl.Collator('nb-NO', { sensitivity: 'base' }),
  fi: new Intl.Collator('fi-FI', { sensitivity: 'base' }),
};

/** What the database says now: the libraries of a country (or one), for a user (or nobody), one query at a time. */
async function fromDatabase(which: { country: CountryIso } | { libraryId: number }, userId: number | null) {
  const db = t.database.db;
  const now = new Date();
  const rows = (
    await db
      .select()
      .from(libraries)
      .where(
        and(
          eq(libraries.active, true),
          'country' in which ? eq(libraries.countryIso, which.country) : eq(libraries.id, which.libraryId),
        ),
      )
  ).sort((a, b) => collations[a.countryIso as CountryIso].compare(a.name, b.name) || a.id - b.id);
  const cards =
    userId === null ? [] : await db.select().from(savedCards).where(eq(savedCards.userId, userId));
  const answers: Library[] = [];
  for (const row of rows) {
    const [usage] = await db
      .select()
      .from(libraryBudgetMonths)
      .where(
        and(
          eq(libraryBudgetMonths.libraryId, row.id),
          eq(libraryBudgetMonths.month, budgetMonthKey(row, now)),
        ),
      );
    const budget = libraryBudgetState(row, usage, now);
    const allowance = budget.reached ? null : allowanceState(row, usage, now);
    const card = cards.find((c) => c.libraryId === row.id);
    let patron: ReturnType<typeof patronLimitState> | undefined;
    if (card) {
      const since = periodContaining(row.timeZone, now, row.patronLimitPeriod).startsAt;
      const [used] = await db
        .select({ n: count() })
        .from(loans)
        .where(and(eq(loans.cardId, card.cardId), gte(loans.startedAt, since)));
      patron = patronLimitState(row, used?.n ?? 0, now);
    }
    answers.push({
      id: row.id,
      name: row.name,
      country_iso: row.countryIso as CountryIso,
      logo_url: row.logoUrl,
      display_name: row.displayName ?? row.name,
      font_family: row.fontFamily as Library['font_family'],
      extra_display_names: row.extraDisplayNames,
      library_loan_budget_reached: budget.reached,
      customer_loan_budget_reached: patron?.reached ?? false,
      new_loans_date: patron?.newLoansOn ?? null,
      new_loans_date_library: budget.reopensOn,
      library_allowance: allowance && {
        pacing: allowance.pacing === 'weekly' ? 'weekly' : 'daily',
        period_ends_at: allowance.period.endsAt.toISOString(),
        time_zone: row.timeZone,
        loans_left: row.budgetType === 'count' ? allowance.left : null,
        reached: allowance.left === 0,
      },
      pin_format: 'digits',
    });
  }
  const inRows = new Set(rows.map((row) => row.id));
  return {
    libraries: answers,
    userLibraries: cards.filter((c) => inRows.has(c.libraryId)).map((c) => ({ library_id: c.libraryId })),
  };
}

/** Every list and library page the API answers for a session equals what the database says. */
async function expectAnswersAsTheDatabase(session: ClientSession, userId: number | null) {
  for (const country of ['se', 'no', 'fi'] as const) {
    const res = await get(t.app, '/library/library/get_all_libraries', session, { country });
    expect(res.statusCode, res.body).toBe(200);
    const expected = await fromDatabase({ country }, userId);
    expect(res.json().libraries, country).toEqual(expected.libraries);
    expect(res.json().user_libraries, country).toEqual(expected.userLibraries);
    for (const library of expected.libraries) {
      const one = await get(t.app, '/library/library/get_library', session, { library_id: library.id });
      expect(one.json().library, `library ${library.id}`).toEqual(library);
    }
  }
}

const updateBudget = (changes: Record<string, string>) =>
  post(t.app, '/librarian/librarian/update_budget', librarian, budgetForm(changes));

const stockholmSpend = async () => {
  const [row] = await t.database.db
    .select()
    .from(libraryBudgetMonths)
    .where(eq(libraryBudgetMonths.libraryId, fixtureLibraries.stockholm));
  return row!.loans;
};

describe('library answers from memory', () => {
  it('are the answers the database gives, for an anonymous session and a user with saved cards', async () => {
    await expectAnswersAsTheDatabase(anonymous, null);
    await expectAnswersAsTheDatabase(ulla, fixtureUser.id);
    // The user's part is really there: both saved cards, one at a library whose budget is spent.
    const se = (await get(t.app, '/library/library/get_all_libraries', ulla, { country: 'se' })).json();
    expect(se.user_libraries).toEqual([
      { library_id: fixtureLibraries.stockholm },
      { library_id: fixtureLibraries.spent },
    ]);
    expect(se.libraries.find((l: Library) => l.id === fixtureLibraries.spent)).toMatchObject({
      library_loan_budget_reached: true,
      customer_loan_budget_reached: false,
    });
  });

  it("follow a librarian's new budget and patron limit at once", async () => {
    const spend = await stockholmSpend();
    expect((await updateBudget({ monthly_budget_loans: String(spend), patron_limit: '1' })).statusCode).toBe(
      200,
    );
    const stockholm = (await get(t.app, '/library/library/get_library', ulla, { library_id: 1 })).json()
      .library;
    // The budget is spent, and Ulla's card has used its one loan of the month.
    expect(stockholm).toMatchObject({
      library_loan_budget_reached: true,
      customer_loan_budget_reached: true,
    });
    await expectAnswersAsTheDatabase(anonymous, null);
    await expectAnswersAsTheDatabase(ulla, fixtureUser.id);

    expect((await updateBudget({ patron_limit_period: 'week' })).statusCode).toBe(200);
    await expectAnswersAsTheDatabase(ulla, fixtureUser.id);
  });

  it("follow a loan that spends the library's last loan and the card's last loan at once", async () => {
    const spend = await stockholmSpend();
    expect(
      (await updateBudget({ monthly_budget_loans: String(spend + 1), patron_limit: '2' })).statusCode,
    ).toBe(200);
    const before = (await get(t.app, '/library/library/get_library', ulla, { library_id: 1 })).json().library;
    expect(before).toMatchObject({ library_loan_budget_reached: false, customer_loan_budget_reached: false });

    // Ulla borrows with her saved card: the library's last loan of the month, and her card's second of two.
    const loan = await post(t.app, '/customer/customer/loan', ulla, { library_id: 1, title_id: 103 });
    expect(loan.statusCode, loan.body).toBe(200);
    expect(loan.json()).toMatchObject({ is_new: true, num_loans_left: 0 });

    const after = (await get(t.app, '/library/library/get_library', ulla, { library_id: 1 })).json().library;
    expect(after).toMatchObject({ library_loan_budget_reached: true, customer_loan_budget_reached: true });
    expect(after.new_loans_date).toMatch(/^\d{4}-\d{2}-01$/);
    await expectAnswersAsTheDatabase(anonymous, null);
    await expectAnswersAsTheDatabase(ulla, fixtureUser.id);
  });
});
