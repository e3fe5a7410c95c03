import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { endpoints, type Endpoint } from '@filmhyllan/contract';
import { queryRows } from '../db/client';
import type { TestApp } from '../test-support/test-app';
import { createAccountTestApp, passwords, type ClientSession } from '../test-support/account-fixtures';
import {
  ACCESS_CODES,
  EXTRA_PASSWORD,
  addCustomers,
  call,
  changedTables,
  errorCode,
  expectedAccess,
  fingerprinter,
  follow,
  roles,
  sessionFor,
  tableNames,
  validInput,
  type Fingerprint,
  type Role,
} from '../test-support/route-inventory';

/*
 * Every route, as the server itself registers it (an onRoute hook on the Fastify instance buildApp creates):
 * each is a contract endpoint with the contract's access level, or one of the few routes outside the contract.
 * For every endpoint and every role, the session rules give exactly the contract's access; a refused call
 * (by its session, its role or its CSRF token) changes no row of any table.
 */

const registered = vi.hoisted(() => [] as { method: string; url: string; access: unknown }[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<{ default: (...args: unknown[]) => FastifyInstance }>();
  const factory = (...args: unknown[]) => {
    const app = original.default(...args);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        registered.push({ method, url: route.url, access: route.config?.access });
      }
    });
    return app;
  };
  return { ...original, default: factory };
});

/**
 * The /api routes outside the contract: reads with no session, none of which changes what anybody sees (the MARC
 * feed brings its library's catalogue entries up to date, as every MARC export does).
 */
const NON_CONTRACT = [
  '/api/health',
  '/api/ready',
  '/api/openapi.json',
  '/api/media/*',
  '/api/media/:token/*',
  '/api/media/:token/key',
  '/api/media/:token/:version/key',
  '/api/media-files/*',
  '/api/posters/:file',
  '/api/marc/feed/:file',
  '/api/posters/series/:file',
  '/api/posters/:titleId/:file',
  '/api/library-logos/:libraryId/:file',
  // The COUNTER_SUSHI API (docs/decisions/063): its own credentials in the query, COUNTER JSON answers.
  '/api/sushi/r51/status',
  '/api/sushi/r51/reports',
  '/api/sushi/r51/reports/ir_m1',
  '/api/sushi/r51/reports/:report',
];
/**
 * The tus 1.0 upload endpoint (docs/decisions/049): a protocol of its own (HEAD, POST, PATCH, DELETE, the file
 * as the body), outside the contract, but session-checked like an operator endpoint (the session plugin, with
 * the session in headers); its roles, CSRF and tokens are tested in routes/operator/uploads.test.ts.
 */
const UPLOAD_PROTOCOL = ['/api/operator/uploads', '/api/operator/uploads/:id'];

const isNonContract = (url: string) =>
  NON_CONTRACT.includes(url) || url === '/api/docs' || url.startsWith('/api/docs/');

let t: TestApp;
let fingerprint: () => Promise<Fingerprint>;
const shared = new Map<Role, ClientSession | null>();
const users = {
  user: ['ulla', passwords.ulla] as [string, string],
  other: ['otto', EXTRA_PASSWORD] as [string, string],
};
beforeAll(async () => {
  registered.length = 0;
  t = await createAccountTestApp({ loans: true });
  await addCustomers(t.database.db, ['otto']);
  fingerprint = fingerprinter(t.database.db, await tableNames(t.database.db));
  for (const role of roles) shared.set(role, await sessionFor(t.app, role, users));
});
afterAll(() => t.close());

