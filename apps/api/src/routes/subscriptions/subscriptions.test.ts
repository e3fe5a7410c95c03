import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { startSession, type TestApp } from '../../test-support/test-app';
import {
  get,
  loginCustomer,
  passwords,
  post,
  type ClientSession,
  createAccountTestApp,
} from '../../test-support/account-fixtures';

let t: TestApp;
let ulla: ClientSession;
beforeAll(async () => {
  t = await createAccountTestApp();
  ulla = await loginCustomer(t.app, 'ulla', passwords.ulla);
});
afterAll(() => t.close());

const check = (query: Record<string, string> = {}, session = ulla) =>
  get(t.app, '/subscriptions/subscriptions/check_subscriber_exists', session, query);
const subscribe = (fields: Record<string, string>, session = ulla) =>
  post(t.app, '/subscriptions/subscriptions/subscribe', session, fields);

describe('newsletter', () => {
  it('has no subscriber until the user answers the prompt, then follows the answers', async () => {
    expect((await check()).json()).toEqual({ success: true, exists: false });
    expect((await check({ include_status: 'true' })).json()).toEqual({
      success: true,
      exists: false,
      is_active: false,
    });

    // Closing the prompt without subscribing records an opt-out: the subscriber exists, inactive.
    const optOut = await subscribe({ opt_in: '0', country_iso: 'se' });
    expect(optOut.statusCode, optOut.body).toBe(200);
    expect(optOut.json()).toEqual({ success: true, is_active: false });
    expect((await check({ include_status: 'true' })).json()).toEqual({
      success: true,
      exists: true,
      is_active: false,
    });

    const optIn = await subscribe({ opt_in: '1', country_iso: 'no' });
    expect(optIn.json()).toEqual({ success: true, is_active: true });
    expect((await check({ include_status: '1' })).json()).toEqual({
      success: true,
      exists: true,
      is_active: true,
    });
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, 'ulla@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ countryIso: 'NO', optIn: true, isActive: true, userId: 1 });

    // The profile mirrors it.
    expect((await get(t.app, '/user/user/get_user_data', ulla)).json().profile.newsletter).toBe(true);
  });

  it('refuses unknown countries, a missing answer and anonymous sessions', async () => {
    expect((await subscribe({ opt_in: '1', country_iso: 'DK' })).statusCode).toBe(400);
    expect((await subscribe({ country_iso: 'SE' })).statusCode).toBe(400);
    const anonymous = await startSession(t.app);
    expect((await check({}, anonymous)).statusCode).toBe(401);
    expect((await subscribe({ opt_in: '1', country_iso: 'SE' }, anonymous)).statusCode).toBe(401);
    expect(
      (await subscribe({ opt_in: '1', country_iso: 'SE' }, { ...ulla, csrftoken: 'stale' })).statusCode,
    ).toBe(403);
  });
});
