import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAccountTestApp, get, post } from '../test-support/account-fixtures';
import { createTestApp, startSession, type TestApp } from '../test-support/test-app';
import { seedFixtures } from '../test-support/fixtures';
import { createTestMedia } from '../test-support/loan-fixtures';
import { metricSample, scrapeMetrics, TEST_METRICS_TOKEN } from '../test-support/prometheus';

const TOKEN = TEST_METRICS_TOKEN;
const sample = metricSample;

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: (h) => seedFixtures(h.db) });
  });
  afterAll(() => t.close());

  it('does not exist: 404 in the error shape, whatever the header', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
      expect(res.body).not.toContain('filmhyllan_');
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = () => scrapeMetrics(t.app);

  beforeAll(async () => {
    t = await createAccountTestApp({ mediaDir: createTestMedia(), loans: true, metricsToken: TOKEN });
  });
  afterAll(() => t.close());

  it('answers 401 without the bearer token or with another one, compared whole', async () => {
    for (const authorization of [
      undefined,
      TOKEN,
      `Basic ${TOKEN}`,
      'Bearer wrong-token',
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
    ]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
      expect(res.body).not.toContain('filmhyllan_');
    }
  });

  it('times answers by route pattern, never by the URL with its ids and query', async () => {
    const session = await startSession(t.app);
    for (const id of [1, 2, 999])
      await get(t.app, '/library/library/get_library', session, { library_id: id });
    await t.app.inject({ url: '/api/no/such/route/12345' });
    const text = await scrape();
    const route = '/api/library/library/get_library';
    const count = (status: string) =>
      sample(text, 'filmhyllan_http_request_duration_seconds_count', {
        route,
        method: 'GET',
        status_code: status,
      });
    expect(count('200')).toBe(2);
    expect(count('404')).toBe(1);
    expect(
      sample(text, 'filmhyllan_http_request_duration_seconds_count', {
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    // In no label value (a sample's value may hold these digits, e.g. an event-loop lag of 0.012345 s).
    expect(text).not.toMatch(/library_id=|"[^"\n]*12345[^"\n]*"/);
  });

  it('counts loans by outcome and refusal code', async () => {
    const borrow = async (card: string, pin: string, title: number) =>
      post(t.app, '/customer/customer/loan', await startSession(t.app), {
        card_number: card,
        pin_code: pin,
        library_id: 1,
        title_id: title,
      });
    expect((await borrow('30000001', '1234', 101)).statusCode).toBe(200);
    expect((await borrow('30000002', '1234', 101)).statusCode).toBe(200);
    expect((await borrow('30000003', '9999', 101)).json().error.code).toBe('WRONG_CARD_OR_PIN');
    expect((await borrow('22222222', '2222', 101)).json().error.code).toBe('CARD_BLOCKED');
    const ehub = await post(t.app, '/customer/customer/ehub_loan', await startSession(t.app), {
      access_token: 'not-a-token',
    });
    expect(ehub.statusCode).toBeGreaterThanOrEqual(400);
    expect(ehub.statusCode).toBeLessThan(500);
    const ehubCode = ehub.json().error.code as string;

    const text = await scrape();
    const loans = (labels: Record<string, string>) => sample(text, 'filmhyllan_loans_total', labels);
    expect(loans({ route: 'loan', outcome: 'lent', code: 'none' })).toBe(2);
    expect(loans({ route: 'loan', outcome: 'refused', code: 'WRONG_CARD_OR_PIN' })).toBe(1);
    expect(loans({ route: 'loan', outcome: 'refused', code: 'CARD_BLOCKED' })).toBe(1);
    expect(loans({ route: 'ehub_loan', outcome: 'refused', code: ehubCode })).toBe(1);
  });

  it('counts failed refreshes of an in-memory copy', async () => {
    const { db } = t.database;
    await db.execute(sql`alter table libraries rename to libraries_away`);
    try {
      t.app.services.libraryDirectory.invalidate();
      await expect(t.app.services.libraryDirectory.byId(1)).rejects.toThrow();
    } finally {
      await db.execute(sql`alter table libraries_away rename to libraries`);
    }
    const text = await scrape();
    expect(sample(text, 'filmhyllan_refresh_failures_total', { copy: 'library rows' })).toBe(1);
    expect(t.logs.join('')).toContain('refresh failed');
  });

  it('serves the process metrics and the SIP2 families, in the Prometheus text format', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    for (const family of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'filmhyllan_sip2_request_duration_seconds',
      'filmhyllan_sip2_errors_total',
    ]) {
      expect(text, family).toContain(`# TYPE ${family} `);
    }
  });
});

describe('metrics of two apps in one process', () => {
  it('are counted apart (a registry per app)', async () => {
    const [a, b] = await Promise.all(
      [0, 1].map(() => createTestApp({ seed: (h) => seedFixtures(h.db), metricsToken: TOKEN })),
    );
    try {
      await a!.app.inject({ url: '/api/health' });
      await a!.app.inject({ url: '/api/health' });
      const count = async (t: TestApp) =>
        sample(
          (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body,
          'filmhyllan_http_request_duration_seconds_count',
          { route: '/api/health' },
        );
      expect(await count(a!)).toBe(2);
      expect(await count(b!)).toBeUndefined();
    } finally {
      await Promise.all([a!.close(), b!.close()]);
    }
  });
});
