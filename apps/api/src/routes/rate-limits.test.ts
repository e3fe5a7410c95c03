import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession, type TestApp } from '../test-support/test-app';
import {
  fixtureLibrarians,
  post,
  type ClientSession,
  createAccountTestApp,
} from '../test-support/account-fixtures';
import { defaultRateLimits } from './rate-limits';

let t: TestApp;
let customer: ClientSession;
let librarian: ClientSession;
beforeAll(async () => {
  t = await createAccountTestApp({
    rateLimits: {
      loginsPerMinute: 3,
      registrationsPerHour: 2,
      passwordRecoveriesPerHour: 2,
      helpMessagesPerHour: 2,
    },
  });
  customer = await startSession(t.app);
  librarian = await startSession(t.app, 'librarian');
});
afterAll(() => t.close());

let clientCounter = 0;
/** Calls a POST `times + 1` times from one address: all but the last pass the limiter, the last is refused. */
async function expectLimit(
  url: string,
  session: ClientSession,
  fields: Record<string, string>,
  times: number,
) {
  const address = `192.0.2.${++clientCounter}`;
  for (let i = 0; i < times; i++) {
    const res = await post(t.app, url, session, fields, address);
    expect(res.statusCode, `${url} call ${i + 1}`).not.toBe(429);
  }
  const refused = await post(t.app, url, session, fields, address);
  expect(refused.statusCode, url).toBe(429);
  expect(refused.json().error.code).toBe('RATE_LIMITED');
  expect(refused.headers['retry-after']).toBeDefined();
  // Another client is not affected.
  expect((await post(t.app, url, session, fields, '198.51.100.1')).statusCode).not.toBe(429);
}

describe('per-client limits', () => {
  it('default to 20 logins a minute', () => {
    expect(defaultRateLimits.loginsPerMinute).toBe(20);
  });

  it('limit customer and librarian logins and password changes', async () => {
    await expectLimit('/user/user/login', customer, { username: 'ulla', password: 'guess' }, 3);
    await expectLimit(
      '/librarian/librarian/login',
      librarian,
      { username: fixtureLibrarians.stockholm.username, password: 'guess' },
      3,
    );
    await expectLimit(
      '/user/user/change_password',
      customer,
      { token: 'abc', new_password: 'a long new password' },
      3,
    );
  });

  it('limit registrations, password recoveries and help messages', async () => {
    await expectLimit('/user/user/register', customer, { username: 'x' }, 2);
    await expectLimit(
      '/user/password_recovery/recover_with_email',
      customer,
      { email: 'nobody@example.com', language: 'sv' },
      2,
    );
    await expectLimit(
      '/i18n/help/send_email',
      customer,
      { subject: 'Hi', contact_email: 'a@example.com', message: 'Hello' },
      2,
    );
  });
});

describe('what a limit counts', () => {
  it('only calls that passed the session and CSRF checks', async () => {
    const address = '203.0.113.77';
    const fields = { subject: 'Hi', contact_email: 'a@example.com', message: 'Hello' };
    // Many calls without the CSRF token or with an unknown session: all refused for that, none counted.
    for (let i = 0; i < 5; i++) {
      const noCsrf = await post(
        t.app,
        '/i18n/help/send_email',
        { ...customer, csrftoken: '' },
        fields,
        address,
      );
      expect(noCsrf.json().error.code).toBe('CSRF_INVALID');
      const noSession = await post(
        t.app,
        '/user/password_recovery/recover_with_email',
        { sessionid: 'unknown-session', csrftoken: 'x' },
        { email: 'nobody@example.com', language: 'sv' },
        address,
      );
      expect(noSession.json().error.code).toBe('SESSION_INVALID');
    }
    // The address's quota is whole: two messages pass, the third is limited.
    await expectLimitFrom(address, '/i18n/help/send_email', customer, fields, 2);
    await expectLimitFrom(
      address,
      '/user/password_recovery/recover_with_email',
      customer,
      { email: 'nobody@example.com', language: 'sv' },
      2,
    );
  });
});

async function expectLimitFrom(
  address: string,
  url: string,
  session: ClientSession,
  fields: Record<string, string>,
  times: number,
) {
  for (let i = 0; i < times; i++) {
    expect((await post(t.app, url, session, fields, address)).statusCode, `${url} call ${i + 1}`).toBe(200);
  }
  expect((await post(t.app, url, session, fields, address)).statusCode, url).toBe(429);
}
