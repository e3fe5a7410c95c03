import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, startSession, type TestApp } from '../test-support/test-app';
import {
  createAccountTestApp,
  fixtureLibrarians,
  get,
  passwords,
  post,
  type ClientSession,
} from '../test-support/account-fixtures';

/*
 * Session fixation: whoever knew a session id before a login (a shared computer, a planted cookie, a leaked
 * URL) must not hold the logged-in session afterwards. Every login answers a new session id; the old one ends.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createAccountTestApp();
});
afterAll(() => t.close());

const userData = (session: ClientSession) => get(t.app, '/user/user/get_user_data', session);
const renew = (session: ClientSession) => post(t.app, '/renew_portal_csrftoken', session);

/** Every way the old id could still be used: a read, a renewal, a call with the new CSRF token. */
async function expectEnded(old: ClientSession, newCsrftoken: string) {
  const read = await userData(old);
  expect(read.statusCode).toBe(401);
  expect(read.json().error.code).toBe('SESSION_INVALID');
  expect((await renew(old)).json().error.code).toBe('SESSION_INVALID');
  const withNewToken = await post(t.app, '/user/user/logout', {
    sessionid: old.sessionid,
    csrftoken: newCsrftoken,
  });
  expect(withNewToken.statusCode).toBe(401);
  expect(withNewToken.json().error.code).toBe('SESSION_INVALID');
}

async function logIn(session: ClientSession, username: string, password: string) {
  const res = await post(t.app, '/user/user/login', session, { username, password });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { sessionid: body.new_sessionid as string, csrftoken: body.new_csrftoken as string };
}

let registered = 0;
/** A new account, registered without logging in. */
async function newUser() {
  const n = ++registered;
  const fields = {
    username: `rotation.${n}`,
    email: `rotation${n}@example.com`,
    password: `rotation password ${n}`,
    country_iso: 'se',
  };
  const res = await post(t.app, '/user/user/register', await startSession(t.app), fields);
  expect(res.statusCode, res.body).toBe(200);
  return fields;
}

