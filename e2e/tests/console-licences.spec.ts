import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { createTitleOverApi, openTitle } from '../console/titles';
import { openConsoleAs } from '../operator-login';
import { text, type Lang } from '../ui-text';

/*
 * The Licences section of the console's title page (decision 052) against the real server: an editor adds a
 * country's window, changes its last day and removes another; a window that ends before it starts is refused on
 * its field, with the focus on the form's error summary; what a patron sees on a chosen day follows the windows
 * (coming, in the catalogue, leaving soon, gone). The windows lie in 2030, so the journey reads the same on any
 * day it runs. axe 0 on the section with a refusal shown in sv, no, fi and en at 390 and 1280 px.
 */

const langs = ['sv', 'no', 'fi', 'en'] as const;
const widths = [390, 1280] as const;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

const section = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: text(lang, 'operator_licences_title') });
const licenceForm = (page: Page, lang: Lang) =>
  section(page, lang).getByRole('form', { name: text(lang, 'operator_licence_add') });
const windowOf = (page: Page, lang: Lang, country: string) =>
  section(page, lang).locator(`li[data-country="${country}"]`);

/** Fills the licence form (dates as YYYY-MM-DD) and saves it. */
async function saveWindow(
  page: Page,
  lang: Lang,
  fields: { country?: string; startsOn?: string; endsOn?: string; priceCents?: string },
) {
  const form = licenceForm(page, lang);
  if (fields.country)
    await form.getByLabel(text(lang, 'operator_licence_country')).selectOption(fields.country);
  if (fields.startsOn !== undefined)
    await form.getByLabel(text(lang, 'operator_licence_starts_on')).fill(fields.startsOn);
  if (fields.endsOn !== undefined)
    await form.getByLabel(text(lang, 'operator_licence_ends_on')).fill(fields.endsOn);
  if (fields.priceCents !== undefined)
    await form.getByLabel(text(lang, 'operator_licence_price_cents')).fill(fields.priceCents);
  await form.getByRole('button', { name: text(lang, 'operator_licence_save') }).click();
}

