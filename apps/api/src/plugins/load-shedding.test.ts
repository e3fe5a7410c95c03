import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translations } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { seedFixtures } from '../test-support/fixtures';
import { TEST_METRICS_TOKEN } from '../test-support/prometheus';

const SWEDISH = 'Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.';

describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A heap limit of one byte: the server is under pressure from its first sample on (sampled every 10 ms here),
    // and sheds from two samples after it is ready.
    t = await createTestApp({
      seed: async (h) => {
        await seedFixtures(h.db);
        await h.db
          .insert(translations)
          .values({ key: 'error_service_unavailable', lang: 'sv', value: SWEDISH });
      },
      pressure: { maxHeapUsedBytes: 1, retryAfterSeconds: 7 },
      metricsToken: TEST_METRICS_TOKEN,
    });
    await vi.waitFor(async () =>
      expect((await t.app.inject({ url: '/api/library/library/get_all_libraries' })).statusCode).toBe(503),
    );
  });
  afterAll(() => t.close());

  it('answers 503 at once with Retry-After, in the error shape with a translated message', async () => {
    // Refused before any other work, the session check included (it would have answered 401).
    const res = await t.app.inject({
      url: '/api/library/library/get_all_libraries?country=se&portal_sessionid=not-looked-up',
      headers: { 'x-app-language': 'sv' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.json()).toEqual({ success: false, error: { code: 'SERVICE_UNAVAILABLE', message: SWEDISH } });
    // One line of the request log, no error with a stack per shed request.
    expect(t.logs.join('')).not.toContain('request failed');
  });

  it('keeps answering the probes and /metrics', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    const metrics = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
  });
});

describe('without limits (as every other test app)', () => {
  it('sheds nothing', async () => {
    const t = await createTestApp({ seed: (h) => seedFixtures(h.db) });
    try {
      expect(t.app.hasDecorator('isUnderPressure')).toBe(false);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/init_portal_session',
            payload: 'portal=customer',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });
});
