import { expect, test, type Page } from '@playwright/test';
import { reviewScreenshot } from '../review-screenshots';

/*
 * The patron's main journey against the demo seed: Stockholms stadsbibliotek (1) and the demo card 11111111 with
 * PIN 1234 (a fresh database per run, so the card has all its loans). Every demo title plays one of the demo clips
 * (30 s, 360p and 720p, subtitles in sv, no, fi and en), which the server generates at its first start.
 */

/** How long the first run may take to generate the demo clips. */
const CLIPS_TIMEOUT_MS = 90_000;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

const loanBox = (page: Page) => page.getByTestId('loan-box');
const video = (page: Page) => page.getByTestId('video');

const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

/** Borrows with the typed card; answers the stream's playlist URL from the loan call's answer. */
async function borrow(page: Page, pin: string): Promise<string> {
  const box = loanBox(page);
  await box.getByLabel('PIN-kod').fill(pin);
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/customer/customer/loan') && r.request().method() === 'POST',
    ),
    box.getByRole('button', { name: 'Låna', exact: true }).click(),
  ]);
  const body = (await response.json()) as { loan?: { stream: { playlist_url: string } } };
  return body.loan?.stream.playlist_url ?? '';
}

test('sv: borrow with card and PIN, play, switch subtitles, reload and resume; refusals stay in the loan box', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(CLIPS_TIMEOUT_MS + 60_000);

  // Choose a library and open a title.
  await page.goto('/sv/');
  const select = page.getByRole('combobox', { name: /Bibliotek/ });
  await expect(select).not.toHaveAttribute('aria-disabled', 'true');
  await select.click();
  await page.getByRole('option', { name: 'Stockholms stadsbibliotek', exact: true }).click();
  await expect(page).toHaveURL(/\/sv\/library\/1\/all$/);
  // A demo title (its clip has English subtitles), not one a console journey added meanwhile: those have larger ids.
  const links = page.locator('main ul').last().getByRole('link');
  await expect(links.first()).toBeVisible();
  const ids = (await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))).map((href) =>
    Number(/\/title\/(\d+)$/.exec(href)?.[1] ?? Infinity),
  );
  await links.nth(ids.indexOf(Math.min(...ids))).click();
  await expect(page).toHaveURL(/\/sv\/library\/1\/title\/\d+$/);
  await expect(page.getByRole('region', { name: 'Låna' })).toBeVisible();

  // Borrow with card number and PIN; spaces around them do not matter.
  await loanBox(page).getByLabel('Lånekortsnummer').fill(' 11111111 ');
  const playlist = await borrow(page, '1234 ');
  expect(playlist).toMatch(/^\/api\/media\/[^/]+\/master\.m3u8$/);
  const watch = loanBox(page).getByRole('button', { name: 'Titta' });
  await expect(watch).toBeFocused();
  await expect(loanBox(page)).toContainText('kvar av lånet');

  // The first run generates the demo clips in the background, then packages them encrypted for this database
  // (decision 070): wait until the stream is the encrypted one (its master names its version folder).
  await expect
    .poll(async () => (await page.request.get(playlist)).text(), {
      timeout: CLIPS_TIMEOUT_MS,
      intervals: [1000],
    })
    .toMatch(/\nr\d+\/v0\/index\.m3u8/);

  // Play: the click on Watch is the user gesture that lets the film start with sound. hls.js fetches the
  // variant and the key under the loan's token and the encrypted segments from the shared address.
  const fetched: { url: string; status: number }[] = [];
  page.on('response', (r) => fetched.push({ url: new URL(r.url()).pathname, status: r.status() }));
  await watch.click();
  const player = page.getByRole('region', { name: /^Filmspelare/ });
  await expect(player).toBeVisible();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  const variant = fetched.find((r) => /^\/api\/media\/[^/]+\/r\d+\/v\d\/index\.m3u8$/.test(r.url));
  expect(variant?.status).toBe(200);
  expect(
    fetched.filter((r) => /^\/api\/media\/[^/]+\/r\d+\/key$/.test(r.url)).map((r) => r.status),
  ).toContain(200);
  const segments = fetched.filter((r) => r.url.endsWith('.ts'));
  expect(segments.length).toBeGreaterThan(0);
  for (const segment of segments)
    expect(segment.url).toMatch(/^\/api\/media-files\/demo\/clip-[a-z0-9]+\/r\d+\//);

  // Subtitles from the player's own menu: the chosen track shows, and a cue is on screen.
  await player.getByRole('button', { name: /^Undertexter/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(player.getByRole('button', { name: 'Undertexter: English' })).toBeVisible();
  await expect
    .poll(
      () =>
        video(page).evaluate((element: HTMLVideoElement) => {
          const track = Array.from(element.textTracks).find((t) => t.mode === 'showing');
          return track ? `${track.label}:${track.activeCues?.length ?? 0}` : 'none';
        }),
      { timeout: 10_000 },
    )
    .toMatch(/^English:[1-9]/);
  await reviewScreenshot(page, { path: `player-sv-1280.png` });

  // Quality: the ladder's rungs are offered beside Auto.
  await player.getByRole('button', { name: /^Bildkvalitet/ }).click();
  await expect(page.getByRole('menuitemradio', { name: '720p', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitemradio', { name: '360p', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(player).toBeVisible();

  // Keyboard: K pauses (the focus is in the player).
  await player.getByRole('button', { name: 'Pausa' }).focus();
  await page.keyboard.press('k');
  await expect(player.getByRole('button', { name: 'Spela upp' }).first()).toBeVisible();
  const position = await currentTime(page);
  expect(position).toBeGreaterThan(1);

  // Reload: the session knows its loan, so the patron watches on without typing the PIN again; the browser
  // remembers the card number and never the PIN.
  await page.reload();
  await expect(loanBox(page).getByLabel('PIN-kod')).toHaveCount(0);
  const stored = await page.evaluate(
    () => localStorage.getItem('filmhyllan.last_used_loan_credentials') ?? '',
  );
  expect(stored).toContain('11111111');
  expect(stored).not.toContain('1234');
  await loanBox(page).getByRole('button', { name: 'Fortsätt titta' }).click();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(position - 0.5);
  expect(await currentTime(page)).toBeLessThan(position + 8);
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();

  // Another browser has neither the session nor the card: a wrong PIN is explained in the loan box, with no
  // global error popup; the right one answers the running loan again and costs nothing.
  const other = await browser.newContext();
  await other.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
  const second = await other.newPage();
  await second.clock.install();
  await second.goto(page.url());
  await loanBox(second).getByLabel('Lånekortsnummer').fill('11111111');
  await borrow(second, '0000');
  await expect(loanBox(second).getByRole('alert')).toHaveText('Fel lånekortsnummer eller PIN-kod.');
  await expect(second.getByRole('alertdialog')).toHaveCount(0);
  // (The spec's guard would drop a second loan request within 2 s of the first.)
  await second.clock.fastForward(2100);
  await borrow(second, '1234');
  await expect(loanBox(second)).toContainText('redan lånat');
  await expect(loanBox(second).getByRole('button', { name: /^(Titta|Fortsätt titta)$/ })).toBeVisible();
  await other.close();

  // A stream URL without its token is refused.
  const status = await page.evaluate(() => fetch('/api/media/master.m3u8').then((r) => r.status));
  expect(status).toBe(403);
  expect((await page.request.get(playlist.replace(/\/media\/[^/]+\//, '/media/'))).status()).toBe(403);
});

test('sv: a logged-in patron borrows with the saved card; the position is saved on the server', async ({
  page,
}) => {
  test.setTimeout(CLIPS_TIMEOUT_MS + 60_000);
  // Another title than the anonymous journey's: a running loan on the saved card would show Watch at once.
  await page.goto('/sv/library/1/title/1203');
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Logga in' });
  await login.getByLabel('Användarnamn').fill('demo');
  await login.getByLabel('Lösenord').fill('demo-password-1');
  await login.getByRole('button', { name: 'Logga in' }).click();
  await expect(login).toBeHidden();

  // The demo user has card 11111111 saved at Stockholm: no card number or PIN to type.
  await expect(loanBox(page)).toContainText('•••• 1111');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/customer/customer/loan')),
    loanBox(page).getByRole('button', { name: 'Låna med ditt sparade kort' }).click(),
  ]);
  expect(response.status()).toBe(200);
  const playlist = ((await response.json()) as { loan: { stream: { playlist_url: string } } }).loan.stream
    .playlist_url;
  await expect
    .poll(async () => (await page.request.get(playlist)).status(), {
      timeout: CLIPS_TIMEOUT_MS,
      intervals: [1000],
    })
    .toBe(200);

  await loanBox(page).getByRole('button', { name: 'Titta' }).click();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(3);
  // Pausing saves the position on the server, so it follows the user to other devices.
  const [saved] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/customer/loan/save_watch_position')),
    page.keyboard.press('k'),
  ]);
  const position = Number(new URLSearchParams(saved.postData() ?? '').get('position_seconds'));
  expect(position).toBeGreaterThanOrEqual(3);
  await page.getByRole('button', { name: 'Stäng', exact: true }).click();
  await expect(page.getByTestId('video')).toHaveCount(0);

  // The running loan comes with the page (get_title's active_loan): Watch at once, from where it was.
  await page.reload();
  await loanBox(page).getByRole('button', { name: 'Fortsätt titta' }).click();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(position);
  expect(await currentTime(page)).toBeLessThan(position + 8);
});
