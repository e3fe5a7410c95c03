import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { acceptNecessaryCookies, siteOrigin } from '../sites';
import { reviewScreenshot } from '../review-screenshots';
import { openLibrarianPortal } from '../librarian-login';

/*
 * The librarian's half of issue 11 in a real browser against the real server: today's figures follow a loan
 * made in the customer portal, a table downloads as CSV, a title leaves the customer catalogue and comes back,
 * a lower cap sends the budget alerts to the outbox, the audit lists the change. Malmö (library 3) and its
 * librarian, so that the journeys of library 1 (loans, budgets) run undisturbed beside it.
 */

type Lang = 'sv' | 'no' | 'fi' | 'en';

const LIBRARY_ID = 3;
const librarian = { username: `librarian-${LIBRARY_ID}`, password: 'librarian-password-1' };
const ALERT_ADDRESS = 'film@malmo.example';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptNecessaryCookies(context, baseURL!);
});

const logIn = (page: Page, base: string, lang: Lang) => openLibrarianPortal(page, base, lang, librarian);

/** Today's loans: the last row of the daily table (the default range is this month up to today). */
async function loansToday(page: Page): Promise<number> {
  const table = page.getByRole('table', { name: /^Lån och förbrukning per dag/ });
  await page.getByText(/^Visa siffrorna/).click();
  const cells = await table.getByRole('row').last().getByRole('cell').allTextContents();
  return Number((cells[0] ?? '').replace(/\s/g, ''));
}

/** Borrows a title of the library with a demo card in a browser of its own; answers the title's id. */
async function borrowAsPatron(browser: Browser, baseURL: string): Promise<{ id: number; name: string }> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL }]);
  const page = await context.newPage();
  await page.goto(`${baseURL}/sv/library/${LIBRARY_ID}/all`);
  await page.locator('main ul').last().getByRole('link').nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/sv/library/${LIBRARY_ID}/title/\\d+$`));
  const box = page.getByTestId('loan-box');
  await box.getByLabel('Lånekortsnummer').fill('33333333');
  await box.getByLabel('PIN-kod').fill('3333');
  await box.getByRole('button', { name: 'Låna', exact: true }).click();
  await expect(box.getByRole('button', { name: 'Titta' })).toBeVisible();
  const id = Number(/title\/(\d+)$/.exec(page.url())![1]);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await context.close();
  return { id, name };
}

/** The names of the titles a patron finds in the library's catalogue by searching a name (get_titles). */
async function patronSearch(request: APIRequestContext, name: string): Promise<string[]> {
  const session = (await (
    await request.post('/api/init_portal_session', { form: { portal: 'customer' } })
  ).json()) as {
    sessionid: string;
  };
  const query = new URLSearchParams({
    library_id: String(LIBRARY_ID),
    country_iso: 'se',
    locale: 'sv',
    search: name,
    portal_sessionid: session.sessionid,
  });
  const answer = await request.get(`/api/library/title/get_titles?${query}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { titles: { name: string }[] }).titles.map((title) => title.name);
}

