import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtWidths, type AxeCheck } from '../axe';
import { createPreviewLink, revokePreviewLink } from '../console/previews';
import { openConsoleAs } from '../operator-login';
import { text, type Lang } from '../ui-text';

/*
 * The viewing modes without a loan (decision 044) in a real browser against the demo seed: an operator plays an
 * announced (unpublished) title on the watch-as-admin page, a librarian one of their library's titles, a preview
 * link plays for an anonymous visitor until revoked, and a visitor without a session gets the not-found page.
 * Every page and the console's previews screen without axe violations in sv, no, fi and en at 390 and 1280 px.
 */

const langs = ['sv', 'no', 'fi', 'en'] as const;
const LIBRARY_ID = 4;
/** How long the first run may take to generate the demo clips. */
const CLIPS_TIMEOUT_MS = 90_000;
/**
 * The first assertion after each navigation: a viewing page appears only once its lazily loaded chunks, the
 * access call and get_title have come (the start-up shell shows meanwhile), which on a loaded machine has
 * taken more than the default 10 s with no error in the page.
 */
const arrives = expect.configure({ timeout: 30_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

const video = (page: Page) => page.getByTestId('video');
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

/** An announced title of Sweden: not yet published, so no library lends it. */
async function unpublishedTitle(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const session = await (
    await request.post('/api/init_portal_session', { form: { portal: 'customer' } })
  ).json();
  const answer = await (
    await request.get('/api/library/title/get_new_titles', {
      params: { country_iso: 'se', num_titles: '50', portal_sessionid: session.sessionid },
    })
  ).json();
  const title = (
    answer.titles as { id: number; name: string; name_en: string | null; coming_on: string | null }[]
  ).find((t) => t.coming_on !== null && t.name !== '');
  if (!title) throw new Error('the demo data announces no title');
  return { id: title.id, name: title.name };
}

/** A published film of the library, from the librarian's list (through the API, on a session of its own). */
async function libraryTitle(request: APIRequestContext): Promise<number> {
  const started = await (
    await request.post('/api/init_portal_session', { form: { portal: 'librarian' } })
  ).json();
  const login = await (
    await request.post('/api/librarian/librarian/login', {
      form: {
        username: `librarian-${LIBRARY_ID}`,
        password: 'librarian-password-1',
        portal_sessionid: started.sessionid,
        portal_csrftoken: started.csrftoken,
      },
    })
  ).json();
  const titles = await (
    await request.get('/api/librarian/librarian/get_librarian_titles', {
      params: { portal_sessionid: login.new_sessionid },
    })
  ).json();
  const title = (
    titles.titles as { id: number; group_id: number | null; excluded: boolean; coming_on: string | null }[]
  ).find((t) => t.group_id === null && !t.excluded && t.coming_on === null);
  if (!title) throw new Error('the library lists no film');
  return title.id;
}

/** Plays from the viewing box and waits until the video really advances. */
async function playsFromViewingBox(page: Page, lang: Lang) {
  await page
    .getByTestId('viewing-box')
    .getByRole('button', { name: text(lang, 'watch') })
    .click();
  await expect(video(page)).toBeVisible();
  await expect.poll(() => currentTime(page), { timeout: CLIPS_TIMEOUT_MS }).toBeGreaterThan(0.5);
  await page.keyboard.press('Escape');
}

const checkPage = (page: Page, where: string, check: AxeCheck = {}) =>
  expectNoAxeViolationsAtWidths(page, `viewing-${where}`, check);

test('an operator plays an unpublished title without a loan; a preview link plays for a visitor until revoked', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(360_000);
  const title = await unpublishedTitle(request);
  await openConsoleAs(page, 'en');

  for (const lang of langs) {
    await page.goto(`/${lang}/watch-as-admin/title/${title.id}`);
    await arrives(page.getByTestId('viewing-box')).toContainText(text(lang, 'viewing_admin_note'));
    await checkPage(page, `admin-${lang}`);
  }
  await playsFromViewingBox(page, 'en');

  for (const lang of langs) {
    await page.goto(`/${lang}/admin/previews`);
    await arrives(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'operator_previews'));
    await checkPage(page, `previews-${lang}`);
  }
  const note = `Jury ${Date.now()}`;
  const link = await createPreviewLink(page, 'en', { search: title.name, titleName: title.name, note });
  expect(link).toMatch(new RegExp(`/en/watch-as-special/title/${title.id}#preview=[A-Za-z0-9_-]{43}$`));
  await checkPage(page, 'previews-created-en', { contrast: true });

  const visitorContext = await browser.newContext();
  await visitorContext.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
  const visitor = await visitorContext.newPage();
  for (const lang of langs) {
    await visitor.goto(link.replace('/en/', `/${lang}/`));
    await arrives(visitor.getByTestId('viewing-box')).toBeVisible();
    await checkPage(visitor, `special-${lang}`);
  }
  await visitor.goto(link);
  await playsFromViewingBox(visitor, 'en');

  await revokePreviewLink(page, 'en', note);
  await visitor.goto('about:blank');
  await visitor.goto(link);
  await arrives(visitor.getByRole('heading', { level: 1 })).toHaveText(text('en', 'not_found_title'));
  await expect(visitor.getByTestId('viewing-box')).toHaveCount(0);
  // A tampered link is not found either.
  await visitor.goto(`${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`);
  await arrives(visitor.getByRole('heading', { level: 1 })).toHaveText(text('en', 'not_found_title'));
  await visitorContext.close();
});

test("a librarian plays one of their library's titles without a loan", async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.goto('/sv/lib/login');
  await page.getByLabel(text('sv', 'username')).fill(`librarian-${LIBRARY_ID}`);
  await page.getByLabel(text('sv', 'password')).fill('librarian-password-1');
  await page.getByRole('button', { name: text('sv', 'log_in') }).click();
  await expect(page).toHaveURL(/\/sv\/lib\/$/);

  // A title of the library that is out now, as its librarian's portal lists them.
  const titleId = await libraryTitle(request);

  for (const lang of langs) {
    await page.goto(`/${lang}/watch-as-librarian/title/${titleId}`);
    await arrives(page.getByTestId('viewing-box')).toContainText(text(lang, 'viewing_librarian_note'));
    await checkPage(page, `librarian-${lang}`);
  }
  await playsFromViewingBox(page, 'en');
  // The admin mode is not the librarian's.
  await page.goto(`/sv/watch-as-admin/title/${titleId}`);
  await arrives(page.getByRole('heading', { level: 1 })).toHaveText(text('sv', 'not_found_title'));
});

test('a visitor without a session gets the not-found page in every viewing mode', async ({ page }) => {
  for (const mode of ['watch-as-admin', 'watch-as-librarian', 'watch-as-special']) {
    await page.goto(`/sv/${mode}/title/1`);
    await arrives(page.getByRole('heading', { level: 1 })).toHaveText(text('sv', 'not_found_title'));
    await expect(page.getByTestId('viewing-box')).toHaveCount(0);
  }
});
