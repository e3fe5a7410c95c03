import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { libraryBudgetMonths, loans, pinFailures, sessionLoans, sessions } from '../../db/schema';
import { sha256Hex } from '../../lib/keyed-hash';
import { signEhubToken } from '../../modules/loans/ehub-token';
import { startSession, type TestApp } from '../../test-support/test-app';
import {
  createAccountTestApp,
  get,
  passwords,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';
import { createTestMedia, EHUB_SECRET } from '../../test-support/loan-fixtures';

/*
 * An anonymous loan survives a reload: the session knows the loans made in it, so get_title answers the running
 * loan (with a stream) without the PIN, which is never stored. A session that ended gives no access.
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
});

/** A card of library 1 that no account has saved: only the session can make its loans the caller's. */
const CARD = { card_number: '30000001', pin_code: '1234' };

const borrow = (session: ClientSession, titleId: number, card: Record<string, string> = CARD) =>
  post(t.app, '/customer/customer/loan', session, { library_id: 1, title_id: titleId, ...card });

const activeLoan = async (session: ClientSession, titleId: number, libraryId = 1) => {
  const res = await get(t.app, '/library/title/get_title', session, {
    title_id: titleId,
    library_id: libraryId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().active_loan as { loan_id: number; stream: { playlist_url: string } } | null;
};

describe('the title page of a session that borrowed', () => {
  it('answers the loan with a working stream after a reload, without the PIN', async () => {
    const session = await startSession(t.app);
    expect(await activeLoan(session, 100)).toBeNull(); // read before borrowing: the session is cached
    const loan = await borrow(session, 100);
    expect(loan.statusCode, loan.body).toBe(200);
    const { loan_id } = loan.json().loan;

    const active = await activeLoan(session, 100);
    expect(active?.loan_id).toBe(loan_id);
    const playlist = await t.app.inject({ url: active!.stream.playlist_url });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXTM3U');

    // Only this title at this library, and only this session: another browser sees nothing.
    expect(await activeLoan(session, 101)).toBeNull();
    expect(await activeLoan(session, 100, 2)).toBeNull();
    expect(await activeLoan(await startSession(t.app), 100)).toBeNull();
    // The session keeps the loan's id and nothing else: no card number, no PIN.
    const rows = await t.database.db.select().from(sessionLoans);
    expect(rows).toEqual([{ sessionIdHash: sha256Hex(session.sessionid), loanId: loan_id }]);
  });

  it('gives nothing for a refused loan', async () => {
    const session = await startSession(t.app);
    expect((await borrow(session, 100, { card_number: '30000001', pin_code: '9999' })).statusCode).toBe(401);
    expect(await activeLoan(session, 100)).toBeNull();
  });

  it('answers the running loan in another session that borrows it again with card and PIN', async () => {
    const first = await startSession(t.app);
    const loanId = (await borrow(first, 100)).json().loan.loan_id;
    const second = await startSession(t.app);
    const again = await borrow(second, 100);
    expect(again.json()).toMatchObject({ is_new: false, loan: { loan_id: loanId } });
    expect((await activeLoan(second, 100))?.loan_id).toBe(loanId);
  });

  it('answers an eHub loan after a reload, when the single-use link no longer works', async () => {
    const session = await startSession(t.app);
    const token = signEhubToken(EHUB_SECRET, {
      library_id: 1,
      card_number: CARD.card_number,
      title_id: 101,
      exp: Math.floor(Date.now() / 1000) + 120,
      nonce: randomBytes(16).toString('base64url'),
    });
    const ehub = () => post(t.app, '/customer/customer/ehub_loan', session, { access_token: token });
    const first = await ehub();
    expect(first.statusCode, first.body).toBe(200);
    expect((await ehub()).json().error.code).toBe('INVALID_ACCESS_TOKEN');
    expect((await activeLoan(session, 101))?.loan_id).toBe(first.json().loan.loan_id);
  });
});

describe('the loans of a session', () => {
  it('move with the session to its new id at login, and are forgotten at logout', async () => {
    const before = await startSession(t.app);
    const loanId = (await borrow(before, 101)).json().loan.loan_id;
    const login = await post(t.app, '/user/user/login', before, {
      username: 'ulla',
      password: passwords.ulla,
    });
    const after = { sessionid: login.json().new_sessionid, csrftoken: login.json().new_csrftoken };
    expect((await activeLoan(after, 101))?.loan_id).toBe(loanId);
    expect(
      (await get(t.app, '/library/title/get_title', before, { title_id: 101, library_id: 1 })).statusCode,
    ).toBe(401);

    const logout = await post(t.app, '/user/user/logout', after);
    expect(logout.statusCode).toBe(200);
    expect(await activeLoan(after, 101)).toBeNull();
  });

  it('end with the session: an expired session is refused, and its loans are gone', async () => {
    const session = await startSession(t.app);
    expect((await borrow(session, 100)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, sha256Hex(session.sessionid)));
    const res = await get(t.app, '/library/title/get_title', session, { title_id: 100, library_id: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_INVALID');
    expect(await t.database.db.select().from(sessionLoans)).toEqual([]);
    // The loan itself runs on: the card holder may borrow it again anywhere, free.
    expect(await t.database.db.select().from(loans)).toHaveLength(1);
  });
});
