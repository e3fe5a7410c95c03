import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { text, type Lang } from '../ui-text';
import { reviewScreenshot } from '../review-screenshots';
import { openLibrarianPortal } from '../librarian-login';

/*
 * The librarian's budget form never refuses a save in silence (issue 25): a refused number in the hidden field
 * of the other budget type no longer blocks the form, and a refused save says why under the field and in an
 * error summary that takes the focus. Örebro (library 6) and its librarian, which no other journey changes.
 */

const LIBRARY_ID = 6;
const librarian = { username: `librarian-${LIBRARY_ID}`, password: 'librarian-password-1' };

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

async function openBudgetForm(page: Page, baseURL: string, lang: Lang) {
  await openLibrarianPortal(page, baseURL, lang, librarian);
  await page.goto(`/${lang}/lib/settings`);
}

for (const lang of ['sv', 'en'] as const) {
  test(`${lang}: a negative loan count hidden behind the amount type does not block the save; a refused save says why`, async ({
    page,
    baseURL,
  }) => {
    await openBudgetForm(page, baseURL!, lang);
    const countType = page.getByRole('radio', { name: text(lang, 'budget_type_count') });
    const amountType = page.getByRole('radio', { name: text(lang, 'budget_type_amount') });
    const loans = page.getByLabel(text(lang, 'monthly_budget_loans'));
    const amount = page.getByLabel(text(lang, 'monthly_budget_amount', { currency: 'SEK' }));
    const save = page
      .getByRole('form', { name: text(lang, 'change_budget') })
      .getByRole('button', { name: text(lang, 'save'), exact: true });
    const summary = page.getByRole('group', { name: text(lang, 'form_not_sent') });
    const saved = page.getByRole('status').filter({ hasText: text(lang, 'budget_saved') });
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/update_budget')) saves.push(request.postData() ?? '');
    });

    // -5 loans with the count type chosen: refused, said under the field and in the summary, which has the focus.
    await countType.check();
    await loans.fill('-5');
    await save.click();
    await expect(summary).toBeFocused();
    await expect(loans).toHaveAttribute('aria-invalid', 'true');
    const reason = summary.getByRole('link');
    await expect(reason).toHaveCount(1);
    const message = (await reason.textContent())!.replace(`${text(lang, 'monthly_budget_loans')}: `, '');
    await expect(
      page.locator(`[id="${(await loans.getAttribute('aria-describedby'))!.split(' ')[0]}"]`),
    ).toHaveText(message);
    expect(saves).toHaveLength(0);
    await expectNoAxeViolations(page, `${lang} budget form with a refused save`);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await reviewScreenshot(page, {
        path: `librarian-budget-refused-${lang}-${width}.png`,
        fullPage: true,
      });
    }
    // The summary's link takes the focus to the field.
    await reason.click();
    await expect(loans).toBeFocused();

    // The case of the issue: the amount type with 5000, the -5 still in the hidden count field. It is saved.
    await amountType.check();
    await amount.fill('5000');
    await save.click();
    await expect(saved).toBeVisible();
    await expect(summary).toHaveCount(0);
    expect(saves).toHaveLength(1);
    const sent = new URLSearchParams(saves[0]);
    expect(sent.get('budget_type')).toBe('amount');
    expect(sent.get('monthly_budget_cents')).toBe('500000');
    expect(sent.get('monthly_budget_loans') ?? '').not.toBe('-5');

    // Read again, the form shows what was stored.
    await page.reload();
    await expect(amountType).toBeChecked();
    await expect(amount).toHaveValue('5000');
  });
}
