import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtWidths } from '../axe';
import { openConsoleAs } from '../operator-login';
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
  await openConsoleAs(page, 'en', { role: 'editor' });
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

interface GroupTitle {
  id: number;
  season: number | null;
  episode: number | null;
}

test('an editor reorders two episodes on the series page and the patrons’ series page shows the new order', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // A demo series of library 1 with two or more episodes in season 1, as a patron's page lists them.
  const customer = (
    await (await request.post('/api/init_portal_session', { form: { portal: 'customer' } })).json()
  ).sessionid as string;
  const seasonOne = async (groupId: number): Promise<GroupTitle[]> => {
    const answer = await request.get('/api/library/title/get_group_titles', {
      params: { group_id: String(groupId), library_id: '1', portal_sessionid: customer },
    });
    if (!answer.ok()) return [];
    return ((await answer.json()).titles as GroupTitle[]).filter((title) => title.season === 1);
  };
  let groupId = 0;
  let before: GroupTitle[] = [];
  for (let candidate = 1; candidate <= 40 && before.length < 2; candidate++) {
    before = await seasonOne(candidate);
    groupId = candidate;
  }
  expect(before.length, 'a demo series with a season of two episodes').toBeGreaterThanOrEqual(2);
  const [first, second] = before as [GroupTitle, GroupTitle];

  await openConsoleAs(page, 'en', { role: 'editor' });
  await page.goto(`/en/admin/series/${groupId}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused({ timeout: 30_000 });
  await expect(page).toHaveTitle(new RegExp(`^${text('en', 'operator_series')}: `));
  const seasonList = page.getByRole('list', { name: text('en', 'operator_series_season', { season: '1' }) });
  const links = seasonList.getByRole('link');
  await expect(links.nth(0)).toHaveAttribute('href', `/en/admin/titles/${first.id}`);
  await expect(links.nth(1)).toHaveAttribute('href', `/en/admin/titles/${second.id}`);
  // The console names a title by its main name, whatever the interface language.
  const firstName = (await links.nth(0).textContent())!;

  // Moved down with the keyboard: the season is renumbered, the place read out, the focus on the same button.
  const down = page.getByRole('button', {
    name: text('en', 'operator_series_move_down_named', { name: firstName }),
  });
  await down.focus();
  const saved = page.waitForResponse((response) => response.url().includes('/reorder_episodes'));
  await page.keyboard.press('Enter');
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: firstName })).toHaveText(
    text('en', 'operator_series_moved', {
      name: firstName,
      position: '2',
      count: String(before.length),
      season: '1',
    }),
  );
  await expect(down).toBeFocused();
  await expect(links.nth(0)).toHaveAttribute('href', `/en/admin/titles/${second.id}`);
  await expect(links.nth(1)).toHaveAttribute('href', `/en/admin/titles/${first.id}`);

  // The patrons' series page (an episode's title page) lists the season in the new order.
  expect((await seasonOne(groupId)).map((title) => title.id).slice(0, 2)).toEqual([second.id, first.id]);
  await page.goto(`/en/library/1/title/${second.id}`);
  const region = page.getByRole('region', { name: new RegExp(`^${text('en', 'episodes')}`) });
  const rows = region.locator('ol').first().locator('li');
  await expect(rows.nth(0).locator('[aria-current="page"]')).toBeVisible({ timeout: 30_000 });
  await expect(rows.nth(1).getByRole('link')).toHaveAttribute('href', new RegExp(`/title/${first.id}$`));

  // Add an episode: the new-title form starts as an episode of this series.
  await page.goto(`/en/admin/series/${groupId}`);
  await page.getByRole('link', { name: text('en', 'operator_series_add_episode') }).click();
  await expect(page.getByLabel(text('en', 'operator_title_series'))).toHaveValue(String(groupId), {
    timeout: 30_000,
  });

  // Every language at both widths; then the demo order is put back for other journeys.
  for (const lang of langs) {
    await page.goto(`/${lang}/admin/series/${groupId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 30_000 });
    await expect(
      page.getByRole('list', { name: text(lang, 'operator_series_season', { season: '1' }) }),
    ).toBeVisible();
    await expectNoAxeViolationsAtWidths(page, `console-series-${lang}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const back = page.waitForResponse((response) => response.url().includes('/reorder_episodes'));
  await page
    .getByRole('button', { name: text('en', 'operator_series_move_up_named', { name: firstName }) })
    .click();
  expect((await back).ok()).toBe(true);
});
