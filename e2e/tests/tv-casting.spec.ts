import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtWidths } from '../axe';
import { libraryTitleId } from '../library-titles';
import { text } from '../ui-text';

/*
 * Playing on a TV (decision 060) in headless Chromium, which has no Cast device, no AirPlay and no remote
 * playback device: the player shows no TV button and asks Google for nothing (the e2e server has no
 * CAST_RECEIVER_APP_ID). Our receiver page, opened in the browser as a Cast device would be given it, plays a
 * loan's stream with its token and explains a forged one. With a receiver application told to one page and a fake
 * of Google's framework, the player casts the loan and takes over again. Library 8, which no other journey borrows
 * at.
 */

const LIBRARY = 8;
/** How long the first run may take to generate the demo clips. */
const CLIPS_TIMEOUT_MS = 90_000;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

const videoTime = (page: Page) =>
  page.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime);

/** Borrows the library's `index`th title with the demo card; answers its name and the stream's playlist URL. */
async function borrowAt(page: Page, index: number): Promise<{ titleName: string; playlist: string }> {
  const titleId = await libraryTitleId(page, LIBRARY, index);
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

  const { titleName, playlist } = await borrowAt(page, 0);

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
  await expectNoAxeViolationsAtWidths(page, 'cast-receiver-refused', { contrast: true });

  // Without a stream (or with someone else's) there is nothing to play, and the page says what to do.
  await page.goto(`/cast-receiver/?src=${encodeURIComponent('https://example.com/film.m3u8')}&lang=en`);
  await expect(page.getByRole('alert')).toHaveText(text('en', 'cast_receiver_no_source'));

  expect(googleRequests).toEqual([]);
});

/**
 * Google's Cast framework as far as the player uses it, installed before the page's scripts: a device is there
 * (NOT_CONNECTED), requestSession starts a session on "Vardagsrummet" whose loaded requests are kept in
 * window.castLoads, and window.endCast(seconds) ends it with the receiver at that position.
 */
function installFakeCast() {
  type Handler = (event: unknown) => void;
  const listeners = new Map<string, Handler>();
  const remotePlayer = { currentTime: 0 };
  let onTime = () => {};
  const w = window as unknown as Record<string, unknown> & { chrome?: Record<string, unknown> };
  const loads: unknown[] = [];
  w.castLoads = loads;
  const session = {
    getCastDevice: () => ({ friendlyName: 'Vardagsrummet' }),
    getMediaSession: () => null,
    loadMedia: async (request: unknown) => void loads.push(JSON.parse(JSON.stringify(request))),
  };
  const emit = (type: string, event: unknown) => listeners.get(type)?.(event);
  const context = {
    setOptions: (options: unknown) => void (w.castOptions = options),
    getCastState: () => 'NOT_CONNECTED',
    requestSession: async () => {
      emit('sessionstatechanged', { sessionState: 'SESSION_STARTING', session });
      emit('sessionstatechanged', { sessionState: 'SESSION_STARTED', session });
    },
    addEventListener: (type: string, handler: Handler) => void listeners.set(type, handler),
    removeEventListener: (type: string) => void listeners.delete(type),
  };
  w.endCast = (seconds: number) => {
    remotePlayer.currentTime = seconds;
    onTime();
    emit('sessionstatechanged', { sessionState: 'SESSION_ENDED', session });
  };
  w.cast = {
    framework: {
      CastContext: { getInstance: () => context },
      CastContextEventType: {
        CAST_STATE_CHANGED: 'caststatechanged',
        SESSION_STATE_CHANGED: 'sessionstatechanged',
      },
      CastState: { NO_DEVICES_AVAILABLE: 'NO_DEVICES_AVAILABLE' },
      SessionState: {
        SESSION_STARTING: 'SESSION_STARTING',
        SESSION_STARTED: 'SESSION_STARTED',
        SESSION_START_FAILED: 'SESSION_START_FAILED',
        SESSION_RESUMED: 'SESSION_RESUMED',
        SESSION_ENDED: 'SESSION_ENDED',
      },
      RemotePlayer: function RemotePlayer() {
        return remotePlayer;
      },
      RemotePlayerController: function RemotePlayerController() {
        return {
          addEventListener: (_type: string, handler: () => void) => (onTime = handler),
          removeEventListener() {},
        };
      },
      RemotePlayerEventType: { CURRENT_TIME_CHANGED: 'currentTimeChanged' },
    },
  };
  w.chrome = {
    ...(w.chrome ?? {}),
    cast: {
      AutoJoinPolicy: { ORIGIN_SCOPED: 'origin_scoped' },
      media: {
        MediaInfo: function MediaInfo(this: Record<string, unknown>, contentId: string, contentType: string) {
          this.contentId = contentId;
          this.contentType = contentType;
        },
        GenericMediaMetadata: function GenericMediaMetadata() {},
        LoadRequest: function LoadRequest(this: Record<string, unknown>, media: unknown) {
          this.media = media;
        },
      },
    },
  };
}