describe('the route inventory', () => {
  it('registers every contract endpoint, at its method and path, with its access level', () => {
    for (const endpoint of endpoints) {
      const route = registered.filter(
        (r) => r.url === `/api${endpoint.path}` && r.method === endpoint.method,
      );
      expect(route, `${endpoint.method} ${endpoint.path}`).toHaveLength(1);
      expect(route[0]!.access, endpoint.path).toBe(endpoint.access);
    }
  });

  it('registers no /api route outside the contract but health, readiness, the OpenAPI document, docs, media, posters and SUSHI', () => {
    const contract = new Set(endpoints.map((e) => `${e.method} /api${e.path}`));
    const others = registered.filter(
      (r) => r.url.startsWith('/api') && r.method !== 'HEAD' && !contract.has(`${r.method} ${r.url}`),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const route of others.filter((r) => UPLOAD_PROTOCOL.includes(r.url))) {
      expect(['POST', 'PATCH', 'DELETE', 'OPTIONS'], route.url).toContain(route.method);
      expect(route.access, route.url).toBe('operator');
    }
    for (const route of others.filter((r) => !UPLOAD_PROTOCOL.includes(r.url))) {
      expect(isNonContract(route.url), `${route.method} ${route.url}`).toBe(true);
      expect(route.method, route.url).toBe('GET');
      expect(route.access, route.url).toBeUndefined();
    }
    for (const url of [...NON_CONTRACT, ...UPLOAD_PROTOCOL]) {
      expect(registered.some((r) => r.url === url)).toBe(true);
    }
    // Outside /api only pages and files of the web app: reads, none of them session-checked.
    for (const route of registered.filter((r) => !r.url.startsWith('/api'))) {
      expect(['GET', 'HEAD'], route.url).toContain(route.method);
      expect(route.access, route.url).toBeUndefined();
    }
  });
});

describe('every role on every endpoint', () => {
  /** Logout and the like end the session they are called with: those calls get a session of their own. */
  const endsSession = new Set(['logout', 'librarianLogout', 'operatorLogout']);

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path} (${endpoint.access}) gives each role the contract's access`, async () => {
      const refused: Role[] = roles.filter((role) => expectedAccess(endpoint, role) !== 'allowed');
      const before = await fingerprint();
      for (const role of refused) {
        const res = await call(t.app, endpoint, shared.get(role)!, validInput[endpoint.name]);
        const expected = expectedAccess(endpoint, role);
        expect({ role, status: res.statusCode, code: errorCode(res) }).toEqual({
          role,
          status: expected === 'FORBIDDEN' ? 403 : 401,
          code: expected,
        });
      }
      if (endpoint.access !== 'none') {
        // A session id the server never gave (or one that has ended): 401 SESSION_INVALID.
        const unknown = { sessionid: 'z'.repeat(43), csrftoken: 'z'.repeat(43) };
        const res = await call(t.app, endpoint, unknown, validInput[endpoint.name]);
        expect({ status: res.statusCode, code: errorCode(res) }).toEqual({
          status: 401,
          code: 'SESSION_INVALID',
        });
      }
      expect(changedTables(before, await fingerprint()), 'changed by refused calls').toEqual([]);

      for (const role of roles.filter((r) => !refused.includes(r))) {
        const session = endsSession.has(endpoint.name)
          ? await sessionFor(t.app, role, users)
          : shared.get(role)!;
        const res = await call(t.app, endpoint, session, validInput[endpoint.name]);
        if (session && !endsSession.has(endpoint.name)) follow(session, res);
        expect(res.statusCode, `${role}: ${res.body}`).toBeLessThan(500);
        expect(ACCESS_CODES as readonly (string | undefined)[], `${role}: ${res.body}`).not.toContain(
          errorCode(res),
        );
      }
    });
  }
});

describe('CSRF', () => {
  const posts = endpoints.filter((e) => e.method === 'POST' && e.access !== 'none');

  it('covers every POST with a session', () => {
    expect(posts.length).toBeGreaterThan(20);
  });

  for (const endpoint of posts) {
    it(`${endpoint.path}: no valid CSRF token, 403 CSRF_INVALID and no row changed, for every role`, async () => {
      const withSession = roles.filter((r) => r !== 'no session');
      const before = await fingerprint();
      for (const role of withSession) {
        const session = shared.get(role)!;
        const otherSession = shared.get(role === 'user' ? 'another user' : 'user')!;
        for (const csrftoken of [undefined, '', 'x'.repeat(43), otherSession.csrftoken, 'y'.repeat(200)]) {
          const res = await call(
            t.app,
            endpoint,
            { sessionid: session.sessionid, ...(csrftoken === undefined ? {} : { csrftoken }) },
            validInput[endpoint.name],
          );
          expect({ role, csrftoken, status: res.statusCode, code: errorCode(res) }).toEqual({
            role,
            csrftoken,
            status: 403,
            code: 'CSRF_INVALID',
          });
        }
      }
      expect(changedTables(before, await fingerprint())).toEqual([]);
    });
  }
});

