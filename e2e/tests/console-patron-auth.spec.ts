import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtWidths, type AxeCheck } from '../axe';
import { createLibrary, openLibrary } from '../console/libraries';
import { configureSip2, patronAuthSection, runSelfTest } from '../console/patron-auth';
import { openConsoleAs } from '../operator-login';
import { SIP2_INSTITUTION_ID, SIP2_LIBRARY_ID, SIP2_PATRON } from '../sip2-patron';
import { text } from '../ui-text';

/*
 * A library's patron authentication in the console (decision 039) against the real server and the run's test
 * SIP2 server (e2e/sip2-system.ts): an admin points a library made for the journey at the SIP2 server and runs
 * the self-test with the patron the server knows (every step passes), a wrong PIN and an unknown card (it fails
 * and says why in plain language); the library that LIBRARY_SYSTEMS_FILE manages is read-only. The section
 * without axe violations in sv, no, fi and en on a phone and a desktop.
 */

const langs = ['sv', 'no', 'fi', 'en'] as const;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

/** axe on what the page shows, at both widths (with E2E_SCREENSHOTS=1, a screenshot of each). */
const checkScreen = (page: Page, where: string, check: AxeCheck = {}) =>
  expectNoAxeViolationsAtWidths(page, `console-patron-auth-${where}`, check);

test('an admin sets a library to SIP2 and runs the self-test: the known patron passes, a wrong PIN and an unknown card fail with the reason', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const sip2Port = Number(process.env.E2E_SIP2_PORT ?? Number(new URL(baseURL!).port) + 1);
  await openConsoleAs(page, 'en');
  const libraryId = await createLibrary(page, 'en', {
    name: `SIP2 journey library ${test.info().parallelIndex}.${Date.now().toString(36)}`,
  });

  await configureSip2(page, 'en', libraryId, {
    host: '127.0.0.1',
    port: sip2Port,
    institutionId: SIP2_INSTITUTION_ID,
    timeoutMs: 3000,
  });
  // The saved settings come back: the section shows SIP2 with the fields as saved after a reload.
  await openLibrary(page, 'en', libraryId);
  const section = patronAuthSection(page, 'en');
  await expect(
    section.getByRole('radio', { name: text('en', 'operator_patron_auth_mode_sip2') }),
  ).toBeChecked();
  await expect(section.getByLabel(text('en', 'operator_patron_auth_host'), { exact: true })).toHaveValue(
    '127.0.0.1',
  );
  await expect(section.getByLabel(text('en', 'operator_patron_auth_port'), { exact: true })).toHaveValue(
    String(sip2Port),
  );

  // The patron the library system knows: every step passes.
  const passed = await runSelfTest(page, 'en', SIP2_PATRON.cardNumber, SIP2_PATRON.pin);
  expect(passed.ok).toBe(true);
  expect(passed.steps).toHaveLength(3);
  for (const [index, step] of ['connect', 'login', 'patron'].entries()) {
    expect(passed.steps[index]).toMatch(
      new RegExp(`^✓ ${text('en', `operator_patron_auth_step_${step}`)}: OK \\(\\d+ ms\\)$`),
    );
  }

  // A wrong PIN: connecting and logging in pass, the patron step fails and says the PIN is wrong.
  const wrongPin = await runSelfTest(page, 'en', SIP2_PATRON.cardNumber, 'Wrong2026x');
  expect(wrongPin.ok).toBe(false);
  expect(wrongPin.steps[0]).toMatch(/^✓ /);
  expect(wrongPin.steps.at(-1)).toMatch(/^✗ /);
  expect(wrongPin.steps.at(-1)).toContain(text('en', 'patron_auth_check_pin_not_valid'));

  // An unknown card, in every language: the reason in the page's language; axe on the section with the result.
  for (const lang of langs) {
    await openLibrary(page, lang, libraryId);
    const unknown = await runSelfTest(page, lang, 'NOSUCHCARD1', '1234');
    expect(unknown.ok).toBe(false);
    expect(unknown.steps.at(-1)).toMatch(/^✗ /);
    expect(unknown.steps.at(-1)).toContain(text(lang, 'patron_auth_check_unknown_patron'));
    await patronAuthSection(page, lang).scrollIntoViewIfNeeded();
    await checkScreen(page, lang);
  }

  // The library LIBRARY_SYSTEMS_FILE manages: shown, read-only, no save button; its self-test still runs.
  await openLibrary(page, 'en', SIP2_LIBRARY_ID);
  const managed = patronAuthSection(page, 'en');
  await expect(managed.getByText(text('en', 'operator_patron_auth_managed_by_file'))).toBeVisible();
  await expect(
    managed.getByRole('radio', { name: text('en', 'operator_patron_auth_mode_sip2') }),
  ).toBeChecked();
  await expect(
    managed.getByRole('radio', { name: text('en', 'operator_patron_auth_mode_sip2') }),
  ).toBeDisabled();
  await expect(managed.getByLabel(text('en', 'operator_patron_auth_host'), { exact: true })).toBeDisabled();
  await expect(managed.getByRole('button', { name: text('en', 'operator_patron_auth_save') })).toHaveCount(0);
  const fileManaged = await runSelfTest(page, 'en', SIP2_PATRON.cardNumber, SIP2_PATRON.pin);
  expect(fileManaged.ok).toBe(true);
  await checkScreen(page, 'file-managed-en', { contrast: true });
});
