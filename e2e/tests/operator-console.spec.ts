import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { acceptOperatorInvitation, enrolmentSecret, inviteOperator } from '../console/operators';
import {
  logInOperator as logIn,
  mailedOperatorLink,
  openConsoleAs,
  totpFor,
  uniqueOperatorName,
} from '../operator-login';
import { text } from '../ui-text';
import { reviewScreenshot } from '../review-screenshots';

/*
 * The operator console (decision 037) in a real browser against the real server: the demo operator logs in
 * with password and authenticator code, finds a librarian's change in the audit log, and logs out; every screen
 * without axe violations in Swedish and English on a phone and a desktop.
 */

const LIBRARY_ID = 5;
const widths = [390, 1280] as const;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

/** Takes a title out of library 5's catalogue and returns it, as its librarian, through the API. */
async function librarianChange(request: APIRequestContext): Promise<number> {
  const started = await (
    await request.post('/api/init_portal_session', { form: { portal: 'librarian' } })
  ).json();
  const login = await (
    await request.post('/api/librarian/librarian/login', {
      form: {
        username: `librarian-${LIBRARY_ID}`,
        password: 'librarian-password-1',
        portal_sessionid: started.sessionid,
        portal_csrftoken: started.csrftoken,
      },
    })
  ).json();
  const session = { portal_sessionid: login.new_sessionid as string };
  const titles = await (
    await request.get('/api/librarian/librarian/get_librarian_titles', { params: session })
  ).json();
  const titleId = (titles.titles as { id: number; group_id: number | null }[]).find(
    (t) => t.group_id === null,
  )!.id;
  let csrftoken = login.new_csrftoken as string;
  for (const excluded of ['1', '0']) {
    const response = await request.post('/api/librarian/librarian/set_title_excluded', {
      form: { ...session, portal_csrftoken: csrftoken, title_id: String(titleId), excluded },
    });
    expect(response.ok()).toBe(true);
    const renewed = await (
      await request.post('/api/renew_portal_csrftoken', { form: { ...session, portal_csrftoken: csrftoken } })
    ).json();
    csrftoken = renewed.new_csrftoken;
  }
  return titleId;
}