test('with a receiver application and a Cast device, the player casts the loan and takes over again where it ended', async ({
  page,
}) => {
  test.setTimeout(CLIPS_TIMEOUT_MS + 60_000);
  // The e2e server is one for every journey and has no CAST_RECEIVER_APP_ID: this page alone is told one, in its
  // boot data and in any later get_config answer, and gets a fake of Google's framework instead of its script.
  const APP_ID = 'AB12CD34';
  const withAppId = (body: string) =>
    body.replace(/"cast_receiver_app_id":null/g, `"cast_receiver_app_id":"${APP_ID}"`);
  await page.route(
    (url) => url.pathname.startsWith('/sv/') || url.pathname.endsWith('/get_config'),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: withAppId(await response.text()) });
    },
  );
  await page.addInitScript(installFakeCast);
  const googleRequests: string[] = [];
  page.on('request', (request) => {
    if (/gstatic\.com/.test(request.url())) googleRequests.push(request.url());
  });

  const { titleName, playlist } = await borrowAt(page, 1);
  await page.getByTestId('loan-box').getByRole('button', { name: 'Titta' }).click();
  const player = page.getByRole('region', { name: /^Filmspelare/ });
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(1);

  const castButton = player.getByRole('button', { name: text('sv', 'player_cast') });
  await expect(castButton).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => (window as unknown as { castOptions: unknown }).castOptions)).toEqual({
    receiverApplicationId: APP_ID,
    autoJoinPolicy: 'origin_scoped',
  });
  // Keyboard-operable: Enter on the focused button asks for a session.
  await castButton.focus();
  await page.keyboard.press('Enter');

  await expect(player.getByText(text('sv', 'player_playing_on', { device: 'Vardagsrummet' }))).toBeVisible();
  await expect(castButton).toHaveAttribute('aria-pressed', 'true');
  expect(await page.locator('video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  const [load] = (await page.evaluate(() => (window as unknown as { castLoads: unknown[] }).castLoads)) as {
    currentTime: number;
    autoplay: boolean;
    media: { contentId: string; contentType: string; metadata: { title: string } };
  }[];
  expect(load!.media.contentId).toBe(new URL(playlist, page.url()).href);
  expect(load!.media.contentType).toBe('application/x-mpegurl');
  expect(load!.media.metadata.title).toBe(titleName);
  expect(load!.currentTime).toBeGreaterThan(1);
  await expectNoAxeViolations(page, 'player-casting');

  // The session ends with the receiver at 20 s: the film goes on here from there.
  await page.evaluate(() => (window as unknown as { endCast(seconds: number): void }).endCast(20));
  await expect(player.getByText(text('sv', 'player_playing_on', { device: 'Vardagsrummet' }))).toHaveCount(0);
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(20);
  expect(await page.locator('video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  expect(googleRequests).toEqual([]);
});
