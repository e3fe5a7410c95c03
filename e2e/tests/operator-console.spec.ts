import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { logInOperator as logIn } from '../operator-login';
import { text } from '../ui-text';

/*
 * The operator console (decision 037) in a real browser against the real server: the demo operator logs in
 * with password and authenticator code, finds a librarian's change in the audit log, and logs out; every screen
 * without axe violations in Swedish and English on a phone and a desktop.
 */

const LIBRARY_ID = 5;
const widths = [390, 1280] as const;
const artifacts = new URL('../artifacts/', import.meta.url).pathname;

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
    await page.screenshot({ path: `${artifacts}operator-${where}-${width}.png`, fullPage: true });
  }
}

test('a console page without an operator session goes to the login, which passes axe in sv and en', async ({
  page,
}) => {
  for (const lang of ['sv', 'en'] as const) {
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
