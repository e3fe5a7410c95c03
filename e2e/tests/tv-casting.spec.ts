import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtWidths } from '../axe';
import { libraryTitleId } from '../library-titles';
import { text } from '../ui-text';

/*
 * Playing on a TV (decision 060) in headless Chromium, which has no Cast device, no AirPlay and no remote
 * playback device: the player shows no TV button and asks Google for nothing (the e2e server has no
 * CAST_RECEIVER_APP_ID). Our receiver page, opened in the browser as a Cast device would be given it, plays a
 * loan's stream with its token and explains a forged one. Library 8, which no other journey borrows at.
 */

const LIBRARY = 8;
/** How long the first run may take to generate the demo clips. */
const CLIPS_TIMEOUT_MS = 90_000;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

const videoTime = (page: Page) =>
  page.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime);

/** Borrows the library's first title with the demo card; answers its name and the stream's playlist URL. */
async function borrow(page: Page): Promise<{ titleName: string; playlist: string }> {
  const titleId = await libraryTitleId(page, LIBRARY, 0);
  await page.goto(`/sv/library/${LIBRARY}/title/${titleId}`);
  const titleName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const box = page.getByTestId('loan-box');
  await box.getByLabel('Lånekortsnummer').fill('11111111');
  await box.getByLabel('PIN-kod').fill('1234');
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/customer/customer/loan') && r.request().method() === 'POST',
    ),
    box.getByRole('button', { name: 'Låna', exact: true }).click(),
  ]);
  const body = (await response.json()) as { loan: { stream: { playlist_url: string } } };
  const playlist = body.loan.stream.playlist_url;
  expect(playlist).toMatch(/^\/api\/media\/[^/]+\/master\.m3u8$/);
  // The first run generates the demo clips in the background: wait until the stream is there.
  await expect
    .poll(async () => (await page.request.get(playlist)).status(), {
      timeout: CLIPS_TIMEOUT_MS,
      intervals: [1000],
    })
    .toBe(200);
  return { titleName, playlist };
}

test('no TV button where no TV can be reached; the receiver page plays a loan and refuses a forged token', async ({
  page,
}) => {
  test.setTimeout(CLIPS_TIMEOUT_MS + 90_000);
  const googleRequests: string[] = [];
  page.on('request', (request) => {
    if (/gstatic\.com|googleapis\.com/.test(request.url())) googleRequests.push(request.url());
  });

  const { titleName, playlist } = await borrow(page);

  // The player plays, and shows none of the TV buttons: Chromium has no device and no app id is configured.
  await page.getByTestId('loan-box').getByRole('button', { name: 'Titta' }).click();
  const player = page.getByRole('region', { name: /^Filmspelare/ });
  await expect(player).toBeVisible();
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  for (const key of ['player_cast', 'player_airplay', 'player_remote_playback', 'player_tv_connecting'])
    await expect(player.getByRole('button', { name: text('sv', key) })).toHaveCount(0);
  await expect(player.locator('[data-tv]')).toHaveCount(0);
  // The other controls are there (the check above is not passing on an empty bar).
  await expect(player.getByRole('button', { name: /^Undertexter/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // The receiver page, as a Cast device is given the stream: it plays, with the title.
  const receiver = (src: string, lang: string) =>
    `/cast-receiver/?src=${encodeURIComponent(src)}&title=${encodeURIComponent(titleName)}&lang=${lang}`;
  await page.goto(receiver(playlist, 'sv'));
  await expect(page).toHaveTitle(text('sv', 'cast_receiver_page_title'));
  await expect(page.getByRole('heading', { level: 1, name: titleName })).toBeVisible();
  const video = page.locator('video');
  await expect(video).toHaveAttribute('aria-label', titleName);
  // Muted, so the browser lets it start without a gesture.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play().catch(() => {});
  });
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  await expect(page.locator('[role="alert"]')).toBeEmpty();
  await expectNoAxeViolationsAtWidths(page, 'cast-receiver-playing');

  // A forged token: the stream endpoint refuses it, and the page says so in its language.
  const forged = playlist.replace(/^\/api\/media\/[^/]+\//, '/api/media/forged-token/');
  for (const lang of ['sv', 'no', 'fi', 'en'] as const) {
    await page.goto(receiver(forged, lang));
    await expect(page.getByRole('alert')).toHaveText(text(lang, 'cast_receiver_refused'));
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  }
  await expectNoAxeViolationsAtWidths(page, 'cast-receiver-refused');

  // Without a stream (or with someone else's) there is nothing to play, and the page says what to do.
  await page.goto(`/cast-receiver/?src=${encodeURIComponent('https://example.com/film.m3u8')}&lang=en`);
  await expect(page.getByRole('alert')).toHaveText(text('en', 'cast_receiver_no_source'));

  expect(googleRequests).toEqual([]);
});
