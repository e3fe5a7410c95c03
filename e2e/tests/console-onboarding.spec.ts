import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { createLibrary, deactivateLibrary } from '../console/libraries';
import { acceptInvitation, inviteLibrarian, librarianLogsIn, siteOrigin } from '../console/librarians';
import { acceptOperatorInvitation } from '../console/operators';
import { configureSip2, runSelfTest } from '../console/patron-auth';
import { setBanner } from '../console/site';
import { operatorAdminApi, totpFor, uniqueOperatorName } from '../operator-login';
import { SIP2_INSTITUTION_ID, SIP2_PATRON } from '../sip2-patron';
import { text } from '../ui-text';
import { reviewScreenshot } from '../review-screenshots';

/*
 * Onboarding a library without a developer (issue 26), in one journey through the console in Finnish: a new admin
 * enrols two-factor login, creates a Finnish library that checks its cards over SIP2 against the test library
 * system, runs the self-test (a passing and a failing case), invites a librarian who chooses a password from the
 * mailed link and logs in to the librarian portal, sets Finland's front-page banner, which the front page shows,
 * and deactivates the library, which then leaves the front page's library list. Each screen passes axe on a phone
 * and a desktop; every language of every screen is checked by the journeys of each area.
 */

const lang = 'fi' as const;
const widths = [390, 1280] as const;
const consent = { name: 'filmhyllan_consent', value: 'v1.necessary.0' };

test.beforeEach(async ({ context, baseURL }) => {
  const origins = new Set([baseURL!, siteOrigin('fi')]);
  await context.addCookies([...origins].map((url) => ({ ...consent, url })));
});

async function checkScreen(page: Page, where: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // This journey runs in one language: every screen has its colour contrast checked here.
    await expectNoAxeViolations(page, `${where} at ${width} px`, { contrast: true });
    await reviewScreenshot(page, { path: `onboarding-${where}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin enrols, onboards a SIP2 library with its librarian and a banner, and deactivates it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);

  // 1. A new admin, invited by the service's first one, chooses a password from the mailed link and enrols
  //    two-factor login: QR code, secret and ten recovery codes, then the first code.
  const { client, session } = await operatorAdminApi();
  const adminName = uniqueOperatorName('onboarding');
  const adminEmail = `${adminName}@operators.example`;
  const adminPassword = `onboarding-password-${stamp}`;
  const invited = await client.post('/api/operator/operator/invite_operator', {
    form: { ...session, username: adminName, email: adminEmail, role: 'admin', language: lang },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const secret = await acceptOperatorInvitation(page, lang, adminEmail, adminPassword);
  await expect(page.getByRole('img', { name: text(lang, 'operator_enrol_qr_alt') })).toBeVisible();
  await expect(
    page.getByRole('list', { name: text(lang, 'operator_recovery_codes_heading') }).getByRole('listitem'),
  ).toHaveCount(10);
  await checkScreen(page, 'enrolment');
  await page.getByLabel(text(lang, 'operator_recovery_codes_saved')).check();
  await page.getByLabel(text(lang, 'operator_totp_code')).fill(totpFor(secret).generate());
  await page.getByRole('button', { name: text(lang, 'log_in') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/admin/$`));

  // 2. The library, in Finland, checking its cards over SIP2.
  const name = `Onboarding-kirjasto ${stamp}`;
  const libraryId = await createLibrary(page, lang, { name, country: 'fi', monthlyBudget: '200' });
  const sip2Port = Number(process.env.E2E_SIP2_PORT ?? Number(new URL(baseURL!).port) + 1);
  await configureSip2(page, lang, libraryId, {
    host: '127.0.0.1',
    port: sip2Port,
    institutionId: SIP2_INSTITUTION_ID,
  });

  // 3. The self-test: the known patron passes every step; a wrong PIN fails, saying why.
  const passing = await runSelfTest(page, lang, SIP2_PATRON.cardNumber, SIP2_PATRON.pin);
  expect(passing.ok).toBe(true);
  expect(passing.steps).toHaveLength(3);
  const failing = await runSelfTest(page, lang, SIP2_PATRON.cardNumber, `${SIP2_PATRON.pin}0`);
  expect(failing.ok).toBe(false);
  expect(failing.steps.at(-1)).toContain(text(lang, 'patron_auth_check_pin_not_valid'));
  await checkScreen(page, 'library');

  // 4. The library's librarian: invited, chooses a password from the mailed link, logs in to the librarian portal.
  const librarianName = `onboarding-${stamp}`;
  const librarianEmail = `${librarianName}@kirjasto.example`;
  const librarianPassword = `librarian-password-${stamp}`;
  await inviteLibrarian(page, lang, libraryId, librarianName, librarianEmail);
  const librarianContext = await browser.newContext();
  await librarianContext.addCookies([{ ...consent, url: siteOrigin(lang) }]);
  const librarian = await librarianContext.newPage();
  await acceptInvitation(librarian, lang, librarianEmail, librarianPassword);
  await librarianLogsIn(librarian, lang, librarianName, librarianPassword);
  await checkScreen(librarian, 'librarian-portal');
  await librarianContext.close();

  // 5. Finland's front-page banner, shown on the Finnish front page; the new library is in its list.
  const bannerText = `Uusi kirjasto mukana ${stamp}`;
  const patron = await page.context().newPage();
  try {
    await setBanner(page, lang, 'fi', 'info', {
      fi: bannerText,
      sv: `Nytt bibliotek ${stamp}`,
      en: bannerText,
    });
    await patron.goto(`/${lang}/`);
    await expect(patron.getByText(bannerText)).toBeVisible({ timeout: 30_000 });
    await checkScreen(patron, 'front-page-banner');
    const dropdown = patron.getByRole('combobox', { name: new RegExp(`^${text(lang, 'library')}`) });
    await dropdown.click();
    await expect(patron.getByRole('option', { name, exact: true })).toBeVisible();

    // 6. Deactivated, the library leaves the front page's list and keeps its page in the console.
    await deactivateLibrary(page, lang, libraryId);
    await checkScreen(page, 'deactivated');
    await patron.goto(`/${lang}/`);
    const again = patron.getByRole('combobox', { name: new RegExp(`^${text(lang, 'library')}`) });
    await expect(again).toBeVisible({ timeout: 30_000 });
    await again.click();
    await expect(patron.getByRole('option').first()).toBeVisible();
    await expect(patron.getByRole('option', { name, exact: true })).toHaveCount(0);
  } finally {
    await setBanner(page, lang, 'fi', 'off', {});
  }
});
