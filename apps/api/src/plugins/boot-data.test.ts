import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerKey,
  BOOT_DATA_ELEMENT_ID,
  getAllLibraries,
  getConfig,
  getCountryConfig,
  getFilterOptions,
  getLibrary,
  getNewTitles,
  getTitle,
  getTitles,
  getTranslations,
  POSTER_SIZES,
  sessionCookieNames,
  type BootData,
  type Portal,
  customerTranslations,
  type Translations,
} from '@filmhyllan/contract';
import { buildApp } from '../app';
import * as s from '../db/schema';
import type { DatabaseHandle } from '../db/client';
import { fixtureLibraries, fixtureUser, seedFixtures } from '../test-support/fixtures';
import {
  fixtureLibrarians,
  get,
  loginCustomer,
  loginLibrarian,
  post,
  seedAccountFixtures,
  type ClientSession,
} from '../test-support/account-fixtures';
import { createMemoryMailer } from '../test-support/memory-mailer';
import { openTestDatabase, startSession, TEST_SECRET } from '../test-support/test-app';
import { posterPreloads, withBootData } from './boot-data';

/*
 * The page's boot data (docs/decisions/015) through the whole app: createTestApp serves no web app, so this file
 * builds one with the same settings and a web dist of its own.
 */

const INDEX_HTML =
  '<!doctype html><html><head><title>Filmhyllan</title></head><body><div id="root"></div></body></html>';

/** Enough translations that get_translations is above the 1 KB compression threshold. */
const EXTRA_TRANSLATIONS = [
  ...Array.from({ length: 40 }, (_, i) => ({
    key: `boot_test_text_${i}`,
    lang: 'sv',
    value: `En text som bara finns för att göra svaret större, nummer ${i}.`,
  })),
  // A string of the operator console, which a customer page never shows.
  { key: 'operator_boot_test_text', lang: 'sv', value: 'Konsolens text' },
];

interface WebTestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

