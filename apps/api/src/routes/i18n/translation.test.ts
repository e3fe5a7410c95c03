import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, startSession, type TestApp } from '../../test-support/test-app';
import { seedFixtures } from '../../test-support/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: (h) => seedFixtures(h.db) });
});
afterAll(() => t.close());

describe('get_translations', () => {
  it('answers translations by key then language', async () => {
    const { sessionid } = await startSession(t.app);
    const res = await t.app.inject({
      url: `/api/i18n/translation/get_translations?portal_sessionid=${sessionid}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.translations.all_titles).toEqual({ sv: 'Alla titlar', en: 'All titles' });
  });

  it('translates error messages into the X-App-Language, falling back to English', async () => {
    const call = (lang: string) =>
      t.app.inject({
        url: '/api/i18n/translation/get_translations?portal_sessionid=unknown',
        headers: { 'x-app-language': lang },
      });
    expect((await call('sv')).json().error.message).toBe('Din session har gått ut.');
    expect((await call('fi')).json().error.message).toBe('Your session has expired.');
  });
});
