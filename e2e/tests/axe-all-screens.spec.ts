import { expect, test, type Page } from '@playwright/test';
import { text, type Lang } from '../ui-text';
import { expectNoAxeViolations } from '../axe';
import { acceptNecessaryCookies, siteOrigin } from '../sites';

/*
 * axe-core on the screens and dialogs of both portals that the other journeys do not check already, in every
 * language, at 390 px and 1280 px: each screen is loaded once and checked at both widths. The account modals,
 * settings, the reset and account-deleted pages are checked in account.spec.ts; the librarian screens at 1280 px
 * in librarian-portal.spec.ts. Here: the catalogue screens, the title page and its player, the profile of the demo
 * account (favourites, past loans, saved cards), the privacy policy and the accessibility statement, the
 * not-found page, the librarian login, and the librarian screens on a phone.
 */

/** A demo library of each language's country (README, Demo accounts). */
const libraryOf: Record<Lang, number> = { sv: 1, en: 1, no: 21, fi: 101 };

/** How long the first run may take to generate the demo clips. */
const CLIPS_TIMEOUT_MS = 90_000;

test.beforeEach(async ({ context, baseURL }) => {
  await acceptNecessaryCookies(context, baseURL!);
});

/** Checks what is on screen at phone width, then at desktop width, and leaves the page at desktop width. */
async function checkBothWidths(page: Page, where: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoAxeViolations(page, `${where} ${width}`);
  }
}