async function createWebTestApp(options: { sessionStartsPerMinute?: number } = {}): Promise<WebTestApp> {
  const webDist = mkdtempSync(join(tmpdir(), 'boot-data-dist-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'boot-data-data-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  const database: DatabaseHandle = await openTestDatabase();
  await seedFixtures(database.db);
  await seedAccountFixtures(database.db);
  await database.db.insert(s.translations).values(EXTRA_TRANSLATIONS);
  const app = await buildApp({
    config: {
      sessionIdleSeconds: 3600,
      sessionAbsoluteSeconds: 1198800,
      webDist,
      logLevel: 'warn',
      trustProxy: false,
      appSecret: TEST_SECRET,
      catalogueRefreshSeconds: 60,
      verifyResponses: true,
      mediaDir: '/nonexistent-media',
      dataDir,
      smtpUrl: undefined,
      mailFrom: 'Filmhyllan <no-reply@filmhyllan.test>',
      publicUrl: undefined,
    },
    db: database.db,
    logStream: { write: () => true },
    sessionStartsPerMinute: options.sessionStartsPerMinute ?? 10_000,
    rateLimits: { loginsPerMinute: 10_000, failedLoginsPerAccount: 10_000 },
    mailer: createMemoryMailer(),
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      rmSync(webDist, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const BOOT_SCRIPT = new RegExp(
  `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script>`,
  's',
);

/** The boot data in a page, or null when it has none. */
function bootDataOf(html: string): BootData | null {
  const match = BOOT_SCRIPT.exec(html);
  return match?.[1] === undefined ? null : (JSON.parse(match[1]) as BootData);
}

const cookieHeader = (portal: Portal, session: ClientSession) => {
  const names = sessionCookieNames(portal);
  return `${names.sessionid}=${session.sessionid}; ${names.csrftoken}=${session.csrftoken}`;
};

/** A page request as a browser makes it, with the portal's session cookies when given. */
async function visit(
  app: FastifyInstance,
  path: string,
  options: { cookie?: string; remoteAddress?: string } = {},
): Promise<{ statusCode: number; html: string; data: BootData | null }> {
  const res = await app.inject({
    url: path,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: { accept: 'text/html', ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
  return { statusCode: res.statusCode, html: res.body, data: bootDataOf(res.body) };
}

const renew = (app: FastifyInstance, session: ClientSession) => post(app, '/renew_portal_csrftoken', session);

const translationsKey = answerKey(getTranslations.path, []);
const customerKeys = (language: string, country: string) => ({
  translations: translationsKey,
  config: answerKey(getConfig.path, [
    ['site_lang', language],
    ['country_code', country],
  ]),
  countryConfig: answerKey(getCountryConfig.path, [['country_code', country]]),
  libraries: answerKey(getAllLibraries.path, [['country', country]]),
});
/** The front page also carries its row of new titles (the country's, 7). */
const frontPageKeys = (language: string, country: string) => ({
  ...customerKeys(language, country),
  newTitles: answerKey(getNewTitles.path, [
    ['country_iso', country],
    ['num_titles', '7'],
  ]),
});

let t: WebTestApp;
beforeAll(async () => {
  t = await createWebTestApp();
});
afterAll(() => t.close());

describe('a first visit (no cookies)', () => {
  it('carries a new session and the answers of the first calls, equal to what the API answers', async () => {
    const page = await visit(t.app, '/sv/');
    expect(page.statusCode).toBe(200);
    expect(page.html).toContain('<title>Filmhyllan</title>');
    // The script sits right before </body>, and there is exactly one.
    expect(page.html).toMatch(/<\/script><\/body><\/html>$/);
    expect(page.html.split(`id="${BOOT_DATA_ELEMENT_ID}"`)).toHaveLength(2);

    const data = page.data!;
    expect(data.session).toEqual({
      sessionid: expect.any(String),
      csrftoken: expect.any(String),
      login_data: { user: null, librarian: null },
    });
    const session = data.session!;
    expect(session.sessionid).not.toBe(session.csrftoken);

    const keys = frontPageKeys('sv', 'se');
    expect(Object.keys(data.answers).sort()).toEqual(Object.values(keys).sort());
    const api = {
      newTitles: (
        await get(t.app, getNewTitles.path, session, { country_iso: 'se', num_titles: '7' })
      ).json(),
      translations: (await get(t.app, getTranslations.path, session)).json(),
      config: (await get(t.app, getConfig.path, session, { site_lang: 'sv', country_code: 'se' })).json(),
      countryConfig: (await get(t.app, getCountryConfig.path, session, { country_code: 'se' })).json(),
      libraries: (await get(t.app, getAllLibraries.path, session, { country: 'se' })).json(),
    };
    expect(api.translations.success).toBe(true);
    expect(api.libraries.libraries.length).toBeGreaterThan(0);
    // The interface strings in the Swedish site's languages (sv, en), without the console's: a customer page's
    // country and portal are fixed.
    expect(data.answers[keys.translations]).toEqual({
      ...api.translations,
      translations: customerTranslations(api.translations.translations, 'se'),
    });
    const strings = (data.answers[keys.translations] as { translations: Translations }).translations;
    expect(strings.error_session_invalid).toEqual({
      sv: 'Din session har gått ut.',
      en: 'Your session has expired.',
    });
    expect(strings.error_validation_failed).toEqual({ en: 'Something you sent is not valid.' });
    expect(Object.keys(api.translations.translations).some((key) => key.startsWith('operator_'))).toBe(true);
    expect(Object.keys(strings).filter((key) => key.startsWith('operator_'))).toEqual([]);
    expect(data.answers[keys.config]).toEqual(api.config);
    expect(data.answers[keys.countryConfig]).toEqual(api.countryConfig);
    expect(data.answers[keys.libraries]).toEqual(api.libraries);
    expect(data.answers[keys.newTitles]).toEqual(api.newTitles);
    // Posters are preloaded from the head only when the titles have them (these fixtures have none).
    const firstTwo = (api.newTitles as { titles: { poster_url: string | null }[] }).titles.slice(0, 2);
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head.includes('rel="preload"')).toBe(firstTwo.some((title) => title.poster_url !== null));

    // The CSRF token in the page is the session's: a POST with it is accepted.
    const renewed = await renew(t.app, session);
    expect(renewed.statusCode, renewed.body).toBe(200);
  });

  it("carries a title page's title as the page asks for it, and preloads its poster", async () => {
    const { data, html } = await visit(t.app, `/sv/library/${fixtureLibraries.stockholm}/title/100`);
    const session = data!.session!;
    const titleKey = answerKey(getTitle.path, [
      ['title_id', '100'],
      ['library_id', String(fixtureLibraries.stockholm)],
      ['with_subtitle_languages', '1'],
    ]);
    const libraryKey = answerKey(getLibrary.path, [['library_id', String(fixtureLibraries.stockholm)]]);
    expect(Object.keys(data!.answers).sort()).toEqual(
      [...Object.values(customerKeys('sv', 'se')), libraryKey, titleKey].sort(),
    );
    const api = (
      await get(t.app, getTitle.path, session, {
        title_id: '100',
        library_id: String(fixtureLibraries.stockholm),
        with_subtitle_languages: '1',
      })
    ).json() as { title: { poster_url: string | null } };
    expect(data!.answers[titleKey]).toEqual(api);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.includes(`<link rel="preload" as="image" href="${api.title.poster_url}"`)).toBe(
      api.title.poster_url?.startsWith('/') ?? false,
    );

    // A title the library does not have is left to the page, which shows its own not-found answer.
    const missing = await visit(t.app, `/sv/library/${fixtureLibraries.stockholm}/title/999999`);
    expect(Object.keys(missing.data!.answers).sort()).toEqual(
      [...Object.values(customerKeys('sv', 'se')), libraryKey].sort(),
    );
  });

  it('carries the first page of All titles and its filter options when the page has no filters', async () => {
    const library = String(fixtureLibraries.stockholm);
    const fields: [string, string][] = [
      ['library_id', library],
      ['country_iso', 'se'],
      ['page', '1'],
      ['locale', 'sv'],
      ['sort', 'newest'],
      ...['genres', 'languages', 'years', 'parental_guidance', 'ratings', 'access'].map(
        (n): [string, string] => [n, '[]'],
      ),
    ];
    const { data } = await visit(t.app, `/sv/library/${library}/all`);
    const session = data!.session!;
    const titlesKey = answerKey(getTitles.path, fields);
    const optionsKey = answerKey(getFilterOptions.path, [
      ['library_id', library],
      ['locale', 'sv'],
    ]);
    const libraryKey = answerKey(getLibrary.path, [['library_id', library]]);
    expect(Object.keys(data!.answers).sort()).toEqual(
      [...Object.values(customerKeys('sv', 'se')), libraryKey, titlesKey, optionsKey].sort(),
    );
    const titles = await get(t.app, getTitles.path, session, Object.fromEntries(fields));
    expect((titles.json() as { titles: unknown[] }).titles.length).toBeGreaterThan(0);
    expect(data!.answers[titlesKey]).toEqual(titles.json());

    // Filters in the query string: the app asks for that list itself.
    const filtered = await visit(t.app, `/sv/library/${library}/all?genres=%5B19%5D`);
    expect(Object.keys(filtered.data!.answers).sort()).toEqual(
      [...Object.values(customerKeys('sv', 'se')), libraryKey].sort(),
    );
  });

  it('answers for the country of the language prefix on a host that names none', async () => {
    const { data } = await visit(t.app, '/fi/');
    expect(data?.session).not.toBeNull();
    const keys = frontPageKeys('fi', 'fi');
    expect(Object.keys(data!.answers).sort()).toEqual(Object.values(keys).sort());
    expect(
      (data!.answers[keys.libraries] as { libraries: { country_iso: string }[] }).libraries.every(
        (l) => l.country_iso === 'fi',
      ),
    ).toBe(true);
    // Finland's languages are fi, sv and en.
    const strings = (data!.answers[keys.translations] as { translations: Translations }).translations;
    expect(strings.error_validation_failed).toEqual({
      en: 'Something you sent is not valid.',
      fi: 'Lähettämäsi tiedot eivät kelpaa.',
    });
    expect(strings.all_titles).toEqual({ sv: 'Alla titlar', en: 'All titles' });
  });

  it('is never stored by a cache, differs by cookie, and keeps a strict script policy', async () => {
    const res = await t.app.inject({ url: '/sv/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers.vary)).toMatch(/\bCookie\b/i);
    // The page with its answers is well above 1 KB: it is compressed.
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary)).toMatch(/\baccept-encoding\b/i);
    expect(bootDataOf(gunzipSync(res.rawPayload).toString('utf8'))?.session).not.toBeNull();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
  });
});

describe('a visit with the cookies of a live session', () => {
  it('renews it: the same session id, a new CSRF token, and the old token no longer works', async () => {
    const session = await startSession(t.app);
    const { data } = await visit(t.app, '/sv/', { cookie: cookieHeader('customer', session) });
    expect(data?.session?.sessionid).toBe(session.sessionid);
    expect(data?.session?.csrftoken).toBeDefined();
    expect(data?.session?.csrftoken).not.toBe(session.csrftoken);
    expect(data?.session?.login_data).toEqual({ user: null, librarian: null });

    const stale = await renew(t.app, session);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.code).toBe('CSRF_INVALID');
    expect((await renew(t.app, data!.session!)).statusCode).toBe(200);
    expect(Object.keys(data!.answers)).toHaveLength(5);
  });

  it('names the logged-in user, and answers the calls as that user', async () => {
    const session = await loginCustomer(t.app, 'ulla', 'ulla-password-1');
    const { data } = await visit(t.app, '/sv/library/1/all', { cookie: cookieHeader('customer', session) });
    expect(data?.session?.sessionid).toBe(session.sessionid);
    expect(data?.session?.login_data.user).toMatchObject({
      username: fixtureUser.username,
      email: fixtureUser.email,
    });
    const keys = customerKeys('sv', 'se');
    const libraries = (await get(t.app, getAllLibraries.path, session, { country: 'se' })).json();
    expect(data!.answers[keys.libraries]).toEqual(libraries);
  });

  it('puts the renewed session into the cookies with the page, so a reload before the scripts ran keeps the login', async () => {
    const session = await loginCustomer(t.app, 'ulla', 'ulla-password-1');
    const res = await t.app.inject({
      url: '/sv/',
      headers: { accept: 'text/html', cookie: cookieHeader('customer', session) },
    });
    const data = bootDataOf(res.body)!;
    const names = sessionCookieNames('customer');
    const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const cookieOf = (name: string) => setCookies.find((cookie) => cookie.startsWith(`${name}=`));
    expect(cookieOf(names.sessionid)).toMatch(
      new RegExp(
        `^${names.sessionid}=${encodeURIComponent(session.sessionid)}; Max-Age=1198800; Path=/; SameSite=Lax$`,
      ),
    );
    expect(cookieOf(names.csrftoken)).toContain(
      `${names.csrftoken}=${encodeURIComponent(data.session!.csrftoken)};`,
    );
    expect(cookieOf(names.csrftoken)).not.toMatch(/HttpOnly/i);
    // The browser sends what the page set: the next page load (a reload, a second tab) is still logged in.
    const next = await visit(t.app, '/sv/library/1/all', {
      cookie: `${names.sessionid}=${data.session!.sessionid}; ${names.csrftoken}=${data.session!.csrftoken}`,
    });
    expect(next.data?.session?.sessionid).toBe(session.sessionid);
    expect(next.data?.session?.login_data.user?.username).toBe(fixtureUser.username);
  });

  it('takes percent-encoded cookie values as the browser app writes them', async () => {
    const session = await startSession(t.app);
    const names = sessionCookieNames('customer');
    const cookie = `other=x; ${names.sessionid}=${encodeURIComponent(session.sessionid)}; ${names.csrftoken}=${encodeURIComponent(session.csrftoken)}`;
    const { data } = await visit(t.app, '/sv/', { cookie });
    expect(data?.session?.sessionid).toBe(session.sessionid);
  });

  it('reads its cookies among others, with spaces around names and values and pairs without a value', async () => {
    const session = await startSession(t.app);
    const names = sessionCookieNames('customer');
    const cookie = ` novalue; a=b=c ;${names.sessionid} = ${session.sessionid} ;${names.csrftoken}=${session.csrftoken};`;
    const { data } = await visit(t.app, '/sv/', { cookie });
    expect(data?.session?.sessionid).toBe(session.sessionid);
  });
});

describe('a visit with cookies that name no live session', () => {
  it('starts a new session for an unknown session id', async () => {
    const unknown = { sessionid: 'x'.repeat(43), csrftoken: 'y'.repeat(43) };
    const { statusCode, data } = await visit(t.app, '/sv/', { cookie: cookieHeader('customer', unknown) });
    expect(statusCode).toBe(200);
    expect(data?.session?.sessionid).toBeDefined();
    expect(data?.session?.sessionid).not.toBe(unknown.sessionid);
    expect(data?.session?.login_data).toEqual({ user: null, librarian: null });
    expect((await renew(t.app, data!.session!)).statusCode).toBe(200);
    expect(Object.keys(data!.answers)).toHaveLength(5);
  });

  it('starts a new session when the CSRF token is wrong, and leaves the session of the cookies alone', async () => {
    const session = await startSession(t.app);
    const { data } = await visit(t.app, '/sv/', {
      cookie: cookieHeader('customer', { sessionid: session.sessionid, csrftoken: 'wrong' }),
    });
    expect(data?.session?.sessionid).not.toBe(session.sessionid);
    expect((await renew(t.app, session)).statusCode).toBe(200);
  });

  it('starts a new session when a cookie is not valid percent-encoding, and leaves the session alone', async () => {
    const session = await startSession(t.app);
    const { statusCode, data } = await visit(t.app, '/sv/', {
      cookie: cookieHeader('customer', { sessionid: session.sessionid, csrftoken: '%E0%A4%A' }),
    });
    expect(statusCode).toBe(200);
    expect(data?.session?.sessionid).toBeDefined();
    expect(data?.session?.sessionid).not.toBe(session.sessionid);
    expect((await renew(t.app, session)).statusCode).toBe(200);
  });

  it('starts a new session when only one of the two cookies is there', async () => {
    const session = await startSession(t.app);
    const { data } = await visit(t.app, '/sv/', {
      cookie: `${sessionCookieNames('customer').sessionid}=${session.sessionid}`,
    });
    expect(data?.session?.sessionid).toBeDefined();
    expect(data?.session?.sessionid).not.toBe(session.sessionid);
  });
});

describe('the librarian portal (/{lang}/lib/...)', () => {
  it('renews the session of the librarian cookies and answers only the translations', async () => {
    const session = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
    const { data } = await visit(t.app, '/sv/lib/titles', { cookie: cookieHeader('librarian', session) });
    expect(data?.session?.sessionid).toBe(session.sessionid);
    expect(data?.session?.csrftoken).not.toBe(session.csrftoken);
    expect(data?.session?.login_data.librarian).not.toBeNull();
    expect(data?.session?.login_data.user).toBeNull();
    expect(Object.keys(data!.answers)).toEqual([translationsKey]);
    expect(data!.answers[translationsKey]).toEqual(
      (await get(t.app, getTranslations.path, data!.session!)).json(),
    );
  });

  it("ignores the customer portal's cookies and starts a librarian session", async () => {
    const customer = await startSession(t.app);
    const { data } = await visit(t.app, '/sv/lib/login', { cookie: cookieHeader('customer', customer) });
    const session = data!.session!;
    expect(session.sessionid).not.toBe(customer.sessionid);
    expect((await t.app.services.sessions.resolve(session.sessionid)).portal).toBe('librarian');
    // The customer's session was not touched: its token still works.
    expect((await renew(t.app, customer)).statusCode).toBe(200);
  });

  it("does not renew a customer page's session from librarian cookies", async () => {
    const librarian = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
    const { data } = await visit(t.app, '/sv/', { cookie: cookieHeader('librarian', librarian) });
    expect(data?.session?.sessionid).not.toBe(librarian.sessionid);
    expect((await t.app.services.sessions.resolve(data!.session!.sessionid)).portal).toBe('customer');
  });
});

describe('pages without boot data', () => {
  it('has none for a path without a language prefix', async () => {
    for (const path of ['/', '/library/1/all', '/xx/']) {
      const page = await visit(t.app, path);
      expect(page.statusCode, path).toBe(200);
      expect(page.html, path).toBe(INDEX_HTML);
    }
  });

  it('has none for a HEAD request, and an API path is still a JSON 404', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/sv/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const api = await t.app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });
});

describe('rate limit on new sessions', () => {
  let limited: WebTestApp;
  // Its own app, built in a hook (a fresh database takes a while on a busy machine).
  beforeAll(async () => {
    limited = await createWebTestApp({ sessionStartsPerMinute: 2 });
  });
  afterAll(() => limited.close());

  it('still answers the page, without a session, once the address has started too many', async () => {
    const address = '192.0.2.77';
    const first = await visit(limited.app, '/sv/', { remoteAddress: address });
    expect(first.data?.session).not.toBeNull();
    const start = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/init_portal_session',
        remoteAddress: address,
        payload: 'portal=customer',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    // The page's session start counted against the same address: one more is allowed, then none.
    expect((await start()).statusCode).toBe(200);
    expect((await start()).statusCode).toBe(429);

    const page = await visit(limited.app, '/sv/', { remoteAddress: address });
    expect(page.statusCode).toBe(200);
    expect(page.html).toContain('<title>Filmhyllan</title>');
    expect(page.data).toEqual({ session: null, answers: {} });

    // Another address is not affected, and a live session is still renewed for the limited one.
    expect(
      (await visit(limited.app, '/sv/', { remoteAddress: '198.51.100.7' })).data?.session,
    ).not.toBeNull();
    const renewed = await visit(limited.app, '/sv/', {
      remoteAddress: address,
      cookie: cookieHeader('customer', first.data!.session!),
    });
    expect(renewed.data?.session?.sessionid).toBe(first.data!.session!.sessionid);
  });
});

describe('compression of API answers', () => {
  it('compresses an answer above 1 KB and leaves a tiny one as it is', async () => {
    const session = await startSession(t.app);
    const url = `/api${getTranslations.path}?portal_sessionid=${session.sessionid}`;
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(String(gzipped.headers.vary)).toMatch(/\baccept-encoding\b/i);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());

    const tiny = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.rawPayload.length).toBeLessThan(1024);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual({ status: 'ok' });
  });
});

describe('withBootData', () => {
  const data = (value: string): BootData => ({
    session: null,
    answers: { '/i18n/translation/get_translations?': { success: true, translations: { x: { sv: value } } } },
  });
  const scriptOf = (html: string) => {
    const open = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">`;
    const start = html.indexOf(open) + open.length;
    // A browser ends script data at the first "</script" in any case: that must be our own closing tag.
    const end = html.toLowerCase().indexOf('</script', start);
    return html.slice(start, end);
  };

  it('cannot be ended early by "</script>" in the data, and keeps the data exactly', () => {
    const hostile = '</script><script>alert(1)</script><!-- </SCRIPT > <script';
    const html = withBootData(INDEX_HTML, data(hostile), BOOT_DATA_ELEMENT_ID);
    const json = scriptOf(html);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data(hostile));
    expect(html).not.toContain('<script>alert(1)');
    expect(html.endsWith(`${json}</script></body></html>`)).toBe(true);
  });

  it('writes "$" in the data literally, not as a replacement pattern', () => {
    const dollars = "$& $' $` $$ $1";
    const html = withBootData(INDEX_HTML, data(dollars), BOOT_DATA_ELEMENT_ID);
    expect(JSON.parse(scriptOf(html))).toEqual(data(dollars));
    expect(html.startsWith('<!doctype html><html><head><title>Filmhyllan</title></head><body>')).toBe(true);
    // Exactly one </body>: "$&" would have repeated it.
    expect(html.split('</body>')).toHaveLength(2);
  });

  it('appends the script to a page without </body>', () => {
    const html = withBootData('<!doctype html><title>x</title>', data('v'), BOOT_DATA_ELEMENT_ID);
    expect(html.startsWith('<!doctype html><title>x</title><script type="application/json"')).toBe(true);
    expect(JSON.parse(scriptOf(html))).toEqual(data('v'));
  });
});

describe('poster preloads', () => {
  const newTitlesKey = answerKey(getNewTitles.path, [
    ['country_iso', 'se'],
    ['num_titles', '7'],
  ]);
  const withPosters = (posters: (string | null)[]) => ({
    session: null,
    answers: { [newTitlesKey]: { titles: posters.map((poster_url) => ({ poster_url })) } },
  });

  it('preloads the first two posters of the front page row, with high priority, in the head', () => {
    const data = withPosters(['/api/posters/1.svg', '/api/posters/2.svg', '/api/posters/3.svg']);
    expect(posterPreloads(data)).toBe(
      '<link rel="preload" as="image" href="/api/posters/1.svg" fetchpriority="high">' +
        '<link rel="preload" as="image" href="/api/posters/2.svg" fetchpriority="high">',
    );
    const html = withBootData('<html><head></head><body></body></html>', data, BOOT_DATA_ELEMENT_ID);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('preloads an uploaded poster as the AVIF srcset and sizes its layout draws, so the preload is the file used', () => {
    const images = {
      url_template: '/api/posters/1/' + 'a'.repeat(64) + '-{width}.{format}',
      widths: [160, 240],
      width: 240,
      height: 360,
    };
    const data = {
      session: null,
      answers: { [newTitlesKey]: { titles: [{ poster_url: '/x.jpg', poster_images: images }] } },
    };
    const prefix = '/api/posters/1/' + 'a'.repeat(64);
    expect(posterPreloads(data)).toBe(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${prefix}-160.avif 160w, ${prefix}-240.avif 240w" ` +
        `imagesizes="${POSTER_SIZES.row}" fetchpriority="high">`,
    );
  });

  it('skips titles without a poster, other origins, and pages without the row', () => {
    expect(posterPreloads(withPosters([null, 'https://elsewhere.example/x.jpg']))).toBe('');
    expect(posterPreloads({ session: null, answers: {} })).toBe('');
    expect(posterPreloads(withPosters(['/a.svg?x="><script>']))).toBe(
      '<link rel="preload" as="image" href="/a.svg?x=&quot;&gt;&lt;script&gt;" fetchpriority="high">',
    );
  });
});
