import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';

/*
 * Privacy by default (issue 14): a fresh browser gets only the cookies the service cannot work without, talks
 * only to the site itself, and loads no analytics code, before and after the cookie choice. Filmhyllan has no
 * analytics at all; these journeys prove it stays that way (a tracker added later fails them).
 */

/**
 * The cookies the app may set without asking, and why: the customer session's id and its CSRF token (the web
 * app writes them at the session start, spec section 3). The consent cookie appears only once the visitor chooses.
 */
const NECESSARY = ['customer_portal_sessionid', 'customer_portal_csrftoken'];
const CONSENT = 'filmhyllan_consent';

/** What an analytics tracker's request or script looks like (hosts and paths of the common ones). */
const ANALYTICS =
  /google-analytics|googletagmanager|gtag|analytics|matomo|piwik|plausible|segment\.(io|com)|hotjar|mixpanel|amplitude|facebook|doubleclick|clarity\.ms|\/collect\b|\/track\b/i;

/** Global names analytics code leaves behind. */
const TRACKER_GLOBALS = [
  'gtag',
  'ga',
  'dataLayer',
  '_paq',
  'plausible',
  'analytics',
  'mixpanel',
  'hj',
  'fbq',
];

/** Every request the page makes, from before the first navigation on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

async function expectNoTrackingSoFar(page: Page, requests: Request[]) {
  const origin = new URL(page.url()).origin;
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    const url = new URL(request.url());
    // data: and blob: URLs never leave the browser.
    if (url.protocol === 'data:' || url.protocol === 'blob:') continue;
    expect(url.origin, `request to another site: ${request.url()}`).toBe(origin);
    expect(url.pathname, `analytics-like request: ${request.url()}`).not.toMatch(ANALYTICS);
  }
  // Every script the document holds or loaded comes from the site's own build.
  const scripts = await page.evaluate(() =>
    Array.from(document.scripts).map((s) => ({
      src: s.src,
      type: s.type,
      inline: s.src ? '' : s.text.slice(0, 2000),
    })),
  );
  for (const script of scripts) {
    if (script.src) expect(new URL(script.src).origin).toBe(origin);
    expect(script.src + script.inline).not.toMatch(
      /googletagmanager|google-analytics|matomo|plausible|gtag\(/i,
    );
  }
  const globals = await page.evaluate(
    (names) => names.filter((name) => (window as unknown as Record<string, unknown>)[name] !== undefined),
    TRACKER_GLOBALS,
  );
  expect(globals).toEqual([]);
}

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name).sort();
}

async function openFrontPage(page: Page) {
  const requests = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Vi använder kakor' })).toBeVisible();
  // The session has started (its cookies are written) and the page has settled.
  await expect.poll(() => cookieNames(page.context())).toEqual([...NECESSARY].sort());
  await page.waitForLoadState('networkidle');
  return requests;
}

test('a fresh browser gets only necessary cookies and no analytics before it chooses', async ({ page }) => {
  const requests = await openFrontPage(page);
  expect(await cookieNames(page.context())).toEqual([...NECESSARY].sort());
  for (const cookie of await page.context().cookies()) {
    // First-party and for this site only.
    expect(cookie.domain).toBe(new URL(page.url()).hostname);
    expect(cookie.sameSite).toBe('Lax');
  }
  await expectNoTrackingSoFar(page, requests);
  // The banner promises nothing the site does not do.
  const banner = page.getByRole('region', { name: 'Vi använder kakor' });
  await expect(banner).toContainText('bara nödvändiga kakor');
});

test('accepting all cookies still loads no analytics and sets only the choice', async ({ page }) => {
  const requests = await openFrontPage(page);
  await page.getByRole('button', { name: 'Godkänn alla' }).click();
  await expect(page.getByRole('button', { name: 'Godkänn alla' })).toBeHidden();
  const consent = (await page.context().cookies()).find((c) => c.name === CONSENT);
  expect(consent?.value).toBe('v1.all.1');
  // Go on through the site: a library's titles.
  await page.goto('/sv/library/1/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Alla titlar' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await cookieNames(page.context())).toEqual([...NECESSARY, CONSENT].sort());
  await expectNoTrackingSoFar(page, requests);
});

test('declining keeps analytics off, remembered across a reload', async ({ page }) => {
  const requests = await openFrontPage(page);
  await page.getByRole('button', { name: 'Endast nödvändiga' }).click();
  await expect(page.getByRole('button', { name: 'Endast nödvändiga' })).toBeHidden();
  expect((await page.context().cookies()).find((c) => c.name === CONSENT)?.value).toBe('v1.necessary.0');
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Vi använder kakor' })).toBeHidden();
  expect(await cookieNames(page.context())).toEqual([...NECESSARY, CONSENT].sort());
  await expectNoTrackingSoFar(page, requests);
});
