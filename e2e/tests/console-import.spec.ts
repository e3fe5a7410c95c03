import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { openConsoleAs } from '../operator-login';
import { text, type Lang } from '../ui-text';

/*
 * The catalogue import screen (/{lang}/admin/titles/import, decision 054) against the real server: an editor
 * checks a distributor's CSV with one bad row, sees the report per row and column and that nothing was
 * imported (the good row's title is not in the console's list), then checks and imports the corrected file,
 * whose title the list then finds. axe 0 on the screen with a report in sv, no, fi and en at 390 and 1280 px.
 */

const langs = ['sv', 'no', 'fi', 'en'] as const;
const widths = [390, 1280] as const;
const run = Date.now().toString(36);
const NAME = `Isvägen ${run}`;
const HEADER =
  'distributor,distributor_ref,kind,name,name_en,year,age_rating,genres,licence_se_starts_on,licence_se_price_cents';
const GOOD_ROW = `e2e-${run},ISV-1,film,${NAME},The Ice Road,2024,11,Drama,2030-01-01,1500`;
/** Row 3: a year before cinema. */
const BAD_ROW = `e2e-${run},ISV-2,film,Tidig film ${run},Early Film,1850,7,Drama,,`;
const BAD_FILE = [HEADER, GOOD_ROW, BAD_ROW].join('\n') + '\n';
const GOOD_FILE = [HEADER, GOOD_ROW].join('\n') + '\n';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

async function openImport(page: Page, lang: Lang) {
  await page.goto(`/${lang}/admin/titles/import`);
  await expect(
    page.getByRole('heading', { level: 1, name: text(lang, 'catalogue_import_page_title') }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle(new RegExp(`^${text(lang, 'catalogue_import_page_title')} – `));
}

/** Chooses `file` as catalogue.csv and presses Check the file. */
async function checkFile(page: Page, lang: Lang, file: string) {
  await page
    .getByLabel(text(lang, 'catalogue_import_file_label'))
    .setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(
    page.getByText(text(lang, 'catalogue_import_format_detected', { format: 'CSV' })),
  ).toBeVisible();
  await page.getByRole('button', { name: text(lang, 'catalogue_import_check') }).click();
}

/** The dry run of the file with a bad row: its problem by row and column, and no Import button. */
async function expectBadRowReport(page: Page, lang: Lang) {
  const problems = page.getByRole('region', { name: text(lang, 'catalogue_import_problems_title') });
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    '3',
    'year',
    text(lang, 'catalogue_import_reason_year_out_of_range'),
  ]);
  await expect(
    page.getByRole('button', { name: text(lang, 'catalogue_import_run'), exact: true }),
  ).toHaveCount(0);
}

/** The console's title list searched for `name`: whether it finds the title. */
async function expectListed(page: Page, name: string, listed: boolean) {
  await page.goto(`/en/admin/titles?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'operator_titles') })).toBeVisible({
    timeout: 30_000,
  });
  if (listed) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  else await expect(page.getByText(text('en', 'operator_titles_none_found'))).toBeVisible();
}

test('an editor checks a catalogue file with a bad row, nothing is imported; the corrected file is imported', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openConsoleAs(page, 'en', { role: 'editor' });
  await openImport(page, 'en');

  // Without a file, the field says so and takes the focus.
  await page.getByRole('button', { name: text('en', 'catalogue_import_check') }).click();
  const file = page.getByLabel(text('en', 'catalogue_import_file_label'));
  await expect(file).toBeFocused();
  await expect(file).toHaveAccessibleDescription(text('en', 'catalogue_import_file_required'));

  // The dry run of the file with a bad row: counted and reported, nothing imported.
  await checkFile(page, 'en', BAD_FILE);
  const report = page.getByRole('status').filter({ hasText: text('en', 'catalogue_import_count_problems') });
  await expect(report).toContainText(
    'The file has 1 problem and cannot be imported. Correct the file and check it again.',
  );
  await expectBadRowReport(page, 'en');
  await expectListed(page, NAME, false);

  // The corrected file: the check counts one new title, Import creates it.
  await openImport(page, 'en');
  await checkFile(page, 'en', GOOD_FILE);
  await expect(page.getByText(text('en', 'catalogue_import_check_ok'))).toBeVisible();
  const counts = page.getByRole('status').locator('dl');
  await expect(
    counts
      .locator('div')
      .filter({ hasText: text('en', 'catalogue_import_count_created') })
      .locator('dd'),
  ).toHaveText('1');
  await expect(page.getByRole('region', { name: text('en', 'catalogue_import_problems_title') })).toHaveCount(
    0,
  );
  await expectListed(page, NAME, false);
  await openImport(page, 'en');
  await checkFile(page, 'en', GOOD_FILE);
  await page.getByRole('button', { name: text('en', 'catalogue_import_run'), exact: true }).click();
  // The Import button is gone with the import: the focus is on the outcome.
  await expect(page.getByText('Import done: 1 title created or changed.')).toBeFocused();
  await expectListed(page, NAME, true);

  // axe on the screen with the bad file's report, in every language at both widths.
  for (const lang of langs) {
    await openImport(page, lang);
    await checkFile(page, lang, BAD_FILE);
    await expectBadRowReport(page, lang);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `catalogue import ${lang} at ${width} px`);
    }
  }
});
