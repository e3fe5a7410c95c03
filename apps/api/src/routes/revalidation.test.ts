import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../db/schema';
import { createTestApp, form, startSession, type TestApp } from '../test-support/test-app';
import { seedFixtures } from '../test-support/fixtures';
import { seedCatalogueFixtures } from '../test-support/catalogue-fixtures';
import { REVALIDATE } from './define-route';

// Answers marked `cache: 'revalidate'` in the contract carry a weak ETag of their body and
// `Cache-Control: private, no-cache`; a matching If-None-Match gets an empty 304. Everything else stays no-store.

let t: TestApp;
let sid: string;
beforeAll(async () => {
  t = await createTestApp({
    seed: async (h) => {
      await seedFixtures(h.db);
      await seedCatalogueFixtures(h.db);
      // Enough strings that get_translations passes the compression threshold (1 KB), as the real one does.
      await h.db.insert(s.translations).values(
        Array.from({ length: 40 }, (_, i) => ({
          key: `filler_${i}`,
          lang: 'en',
          value: `Filler text ${i}`,
        })),
      );
    },
  });
  sid = (await startSession(t.app)).sessionid;
});
afterAll(() => t.close());

const TRANSLATIONS = '/api/i18n/translation/get_translations';
const CONFIG = '/api/configuration/configuration/get_config';

const get = (
  path: string,
  params: Record<string, string | number> = {},
  headers: Record<string, string> = {},
  session = sid,
) => {
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    portal_sessionid: session,
  });
  return t.app.inject({ url: `${path}?${query}`, headers });
};

const WEAK_TAG = /^W\/"[A-Za-z0-9+/=]+"$/;

describe('a revalidated answer', () => {
  it('carries a weak ETag and private, no-cache on every endpoint marked for it', async () => {
    const calls: [string, Record<string, string | number>][] = [
      [TRANSLATIONS, {}],
      [CONFIG, { site_lang: 'sv' }],
      ['/api/configuration/country_configuration/get_country_config', { country_code: 'se' }],
      ['/api/library/title/get_filter_options', { library_id: 1, locale: 'sv' }],
      ['/api/library/theme/get_themes', { library_id: 1, country_iso: 'se' }],
      ['/api/library/theme/get_theme', { theme_id: 1, library_id: 1, country_iso: 'se' }],
    ];
    for (const [path, params] of calls) {
      const res = await get(path, params);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers.etag, path).toMatch(WEAK_TAG);
      expect(res.headers['cache-control'], path).toBe(REVALIDATE);
      // The other API headers are still there.
      expect(res.headers['referrer-policy'], path).toBe('no-referrer');
      expect(res.headers['server-timing'], path).toMatch(/^app;dur=/);
    }
  });

  it('answers 304 with no body to a matching If-None-Match, with the same tag and Cache-Control', async () => {
    const first = await get(TRANSLATIONS);
    const etag = first.headers.etag as string;
    const again = await get(TRANSLATIONS, {}, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-length']).toBeUndefined();
    expect(again.headers['content-type']).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(REVALIDATE);
    // A tag that does not match gets the whole answer.
    const other = await get(TRANSLATIONS, {}, { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it('changes its tag when the translations are reloaded with a change, and the old tag gets the new answer', async () => {
    const before = await get(TRANSLATIONS);
    await t.database.db
      .update(s.translations)
      .set({ value: 'Alla filmer' })
      .where(eq(s.translations.key, 'all_titles'));
    try {
      // Not yet reloaded: the service still answers what it read, and so does the tag.
      expect(
        (await get(TRANSLATIONS, {}, { 'if-none-match': before.headers.etag as string })).statusCode,
      ).toBe(304);
      await t.app.services.translations.reload();
      const after = await get(TRANSLATIONS, {}, { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.json().translations.all_titles.sv).toBe('Alla filmer');
      expect(after.headers.etag).toMatch(WEAK_TAG);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(
        (await get(TRANSLATIONS, {}, { 'if-none-match': after.headers.etag as string })).statusCode,
      ).toBe(304);
    } finally {
      await t.database.db
        .update(s.translations)
        .set({ value: 'Alla titlar' })
        .where(eq(s.translations.key, 'all_titles'));
      await t.app.services.translations.reload();
    }
  });

  it('changes its tag when the configuration is edited', async () => {
    const before = await get(CONFIG, { site_lang: 'sv' });
    expect(before.json().config.banner_text).toBe('Välkommen!');
    await t.database.db
      .update(s.siteConfigs)
      .set({ bannerText: 'Stängt i morgon' })
      .where(eq(s.siteConfigs.siteLang, 'sv'));
    try {
      const after = await get(
        CONFIG,
        { site_lang: 'sv' },
        { 'if-none-match': before.headers.etag as string },
      );
      expect(after.statusCode).toBe(200);
      expect(after.json().config.banner_text).toBe('Stängt i morgon');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await t.database.db
        .update(s.siteConfigs)
        .set({ bannerText: 'Välkommen!' })
        .where(eq(s.siteConfigs.siteLang, 'sv'));
    }
  });

  it("follows the session's view: a child-mode session's filter choices have their own tag", async () => {
    const params = { library_id: 1, locale: 'sv' };
    const adult = await get('/api/library/title/get_filter_options', params);
    const child = await t.app.inject({
      method: 'POST',
      url: '/api/init_portal_session',
      ...form({ portal: 'customer', child_mode: 1 }),
    });
    const childSid = (child.json() as { sessionid: string }).sessionid;
    const narrowed = await get(
      '/api/library/title/get_filter_options',
      params,
      { 'if-none-match': adult.headers.etag as string },
      childSid,
    );
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json()).not.toEqual(adult.json());
    expect(narrowed.headers.etag).not.toBe(adult.headers.etag);
  });

  it('is compressed with the tag of its uncompressed body, and revalidates compressed', async () => {
    const plain = await get(TRANSLATIONS);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(TRANSLATIONS, {}, { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.headers['cache-control']).toBe(REVALIDATE);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await get(TRANSLATIONS, {}, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());

    const revalidated = await get(
      TRANSLATIONS,
      {},
      { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string },
    );
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.headers.etag).toBe(br.headers.etag);
    expect(revalidated.headers['cache-control']).toBe(REVALIDATE);
  });

  it('is not stored when it is an error', async () => {
    const unknownCountry = await get('/api/configuration/country_configuration/get_country_config', {
      country_code: 'de',
    });
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.headers['cache-control']).toBe('no-store');
    expect(unknownCountry.headers.etag).toBeUndefined();
    const noSession = await t.app.inject({ url: `${TRANSLATIONS}?portal_sessionid=unknown` });
    expect(noSession.statusCode).toBeGreaterThanOrEqual(400);
    expect(noSession.headers['cache-control']).toBe('no-store');
    expect(noSession.headers.etag).toBeUndefined();
  });
});

describe('an answer not marked for revalidation', () => {
  it('stays no-store with no ETag, also with If-None-Match and compressed', async () => {
    const path = '/api/library/title/get_titles';
    const params = { library_id: 1, country_iso: 'se', locale: 'sv' };
    const res = await get(path, params, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    const conditional = await get(path, params, { 'if-none-match': '*' });
    expect(conditional.statusCode).toBe(200);
    expect(conditional.headers['cache-control']).toBe('no-store');
  });
});
