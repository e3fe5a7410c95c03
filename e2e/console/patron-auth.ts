import { expect, type Locator, type Page } from '@playwright/test';
import { text, type Lang } from '../ui-text';
import { openLibrary } from './libraries';

/*
 * Steps of a library's patron authentication in the console (decision 039), for journeys that compose them.
 * Each expects an admin to be logged in (logInOperator in ../operator-login.ts).
 */

export interface Sip2Settings {
  host: string;
  port: number;
  institutionId: string;
  loginUser?: string;
  loginPassword?: string;
  timeoutMs?: number;
}

/** The library page's patron-authentication section. */
export const patronAuthSection = (page: Page, lang: Lang): Locator =>
  page.getByRole('region', { name: text(lang, 'operator_patron_auth_title') });

/** Sets a library's patron authentication to SIP2 with `settings`, saves, and waits for the console to say so. */
export async function configureSip2(
  page: Page,
  lang: Lang,
  libraryId: number,
  settings: Sip2Settings,
): Promise<void> {
  await openLibrary(page, lang, libraryId);
  const section = patronAuthSection(page, lang);
  await section.getByRole('radio', { name: text(lang, 'operator_patron_auth_mode_sip2') }).check();
  const field = (key: string) => section.getByLabel(text(lang, key), { exact: true });
  await field('operator_patron_auth_host').fill(settings.host);
  await field('operator_patron_auth_port').fill(String(settings.port));
  await field('operator_patron_auth_institution_id').fill(settings.institutionId);
  if (settings.loginUser !== undefined)
    await field('operator_patron_auth_login_user').fill(settings.loginUser);
  if (settings.loginPassword !== undefined)
    await field('operator_patron_auth_login_password').fill(settings.loginPassword);
  if (settings.timeoutMs !== undefined)
    await field('operator_patron_auth_timeout').fill(String(settings.timeoutMs));
  await section.getByRole('button', { name: text(lang, 'operator_patron_auth_save') }).click();
  await expect(section.getByRole('status').getByText(text(lang, 'operator_patron_auth_saved'))).toBeVisible();
}

export interface SelfTestOutcome {
  /** Whether the console says the test passed. */
  ok: boolean;
  /** Each step's line as the console shows it: mark, step, word, milliseconds and the reason. */
  steps: string[];
}

/**
 * Runs the self-test of the library page that is open (its patron authentication saved as SIP2) with a card
 * and PIN, and answers what the console shows.
 */
export async function runSelfTest(
  page: Page,
  lang: Lang,
  card: string,
  pin: string,
): Promise<SelfTestOutcome> {
  const panel = page.getByRole('form', { name: text(lang, 'operator_patron_auth_test_title') });
  await panel.getByLabel(text(lang, 'card_number'), { exact: true }).fill(card);
  await panel.getByLabel(text(lang, 'pin_code'), { exact: true }).fill(pin);
  await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/operator/library/test_patron_auth') && r.request().method() === 'POST',
    ),
    panel.getByRole('button', { name: text(lang, 'operator_patron_auth_test_run') }).click(),
  ]);
  const result = panel.getByTestId('self-test-result');
  await expect(result).toBeVisible();
  const summary = (await result.locator('p').first().innerText()).trim();
  const passed = text(lang, 'operator_patron_auth_test_passed');
  const failed = text(lang, 'operator_patron_auth_test_failed');
  expect([`✓ ${passed}`, `✗ ${failed}`]).toContain(summary);
  const steps = (await result.getByRole('listitem').allInnerTexts()).map((s) =>
    s.replace(/\s+/g, ' ').trim(),
  );
  return { ok: summary === `✓ ${passed}`, steps };
}
