import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, SCREEN_WIDTHS } from '../axe';
import { acceptNecessaryCookies, siteOrigin } from '../sites';
import { openLibrarianPortal } from '../librarian-login';

/*
 * Issue 29's librarians' lists in a real browser: the librarian of library 26 (Norwegian, on
 * no.localhost; no other journey gives it themes) makes a list in the portal, and a patron then finds it as a
 * theme on the library's page. axe on the lists screen and its form in every language at phone and desktop width.
 */

type Lang = 'sv' | 'no' | 'fi' | 'en';

const LIBRARY_ID = 26;
const librarian = { username: `librarian-${LIBRARY_ID}`, password: 'librarian-password-1' };

const newList: Record<Lang, string> = { sv: 'Ny lista', no: 'Ny liste', fi: 'Uusi lista', en: 'New list' };

test.beforeEach(async ({ context, baseURL }) => {
  await acceptNecessaryCookies(context, baseURL!);
});

const logIn = (page: Page, base: string, lang: Lang) => openLibrarianPortal(page, base, lang, librarian);

test('a librarian builds a list that a patron then finds on the library page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = siteOrigin(baseURL!, 'no');
  const heading = `Vinterkvelder ${Date.now()}`;
  await logIn(page, base, 'no');
  await page.goto(`${base}/no/lib/lists`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lister' })).toBeVisible();
  await page.getByRole('button', { name: 'Ny liste' }).click();
  await page.getByLabel('Overskrift på norsk').fill(heading);
  await page.getByLabel('Overskrift på engelsk').fill(`Winter evenings ${heading.slice(-6)}`);
  await page.getByLabel('Søk etter tittel eller serie å legge til').fill('lofo');
  const firstMatch = page.getByRole('button', { name: /^Legg til / }).first();
  await expect(firstMatch).toBeVisible();
  const picked = ((await firstMatch.textContent()) ?? '')
    .replace(/^Legg til /, '')
    .replace(/ \(Serie\)$/, '');
  await firstMatch.click();
  await expect(page.getByRole('button', { name: `Fjern ${picked}` })).toBeVisible();
  await page.getByRole('button', { name: 'Lagre listen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Listen er lagret.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();

  const patron = await browser.newContext();
  await acceptNecessaryCookies(patron, baseURL!);
  const patronPage = await patron.newPage();
  await patronPage.goto(`${base}/no/library/${LIBRARY_ID}/selected`);
  await expect(patronPage.getByText(heading, { exact: true }).first()).toBeVisible();
  await patron.close();

  // Deleted after a confirmation, the list leaves the portal (and the library's page falls back to the shared themes).
  await page.getByRole('button', { name: `Slett ${heading}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Slett' }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toHaveCount(0);
});

for (const lang of ['sv', 'no', 'fi', 'en'] as const) {
  test(`${lang}: axe finds nothing on the lists screen and its form at 390 and 1280 px`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const base = siteOrigin(baseURL!, lang);
    await logIn(page, base, lang);
    for (const width of SCREEN_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base}/${lang}/lib/lists`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^(Laddar|Laster|Ladataan|Loading)/)).toHaveCount(0);
      await expectNoAxeViolations(page, `${lang} lists ${width}`);
      await page.getByRole('button', { name: newList[lang] }).click();
      await expect(page.getByRole('heading', { level: 2, name: newList[lang] })).toBeVisible();
      await expectNoAxeViolations(page, `${lang} list form ${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
}