describe('customer login', () => {
  it('answers a new session id: the old one is refused at once, the new one is logged in', async () => {
    const before = await startSession(t.app);
    // The attacker's view of the session before the login: read once, so the server has it in its read cache.
    expect((await userData(before)).json().error.code).toBe('LOGIN_REQUIRED');
    const after = await logIn(before, 'ulla', passwords.ulla);
    expect(after.sessionid).not.toBe(before.sessionid);
    expect(after.sessionid.length).toBeGreaterThanOrEqual(43); // 256 random bits, base64url

    await expectEnded(before, after.csrftoken);
    const data = await userData(after);
    expect(data.statusCode).toBe(200);
    expect(data.json().user.username).toBe('ulla');
    expect((await renew(after)).json().login_data.user.username).toBe('ulla');
  });

  it('keeps the session’s portal and child mode under the new id', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/init_portal_session',
      ...form({ portal: 'customer', child_mode: 1 }),
    });
    const before: ClientSession = started.json();
    const after = await logIn(before, 'ulla', passwords.ulla);
    const session = await t.app.services.sessions.resolve(after.sessionid, after.csrftoken);
    expect(session).toMatchObject({ portal: 'customer', childMode: true, userId: 1, librarianId: null });
  });

  it('gives a new id at every login, also when logging in again on a logged-in session', async () => {
    const other = await newUser();
    const first = await logIn(await startSession(t.app), 'ulla', passwords.ulla);
    const second = await logIn(first, other.username, other.password);
    expect(second.sessionid).not.toBe(first.sessionid);
    await expectEnded(first, second.csrftoken);
    expect((await userData(second)).json().user.username).toBe(other.username);
    // And the same user once more: still a new id.
    const third = await logIn(second, other.username, other.password);
    expect(third.sessionid).not.toBe(second.sessionid);
    await expectEnded(second, third.csrftoken);
    expect((await userData(third)).json().user.username).toBe(other.username);
  });

  it('keeps the id when the login fails', async () => {
    const session = await startSession(t.app);
    const res = await post(t.app, '/user/user/login', session, { username: 'ulla', password: 'wrong' });
    expect(res.statusCode).toBe(401);
    expect((await renew(session)).statusCode).toBe(200);
  });

  it('lets only one of two logins sent at once on the same id succeed', async () => {
    const session = await startSession(t.app);
    const answers = await Promise.all([
      post(t.app, '/user/user/login', session, { username: 'ulla', password: passwords.ulla }),
      post(t.app, '/user/user/login', session, { username: 'ulla', password: passwords.ulla }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
    const refused = answers.find((res) => res.statusCode === 401)!;
    expect(refused.json().error.code).toBe('SESSION_INVALID');
    const winner = answers.find((res) => res.statusCode === 200)!.json();
    expect(
      (await userData({ sessionid: winner.new_sessionid, csrftoken: winner.new_csrftoken })).statusCode,
    ).toBe(200);
  });

  it('keeps the new id through logout: the session stays, anonymous', async () => {
    const session = await logIn(await startSession(t.app), 'ulla', passwords.ulla);
    const out = await post(t.app, '/user/user/logout', session);
    expect(out.statusCode).toBe(200);
    const after = { sessionid: session.sessionid, csrftoken: out.json().new_csrftoken };
    expect((await userData(after)).json().error.code).toBe('LOGIN_REQUIRED');
    expect((await renew(after)).json().login_data.user).toBeNull();
  });
});

describe('register', () => {
  it('logs in under a new id when asked', async () => {
    const before = await startSession(t.app);
    const res = await post(t.app, '/user/user/register', before, {
      username: 'rotation.register',
      email: 'rotation.register@example.com',
      password: 'a good password 1',
      country_iso: 'se',
      log_user_in_after_register: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ logged_in: true, new_sessionid: expect.any(String) });
    const after = { sessionid: body.new_sessionid, csrftoken: body.new_csrftoken };
    expect(after.sessionid).not.toBe(before.sessionid);
    await expectEnded(before, after.csrftoken);
    expect((await userData(after)).json().user.username).toBe('rotation.register');
  });

  it('keeps the id, and answers no new one, without logging in', async () => {
    const session = await startSession(t.app);
    const res = await post(t.app, '/user/user/register', session, {
      username: 'rotation.nologin',
      email: 'rotation.nologin@example.com',
      password: 'a good password 1',
      country_iso: 'se',
    });
    expect(res.json()).toMatchObject({ logged_in: false, new_sessionid: null, new_csrftoken: null });
    expect((await renew(session)).statusCode).toBe(200);
  });
});

describe('librarian login', () => {
  it('answers a new session id: the old one is refused at once, the new one is logged in', async () => {
    const before = await startSession(t.app, 'librarian');
    const res = await post(t.app, '/librarian/librarian/login', before, {
      username: fixtureLibrarians.stockholm.username,
      password: passwords.librarian,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = { sessionid: res.json().new_sessionid, csrftoken: res.json().new_csrftoken };
    expect(after.sessionid).not.toBe(before.sessionid);

    const old = await get(t.app, '/librarian/librarian/get_librarian_data', before);
    expect(old.statusCode).toBe(401);
    expect(old.json().error.code).toBe('SESSION_INVALID');
    expect((await renew(before)).json().error.code).toBe('SESSION_INVALID');
    const data = await get(t.app, '/librarian/librarian/get_librarian_data', after);
    expect(data.statusCode).toBe(200);
    expect(data.json().librarian).toEqual({ username: 'Bibliotekarie.Sthlm', library_id: 1 });

    // Logging in again (another librarian) gives yet another id.
    const again = await post(t.app, '/librarian/librarian/login', after, {
      username: fixtureLibrarians.angelholm.username,
      password: passwords.librarian,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().new_sessionid).not.toBe(after.sessionid);
    expect((await get(t.app, '/librarian/librarian/get_librarian_data', after)).statusCode).toBe(401);
  });
});