async function checkScreen(page: Page, where: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${where} at ${width} px`);
    await reviewScreenshot(page, { path: `operator-${where}-${width}.png`, fullPage: true });
  }
}

test('a console page without an operator session goes to the login, which passes axe in sv, no, fi and en', async ({
  page,
}) => {
  // Four languages, each checked at two widths.
  test.setTimeout(120_000);
  for (const lang of ['sv', 'no', 'fi', 'en'] as const) {
    await page.goto(`/${lang}/admin/`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/login\\?next=%2F${lang}%2Fadmin%2F$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'operator_login_title'));
    await expect(page).toHaveTitle(new RegExp(`^${text(lang, 'log_in')} – `));
    // An empty submit names both fields in the error summary.
    await page.getByRole('button', { name: text(lang, 'operator_continue') }).click();
    await expect(page.getByRole('group', { name: text(lang, 'form_not_sent') })).toBeFocused();
    await checkScreen(page, `login-${lang}`);
  }
});

test('an operator logs in with an authenticator code, finds a librarian change in the audit log and logs out', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const titleId = await librarianChange(request);
  await logIn(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
  await expect(page).toHaveTitle(/^Audit log – /);

  // The librarian's change, found by its actor and action.
  await page.getByLabel('Who').fill(`librarian-${LIBRARY_ID}`);
  await page.getByLabel('Action').fill('catalogue.exclude_titles');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: 'catalogue.exclude_titles' }).first();
  await expect(row).toContainText(`librarian-${LIBRARY_ID}`);
  await expect(row).toContainText(String(titleId));
  await checkScreen(page, 'audit-log-en');

  // The CSV of the same search.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit-log-.*\.csv$/);

  // The same console in Swedish: the session holds.
  await page.goto('/sv/admin/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('sv', 'operator_audit_log'));
  await expect(page.getByRole('cell', { name: 'catalogue.include_titles' }).first()).toBeVisible();
  await checkScreen(page, 'audit-log-sv');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: new RegExp(`^${text('sv', 'log_out')}`) }).click();
  await expect(page).toHaveURL(/\/sv\/admin\/login$/);
  await page.goto('/sv/admin/');
  await expect(page).toHaveURL(/\/sv\/admin\/login\?next=/);
});

test('an admin invites a new operator, who sets a password from the mailed link, enrols two-factor login, logs in, and a used code is refused a second time', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await openConsoleAs(page, 'en');
  // The audit log and the operators screen in every language (the session is language-independent).
  for (const lang of ['sv', 'no', 'fi', 'en'] as const) {
    await page.goto(`/${lang}/admin/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'operator_audit_log'));
    await checkScreen(page, `audit-log-all-${lang}`);
    await page.goto(`/${lang}/admin/operators`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'operator_operators'));
    await expect(page.getByRole('heading', { name: text(lang, 'operator_accounts') })).toBeVisible();
    await checkScreen(page, `operators-${lang}`);
  }

  const username = uniqueOperatorName('new');
  const email = `${username}@operators.example`;
  await inviteOperator(page, 'en', username, email, 'admin');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: username }) });
  await expect(card).toContainText(text('en', 'operator_status_invited'));

  // The new operator, in a browser of their own, opens the mailed link: the page in sv, no and fi first.
  const token = (await mailedOperatorLink(email)).pathname.split('/').pop()!;
  const context = await browser.newContext({ baseURL: baseURL! });
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
  const newcomer = await context.newPage();
  for (const lang of ['sv', 'no', 'fi', 'en'] as const) {
    await newcomer.goto(`/${lang}/admin/set-password/${token}`);
    // A new browser's first page loads the whole app and the console's chunks: on a busy machine, seconds.
    await expect(newcomer.getByRole('heading', { level: 1 })).toHaveText(
      text(lang, 'operator_set_password'),
      {
        timeout: lang === 'sv' ? 30_000 : undefined,
      },
    );
    await checkScreen(newcomer, `set-password-${lang}`);
  }
  // Then chooses a password in Swedish, which leads to the login and the enrolment.
  const password = 'a-chosen-operator-password-1';
  await acceptOperatorInvitation(newcomer, 'sv', email, password);

  // The enrolment screen (QR code, secret, recovery codes) in every language; each password login shows a new
  // secret, so the last one (English) is the one confirmed.
  const passwordStep = async (lang: 'sv' | 'no' | 'fi' | 'en') => {
    await newcomer.goto(`/${lang}/admin/login`);
    await newcomer.getByLabel(text(lang, 'username')).fill(username);
    await newcomer.getByLabel(text(lang, 'password')).fill(password);
    await newcomer.getByRole('button', { name: text(lang, 'operator_continue') }).click();
  };
  for (const lang of ['sv', 'no', 'fi', 'en'] as const) {
    if (lang !== 'sv') await passwordStep(lang);
    await expect(newcomer.getByRole('heading', { name: text(lang, 'operator_enrol_heading') })).toBeVisible();
    await expect(newcomer.getByRole('img', { name: text(lang, 'operator_enrol_qr_alt') })).toBeVisible();
    await expect(
      newcomer
        .getByRole('list', { name: text(lang, 'operator_recovery_codes_heading') })
        .getByRole('listitem'),
    ).toHaveCount(10);
    await checkScreen(newcomer, `enrolment-${lang}`);
  }
  const secret = await enrolmentSecret(newcomer, 'en');
  await newcomer.getByLabel(text('en', 'operator_recovery_codes_saved')).check();
  const code = totpFor(secret).generate();
  await newcomer.getByLabel(text('en', 'operator_totp_code')).fill(code);
  await newcomer.getByRole('button', { name: text('en', 'log_in') }).click();
  await newcomer.waitForURL(/\/en\/admin\/$/);
  await expect(newcomer.getByRole('heading', { level: 1 })).toHaveText('Audit log');

  // Logged out, the same code does not log in again.
  await newcomer.setViewportSize({ width: 1280, height: 900 });
  await newcomer.getByRole('button', { name: new RegExp(`^${text('en', 'log_out')}`) }).click();
  await expect(newcomer).toHaveURL(/\/en\/admin\/login$/);
  await passwordStep('en');
  await newcomer.getByLabel(text('en', 'operator_totp_code')).fill(code);
  await newcomer.getByRole('button', { name: text('en', 'log_in') }).click();
  await expect(
    newcomer.getByText(text('en', 'error_wrong_totp_code'), { exact: true }).first(),
  ).toBeVisible();
  await expect(newcomer).toHaveURL(/\/en\/admin\/login/);

  // The admin's list shows the operator active with two-factor login.
  await page.reload();
  await expect(card).toContainText(text('en', 'operator_status_active'));
  await expect(card).toContainText(text('en', 'operator_two_factor_on'));
  await context.close();
});
