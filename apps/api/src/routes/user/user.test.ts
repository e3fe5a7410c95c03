import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { favourites, loans, savedCards, sessions, subscriptions, users } from '../../db/schema';
import { startSession, type TestApp } from '../../test-support/test-app';
import { fixtureUser } from '../../test-support/fixtures';
import {
  get,
  loginCustomer,
  passwords,
  post,
  type ClientSession,
  createAccountTestApp,
} from '../../test-support/account-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountTestApp();
});
afterAll(() => t.close());

let counter = 0;
/** Registers a fresh account through the API (logged in on its own session), for tests that change an account. */
async function newAccount(overrides: Record<string, string> = {}) {
  const n = ++counter;
  const fields = {
    username: `user.${n}`,
    email: `user${n}@example.com`,
    password: `a good password ${n}`,
    first_name: 'Ny',
    last_name: 'Användare',
    country_iso: 'se',
    log_user_in_after_register: '1',
    ...overrides,
  };
  const session = await startSession(t.app);
  const res = await post(t.app, '/user/user/register', session, fields);
  expect(res.statusCode, res.body).toBe(200);
  return { session: { sessionid: res.json().new_sessionid, csrftoken: res.json().new_csrftoken }, fields };
}

const userData = (session: ClientSession) => get(t.app, '/user/user/get_user_data', session);

describe('login', () => {
  it('logs in ignoring the case of the username under a new session id and CSRF token', async () => {
    const session = await startSession(t.app);
    const res = await post(t.app, '/user/user/login', session, {
      username: ' ULLA ',
      password: passwords.ulla,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      user: { username: 'ulla', email: 'ulla@example.com', first_name: 'Ulla', last_name: 'Larsson' },
      new_csrftoken: expect.any(String),
      new_sessionid: expect.any(String),
    });
    expect(body.new_csrftoken).not.toBe(session.csrftoken);
    expect(body.new_sessionid).not.toBe(session.sessionid);
    const renewed = await post(t.app, '/renew_portal_csrftoken', {
      sessionid: body.new_sessionid,
      csrftoken: body.new_csrftoken,
    });
    expect(renewed.json().login_data.user.username).toBe('ulla');
  });

  it('answers a wrong password, an unknown username and a deleted account alike', async () => {
    const deleted = await newAccount();
    const del = await post(t.app, '/user/user/soft_delete_account', deleted.session, { country_iso: 'se' });
    expect(del.statusCode, del.body).toBe(200);
    const session = await startSession(t.app);
    const answers = [];
    for (const [username, password] of [
      ['ulla', 'not the password'],
      ['nobody', passwords.ulla],
      [deleted.fields.username, deleted.fields.password],
    ]) {
      const res = await post(t.app, '/user/user/login', session, { username, password });
      expect(res.statusCode).toBe(401);
      answers.push(res.body);
    }
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0]!).error.code).toBe('WRONG_USERNAME_OR_PASSWORD');
    // The session stays anonymous, with its CSRF token unchanged.
    expect((await userData(session)).statusCode).toBe(401);
    expect((await post(t.app, '/renew_portal_csrftoken', session)).statusCode).toBe(200);
  });

  it('refuses a librarian-portal session', async () => {
    const session = await startSession(t.app, 'librarian');
    const res = await post(t.app, '/user/user/login', session, {
      username: 'ulla',
      password: passwords.ulla,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses empty fields as a validation error', async () => {
    const session = await startSession(t.app);
    const res = await post(t.app, '/user/user/login', session, { username: 'ulla', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { password: expect.any(String) },
    });
  });

  it('never logs the password', async () => {
    await loginCustomer(t.app, 'ulla', passwords.ulla);
    const log = t.logs.join('\n');
    expect(log).toContain('/api/user/user/login');
    expect(log).not.toContain(passwords.ulla);
  });
});

describe('logout', () => {
  it('makes the session anonymous with a new CSRF token', async () => {
    const session = await loginCustomer(t.app, 'ulla', passwords.ulla);
    const res = await post(t.app, '/user/user/logout', session);
    expect(res.statusCode).toBe(200);
    const { new_csrftoken } = res.json();
    expect(new_csrftoken).not.toBe(session.csrftoken);
    expect((await userData(session)).json().error.code).toBe('LOGIN_REQUIRED');
    // Logging out twice: the session is no longer a user's.
    expect(
      (await post(t.app, '/user/user/logout', { sessionid: session.sessionid, csrftoken: new_csrftoken }))
        .statusCode,
    ).toBe(401);
  });
});

