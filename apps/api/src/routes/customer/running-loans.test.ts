import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { libraryBudgetMonths, loans, pinFailures, sessionLoans, watchPositions } from '../../db/schema';
import { startSession, type TestApp } from '../../test-support/test-app';
import {
  createAccountTestApp,
  get,
  loginCustomer,
  passwords,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';
import { fixtureUser } from '../../test-support/fixtures';
import { createTestMedia } from '../../test-support/loan-fixtures';

/*
 * get_running_loans, the Continue watching row's call: the running loans a caller may watch without a PIN. An
 * anonymous session sees its own loans only; a logged-in user sees the account's from any session, with the
 * server's watch positions; ended loans never show.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createAccountTestApp({ loans: true, mediaDir: createTestMedia() });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(loans);
  await t.database.db.delete(libraryBudgetMonths);
  await t.database.db.delete(pinFailures);
  await t.database.db.delete(watchPositions);
});

/** Cards of library 1 that no account has saved. */
const card = (n: number) => ({ card_number: `3000000${n}`, pin_code: '1234' });

const borrow = (session: ClientSession, titleId: number, fields: Record<string, string> = card(1)) =>
  post(t.app, '/customer/customer/loan', session, { library_id: 1, title_id: titleId, ...fields });

const running = (
  session: ClientSession | null,
  query: Record<string, string | number> = {},
  language = 'sv',
) => get(t.app, '/customer/loan/get_running_loans', session, query, { 'x-app-language': language });

interface Answer {
  loan_id: number;
  title_id: number;
  library_id: number;
  ends_at: string;
  title: { id: number; name: string; group_name: string | null; duration_seconds: number };
  position_seconds: number | null;
  position_updated_at: string | null;
}

async function runningLoans(session: ClientSession, query: Record<string, string | number> = {}) {
  const res = await running(session, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().loans as Answer[];
}

const titleIds = (answer: Answer[]) => answer.map((loan) => loan.title_id);

describe('get_running_loans of an anonymous session', () => {
  it('answers the session’s own loans with their titles, newest first, and nothing of other sessions', async () => {
    const session = await startSession(t.app);
    expect(await runningLoans(session)).toEqual([]);
    const film = await borrow(session, 100);
    expect(film.statusCode, film.body).toBe(200);
    // An episode, on another card in the same session.
    expect((await borrow(session, 110, card(2))).statusCode).toBe(200);

    const answer = await runningLoans(session);
    expect(titleIds(answer)).toEqual([110, 100]);
    const [episode, first] = answer;
    expect(first).toMatchObject({
      loan_id: film.json().loan.loan_id,
      library_id: 1,
      ends_at: film.json().loan.ends_at,
      title: { id: 100, name: 'Isen' },
      position_seconds: null,
      position_updated_at: null,
    });
    expect(first!.title.duration_seconds).toBeGreaterThan(0);
    // An episode carries its series' name in the page's language, for "Series S1E2: name".
    expect(episode!.title.group_name).toBeTruthy();
    // No stream token: the title page asks for it.
    expect(JSON.stringify(answer)).not.toContain('m3u8');

    // Another browser, even borrowing on other cards, never sees this session's loans.
    const other = await startSession(t.app);
    expect(await runningLoans(other)).toEqual([]);
    expect((await borrow(other, 101, card(3))).statusCode).toBe(200);
    expect(titleIds(await runningLoans(other))).toEqual([101]);
    expect(titleIds(await runningLoans(session))).toEqual([110, 100]);
  });

  it('leaves out loans that ended, and those of another library when asked for one', async () => {
    const session = await startSession(t.app);
    const first = (await borrow(session, 100)).json().loan.loan_id as number;
    expect((await borrow(session, 101, card(2))).statusCode).toBe(200);
    await t.database.db
      .update(loans)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(loans.id, first));
    expect(titleIds(await runningLoans(session))).toEqual([101]);
    expect(titleIds(await runningLoans(session, { library_id: 1 }))).toEqual([101]);
    expect(await runningLoans(session, { library_id: 2 })).toEqual([]);
  });

  it('answers a title once, with the loan that runs longest', async () => {
    const session = await startSession(t.app);
    const first = (await borrow(session, 100)).json().loan;
    const second = (await borrow(session, 100, card(2))).json().loan;
    await t.database.db
      .update(loans)
      .set({ endsAt: new Date(Date.parse(first.ends_at) + 3_600_000) })
      .where(eq(loans.id, first.loan_id));
    const answer = await runningLoans(session);
    expect(answer.map((loan) => loan.loan_id)).toEqual([first.loan_id]);
    expect(second.loan_id).not.toBe(first.loan_id);
  });

  it('refuses bad input and a missing session with a 4xx, and changes nothing', async () => {
    const session = await startSession(t.app);
    for (const library_id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await running(session, { library_id });
      expect(res.statusCode, library_id).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const unknown = await running(session, { library_id: 999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'LIBRARY_NOT_FOUND' });
    expect(unknown.json().error.message).toBeTruthy();
    expect((await running(null)).statusCode).toBe(401);
    expect((await running({ sessionid: 'x'.repeat(43), csrftoken: '' })).statusCode).toBe(401);
    expect(await t.database.db.select().from(loans)).toEqual([]);
  });
});

describe('get_running_loans of a logged-in user', () => {
  it('answers the account’s loans in every session, with the server’s watch position', async () => {
    const phone = await loginCustomer(t.app, fixtureUser.username, passwords.ulla);
    // Borrowed while logged in, with the saved card (11111111 at library 1).
    const saved = await borrow(phone, 101, { card_number: '', pin_code: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    // Borrowed while logged in with a typed card of someone else's.
    expect((await borrow(phone, 100, card(4))).statusCode).toBe(200);
    const save = await post(t.app, '/customer/loan/save_watch_position', phone, {
      title_id: 101,
      position_seconds: 754,
    });
    expect(save.statusCode, save.body).toBe(200);

    const laptop = await loginCustomer(t.app, fixtureUser.username, passwords.ulla);
    const answer = await runningLoans(laptop);
    expect(titleIds(answer)).toEqual([100, 101]);
    expect(answer[1]).toMatchObject({ loan_id: saved.json().loan.loan_id, position_seconds: 754 });
    expect(Date.parse(answer[1]!.position_updated_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(answer[0]).toMatchObject({ position_seconds: null, position_updated_at: null });
    // The same row on both devices, each loan once (the phone's session knows them as well).
    expect(await runningLoans(phone)).toEqual(answer);
    // Logged out, the session forgets them.
    expect((await post(t.app, '/user/user/logout', laptop)).statusCode).toBe(200);
    expect(await runningLoans(await startSession(t.app))).toEqual([]);
  });

  it('includes a loan on the saved card made before logging in, and an anonymous one of its own session', async () => {
    const elsewhere = await startSession(t.app);
    const onCard = await borrow(elsewhere, 103, { card_number: '11111111', pin_code: '1234' });
    expect(onCard.statusCode, onCard.body).toBe(200);
    const session = await startSession(t.app);
    const own = await borrow(session, 111, card(5));
    expect(own.statusCode, own.body).toBe(200);
    const login = await post(t.app, '/user/user/login', session, {
      username: fixtureUser.username,
      password: passwords.ulla,
    });
    const after = { sessionid: login.json().new_sessionid, csrftoken: login.json().new_csrftoken };
    expect(titleIds(await runningLoans(after))).toEqual([111, 103]);
    // Another device of the user sees the saved card's loan, not the typed card's of the first session.
    expect(titleIds(await runningLoans(await loginCustomer(t.app, 'ulla', passwords.ulla)))).toEqual([103]);
    // The anonymous session that borrowed on the card keeps its own view.
    expect(titleIds(await runningLoans(elsewhere))).toEqual([103]);
  });

  it('shows no loan whose links the privacy job removed', async () => {
    const phone = await loginCustomer(t.app, fixtureUser.username, passwords.ulla);
    const loanId = (await borrow(phone, 101, { card_number: '', pin_code: '' })).json().loan
      .loan_id as number;
    // What unlink-loans does to a loan long over: no card, no user, no session link.
    await t.database.db
      .update(loans)
      .set({ cardId: null, userId: null, endsAt: new Date(Date.now() - 1000) })
      .where(eq(loans.id, loanId));
    await t.database.db.delete(sessionLoans).where(eq(sessionLoans.loanId, loanId));
    expect(await runningLoans(phone)).toEqual([]);
  });
});
