import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { libraryTitleId } from '../library-titles';
import { acceptNecessaryCookies, siteOrigin } from '../sites';
import { text, type Lang } from '../ui-text';
import { reviewScreenshot } from '../review-screenshots';
import { openLibrarianPortal } from '../librarian-login';

/*
 * Budget pacing end to end (issue 29): a librarian spreads the month's budget over its days, a patron sees the
 * day's allowance on the library's pages before typing a card, and the librarian's statistics show the day's
 * use. Jönköping (library 10) and its librarian, which no other journey changes. The journeys run in order:
 * the axe checks read the statistics the first one leaves. The server's clock is real, so
 * the budget is set from today's date: the loans this month so far plus one a day for the days left, which
 * makes today's allowance exactly one loan.
 */

const LIBRARY_ID = 10;
const TIME_ZONE = 'Europe/Stockholm';
const librarian = { username: `librarian-${LIBRARY_ID}`, password: 'librarian-password-1' };

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context, baseURL }) => {
  await acceptNecessaryCookies(context, baseURL!);
});

/** Today in the library's time zone (YYYY-MM-DD) and the days left in its month, today included. */
function libraryToday(): { date: string; daysLeft: number } {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { date, daysLeft: days - day + 1 };
}

const logInLibrarian = (page: Page, site: string, lang: Lang) =>
  openLibrarianPortal(page, site, lang, librarian);

/** A sentence of the interface as a pattern, its {placeholders} matching anything. */
const sentence = (lang: Lang, key: string) =>
  new RegExp(
    text(lang, key)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\?\{\w+\\?\}|\{\w+\}/g, '.+'),
  );

test("sv: a librarian paces the budget by day; a patron sees today's allowance before typing a card; the statistics show the day's use", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const today = libraryToday();
  await logInLibrarian(page, baseURL!, 'sv');

  // This month's loans so far, from the statistics' key figures.
  const month = page.getByRole('region', { name: new RegExp(`^${text('sv', 'statistics_this_month')}`) });
  const loansSoFar = Number(
    (await month
      .getByText(text('sv', 'statistics_loans'), { exact: true })
      .locator('xpath=following-sibling::dd[1]')
      .textContent())!.replace(/\s/g, ''),
  );
  expect(Number.isInteger(loansSoFar)).toBe(true);

  // Budget settings: a count budget of one loan a day for the rest of the month, paced by day.
  await page.goto('/sv/lib/settings');
  await page.getByRole('radio', { name: text('sv', 'budget_type_count') }).check();
  await page.getByLabel(text('sv', 'monthly_budget_loans')).fill(String(loansSoFar + today.daysLeft));
  // Patron limits out of the way: the ordinary demo card below must be refused only by the day's allowance.
  await page.getByLabel(text('sv', 'patron_limit'), { exact: true }).fill('100');
  await page.getByRole('radio', { name: text('sv', 'budget_pacing_daily') }).check();
  await page
    .getByRole('form', { name: text('sv', 'change_budget') })
    .getByRole('button', { name: text('sv', 'save'), exact: true })
    .click();
  await expect(page.getByRole('status').filter({ hasText: text('sv', 'budget_saved') })).toBeVisible();

  // A patron, in a browser of their own, opens a title: the day's one loan is announced before any card is typed.
  const patronContext = await browser.newContext();
  await acceptNecessaryCookies(patronContext, baseURL!);
  const patron = await patronContext.newPage();
  const titleId = await libraryTitleId(patron, LIBRARY_ID, 0);
  await patron.goto(`/sv/library/${LIBRARY_ID}/title/${titleId}`);
  const box = patron.getByTestId('loan-box');
  await expect(box.getByLabel(text('sv', 'card_number'))).toHaveValue('');
  // On the month's last day the day's allowance is the month's last loan, and the month's own notice speaks.
  const lastDay = today.daysLeft === 1;
  if (!lastDay) await expect(patron.getByText('1 lån kvar i dag på det här biblioteket.')).toBeVisible();

  // The loan takes today's allowance; the title page then says when loans open again, before a card is typed.
  // An ordinary demo card: the demo card 11111111 is the logged-in journeys' saved card, whose allowance they use.
  await box.getByLabel(text('sv', 'card_number')).fill('33333333');
  await box.getByLabel(text('sv', 'pin_code')).fill('3333');
  await box.getByRole('button', { name: text('sv', 'borrow'), exact: true }).click();
  await expect(box.getByRole('button', { name: text('sv', 'watch') })).toBeVisible();
  const otherTitle = await libraryTitleId(patron, LIBRARY_ID, 1);
  await patron.goto(`/sv/library/${LIBRARY_ID}/title/${otherTitle}`);
  const usedUp = patron.getByText(
    sentence('sv', lastDay ? 'library_budget_reached_notice' : 'loan_refused_daily_allowance'),
  );
  await expect(usedUp).toBeVisible();
  if (!lastDay) await expect(usedUp).toContainText('00:00');
  await expectNoAxeViolations(patron, 'sv title page with the day allowance used up');
  await patronContext.close();

  // The librarian's statistics: today's period with its allowance of one loan, used.
  await page.goto('/sv/lib/');
  await expect(page.getByRole('heading', { name: text('sv', 'statistics_pacing_daily') })).toBeVisible();
  const section = page
    .getByRole('heading', { name: text('sv', 'statistics_pacing_daily') })
    .locator('xpath=ancestor::section[1]');
  await section.locator('details > summary').click();
  const table = page.getByRole('table', {
    name: new RegExp(`^${text('sv', 'statistics_table_pacing', { month: '' }).trim()}`),
  });
  const todayRow = table.getByRole('row').filter({ hasText: text('sv', 'statistics_pacing_state_today') });
  await expect(todayRow.getByRole('cell')).toHaveText([
    '1',
    '1',
    text('sv', 'statistics_pacing_state_today'),
  ]);
  await expect(page.locator('[data-forecast^="paced_"]')).toBeVisible();
});

for (const lang of ['sv', 'no', 'fi', 'en'] as const) {
  test(`${lang}: axe finds nothing on the statistics with pacing, at 390 and 1280 px`, async ({
    page,
    baseURL,
  }) => {
    const site = siteOrigin(baseURL!, lang);
    await logInLibrarian(page, site, lang);
    // The statistics as the first journey left them: paced by day, today's allowance used.
    await page.goto(`${site}/${lang}/lib/`);
    const heading = page.getByRole('heading', { name: text(lang, 'statistics_pacing_daily') });
    await expect(heading).toBeVisible();
    await heading.locator('xpath=ancestor::section[1]').locator('details > summary').click();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `${lang} statistics with pacing ${width}`);
      await heading.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, { path: `librarian-pacing-${lang}-${width}.png` });
    }
  });
}
