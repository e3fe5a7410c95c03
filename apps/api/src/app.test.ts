import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, wireRequest } from '@filmhyllan/contract';
import { createTestApp, form, startSession, type TestApp } from './test-support/test-app';
import { seedFixtures } from './test-support/fixtures';

let t: TestApp;
let sid: string;
beforeAll(async () => {
  t = await createTestApp({ seed: (h) => seedFixtures(h.db) });
  sid = (await startSession(t.app)).sessionid;
});
afterAll(() => t.close());

describe('health', () => {
  it('answers ok once the database answers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('headers on every API response', () => {
  it('forbid referrers and caching, also on errors', async () => {
    for (const res of [
      await t.app.inject({
        url: `/api/library/library/get_all_libraries?country=se&portal_sessionid=${sid}`,
      }),
      await t.app.inject({ url: '/api/library/library/get_all_libraries?country=se' }),
      await t.app.inject({ url: '/api/no/such/route' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/init_portal_session',
        ...form({ portal: 'customer' }),
      }),
    ]) {
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
    }
  });
});

describe('errors', () => {
  it('answer unknown API paths with 404 in the error shape', async () => {
    const res = await t.app.inject({ url: '/api/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('turn broken bodies and wrong content types into 4xx, never 500', async () => {
    const cases = [
      { headers: { 'content-type': 'application/json' }, payload: '{"portal":' },
      { headers: { 'content-type': 'text/plain' }, payload: 'portal=customer' },
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'portal=' + 'x'.repeat(70_000),
      },
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'portal=customer&portal=librarian',
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/init_portal_session', ...c });
      expect(res.statusCode, c.payload.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, c.payload.slice(0, 30)).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
  });

  it('answer a wrong method with 4xx', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/init_portal_session' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('never show internals on a 500', async () => {
    const broken = await createTestApp();
    try {
      const { sessionid } = await startSession(broken.app);
      await broken.database.db.execute('DROP TABLE libraries CASCADE' as never);
      const res = await broken.app.inject({
        url: `/api/library/library/get_all_libraries?country=se&portal_sessionid=${sessionid}`,
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        error: { code: 'INTERNAL_ERROR', message: expect.any(String) },
      });
      expect(res.body).not.toMatch(/libraries|relation|select|stack/i);
    } finally {
      await broken.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents every registered contract call and serves a browsable page', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const registered = endpoints.filter((e) => t.app.hasRoute({ method: e.method, url: `/api${e.path}` }));
    expect(registered.length).toBeGreaterThanOrEqual(7);
    for (const e of registered)
      expect(doc.paths[`/api${e.path}`]?.[e.method.toLowerCase()], e.path).toBeDefined();
    const page = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it("documents each call's input under the contract's wire names, whatever the handlers call them", async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const registered = endpoints.filter((e) => t.app.hasRoute({ method: e.method, url: `/api${e.path}` }));
    for (const e of registered) {
      const operation = doc.paths[`/api${e.path}`][e.method.toLowerCase()];
      const documented: string[] =
        e.method === 'GET'
          ? (operation.parameters ?? [])
              .filter((p: { in: string }) => p.in === 'query')
              .map((p: { name: string }) => p.name)
          : Object.keys(
              (Object.values(operation.requestBody?.content ?? {})[0] as { schema?: { properties?: object } })
                ?.schema?.properties ?? {},
            );
      expect(documented.sort(), e.path).toEqual(Object.keys(wireRequest(e).shape).sort());
    }
  });
});

describe('successful answers', () => {
  it('carry success: true on every call that answers JSON, as the documentation declares', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const registered = endpoints.filter((e) => t.app.hasRoute({ method: e.method, url: `/api${e.path}` }));
    for (const e of registered) {
      const schema = doc.paths[`/api${e.path}`][e.method.toLowerCase()].responses['200'].content?.[
        'application/json'
      ]?.schema as { properties?: Record<string, unknown>; required?: string[] } | undefined;
      if (!schema?.properties) continue; // a file (CSV, MARC)
      expect(schema.required, e.path).toContain('success');
      // zod's JSON Schema writes the literal as an enum of one value.
      expect(schema.properties.success, e.path).toMatchObject({ type: 'boolean', enum: [true] });
    }
    const libraries = await t.app.inject({
      url: `/api/library/library/get_all_libraries?country=se&portal_sessionid=${sid}`,
    });
    expect(libraries.json().success).toBe(true);
    const titles = await t.app.inject({
      url: `/api/library/title/get_titles?library_id=1&country_iso=se&page=1&portal_sessionid=${sid}`,
    });
    expect(titles.json().success).toBe(true);
    expect(titles.json().titles.length).toBeGreaterThan(0);
    // Titles in a list carry every Title field of spec section 3 a list can hold.
    for (const title of titles.json().titles)
      expect(Object.keys(title)).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'name_en',
          'imdb_id',
          'group_id',
          'auto_rating',
          'is_favourite',
        ]),
      );
  });
});

describe('the API documentation', () => {
  it('has the strict CSP of every page and cannot be framed', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/swagger-initializer.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe/);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('ends its index.html redirect, with or without a query', async () => {
    for (const [url, target] of [
      ['/api/docs/static/index.html', '/api/docs/'],
      ['/api/docs/static/index.html?url=x', '/api/docs/?url=x'],
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(target);
      expect((await t.app.inject({ url: target! })).statusCode, target).toBe(200);
    }
  });
});