describe('another user and another library', () => {
  const byName = (name: string): Endpoint => endpoints.find((e) => e.name === name)!;

  it("answers another user's calls from that user's own rows, never ulla's", async () => {
    const other = shared.get('another user')!;
    for (const endpoint of endpoints.filter((e) => e.access === 'user' && e.method === 'GET')) {
      const res = await call(t.app, endpoint, other, validInput[endpoint.name]);
      expect(res.statusCode, endpoint.path).toBeLessThan(500);
      expect(res.body, endpoint.path).not.toMatch(/\bulla\b|Larsson|ulla@example/i);
    }
  });

  it("leaves ulla's rows alone when another user removes what ulla has", async () => {
    const ulla = shared.get('user')!;
    const other = shared.get('another user')!;
    const added = await call(t.app, byName('addFavourite'), ulla, { title_id: '100', library_id: '1' });
    expect(added.statusCode, added.body).toBe(200);
    const ullas = () =>
      Promise.all(
        ['inventories', 'favourites', 'watch_positions', 'subscriptions', 'users'].map((table) =>
          queryRows(
            t.database.db,
            sql.raw(
              `select to_jsonb(x)::text as row from "${table}" x where ${table === 'users' ? 'id' : 'user_id'} = 1 order by 1`,
            ),
          ),
        ),
      );
    const before = await ullas();
    expect(before[0]!.length + before[1]!.length).toBeGreaterThanOrEqual(2);
    for (const [name, fields] of [
      ['removeSavedCard', { library_id: '1' }],
      ['removeFavourite', { title_id: '100' }],
      ['saveWatchPosition', { title_id: '100', position_seconds: '99' }],
      ['subscribe', { opt_in: 'false', country_iso: 'se' }],
      ['updateProfile', { email: 'otto@example.com', birthdate: '', country: 'se' }],
    ] as const) {
      const res = await call(t.app, byName(name), other, fields);
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
    }
    expect(await ullas()).toEqual(before);
  });

  it("answers each librarian with their own library's data", async () => {
    for (const [role, libraryId] of [
      ['librarian of library 1', 1],
      ['librarian of library 2', 2],
    ] as const) {
      const session = shared.get(role)!;
      for (const name of ['getLibrarianData', 'getGeneralInfo']) {
        const res = await call(t.app, byName(name), session);
        expect(res.statusCode, res.body).toBe(200);
        expect((res.json() as { library: { id: number } }).library.id, `${role} ${name}`).toBe(libraryId);
      }
    }
  });

  it("never changes library 1's rows through a librarian of library 2", async () => {
    const session = shared.get('librarian of library 2')!;
    const library1 = () =>
      Promise.all([
        queryRows(t.database.db, sql`select * from libraries where id = 1`),
        queryRows(
          t.database.db,
          sql`select * from library_title_exclusions where library_id = 1 order by title_id`,
        ),
        queryRows(t.database.db, sql`select * from library_budget_changes where library_id = 1 order by id`),
      ]);
    const before = await library1();
    const excluded = await call(t.app, byName('setTitleExcluded'), session, {
      title_id: '102',
      excluded: 'true',
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const budget = await call(t.app, byName('updateBudget'), session, {
      budget_type: 'count',
      monthly_budget_loans: '7',
      monthly_budget_cents: '',
      patron_limit: '3',
      patron_limit_period: 'month',
      loan_period_hours: '48',
    });
    expect(budget.statusCode, budget.body).toBeLessThan(500);
    expect(await library1()).toEqual(before);
  });
});