/** The e-mails in the server's outbox to an address, decoded (quoted-printable, UTF-8). */
function outboxTo(address: string): string[] {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .filter((raw) => raw.includes(`To: ${address}`))
    .map((raw) => {
      const bytes = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

test('a librarian sees a new loan, exports CSV, excludes and returns a title, gets the budget alerts and the audit', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await logIn(page, baseURL!, 'sv');
  await expect(page).toHaveTitle(/^Statistik – /);
  const before = await loansToday(page);

  // A patron borrows at the library: today's figures and the chart's summary count it.
  const borrowed = await borrowAsPatron(browser, baseURL!);
  await page.reload();
  expect(await loansToday(page)).toBe(before + 1);
  await expect(page.getByRole('img', { name: /^Diagram över lån per dag/ })).toBeVisible();
  await expect(
    page.getByText(/^(I den här takten räcker budgeten|Budgeten tog slut den|Ingen månadsbudget)/),
  ).toBeVisible();

  // The daily table as CSV: a BOM, a Swedish header row, semicolons, and today's loans.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Ladda ner CSV: Lån per dag' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^filmhyllan-daily-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Datum;Lån;Belopp (SEK)');
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' }),
  );
  expect(lines.find((line) => line.startsWith(`${today};`))).toMatch(
    new RegExp(`^${today};${before + 1};\\d+,\\d{2}$`),
  );

  // My titles: take the borrowed title out of the catalogue; patrons no longer find it; then return it.
  await page.getByRole('link', { name: 'Mina titlar' }).click();
  await expect(page).toHaveTitle(/^Mina titlar – /);
  await page.getByLabel('Sök bland titlarna').fill(borrowed.name);
  const toggle = page.getByRole('switch', { name: `I katalogen: ${borrowed.name}` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  const seriesChoice = page.getByRole('button', { name: 'Bara det här avsnittet' });
  if (await seriesChoice.isVisible().catch(() => false)) await seriesChoice.click();
  await expect(toggle).not.toBeChecked();
  await expect
    .poll(() => patronSearch(request, borrowed.name), { timeout: 10_000 })
    .not.toContain(borrowed.name);
  await page.getByLabel('Visa').selectOption({ label: 'Borttagna ur katalogen' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  if (await seriesChoice.isVisible().catch(() => false)) await seriesChoice.click();
  // Returned, it leaves the list of excluded titles and is in the catalogue again.
  await expect(toggle).toHaveCount(0);
  await page.getByLabel('Visa').selectOption({ label: 'I katalogen' });
  await expect(toggle).toBeChecked();
  await expect.poll(() => patronSearch(request, borrowed.name), { timeout: 10_000 }).toContain(borrowed.name);

  // The budget: an alert address and a cap at this month's spend send both alerts; the audit lists the change.
  await page.getByRole('link', { name: 'Ändra budget' }).click();
  const countBudget = page.getByRole('radio', { name: 'Antal lån' });
  const typeBefore = (await countBudget.isChecked()) ? 'count' : 'amount';
  await countBudget.check();
  const cap = page.getByLabel(/^Månadsbudget, antal lån/);
  const capBefore = await cap.inputValue();
  await page.getByLabel('E-post för budgetvarningar').fill(ALERT_ADDRESS);
  await cap.fill('1');
  await page.getByRole('form', { name: 'Ändra budget' }).getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Budgeten är sparad.' })).toBeVisible();
  await expect.poll(() => outboxTo(ALERT_ADDRESS).length, { timeout: 10_000 }).toBe(2);
  const mails = outboxTo(ALERT_ADDRESS);
  const eighty = mails.find((mail) => mail.includes('(80 %)'));
  const hundred = mails.find((mail) => mail.includes('(100 %)'));
  expect(eighty).toContain('Malmö stadsbibliotek har nu använt');
  expect(hundred).toMatch(/I nuvarande takt räcker budgeten till och med \d+ \p{L}+\./u);

  const audit = page.getByRole('region', { name: 'Ändringar av budgeten' });
  await expect(audit.getByRole('row').nth(1)).toContainText(ALERT_ADDRESS);
  await expect(audit.getByRole('row').nth(1)).toContainText(librarian.username);
  await reviewScreenshot(page, { path: `librarian-budget-alerts-sv-1280.png`, fullPage: true });

  // Put the cap back (the figures of other tests of this library do not depend on it, but a demo should not).
  await cap.fill(capBefore || '100');
  if (typeBefore === 'amount') await page.getByRole('radio', { name: 'Belopp' }).check();
  await page.getByRole('form', { name: 'Ändra budget' }).getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Budgeten är sparad.' })).toBeVisible();

  await page.getByRole('button', { name: `Logga ut (${librarian.username})` }).click();
  await expect(page).toHaveURL(/\/sv\/lib\/login$/);
});

const screens = [
  ['statistics', ''],
  ['catalogue', 'catalogue'],
  ['settings', 'settings'],
] as const;

/** Every language at desktop width; the phone layout in Swedish and in Finnish, whose words run longest. */
const widthsOf = (lang: Lang) => (lang === 'sv' || lang === 'fi' ? [1280, 390] : [1280]);

for (const lang of ['sv', 'no', 'fi', 'en'] as const) {
  test(`${lang}: axe finds nothing on the librarian screens at ${widthsOf(lang).join(' and ')} px`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const base = siteOrigin(baseURL!, lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, base, lang);
    for (const width of widthsOf(lang)) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of screens) {
        await page.goto(`${base}/${lang}/lib/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(/^(Laddar|Laster|Ladataan|Loading)/)).toHaveCount(0);
        await expectNoAxeViolations(page, `${lang} ${name} ${width}`);
        // No sideways scroll on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        if (lang === 'sv' || width === 390 || lang === 'en') {
          await reviewScreenshot(page, {
            path: `librarian-${name}-${lang}-${width}.png`,
            fullPage: true,
          });
        }
      }
    }
  });
}