/** Opens a page and waits for its heading and for anything still loading. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^(Laddar|Laster|Ladataan|Loading)/)).toHaveCount(0);
}

for (const lang of ['sv', 'no', 'fi', 'en'] as const) {
  test(`${lang}: axe finds nothing on the screens and dialogs of both portals at 390 and 1280 px`, async ({
    page,
    baseURL,
  }) => {
    // Some forty screens and dialogs under axe, most at two widths: three minutes on a busy two-core machine.
    test.setTimeout(CLIPS_TIMEOUT_MS + 240_000);
    const site = siteOrigin(baseURL!, lang);
    const library = libraryOf[lang];
    await page.setViewportSize({ width: 1280, height: 844 });

    await open(page, `${site}/${lang}/`);
    await checkBothWidths(page, `${lang} front page`);

    await open(page, `${site}/${lang}/library/${library}/all`);
    const firstTitle = page.locator('main ul').last().getByRole('link').first();
    await expect(firstTitle).toBeVisible();
    await checkBothWidths(page, `${lang} all titles`);
    const titlePath = (await firstTitle.getAttribute('href')) ?? '';
    const firstWord = ((await firstTitle.textContent()) ?? '').trim().split(/\s+/)[0] ?? '';

    await open(page, `${site}/${lang}/library/${library}/selected`);
    await checkBothWidths(page, `${lang} selected titles and themes`);

    await open(page, `${site}/${lang}/library/${library}/search?q=${encodeURIComponent(firstWord)}`);
    await expect(page.locator('main ul').last().getByRole('link').first()).toBeVisible();
    await checkBothWidths(page, `${lang} search`);

    await open(page, `${site}/${lang}/nyheter`);
    await checkBothWidths(page, `${lang} new titles`);

    for (const path of ['privacy-policy', 'accessibility', 'no-such-page']) {
      await open(page, `${site}/${lang}/${path}`);
      await checkBothWidths(page, `${lang} ${path}`);
    }

    // The title page, then its player: borrowed with the demo card, whose allowance is untouched by the seed.
    await open(page, `${site}${titlePath}`);
    await checkBothWidths(page, `${lang} title page`);
    const box = page.getByTestId('loan-box');
    await box.getByLabel(text(lang, 'card_number')).fill('11111111');
    await box.getByLabel(text(lang, 'pin_code')).fill('1234');
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/customer/customer/loan') && r.request().method() === 'POST',
      ),
      box.getByRole('button', { name: text(lang, 'borrow'), exact: true }).click(),
    ]);
    const playlist =
      ((await response.json()) as { loan?: { stream: { playlist_url: string } } }).loan?.stream
        .playlist_url ?? '';
    const watch = box.getByRole('button', { name: text(lang, 'watch'), exact: true });
    await expect(watch).toBeVisible();
    if (playlist) {
      await expect
        .poll(async () => (await page.request.get(playlist)).status(), {
          timeout: CLIPS_TIMEOUT_MS,
          intervals: [1000],
        })
        .toBe(200);
    }
    await watch.click();
    const player = page.getByRole('dialog');
    await expect(player.getByRole('button', { name: text(lang, 'player_pause') })).toBeVisible({
      timeout: 20_000,
    });
    await checkBothWidths(page, `${lang} player`);
    await page.keyboard.press('Escape');
    await expect(player).toBeHidden();

    // The demo account's profile: favourites, past loans and the saved card.
    await page
      .getByRole('button', { name: text(lang, 'log_in'), exact: true })
      .first()
      .click();
    const login = page.getByRole('dialog', { name: text(lang, 'log_in') });
    await login.getByLabel(text(lang, 'username')).fill('demo');
    await login.getByLabel(text(lang, 'password'), { exact: true }).fill('demo-password-1');
    await login.getByRole('button', { name: text(lang, 'log_in') }).click();
    await expect(login).toBeHidden();
    await open(page, `${site}/${lang}/profile`);
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'your_profile') })).toBeVisible();
    await checkBothWidths(page, `${lang} profile`);

    // The librarian portal: its login, and (the 1280 px screens are checked in librarian-portal.spec.ts) its
    // screens on a phone.
    await open(page, `${site}/${lang}/lib/login`);
    await checkBothWidths(page, `${lang} librarian login`);
    await page.getByLabel(text(lang, 'username')).fill('librarian-2');
    await page.getByLabel(text(lang, 'password')).fill('librarian-password-1');
    await page.getByRole('button', { name: text(lang, 'log_in') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/lib/$`));
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [name, path] of [
      ['statistics', ''],
      ['my titles', 'catalogue'],
      ['budget and settings', 'settings'],
    ] as const) {
      await open(page, `${site}/${lang}/lib/${path}`);
      await expectNoAxeViolations(page, `${lang} librarian ${name} 390`);
    }

    // My titles: an episode's switch asks whether to exclude the episode or the whole series. Cancelled, so
    // nothing changes.
    await open(page, `${site}/${lang}/lib/catalogue`);
    await page.getByLabel(text(lang, 'search_label')).fill('S1E1');
    const episodeSwitch = page.getByRole('switch', { name: /S\d+E\d+/ }).first();
    await expect(episodeSwitch).toBeChecked();
    await episodeSwitch.click();
    const seriesChoice = page.getByRole('dialog');
    await expect(seriesChoice.getByRole('button', { name: text(lang, 'episode_choice_one') })).toBeVisible();
    await checkBothWidths(page, `${lang} librarian episode or series`);
    await page.keyboard.press('Escape');
    await expect(seriesChoice).toBeHidden();
    await expect(episodeSwitch).toBeChecked();

    // The outage popup of the librarian portal: the statistics call answers 503.
    await page.route('**/get_statistics*', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(`${site}/${lang}/lib/`);
    const outage = page.getByRole('alertdialog', { name: text(lang, 'service_outage_title') });
    await expect(outage).toBeVisible();
    await checkBothWidths(page, `${lang} librarian outage popup`);
    await outage.getByRole('button', { name: text(lang, 'close') }).click();
    await expect(outage).toBeHidden();
    await page.unroute('**/get_statistics*');

    // The patron's error popup: a search answers 500 (the first page of All titles comes with the HTML).
    await page.route('**/get_titles*', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${site}/${lang}/library/${library}/search?q=${encodeURIComponent(firstWord)}`);
    const error = page.getByRole('alertdialog', { name: text(lang, 'error_popup_title') });
    await expect(error).toBeVisible();
    await checkBothWidths(page, `${lang} error popup`);
    await error.getByRole('button', { name: text(lang, 'close') }).click();
    await expect(error).toBeHidden();
  });
}
