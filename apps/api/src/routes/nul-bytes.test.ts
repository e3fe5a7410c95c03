import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { helpMessages, users } from '../db/schema';
import { startSession, type TestApp } from '../test-support/test-app';
import {
  createAccountTestApp,
  fixtureLibrarians,
  get,
  loginCustomer,
  passwords,
  post,
  type ClientSession,
} from '../test-support/account-fixtures';

/*
 * U+0000 cannot be stored in PostgreSQL text and no person types it: every text field of every call refuses it
 * with 400 VALIDATION_FAILED, named on its field, before any handler runs (contract wireRequest).
 */

const NUL = '\u0000';
let t: TestApp;
let anonymous: ClientSession;
beforeAll(async () => {
  t = await createAccountTestApp({ catalogue: true });
  anonymous = await startSession(t.app);
});
afterAll(() => t.close());
beforeEach(() => {
  t.mail.sent.length = 0;
});

function expectRefused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    success: false,
    error: { code: 'VALIDATION_FAILED', fields: { [field]: 'must not contain NUL characters' } },
  });
}

describe('NUL characters in text fields', () => {
  it('are refused at login, in the username and in the password, and log nobody in', async () => {
    expectRefused(
      await post(t.app, '/user/user/login', anonymous, { username: `ulla${NUL}`, password: passwords.ulla }),
      'username',
    );
    expectRefused(
      await post(t.app, '/user/user/login', anonymous, {
        username: 'ulla',
        password: `${passwords.ulla}${NUL}`,
      }),
      'password',
    );
    const librarian = await startSession(t.app, 'librarian');
    expectRefused(
      await post(t.app, '/librarian/librarian/login', librarian, {
        username: `${NUL}${fixtureLibrarians.stockholm.username}`,
        password: passwords.librarian,
      }),
      'username',
    );
    // The session is as it was: anonymous, its CSRF token still valid.
    expect((await get(t.app, '/user/user/get_user_data', anonymous)).json().error.code).toBe(
      'LOGIN_REQUIRED',
    );
  });

  it('are refused at register, and no account is made', async () => {
    const res = await post(t.app, '/user/user/register', anonymous, {
      username: 'nul.user',
      email: 'nul@example.com',
      password: 'a good password 1',
      first_name: `Nu${NUL}ll`,
      country_iso: 'se',
    });
    expectRefused(res, 'first_name');
    expect(await t.database.db.select().from(users).where(eq(users.username, 'nul.user'))).toEqual([]);
  });

  it('are refused by update_profile, and the profile stays', async () => {
    const session = await loginCustomer(t.app, 'ulla', passwords.ulla);
    const res = await post(t.app, '/user/user/update_profile', session, {
      first_name: 'Ulla',
      last_name: `Lars${NUL}son`,
      email: 'ulla@example.com',
      country: 'SE',
    });
    expectRefused(res, 'last_name');
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'ulla'));
    expect(row).toMatchObject({ firstName: 'Ulla', lastName: 'Larsson' });
  });

  it('are refused by the help form, and nothing is stored or sent', async () => {
    const res = await post(t.app, '/i18n/help/send_email', anonymous, {
      subject: 'Help',
      contact_email: 'anna@example.se',
      message: `It stops${NUL}`,
    });
    expectRefused(res, 'message');
    expect(await t.database.db.select().from(helpMessages)).toEqual([]);
    expect(t.mail.sent).toEqual([]);
  });

  it('are refused in GET query strings, also inside a list', async () => {
    const search = await get(t.app, '/library/title/get_titles', anonymous, {
      library_id: 1,
      country_iso: 'se',
      search: `is${NUL}en`,
    });
    expectRefused(search, 'search');
    const list = await get(t.app, '/library/title/get_titles', anonymous, {
      library_id: 1,
      country_iso: 'se',
      languages: `["sv","${NUL}"]`,
    });
    expect(list.statusCode).toBe(400);
    expect(list.json().error.code).toBe('VALIDATION_FAILED');
    // The same call without the NUL is fine.
    expect(
      (
        await get(t.app, '/library/title/get_titles', anonymous, {
          library_id: 1,
          country_iso: 'se',
          search: 'isen',
        })
      ).statusCode,
    ).toBe(200);
  });
});
