import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { importCards } from '../console/cards';
import { openConsoleAs } from '../operator-login';
import { text } from '../ui-text';
import { reviewScreenshot } from '../review-screenshots';

/*
 * The built-in directory's cards import in the console (decision 040) against the real server: an admin checks
 * a file with one bad line (the report names the line and the reason, nothing is saved), imports a good file,
 * and a patron borrows with one of the imported cards and its PIN. The check and the import result without axe
 * violations in sv, no, fi and en on a phone and a desktop.
 */

const langs = ['sv', 'no', 'fi', 'en'] as const;
const widths = [390, 1280] as const;
/** Västerås stadsbibliotek: a demo library with the built-in directory that no other journey uses. */
const LIBRARY_ID = 7;

const header = 'card_number;pin;blocked';
const BAD_FILE = [header, '70000001;4321;no', '70000002;12;no', '70000003;9876;yes', ''].join('\r\n');
const GOOD_FILE = [header, '70000001;4321;no', '70000002;2468;no', '70000003;9876;yes', ''].join('\r\n');

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

/** axe on what the page shows, at both widths (with E2E_SCREENSHOTS=1, a screenshot of each). */
async function checkScreen(page: Page, where: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${where} at ${width} px`);
    await reviewScreenshot(page, { path: `console-cards-${where}-${width}.png`, fullPage: true });
  }
}

test('an admin checks a cards file with a bad line, imports a good one, and a patron borrows with an imported card', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await openConsoleAs(page, 'en');

  // The check of a file with one bad line, in every language: the line, the card's end and the reason.
  for (const lang of langs) {
    const checked = await importCards(page, lang, LIBRARY_ID, BAD_FILE, { dryRun: true });
    expect(checked).toEqual({
      counts: { added: 2, updated: 0, unchanged: 0, rejected: 1 },
      problems: [{ line: 3, card: '…02', reason: text(lang, 'cards_import_reason_pin_invalid') }],
    });
    await checkScreen(page, `check-${lang}`);
  }

  // Nothing was saved by the checks: the good file's check still finds every card new. Then it is imported.
  const goodCheck = await importCards(page, 'en', LIBRARY_ID, GOOD_FILE, { dryRun: true });
  expect(goodCheck).toEqual({ counts: { added: 3, updated: 0, unchanged: 0, rejected: 0 }, problems: [] });
  const imported = await importCards(page, 'sv', LIBRARY_ID, GOOD_FILE, { dryRun: false });
  expect(imported).toEqual({ counts: { added: 3, updated: 0, unchanged: 0, rejected: 0 }, problems: [] });
  await expect(
    page.getByText(text('sv', 'cards_import_done').replace(/\{count.*\}\}/, '3 kort')),
  ).toBeVisible();
  await checkScreen(page, 'imported-sv');
  // The result screen in the other languages: the same file imported again leaves every card unchanged.
  for (const lang of langs.filter((l) => l !== 'sv')) {
    const reimported = await importCards(page, lang, LIBRARY_ID, GOOD_FILE, { dryRun: false });
    expect(reimported).toEqual({ counts: { added: 0, updated: 0, unchanged: 3, rejected: 0 }, problems: [] });
    await checkScreen(page, `imported-${lang}`);
  }
  // Checked again, every card is unchanged.
  const again = await importCards(page, 'en', LIBRARY_ID, GOOD_FILE, { dryRun: true });
  expect(again.counts).toEqual({ added: 0, updated: 0, unchanged: 3, rejected: 0 });

  // A patron of the library borrows a title with an imported card and its PIN.
  const patron = await context.newPage();
  await patron.goto(`/sv/library/${LIBRARY_ID}/all`);
  await patron.locator('main ul').last().getByRole('link').first().click();
  await expect(patron).toHaveURL(new RegExp(`/sv/library/${LIBRARY_ID}/title/\\d+$`));
  const box = patron.getByTestId('loan-box');
  await box.getByLabel('Lånekortsnummer').fill('70000002');
  await box.getByLabel('PIN-kod').fill('2468');
  const [response] = await Promise.all([
    patron.waitForResponse(
      (r) => r.url().endsWith('/customer/customer/loan') && r.request().method() === 'POST',
    ),
    box.getByRole('button', { name: 'Låna', exact: true }).click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(box.getByRole('button', { name: 'Titta' })).toBeVisible();
  await expect(box).toContainText('kvar av lånet');
});
