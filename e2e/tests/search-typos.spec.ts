import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtWidths } from '../axe';
import type { Lang } from '../ui-text';
import { acceptNecessaryCookies, siteOrigin } from '../sites';

/*
 * Search that forgives typos (docs/decisions/056) on the demo seed: "Blåbärskogen" (one s missing) finds the
 * Blåbärsskogen titles, "Lofootn" the Lofoten titles (through their Finnish names, "Lofoottien" and
 * "Lofooteilla"), a search too far from any name offers "Did you mean", and the suggestions while typing work by
 * keyboard alone and pass axe in every language at 390 and 1280 px.
 */

test.describe.configure({ timeout: 90_000 });

const libraryOf: Record<Lang, number> = { sv: 1, en: 1, no: 21, fi: 101 };
const searchLabel: Record<Lang, string> = {
  sv: 'Sök bland titlarna',
  no: 'Søk blant titlene',
  fi: 'Hae nimikkeistä',
  en: 'Search the titles',
};

test.beforeEach(async ({ context, baseURL }) => {
  await acceptNecessaryCookies(context, baseURL!);
});

/** The cards of the result grid (the links on the titles' names). */
const cards = (page: Page) => page.locator('main ul').last().getByRole('link');

test('sv: misspelt names find their titles, and "Did you mean" offers the name', async ({ page }) => {
  await page.goto('/sv/library/1/search');
  const box = page.getByRole('combobox', { name: searchLabel.sv });
  await box.fill('Blåbärskogen');
  await expect(page.getByText('Sökresultat för ”Blåbärskogen”')).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  for (const name of await cards(page).allInnerTexts()) expect(name).toMatch(/Blåbärsskogen/);

  await box.fill('Lofootn');
  await expect(page.getByText('Sökresultat för ”Lofootn”')).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  for (const name of await cards(page).allInnerTexts()) expect(name).toMatch(/Lofoten/);

  // Three edits from Lofoten: no title, but the name is offered; choosing it searches it.
  await box.fill('Lofotttenn');
  await expect(page.getByRole('heading', { name: 'Inga träffar' })).toBeVisible();
  await expect(page.getByText('Menade du:')).toBeVisible();
  await page.getByRole('button', { name: 'Lofoten', exact: true }).click();
  await expect(box).toHaveValue('Lofoten');
  await expect(page.getByText('Sökresultat för ”Lofoten”')).toBeVisible();
  await expect(cards(page).first()).toContainText('Lofoten');
});

test('sv: the suggestions are usable by keyboard alone: type, ArrowDown, Enter opens the title', async ({
  page,
}) => {
  await page.goto('/sv/library/1/search');
  const box = page.getByRole('combobox', { name: searchLabel.sv });
  await expect(box).toBeFocused();
  await page.keyboard.type('Blåbärskog');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.getByRole('listbox', { name: 'Förslag' });
  await expect(listbox.getByRole('option').first()).toContainText('Blåbärsskogen');
  await expect(page.getByRole('status').filter({ hasText: /förslag\. Välj med pil/ })).toBeAttached();

  await page.keyboard.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  const chosen = (await first.locator('span').first().innerText()).trim();

  // Escape closes the list and keeps the text; ArrowDown opens it again on the first suggestion.
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('Blåbärskog');
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sv\/library\/1\/title\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen.replace(/ \[S\d+E\d+\].*$/, ''));
});

for (const lang of ['sv', 'no', 'fi', 'en'] as const) {
  test(`${lang}: axe finds nothing with the suggestions open at 390 and 1280 px`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${siteOrigin(baseURL!, lang)}/${lang}/library/${libraryOf[lang]}/search`);
    const box = page.getByRole('combobox', { name: searchLabel[lang] });
    await box.fill('lofo');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolationsAtWidths(page, `search-suggestions-${lang}`);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
  });
}