/** What a patron of `country` sees on the preview's day: its status (data-status) and its words, naming `day`. */
async function expectSeen(preview: Locator, country: string, status: string, day = '') {
  const row = preview.getByRole('listitem').filter({ hasText: text('en', `country_${country}`) });
  await expect(row).toHaveAttribute('data-status', status);
  await expect(row).toContainText(text('en', `operator_availability_${status}`, { date: day }));
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A window that ends before it starts: refused on the last day's field, the summary taking the focus. */
async function refuseBadWindow(page: Page, lang: Lang) {
  await saveWindow(page, lang, {
    country: 'fi',
    startsOn: '2030-05-01',
    endsOn: '2030-04-01',
    priceCents: '1000',
  });
  const message = text(lang, 'operator_licence_ends_before_start');
  const summary = licenceForm(page, lang).getByRole('group', { name: text(lang, 'form_not_sent') });
  await expect(summary).toBeFocused();
  await expect(
    summary.getByRole('link', { name: `${text(lang, 'operator_licence_ends_on')}: ${message}` }),
  ).toBeVisible();
  const endsOn = licenceForm(page, lang).getByLabel(text(lang, 'operator_licence_ends_on'));
  await expect(endsOn).toHaveAttribute('aria-invalid', 'true');
  await expect(endsOn).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(message)}`));
  // The summary's link takes the focus to the field.
  await summary.getByRole('link').click();
  await expect(endsOn).toBeFocused();
}

test('an editor adds, changes and removes licence windows, is refused a window ending before it starts, and sees what patrons see', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const titleId = await createTitleOverApi(`Licensfilm ${Date.now().toString(36)}`);
  await openConsoleAs(page, 'en', { role: 'editor' });
  await openTitle(page, 'en', titleId);
  await expect(section(page, 'en')).toContainText(text('en', 'operator_licences_none'));

  // Sweden from 1 January to 30 June 2030.
  await saveWindow(page, 'en', {
    country: 'se',
    startsOn: '2030-01-01',
    endsOn: '2030-06-30',
    priceCents: '2500',
  });
  await expect(section(page, 'en').getByRole('status')).toHaveText(
    text('en', 'operator_licence_saved', { country: text('en', 'country_se') }),
  );
  const sweden = windowOf(page, 'en', 'se');
  // The form is renewed after a save: the focus is on the saved window, not lost to the page.
  await expect(sweden.getByRole('heading', { name: text('en', 'country_se') })).toBeFocused();
  await expect(sweden).toContainText('1 January 2030');
  await expect(sweden).toContainText('30 June 2030');
  await expect(sweden).toContainText('2500');

  // Finland, ending before it starts: refused, nothing saved; corrected, saved.
  await refuseBadWindow(page, 'en');
  await expect(windowOf(page, 'en', 'fi')).toHaveCount(0);
  await saveWindow(page, 'en', { endsOn: '2030-12-31' });
  await expect(section(page, 'en').getByRole('status')).toHaveText(
    text('en', 'operator_licence_saved', { country: text('en', 'country_fi') }),
  );
  await expect(windowOf(page, 'en', 'fi')).toContainText('31 December 2030');

  // Sweden's last day moved to 31 March: the form opens with the window's values.
  await sweden
    .getByRole('button', { name: text('en', 'operator_licence_edit', { country: text('en', 'country_se') }) })
    .click();
  const form = licenceForm(page, 'en');
  await expect(form.getByRole('heading', { name: text('en', 'operator_licence_add') })).toBeFocused();
  await expect(form.getByLabel(text('en', 'operator_licence_country'))).toHaveValue('se');
  await expect(form.getByLabel(text('en', 'operator_licence_starts_on'))).toHaveValue('2030-01-01');
  await expect(form.getByLabel(text('en', 'operator_licence_price_cents'))).toHaveValue('2500');
  await saveWindow(page, 'en', { endsOn: '2030-03-31' });
  await expect(section(page, 'en').getByRole('status')).toHaveText(
    text('en', 'operator_licence_saved', { country: text('en', 'country_se') }),
  );
  await expect(sweden).toContainText('31 March 2030');
  await expect(sweden).not.toContainText('30 June 2030');

  // What a patron sees on a chosen day, per country.
  const preview = section(page, 'en').getByTestId('availability');
  const date = section(page, 'en')
    .getByRole('region', { name: text('en', 'operator_availability_title') })
    .getByLabel(text('en', 'operator_availability_date'));
  // Each row: the day chosen, a country, what its patrons see then and the day the words name.
  const seen: [string, string, string, string?][] = [
    ['2029-12-01', 'se', 'upcoming', '1 January 2030'],
    ['2029-12-01', 'no', 'not_licensed'],
    ['2030-02-15', 'se', 'available'],
    ['2030-02-15', 'fi', 'upcoming', '1 May 2030'],
    ['2030-03-15', 'se', 'leaving_soon', '31 March 2030'],
    ['2030-04-01', 'se', 'ended', '31 March 2030'],
    ['2030-06-01', 'fi', 'available'],
  ];
  for (const [day, country, status, named] of seen) {
    if ((await date.inputValue()) !== day) await date.fill(day);
    await expectSeen(preview, country, status, named);
  }
  // Each country's row names the day it is about.
  await expect(preview.getByRole('listitem')).toHaveCount(3);
  for (const row of await preview.getByRole('listitem').all())
    await expect(row).toContainText(text('en', 'operator_availability_on', { date: '1 June 2030' }));

  // Finland removed: gone from the list and, on the same day, from what Finnish patrons see.
  await windowOf(page, 'en', 'fi')
    .getByRole('button', {
      name: text('en', 'operator_licence_remove', { country: text('en', 'country_fi') }),
    })
    .click();
  await expect(section(page, 'en').getByRole('status')).toHaveText(
    text('en', 'operator_licence_removed', { country: text('en', 'country_fi') }),
  );
  await expect(windowOf(page, 'en', 'fi')).toHaveCount(0);
  await expect(
    section(page, 'en').getByRole('heading', { name: text('en', 'operator_licence_table') }),
  ).toBeFocused();
  await expectSeen(preview, 'fi', 'not_licensed');

  // axe on the section with a window, a preview and a refusal, in every language at both widths.
  for (const lang of langs) {
    await openTitle(page, lang, titleId);
    await expect(windowOf(page, lang, 'se')).toBeVisible();
    await section(page, lang)
      .getByRole('region', { name: text(lang, 'operator_availability_title') })
      .getByLabel(text(lang, 'operator_availability_date'))
      .fill('2030-02-15');
    await expect(section(page, lang).locator('li[data-status="available"]')).toHaveCount(1);
    await refuseBadWindow(page, lang);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `licences ${lang} at ${width} px`);
    }
  }
});
