import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILED_LOGINS_MAX, ACCOUNT_FAILED_LOGINS_WINDOW_SECONDS } from '@filmhyllan/contract';
import { translations } from '../db/schema';
import { uiTranslations } from '../db/seed/translations';
import { createMemoryGuessLimiter } from '../modules/auth/guess-limiter';
import { startSession, type TestApp } from '../test-support/test-app';
import {
  createAccountTestApp,
  fixtureLibrarians,
  loginCustomer,
  passwords,
  post,
  type ClientSession,
} from '../test-support/account-fixtures';
import { defaultRateLimits } from './rate-limits';

/*
 * Password guessing per account: the per-client limit cannot slow guesses spread over many addresses, so failed
 * logins are counted per username, wherever they come from. The limiter's clock is ours; the numbers are the
 * defaults (10 failures in 15 minutes).
 */

const MINUTE = 60_000;
const clock = { now: Date.UTC(2026, 10, 21, 10) };
let t: TestApp;
beforeAll(async () => {
  t = await createAccountTestApp({
    guessLimiter: createMemoryGuessLimiter(
      {
        max: defaultRateLimits.failedLoginsPerAccount,
        windowSeconds: defaultRateLimits.failedLoginWindowSeconds,
      },
      { clock: () => clock.now },
    ),
  });
  // The interface strings of the seed for this code, as a real installation has them.
  const texts = uiTranslations['error_rate_limited']!;
  await t.database.db
    .insert(translations)
    .values(Object.entries(texts).map(([lang, value]) => ({ key: 'error_rate_limited', lang, value })));
  await t.app.services.translations.reload();
});
afterAll(() => t.close());
// Each test starts where no failure is left in the window.
beforeEach(() => {
  clock.now += 2 * ACCOUNT_FAILED_LOGINS_WINDOW_SECONDS * 1000;
});

let addressCounter = 0;
/** Every guess from another client address: the per-client limit never sees more than one. */
const nextAddress = () => `203.0.113.${++addressCounter % 250}`;

const customerLogin = (username: string, password: string, session: ClientSession | null = null) =>
  startSession(t.app).then((s) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/user/login',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-app-language': 'sv' },
      payload: new URLSearchParams({
        portal_sessionid: (session ?? s).sessionid,
        portal_csrftoken: (session ?? s).csrftoken,
        username,
        password,
      }).toString(),
    }),
  );

/** `times` failed logins for `username`, one a minute, each from its own address and session. */
async function failLogins(username: string, times: number, login = customerLogin) {
  for (let i = 0; i < times; i++) {
    const res = await login(username, `wrong guess ${i}`);
    expect(res.statusCode, `guess ${i + 1}`).toBe(401);
    clock.now += MINUTE;
  }
}

describe('customer login', () => {
  it(`refuses a username after ${ACCOUNT_FAILED_LOGINS_MAX} failures in ${ACCOUNT_FAILED_LOGINS_WINDOW_SECONDS / 60} minutes, the right password too, until the window frees up`, async () => {
    expect([ACCOUNT_FAILED_LOGINS_MAX, ACCOUNT_FAILED_LOGINS_WINDOW_SECONDS]).toEqual([10, 900]);
    await failLogins('ulla', 10); // at minutes 0..9; now minute 10
    const refused = await customerLogin('ulla', passwords.ulla);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'För många försök. Vänta en stund och försök igen.',
      details: { retry_after_seconds: 5 * 60 },
    });
    expect(refused.headers['retry-after']).toBe('300');
    // Ignoring case, as the login itself does.
    expect((await customerLogin('ULLA', passwords.ulla)).statusCode).toBe(429);

    clock.now += 5 * MINUTE - 1000;
    expect((await customerLogin('ulla', passwords.ulla)).headers['retry-after']).toBe('1');
    clock.now += 1000; // the first failure has left the window
    const ok = await customerLogin('ulla', passwords.ulla);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('counts unknown usernames the same way, so the limit tells nothing about which accounts exist', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await customerLogin('ulla', `guess ${i}`)).statusCode).toBe(401);
      expect((await customerLogin('nobody.here', `guess ${i}`)).statusCode).toBe(401);
      clock.now += MINUTE;
    }
    const known = await customerLogin('ulla', 'another guess');
    const unknown = await customerLogin('nobody.here', 'another guess');
    expect(known.statusCode).toBe(429);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
  });

  it('leaves other accounts alone, and a success does not clear earlier failures', async () => {
    await failLogins('ulla', 9);
    expect((await customerLogin('ulla', passwords.ulla)).statusCode).toBe(200);
    expect((await customerLogin('ulla', passwords.ulla)).statusCode).toBe(200); // successes do not count
    await failLogins('ulla', 1); // the tenth failure
    expect((await customerLogin('ulla', passwords.ulla)).statusCode).toBe(429);
    // Another username is not affected.
    expect((await customerLogin('dora', 'a guess')).statusCode).toBe(401);
  });

  it('does not count refused calls, so nobody can keep the refusal going past the window', async () => {
    await failLogins('ulla', 10);
    for (let i = 0; i < 4; i++) {
      expect((await customerLogin('ulla', 'guess')).statusCode).toBe(429);
      clock.now += MINUTE;
    }
    // Minute 15 after the first failure: it has left the window, whatever was tried meanwhile.
    clock.now += MINUTE;
    expect((await customerLogin('ulla', passwords.ulla)).statusCode).toBe(200);
  });

  it('counts guesses sent at the same time: no more than the limit are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => customerLogin('ulla', `parallel guess ${i}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });
});

describe('librarian login', () => {
  const librarianLogin = async (username: string, password: string) => {
    const session = await startSession(t.app, 'librarian');
    return post(t.app, '/librarian/librarian/login', session, { username, password }, nextAddress());
  };

  it('is limited the same way, counted apart from customer usernames', async () => {
    const name = fixtureLibrarians.stockholm.username;
    await failLogins(name.toUpperCase(), 10, librarianLogin);
    const refused = await librarianLogin(name, passwords.librarian);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBe('300');
    // The same name at the customer login has its own count.
    expect((await customerLogin(name, 'a guess')).statusCode).toBe(401);
    clock.now += 5 * MINUTE;
    expect((await librarianLogin(name, passwords.librarian)).statusCode).toBe(200);
  });
});

describe('change_password', () => {
  it('limits wrong current passwords per user, wherever they come from', async () => {
    const session = await loginCustomer(t.app, 'ulla', passwords.ulla);
    const change = (password: string) =>
      post(
        t.app,
        '/user/user/change_password',
        session,
        { password, new_password: passwords.ulla },
        nextAddress(),
      );
    for (let i = 0; i < 10; i++) {
      const res = await change(`wrong current ${i}`);
      expect(res.json().error.code).toBe('WRONG_PASSWORD');
      clock.now += MINUTE;
    }
    const refused = await change(passwords.ulla);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      details: { retry_after_seconds: 300 },
    });
    expect(refused.headers['retry-after']).toBe('300');
    // Logging in is counted apart: the login of the same user still works.
    expect((await customerLogin('ulla', passwords.ulla)).statusCode).toBe(200);

    clock.now += 5 * MINUTE;
    const changed = await change(passwords.ulla);
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
