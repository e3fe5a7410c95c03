import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SCREEN_WIDTHS, expectNoAxeViolations } from '../axe';
import { text, type Lang } from '../ui-text';

/*
 * Child mode made visible, against the real server: a patron turns child mode on in Settings; the header's
 * "Child mode" badge appears at once and explains what it means and how to leave it; a link to a title that is
 * not a children's title then opens a page that says so (the API's TITLE_NOT_IN_CHILD_MODE) instead of "page
 * not found". The page with the badge and its explanation pass axe in sv, no, fi and en at 390 and 1280 px.
 */

const langs = ['sv', 'no', 'fi', 'en'] as const satisfies readonly Lang[];
const LIBRARY = 1;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

/** A new account, logged in in this browser context (its session cookies), so no other journey's user changes. */
async function registerAndLogIn(context: BrowserContext, baseURL: string): Promise<void> {
  const api = context.request;
  const started = await (await api.post('/api/init_portal_session', { form: { portal: 'customer' } })).json();
  const name = `kid${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const registered = await api.post('/api/user/user/register', {
    form: {
      portal_sessionid: started.sessionid,
      portal_csrftoken: started.csrftoken,
      username: name,
      email: `${name}@example.com`,
      password: 'a good password 1',
      first_name: 'Kim',
      last_name: 'Lind',
      country_iso: 'se',
      log_user_in_after_register: '1',
      // Already subscribed: the newsletter offer never covers the page.
      subscribe_newsletter: '1',
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { new_sessionid: sessionid, new_csrftoken: csrftoken } = await registered.json();
  await context.addCookies([
    { name: 'customer_portal_sessionid', value: sessionid, url: baseURL },
    { name: 'customer_portal_csrftoken', value: csrftoken, url: baseURL },
  ]);
}

const badgeOf = (page: Page, lang: Lang) =>
  page.getByRole('banner').getByRole('button', { name: text(lang, 'child_mode_badge_label') });

test('child mode shows in the header, explains itself, and a title outside it says so', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // Titles of the library's first page, seen before child mode narrows the catalogue.
  await page.goto(`/en/library/${LIBRARY}/all`);
  const links = page.getByRole('main').locator(`a[href*="/library/${LIBRARY}/title/"]`);
  await expect(links.first()).toBeVisible({ timeout: 30_000 });
  const ids = [
    ...new Set(
      (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).map((href) =>
        Number(/\/title\/(\d+)/.exec(href)![1]),
      ),
    ),
  ];

  await registerAndLogIn(context, baseURL!);
  await page.goto('/en/settings');
  await expect(badgeOf(page, 'en')).toHaveCount(0);
  const profile = page.locator('#profile');
  await profile.getByLabel(text('en', 'children_mode')).check();
  await profile.getByRole('button', { name: text('en', 'save_changes') }).click();
  await expect(profile.getByText(text('en', 'changes_saved'))).toBeVisible();

  // The badge appears with the saved profile, no reload; it opens what child mode means and the way out.
  const badge = badgeOf(page, 'en');
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText(text('en', 'child_mode_badge'));
  await badge.click();
  const explained = page.getByRole('dialog', { name: text('en', 'child_mode_is_on') });
  await expect(explained.getByText(text('en', 'child_mode_explained'))).toBeVisible();
  await expect(explained.getByText(text('en', 'child_mode_leave_profile'))).toBeVisible();
  await expect(explained.getByRole('link', { name: text('en', 'child_mode_open_settings') })).toHaveAttribute(
    'href',
    '/en/settings#profile',
  );
  await page.keyboard.press('Escape');
  await expect(explained).toBeHidden();
  await expect(badge).toBeFocused();

  // A title of the first page that is not a children's title: its link opens the child-mode page.
  const heading = page.getByRole('heading', { level: 1 });
  let hidden: number | undefined;
  for (const id of ids) {
    await page.goto(`/en/library/${LIBRARY}/title/${id}`);
    await expect(heading).toBeVisible({ timeout: 15_000 });
    if ((await heading.textContent()) === text('en', 'title_not_in_child_mode_heading')) {
      hidden = id;
      break;
    }
  }
  expect(hidden, 'a title of the first page outside child mode').toBeDefined();
  await expect(page).toHaveTitle(`${text('en', 'title_not_in_child_mode_heading')} – Filmhyllan`);
  await expect(page.getByText(text('en', 'title_not_in_child_mode_body'))).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: text('en', 'child_mode_open_settings') }),
  ).toBeVisible();
  await expect(page.getByText(text('en', 'not_found_title'))).toHaveCount(0);

  for (const lang of langs) {
    await page.goto(`/${lang}/library/${LIBRARY}/title/${hidden}`);
    await expect(heading).toHaveText(text(lang, 'title_not_in_child_mode_heading'));
    for (const width of SCREEN_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const shown = badgeOf(page, lang);
      await expect(shown).toBeVisible();
      await expectNoAxeViolations(page, `${lang} child-mode title page at ${width} px`);
      await shown.click();
      const dialog = page.getByRole('dialog', { name: text(lang, 'child_mode_is_on') });
      await expect(dialog.getByText(text(lang, 'child_mode_explained'))).toBeVisible();
      await expectNoAxeViolations(page, `${lang} child-mode explanation at ${width} px`);
      await dialog.getByRole('button', { name: text(lang, 'close') }).click();
      await expect(dialog).toBeHidden();
    }
  }
});
