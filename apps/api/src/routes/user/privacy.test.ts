import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MyDataExport } from '@filmhyllan/contract';
import {
  favourites,
  helpMessages,
  loans,
  patronCards,
  savedCards,
  users,
  watchPositions,
} from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { startSession, type TestApp } from '../../test-support/test-app';
import {
  createAccountTestApp,
  fixtureLibrarians,
  get,
  loginCustomer,
  loginLibrarian,
  passwords,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';

const DAY = 86_400_000;
let t: TestApp;
let ulla: ClientSession;
let other: ClientSession;
let otherId: number;
/** Ulla's loans: one made while logged in, long over; one on her saved card without logging in, running. */
let ullaOld: number;
let ullaCard: number;
let otherLoan: number;

const overview = (session = ulla) => get(t.app, '/user/privacy/get_privacy_overview', session);
const setKeep = (keep: string, session = ulla) =>
  post(t.app, '/user/privacy/set_keep_loan_history', session, { keep });
const exportData = (session = ulla) => get(t.app, '/user/privacy/export_my_data', session);

beforeAll(async () => {
  t = await createAccountTestApp({ loans: true });
  const db = t.database.db;
  const [row] = await db
    .insert(users)
    .values({
      username: 'olle',
      email: 'olle@example.com',
      passwordHash: await hashPassword('olle-password-1'),
    })
    .returning({ id: users.id });
  otherId = row!.id;
  const [otherCard] = await db
    .select({ id: patronCards.id })
    .from(patronCards)
    .where(eq(patronCards.cardNumber, '30000005'));
  const now = Date.now();
  const loan = async (cardId: number, userId: number | null, startedDaysAgo: number) => {
    const [created] = await db
      .insert(loans)
      .values({
        libraryId: 1,
        cardId,
        userId,
        titleId: 100,
        priceCents: 2500,
        startedAt: new Date(now - startedDaysAgo * DAY),
        endsAt: new Date(now - startedDaysAgo * DAY + 2 * DAY),
      })
      .returning({ id: loans.id });
    return created!.id;
  };
  // Ulla (user 1) has card 1 (11111111) saved at library 1.
  ullaOld = await loan(1, 1, 100);
  ullaCard = await loan(1, null, 1);
  otherLoan = await loan(otherCard!.id, otherId, 1);
  await db.insert(favourites).values([
    { userId: 1, titleId: 101, libraryId: 1 },
    { userId: otherId, titleId: 102, libraryId: 1 },
  ]);
  await db.insert(watchPositions).values([
    { userId: 1, titleId: 100, positionSeconds: 42 },
    { userId: otherId, titleId: 101, positionSeconds: 7 },
  ]);
  await db
    .insert(savedCards)
    .values({ userId: otherId, libraryId: 1, cardId: otherCard!.id, cardNumber: '30000005' });
  await db.insert(helpMessages).values([
    {
      userId: 1,
      subject: 'Filmen hackar',
      contactEmail: 'ulla@example.com',
      message: 'Den stannar efter tio minuter.',
    },
    { userId: otherId, subject: 'Olles fråga', contactEmail: 'olle@example.com', message: 'Hej' },
    { userId: null, subject: 'Anonym fråga', contactEmail: 'someone@example.com', message: 'Hej' },
  ]);
  ulla = await loginCustomer(t.app, 'ulla', passwords.ulla);
  other = await loginCustomer(t.app, 'olle', 'olle-password-1');
});
afterAll(() => t.close());

describe('get_privacy_overview', () => {
  it('counts what is stored about the caller, and says the loan history is not kept by default', async () => {
    const res = await overview();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      keep_loan_history: false,
      loan_patron_link_days: 14,
      stored: {
        saved_cards: 1,
        favourites: 1,
        linked_loans: 2,
        watch_positions: 1,
        sessions: 1,
        newsletter: false,
      },
    });
  });

  it('is for logged-in users only', async () => {
    expect((await overview(await startSession(t.app))).json().error.code).toBe('LOGIN_REQUIRED');
    const librarian = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
    expect((await overview(librarian)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await exportData(await startSession(t.app))).json().error.code).toBe('LOGIN_REQUIRED');
  });
});

describe('export_my_data', () => {
  it("answers the caller's data as a JSON attachment: nothing of anyone else's, no hash of a password or PIN", async () => {
    const res = await exportData();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="filmhyllan-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = MyDataExport.parse(res.json());
    expect(data.account).toMatchObject({
      username: 'ulla',
      email: 'ulla@example.com',
      keep_loan_history: false,
    });
    expect(data.saved_cards).toEqual([expect.objectContaining({ library_id: 1, card_number: '11111111' })]);
    expect(data.favourites.map((f) => f.title_id)).toEqual([101]);
    expect(data.watch_positions).toEqual([expect.objectContaining({ title_id: 100, position_seconds: 42 })]);
    expect(data.loans.map((l) => [l.id, l.linked_by])).toEqual([
      [ullaCard, 'card'],
      [ullaOld, 'account'],
    ]);
    expect(data.loans.some((l) => l.id === otherLoan)).toBe(false);
    expect(data.sessions.active).toBe(1);
    expect(data.help_messages).toEqual([
      {
        subject: 'Filmen hackar',
        contact_email: 'ulla@example.com',
        message: 'Den stannar efter tio minuter.',
        sent_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect(res.body).not.toMatch(/hash|scrypt|pin|password|olle|30000005/i);
  });
});

describe('set_keep_loan_history', () => {
  it('is off by default, switched on keeps the account link, and off again removes it at once', async () => {
    const on = await setKeep('true');
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().keep_loan_history).toBe(true);
    expect((await t.database.db.select().from(users).where(eq(users.id, 1)))[0]!.keepLoanHistory).toBe(true);

    // The hourly job: the long-over loan loses its card, keeps the account.
    await t.app.services.loanUnlinker.run();
    const [kept] = await t.database.db.select().from(loans).where(eq(loans.id, ullaOld));
    expect(kept).toMatchObject({ cardId: null, userId: 1 });
    expect((await exportData()).json().loans.map((l: { id: number }) => l.id)).toContain(ullaOld);

    const off = await setKeep('false');
    expect(off.json()).toMatchObject({ keep_loan_history: false, stored: { linked_loans: 1 } });
    const [gone] = await t.database.db.select().from(loans).where(eq(loans.id, ullaOld));
    expect(gone).toMatchObject({ cardId: null, userId: null });
    // The running loan on her card, and the other user's loan, are untouched.
    const [running] = await t.database.db.select().from(loans).where(eq(loans.id, ullaCard));
    expect(running!.cardId).toBe(1);
    const [others] = await t.database.db.select().from(loans).where(eq(loans.id, otherLoan));
    expect(others!.userId).toBe(otherId);
    expect((await overview(other)).json().keep_loan_history).toBe(false);
  });

  it('refuses a value that is not a yes or no', async () => {
    const res = await setKeep('maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('deleting the account', () => {
  it('removes the watch positions with the saved cards and favourites', async () => {
    const res = await post(t.app, '/user/user/soft_delete_account', other, { country_iso: 'se' });
    expect(res.statusCode, res.body).toBe(200);
    const left = await t.database.db.select().from(watchPositions).where(eq(watchPositions.userId, otherId));
    expect(left).toEqual([]);
  });
});