describe('get_user_data', () => {
  it('answers the user, the profile and the saved cards, never a PIN', async () => {
    const session = await loginCustomer(t.app, 'ulla', passwords.ulla);
    const res = await userData(session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user: { username: 'ulla', email: 'ulla@example.com', first_name: 'Ulla', last_name: 'Larsson' },
      profile: {
        first_name: 'Ulla',
        last_name: 'Larsson',
        email: 'ulla@example.com',
        birthdate: null,
        children_mode: false,
        country: 'SE',
        newsletter: false,
      },
      inventories: [{ library_id: 1, card_number: '11111111' }],
    });
    expect(res.body).not.toMatch(/pin|hash/i);
  });

  it('refuses an anonymous session', async () => {
    const res = await userData(await startSession(t.app));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('LOGIN_REQUIRED');
  });
});

describe('register', () => {
  const valid = {
    username: 'Anna.Lind',
    email: 'Anna.Lind@example.se',
    password: '  spaced password  ',
    first_name: ' Anna ',
    last_name: 'Lind',
    country_iso: 'NO',
  };

  it('creates the account without logging in unless asked, storing only a scrypt hash', async () => {
    const session = await startSession(t.app);
    const res = await post(t.app, '/user/user/register', session, valid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user: { username: 'Anna.Lind', email: 'Anna.Lind@example.se', first_name: 'Anna', last_name: 'Lind' },
      logged_in: false,
      new_csrftoken: null,
      new_sessionid: null,
    });
    expect((await userData(session)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'Anna.Lind'));
    expect(row).toMatchObject({ countryIso: 'no', newsletter: false });
    expect(row!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row!.passwordHash).not.toContain('spaced');
    // The password is kept as typed, spaces included; the username is found ignoring case.
    await loginCustomer(t.app, 'anna.lind', valid.password);
    await expect(loginCustomer(t.app, 'anna.lind', valid.password.trim())).rejects.toThrow(/401/);
  });

  it('logs the new user in when asked and starts the newsletter when asked', async () => {
    const { session, fields } = await newAccount({ subscribe_newsletter: '1', country_iso: 'fi' });
    const data = (await userData(session)).json();
    expect(data.user.username).toBe(fields.username);
    expect(data.profile).toMatchObject({ country: 'FI', newsletter: true });
    const [subscription] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, fields.email));
    expect(subscription).toMatchObject({ countryIso: 'FI', optIn: true, isActive: true });
  });

  it('names every failing field with its code; the error code is the first one', async () => {
    const session = await startSession(t.app);
    const res = await post(t.app, '/user/user/register', session, {
      username: 'a b',
      email: 'not-an-address',
      password: 'short',
      first_name: 'x'.repeat(65),
      last_name: 'y'.repeat(65),
      country_iso: 'se',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'INVALID_USERNAME',
      message: expect.any(String),
      fields: {
        username: 'INVALID_USERNAME',
        email: 'INVALID_EMAIL',
        password: 'INVALID_PASSWORD',
        first_name: 'FIRSTNAME_TOO_LONG',
        last_name: 'LASTNAME_TOO_LONG',
      },
    });
    const one = async (fields: Record<string, string>) =>
      (
        await post(t.app, '/user/user/register', session, {
          ...valid,
          username: 'fresh.name',
          email: 'fresh@example.se',
          ...fields,
        })
      ).json().error;
    expect(await one({ password: ' '.repeat(12) })).toMatchObject({
      code: 'INVALID_PASSWORD',
      fields: { password: 'INVALID_PASSWORD' },
    });
    expect(await one({ last_name: 'y'.repeat(65) })).toMatchObject({
      code: 'LASTNAME_TOO_LONG',
      fields: { last_name: 'LASTNAME_TOO_LONG' },
    });
    expect(await one({ username: 'ab' })).toMatchObject({ code: 'INVALID_USERNAME' });
    expect(await t.database.db.select().from(users).where(eq(users.username, 'fresh.name'))).toHaveLength(0);
  });

  it('refuses a taken username or address ignoring case', async () => {
    const session = await startSession(t.app);
    const taken = await post(t.app, '/user/user/register', session, {
      ...valid,
      username: 'ULLA',
      email: 'ULLA@example.com',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'EXISTING_USER',
      fields: { username: 'EXISTING_USER', email: 'EXISTING_EMAIL' },
    });
    // A format error and a taken address together: both fields, the format code first.
    const mixed = await post(t.app, '/user/user/register', session, {
      ...valid,
      username: '!',
      email: 'ulla@example.com',
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error).toMatchObject({
      code: 'INVALID_USERNAME',
      fields: { username: 'INVALID_USERNAME', email: 'EXISTING_EMAIL' },
    });
  });

  it('answers one success and one EXISTING_USER when the same username is registered twice at once', async () => {
    const session = await startSession(t.app);
    const [a, b] = await Promise.all([
      post(t.app, '/user/user/register', session, { ...valid, username: 'twin', email: 'twin1@example.se' }),
      post(t.app, '/user/user/register', session, { ...valid, username: 'TWIN', email: 'twin2@example.se' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().error.code).toBe('EXISTING_USER');
  });

  it('refuses absurd input and unknown countries as validation errors, and librarian sessions', async () => {
    const session = await startSession(t.app);
    for (const bad of [{ first_name: 'x'.repeat(5000) }, { country_iso: 'dk' }, { email: undefined }]) {
      const res = await post(t.app, '/user/user/register', session, { ...valid, ...bad });
      expect(res.statusCode, JSON.stringify(bad).slice(0, 40)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const librarian = await startSession(t.app, 'librarian');
    expect((await post(t.app, '/user/user/register', librarian, valid)).json().error.code).toBe('FORBIDDEN');
  });
});

describe('update_profile', () => {
  it('replaces the profile and answers the refreshed user and profile', async () => {
    const { session, fields } = await newAccount();
    const res = await post(t.app, '/user/user/update_profile', session, {
      first_name: 'Berit',
      last_name: 'Berg',
      email: `NEW.${fields.email}`,
      birthdate: '1990-02-28',
      children_mode: 'on',
      country: 'no',
      newsletter: '1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user: {
        username: fields.username,
        email: `NEW.${fields.email}`,
        first_name: 'Berit',
        last_name: 'Berg',
      },
      profile: {
        first_name: 'Berit',
        last_name: 'Berg',
        email: `NEW.${fields.email}`,
        birthdate: '1990-02-28',
        children_mode: true,
        country: 'NO',
        newsletter: true,
      },
    });
    expect((await userData(session)).json().profile).toEqual(res.json().profile);

    // Unchecked boxes arrive absent: children mode and the newsletter go off; an empty birthdate clears it.
    const cleared = await post(t.app, '/user/user/update_profile', session, {
      first_name: 'Berit',
      last_name: 'Berg',
      email: `NEW.${fields.email}`,
      birthdate: '',
      country: 'NO',
    });
    expect(cleared.json().profile).toMatchObject({
      birthdate: null,
      children_mode: false,
      newsletter: false,
    });
    const [subscription] = await t.database.db
      .select()
      .from(subscriptions)
      .where(sql`lower(${subscriptions.email}) = lower(${`NEW.${fields.email}`})`);
    expect(subscription).toMatchObject({ isActive: false, optIn: false });
  });

  it("refuses another account's address, too long names and bad values", async () => {
    const { session, fields } = await newAccount();
    const profile = { first_name: 'A', last_name: 'B', email: fields.email, country: 'SE' };
    const update = (changes: Record<string, string>) =>
      post(t.app, '/user/user/update_profile', session, { ...profile, ...changes });
    const taken = await update({ email: 'Ulla@Example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'EXISTING_EMAIL', fields: { email: 'EXISTING_EMAIL' } });
    expect((await update({ first_name: 'x'.repeat(65), email: 'bad' })).json().error).toMatchObject({
      code: 'INVALID_EMAIL',
      fields: { email: 'INVALID_EMAIL', first_name: 'FIRSTNAME_TOO_LONG' },
    });
    const cases: Record<string, string>[] = [{ birthdate: '1990-02-30' }, { country: 'DK' }];
    for (const bad of cases) {
      expect((await update(bad)).statusCode).toBe(400);
    }
    // Its own address in another case is not "taken".
    expect((await update({ email: fields.email.toUpperCase() })).statusCode).toBe(200);
  });
});

describe('change_password with the current password', () => {
  it('changes it, ends the other sessions of the user and keeps this one', async () => {
    const { session, fields } = await newAccount();
    const other = await loginCustomer(t.app, fields.username, fields.password);
    const res = await post(t.app, '/user/user/change_password', session, {
      password: fields.password,
      new_password: 'a brand new password',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await userData(session)).statusCode).toBe(200);
    expect((await userData(other)).statusCode).toBe(401);
    await loginCustomer(t.app, fields.username, 'a brand new password');
    await expect(loginCustomer(t.app, fields.username, fields.password)).rejects.toThrow(/401/);
  });

  it('refuses a wrong current password, a weak new one, both or neither, and anonymous sessions', async () => {
    const { session, fields } = await newAccount();
    const change = (body: Record<string, string>, s: ClientSession = session) =>
      post(t.app, '/user/user/change_password', s, body);
    const wrong = await change({ password: 'not it at all', new_password: 'a brand new password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    const weak = await change({ password: fields.password, new_password: 'short' });
    expect(weak.json().error).toMatchObject({
      code: 'INVALID_PASSWORD',
      fields: { new_password: 'INVALID_PASSWORD' },
    });
    expect((await change({ new_password: 'a brand new password' })).json().error.code).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      (await change({ password: fields.password, token: 'abc', new_password: 'a brand new password' })).json()
        .error.code,
    ).toBe('VALIDATION_FAILED');
    const anonymous = await change(
      { password: fields.password, new_password: 'a brand new password' },
      await startSession(t.app),
    );
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('LOGIN_REQUIRED');
    // Nothing changed.
    await loginCustomer(t.app, fields.username, fields.password);
  });
});

describe('soft_delete_account', () => {
  it('deletes the account, logs out everywhere and removes cards and favourites, keeping loans anonymous', async () => {
    const { session, fields } = await newAccount({ subscribe_newsletter: '1' });
    const other = await loginCustomer(t.app, fields.username, fields.password);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, fields.username));
    const userId = row!.id;
    await t.database.db
      .insert(savedCards)
      .values({ userId, libraryId: 1, cardId: 1, cardNumber: '11111111' });
    await t.database.db.insert(favourites).values({ userId, titleId: 100, libraryId: 1 });
    const [loan] = await t.database.db
      .insert(loans)
      .values({
        libraryId: 1,
        cardId: 1,
        userId,
        titleId: 100,
        priceCents: 0,
        endsAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: loans.id });

    const res = await post(t.app, '/user/user/soft_delete_account', session, { country_iso: 'se' });
    expect(res.statusCode, res.body).toBe(200);
    const { new_csrftoken } = res.json();
    expect(new_csrftoken).not.toBe(session.csrftoken);

    // This session stays, anonymous; the other one has ended.
    const renewed = await post(t.app, '/renew_portal_csrftoken', {
      sessionid: session.sessionid,
      csrftoken: new_csrftoken,
    });
    expect(renewed.json().login_data.user).toBeNull();
    expect((await userData(other)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);

    expect(await t.database.db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
    expect(await t.database.db.select().from(savedCards).where(eq(savedCards.userId, userId))).toHaveLength(
      0,
    );
    expect(await t.database.db.select().from(favourites).where(eq(favourites.userId, userId))).toHaveLength(
      0,
    );
    // The loan stays for the budget and the statistics, without the account.
    expect(await t.database.db.select().from(loans).where(eq(loans.id, loan!.id))).toMatchObject([
      { userId: null, cardId: 1, titleId: 100, libraryId: 1 },
    ]);
    expect(
      await t.database.db
        .select()
        .from(subscriptions)
        .where(sql`lower(${subscriptions.email}) = lower(${fields.email})`),
    ).toHaveLength(0);

    // It can no longer log in; its username and address are free again, for the same person or anyone.
    await expect(loginCustomer(t.app, fields.username, fields.password)).rejects.toThrow(
      /WRONG_USERNAME_OR_PASSWORD/,
    );
    const again = await post(t.app, '/user/user/register', await startSession(t.app), {
      ...fields,
      log_user_in_after_register: '0',
    });
    expect(again.statusCode, again.body).toBe(200);
    const [back] = await t.database.db.select().from(users).where(eq(users.username, fields.username));
    expect(back!.id).not.toBe(userId);
  });

  it('needs a logged-in session and the CSRF token', async () => {
    const anonymous = await startSession(t.app);
    expect(
      (await post(t.app, '/user/user/soft_delete_account', anonymous, { country_iso: 'se' })).statusCode,
    ).toBe(401);
    const session = await loginCustomer(t.app, 'ulla', passwords.ulla);
    const noToken = await post(
      t.app,
      '/user/user/soft_delete_account',
      { ...session, csrftoken: '' },
      { country_iso: 'se' },
    );
    expect(noToken.statusCode).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.id, fixtureUser.id))).toHaveLength(1);
  });
});
