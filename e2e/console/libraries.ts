import { expect, type Page } from '@playwright/test';
import { text, type Lang } from '../ui-text';

/*
 * Steps of the operator console's library screens (decision 038), for journeys that compose them. Each expects
 * an operator to be logged in (logInOperator in ../operator-login.ts) with the role admin.
 */

export interface LibraryFields {
  name: string;
  country?: 'se' | 'no' | 'fi';
  /** Other names, comma-separated. */
  extraNames?: string;
  budgetType?: 'count' | 'amount';
  /** The monthly budget of the chosen type: loans, or an amount in currency units. */
  monthlyBudget?: string;
  patronLimit?: string;
  loanPeriodHours?: string;
  alertEmail?: string;
  /** Created deactivated when false. */
  active?: boolean;
}

const currencies = { se: 'SEK', no: 'NOK', fi: 'EUR' } as const;

/** Opens a library's page in the console and waits for its heading (its name). */
export async function openLibrary(page: Page, lang: Lang, libraryId: number): Promise<void> {
  await page.goto(`/${lang}/admin/libraries/${libraryId}`);
  // A fresh document loads the console's chunks first, which takes a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 2, name: text(lang, 'operator_library_details') }),
  ).toBeVisible();
}

/** Creates a library through the console's form and answers its id (from the page it leads to). */
export async function createLibrary(page: Page, lang: Lang, fields: LibraryFields): Promise<number> {
  const country = fields.country ?? 'se';
  await page.goto(`/${lang}/admin/libraries/new`);
  await page.getByLabel(text(lang, 'operator_library_name'), { exact: true }).fill(fields.name);
  if (fields.extraNames !== undefined)
    await page
      .getByLabel(text(lang, 'operator_library_extra_names'), { exact: true })
      .fill(fields.extraNames);
  await page.getByLabel(text(lang, 'operator_library_country'), { exact: true }).selectOption(country);
  if (fields.budgetType === 'amount') {
    await page.getByRole('radio', { name: text(lang, 'budget_type_amount') }).check();
    await page
      .getByLabel(text(lang, 'monthly_budget_amount', { currency: currencies[country] }))
      .fill(fields.monthlyBudget ?? '10000');
  } else {
    await page.getByLabel(text(lang, 'monthly_budget_loans')).fill(fields.monthlyBudget ?? '500');
  }
  if (fields.patronLimit !== undefined)
    await page.getByLabel(text(lang, 'patron_limit')).fill(fields.patronLimit);
  if (fields.loanPeriodHours !== undefined)
    await page.getByLabel(text(lang, 'loan_period_hours')).fill(fields.loanPeriodHours);
  if (fields.alertEmail !== undefined)
    await page.getByLabel(text(lang, 'alert_email'), { exact: true }).fill(fields.alertEmail);
  if (fields.active === false) await page.getByLabel(text(lang, 'operator_library_active_new')).uncheck();
  await page.getByRole('button', { name: text(lang, 'operator_library_create') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/admin/libraries/\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fields.name);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Deactivates a library through its page, after the confirmation, and waits for the console to say so. */
export async function deactivateLibrary(page: Page, lang: Lang, libraryId: number): Promise<void> {
  await openLibrary(page, lang, libraryId);
  await page.getByRole('button', { name: text(lang, 'operator_library_deactivate') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text(lang, 'operator_library_deactivate') }).click();
  await expect(page.getByText(text(lang, 'operator_library_deactivated_note'))).toBeVisible();
  await expect(page.getByRole('button', { name: text(lang, 'operator_library_reactivate') })).toBeVisible();
}

/**
 * Generates (or, after the confirmation, replaces) a library's eHUB secret through its page and answers the
 * secret, which the console shows this once.
 */
export async function rotateEhubSecret(page: Page, lang: Lang, libraryId: number): Promise<string> {
  await openLibrary(page, lang, libraryId);
  const section = page.getByRole('region', { name: text(lang, 'operator_ehub_title') });
  const generate = section.getByRole('button', { name: text(lang, 'operator_ehub_generate') });
  if (await generate.isVisible()) {
    await generate.click();
  } else {
    await section.getByRole('button', { name: text(lang, 'operator_ehub_rotate') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(lang, 'operator_ehub_rotate') })
      .click();
  }
  const secret = section.getByLabel(text(lang, 'operator_ehub_secret_label'), { exact: true });
  await expect(secret).toHaveValue(/^[A-Za-z0-9_-]{43}$/);
  return secret.inputValue();
}
