import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@filmhyllan/contract';
import { startSession, type TestApp } from '../test-support/test-app';
import {
  fixtureLibrarians,
  get,
  loginCustomer,
  loginLibrarian,
  loginOperator,
  passwords,
  post,
  type ClientSession,
  createAccountTestApp,
} from '../test-support/account-fixtures';

/*
 * The session rules of every contract call at once (spec section 6): every POST needs its session's CSRF token;
 * 'user' calls need a logged-in customer, 'librarian' calls a logged-in librarian, 'operator' calls an operator. Checked before any input
 * rule, so empty requests are enough.
 */
let t: TestApp;
let anonymous: ClientSession;
let customer: ClientSession;
let librarian: ClientSession;
let operator: ClientSession;
let registered: Endpoint[];
beforeAll(async () => {
  t = await createAccountTestApp();
  anonymous = await startSession(t.app);
  customer = await loginCustomer(t.app, 'ulla', passwords.ulla);
  librarian = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
  operator = await loginOperator(t.app, 'admin');
  registered = endpoints.filter((e) => t.app.hasRoute({ method: e.method, url: `/api${e.path}` }));
});
afterAll(() => t.close());

const call = (endpoint: Endpoint, session: ClientSession) =>
  endpoint.method === 'GET' ? get(t.app, endpoint.path, session) : post(t.app, endpoint.path, session);

describe('every contract call', () => {
  it('is registered', () => {
    expect(registered.map((e) => e.path).sort()).toEqual(endpoints.map((e) => e.path).sort());
  });

  it('refuses a POST without the CSRF token of its session, or with a wrong one (403)', async () => {
    const sessionFor = { session: anonymous, user: customer, librarian, operator } as const;
    for (const endpoint of registered.filter((e) => e.method === 'POST' && e.access !== 'none')) {
      const session = sessionFor[endpoint.access as keyof typeof sessionFor];
      for (const csrftoken of ['', 'x'.repeat(43)]) {
        const res = await post(t.app, endpoint.path, { ...session, csrftoken });
        expect(res.statusCode, endpoint.path).toBe(403);
        expect(res.json().error.code, endpoint.path).toBe('CSRF_INVALID');
      }
    }
  });

  it("refuses 'user' calls to anonymous and librarian sessions (401)", async () => {
    for (const endpoint of registered.filter((e) => e.access === 'user')) {
      for (const session of [anonymous, librarian]) {
        const res = await call(endpoint, session);
        expect(res.statusCode, endpoint.path).toBe(401);
        expect(res.json().error.code, endpoint.path).toBe('LOGIN_REQUIRED');
      }
    }
  });

  it("refuses 'librarian' calls to customers, logged in or not (401)", async () => {
    for (const endpoint of registered.filter((e) => e.access === 'librarian')) {
      for (const session of [anonymous, customer]) {
        const res = await call(endpoint, session);
        expect(res.statusCode, endpoint.path).toBe(401);
        expect(res.json().error.code, endpoint.path).toBe('LOGIN_REQUIRED');
      }
    }
  });

  it("refuses 'operator' calls to customers, librarians and anonymous sessions (401)", async () => {
    const operatorCalls = registered.filter((e) => e.access === 'operator');
    expect(operatorCalls.length).toBeGreaterThan(0);
    for (const endpoint of operatorCalls) {
      for (const session of [anonymous, customer, librarian]) {
        const res = await call(endpoint, session);
        expect(res.statusCode, endpoint.path).toBe(401);
        expect(res.json().error.code, endpoint.path).toBe('LOGIN_REQUIRED');
      }
    }
  });

  it('refuses calls without a session (401)', async () => {
    for (const endpoint of registered.filter((e) => e.access !== 'none')) {
      const res =
        endpoint.method === 'GET'
          ? await get(t.app, endpoint.path, null)
          : await post(t.app, endpoint.path, null);
      expect(res.statusCode, endpoint.path).toBe(401);
    }
  });
});
