import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtWidths } from '../axe';
import { text, type Lang } from '../ui-text';
import { acceptNecessaryCookies, siteOrigin } from '../sites';

/*
 * My loans / Continue watching (docs/decisions/058): the first row of the front page and of Selected titles. The
 * journeys borrow with the demo card 11111111 (PIN 1234), which has its whole allowance at every library but its
 * home library (Stockholm, 1), at libraries no other journey borrows at, so their patron limits do not meet.
 */

/** How long the first run may take to generate the demo clips. */
const CLIPS_TIMEOUT_MS = 90_000;
const CARD = { number: '11111111', pin: '1234' };

interface Summary {
  id: number;
  name: string;
  kind: string;
  group_id: number | null;
  season: number | null;
  episode: number | null;
  coming_on: string | null;
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptNecessaryCookies(context, baseURL!);
});

/**
 * A call of the API from the page, in its session (the customer portal's cookies), answered as JSON: from the page,
 * since only the browser resolves the Norwegian and Finnish sites' hosts.
 */
async function api<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  fields: Record<string, string | number>,
): Promise<T> {
  const call = () =>
    page.evaluate(
      async ({ method, path, fields }) => {
        const cookie = (name: string) =>
          document.cookie
            .split('; ')
            .find((entry) => entry.startsWith(`${name}=`))
            ?.slice(name.length + 1) ?? '';
        const params = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
        params.set('portal_sessionid', cookie('customer_portal_sessionid'));
        if (method === 'POST') params.set('portal_csrftoken', cookie('customer_portal_csrftoken'));
        const res = await fetch(method === 'GET' ? `/api${path}?${params}` : `/api${path}`, {
          method,
          headers: { 'X-App-Language': 'sv', 'Content-Type': 'application/x-www-form-urlencoded' },
          ...(method === 'POST' ? { body: params.toString() } : {}),
        });
        return { status: res.status, body: await res.text() };
      },
      { method, path, fields },
    );
  // A busy machine may shed load (503, nothing done): ask again until the server takes the call.
  let answer = { status: 0, body: '' };
  await expect
    .poll(async () => (answer = await call()).status, { timeout: 30_000, intervals: [500] })
    .not.toBe(503);
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body) as T;
}

const countryOf: Record<Lang, string> = { sv: 'se', en: 'se', no: 'no', fi: 'fi' };

/**
 * Two demo films a library lends now: those with the lowest ids. Titles a console journey added meanwhile (with
 * larger ids) may be lent in the whole country, but their clips are a few seconds long.
 */
async function filmsOf(page: Page, libraryId: number, lang: Lang = 'sv') {
  const { titles } = await api<{ titles: Summary[] }>(page, 'GET', '/library/title/get_titles', {
    library_id: libraryId,
    country_iso: countryOf[lang],
  });
  titles.sort((a, b) => a.id - b.id);
  const films = titles.filter((title) => title.kind === 'film' && title.coming_on === null).slice(0, 2);
  expect(films).toHaveLength(2);
  return { films, titles };
}

/** An episode a library lends now, from its demo series (however the lists show series); `titles` by id. */
async function episodeOf(page: Page, libraryId: number, titles: Summary[]) {
  const series = titles.find((title) => title.group_id !== null && title.coming_on === null)!;
  const group = await api<{ titles: Summary[] }>(page, 'GET', '/library/title/get_group_titles', {
    group_id: series.group_id!,
    library_id: libraryId,
  });
  const episode = group.titles.find((title) => title.kind === 'episode' && title.coming_on === null)!;
  expect(episode).toBeTruthy();
  return episode;
}

const loanBox = (page: Page) => page.getByTestId('loan-box');
const video = (page: Page) => page.getByTestId('video');
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);
const row = (page: Page, lang: Lang = 'sv') =>
  page.getByRole('region', { name: text(lang, 'continue_watching'), exact: true });

/** Borrows the open title page's title with the demo card; answers the stream's playlist. */
async function borrowHere(page: Page): Promise<string> {
  const box = loanBox(page);
  await box.getByLabel('Lånekortsnummer').fill(CARD.number);
  await box.getByLabel('PIN-kod').fill(CARD.pin);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/customer/customer/loan')),
    box.getByRole('button', { name: 'Låna', exact: true }).click(),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  await expect(box.getByRole('button', { name: /^(Titta|Fortsätt titta)$/ })).toBeVisible();
  return ((await response.json()) as { loan: { stream: { playlist_url: string } } }).loan.stream.playlist_url;
}

/** The first run generates the demo clips in the background: wait until the stream is there. */
async function waitForClip(page: Page, playlist: string) {
  await expect
    .poll(async () => (await page.request.get(playlist)).status(), {
      timeout: CLIPS_TIMEOUT_MS,
      intervals: [1000],
    })
    .toBe(200);
}

async function logIn(page: Page) {
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Logga in' });
  await login.getByLabel('Användarnamn').fill('demo');
  await login.getByLabel('Lösenord').fill('demo-password-1');
  await login.getByRole('button', { name: 'Logga in' }).click();
  await expect(login).toBeHidden();
}

async function newPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL }]);
  return context.newPage();
}

test('sv: an anonymous patron borrows two films and an episode, plays one, and finds all three after a reload', async ({
  page,
}) => {
  test.setTimeout(CLIPS_TIMEOUT_MS + 90_000);
  const library = 13;
  await page.clock.install();
  await page.goto(`/sv/library/${library}/selected`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  // No loan yet: no row, and no heading of one.
  await expect(page.getByRole('heading', { name: 'Fortsätt titta' })).toHaveCount(0);

  const { films, titles } = await filmsOf(page, library);
  const episode = await episodeOf(page, library, titles);
  let playlist = '';
  let filmName = '';
  for (const title of [...films, episode]) {
    await page.goto(`/sv/library/${library}/title/${title.id}`);
    const borrowed = await borrowHere(page);
    if (title === films[0]) {
      playlist = borrowed;
      filmName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    }
  }

  await page.goto(`/sv/library/${library}/selected`);
  const tiles = row(page).getByRole('listitem');
  await expect(tiles).toHaveCount(3, { timeout: 30_000 });
  // The row comes first, before the library's own rows; newest loan first.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
    'Fortsätt titta',
  );
  // The episode by its series: 'Series [S1E2]: name'.
  await expect(tiles.nth(0).getByRole('link')).toHaveAccessibleName(
    new RegExp(`^Titta på .+ \\[S${episode.season}E${episode.episode}\\]: `),
  );
  await expect(tiles.nth(2).getByRole('link')).toHaveAccessibleName(`Titta på ${filmName}`);
  for (const tile of await tiles.all()) await expect(tile).toContainText(/\d+ (dagar|dag|tim|min) kvar/);
  await expect(row(page).getByRole('progressbar')).toHaveCount(0);

  // One press plays: the title page opens its player at once, and forgets the request.
  await waitForClip(page, playlist);
  await tiles.nth(2).getByRole('link').click();
  const player = page.getByRole('region', { name: `Filmspelare: ${filmName}` });
  await expect(player).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/sv/library/${library}/title/${films[0]!.id}$`));
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(7);
  await player.getByRole('button', { name: 'Pausa' }).click();
  const position = await currentTime(page);
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();
  // Closing the player leaves the focus on Watch.
  await expect(loanBox(page).getByRole('button', { name: 'Fortsätt titta' })).toBeFocused();

  // After a reload the row still has all three, with this browser's position as progress on the watched one.
  await page.goto(`/sv/library/${library}/selected`);
  await page.reload();
  await expect(tiles).toHaveCount(3);
  const progress = row(page).getByRole('progressbar');
  await expect(progress).toHaveCount(1);
  await expect(progress).toHaveAccessibleName(`Hur långt du har kommit i ${filmName}`);
  expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(1);
  await expect(tiles.nth(2).getByRole('link')).toHaveAccessibleName(`Fortsätt titta på ${filmName}`);
  // The front page has the row as well (every library's loans).
  await page.goto('/sv/');
  await expect(row(page).getByRole('listitem')).toHaveCount(3);

  // When the loans have ended, the row goes, heading and all.
  const { loans } = await api<{ loans: { ends_at: string }[] }>(
    page,
    'GET',
    '/customer/loan/get_running_loans',
    {},
  );
  const lastEnd = Math.max(...loans.map((loan) => Date.parse(loan.ends_at)));
  await page.clock.fastForward(lastEnd - Date.now() + 60_000);
  await expect(page.getByRole('heading', { name: 'Fortsätt titta' })).toHaveCount(0);
  expect(position).toBeGreaterThan(7);
});

test('sv: a logged-in patron starts a film on one device and goes on from the same place on another', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(CLIPS_TIMEOUT_MS + 180_000);
  const library = 14;
  const phone = await newPage(browser, baseURL!);
  await phone.goto(`/sv/library/${library}/selected`);
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const { films } = await filmsOf(phone, library);
  const film = films[0]!;
  await phone.goto(`/sv/library/${library}/title/${film.id}`);
  await expect(loanBox(phone)).toBeVisible({ timeout: 30_000 });
  const filmName = (await phone.getByRole('heading', { level: 1 }).textContent())!.trim();
  await logIn(phone);
  // No card saved for this library: the demo user types it; the loan is the account's.
  await waitForClip(phone, await borrowHere(phone));
  await loanBox(phone).getByRole('button', { name: 'Titta' }).click();
  await expect.poll(() => currentTime(phone), { timeout: 45_000 }).toBeGreaterThan(7);
  const [saved] = await Promise.all([
    phone.waitForRequest((r) => r.url().endsWith('/customer/loan/save_watch_position')),
    phone.getByRole('button', { name: 'Pausa' }).click(),
  ]);
  const position = Number(new URLSearchParams(saved.postData() ?? '').get('position_seconds'));
  expect(position).toBeGreaterThanOrEqual(7);

  // Another browser, a new login: the same row, with the server's position.
  const laptop = await newPage(browser, baseURL!);
  await laptop.goto(`/sv/library/${library}/selected`);
  await expect(laptop.getByRole('heading', { level: 1 })).toBeVisible();
  // The row's answer after the login (the anonymous one before it is empty).
  const [answer] = await Promise.all([
    laptop.waitForResponse(
      async (r) =>
        r.url().includes('/customer/loan/get_running_loans') &&
        ((await r.json()) as { loans: unknown[] }).loans.length > 0,
    ),
    logIn(laptop),
  ]);
  const { loans } = (await answer.json()) as {
    loans: { title_id: number; position_seconds: number | null; title: { duration_seconds: number } }[];
  };
  const loan = loans.find((entry) => entry.title_id === film.id)!;
  expect(loan.position_seconds).toBe(position);
  const tile = row(laptop).getByRole('listitem').filter({ hasText: filmName });
  const progress = tile.getByRole('progressbar');
  await expect(progress).toHaveAttribute(
    'aria-valuenow',
    String(Math.max(1, Math.round((position / loan.title.duration_seconds) * 100))),
  );

  // One press on the laptop plays on from where the phone stopped.
  await tile.getByRole('link', { name: `Fortsätt titta på ${filmName}` }).click();
  await expect(laptop.getByRole('region', { name: `Filmspelare: ${filmName}` })).toBeVisible();
  await expect.poll(() => currentTime(laptop), { timeout: 20_000 }).toBeGreaterThanOrEqual(position - 0.5);
  // Where playback began, however busy the machine (the ranges the video has played, not where it is now). The
  // player seeks to the position as it attaches the stream, before the first frame plays: wait for that frame.
  const playedStarts = () =>
    video(laptop).evaluate((element: HTMLVideoElement) =>
      Array.from({ length: element.played.length }, (_, i) => element.played.start(i)),
    );
  await expect.poll(async () => (await playedStarts()).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const played = await playedStarts();
  expect(Math.min(...played)).toBeGreaterThanOrEqual(position - 0.5);
  expect(Math.min(...played)).toBeLessThan(position + 2);
  await phone.context().close();
  await laptop.context().close();
});

/** A library of each language's country that no other journey borrows at. */
const libraryOf: Record<Lang, number> = { sv: 15, en: 17, no: 25, fi: 103 };

for (const lang of ['sv', 'no', 'fi', 'en'] as const) {
  test(`${lang}: axe finds nothing on the Continue watching row at 390 and 1280 px`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const site = siteOrigin(baseURL!, lang);
    const library = libraryOf[lang];
    await page.goto(`${site}/${lang}/library/${library}/selected`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    const { films } = await filmsOf(page, library, lang);
    const film = films[0]!;
    // Nothing of the page's first load still on its way (a read begun before the loan could keep the session's
    // state from before it for a few seconds).
    await page.waitForLoadState('networkidle');
    await api(page, 'POST', '/customer/customer/loan', {
      card_number: CARD.number,
      pin_code: CARD.pin,
      library_id: library,
      title_id: film.id,
    });
    // Part watched in this browser, so the progress bar is checked too.
    await page.evaluate(
      (id) =>
        localStorage.setItem(
          'filmhyllan.last_watch_times',
          JSON.stringify({ [id]: { seconds: 600, savedAt: Date.now() } }),
        ),
      film.id,
    );
    for (const path of [`${lang}/library/${library}/selected`, `${lang}/`]) {
      await page.goto(`${site}/${path}`);
      await expect(row(page, lang).getByRole('progressbar')).toHaveCount(1, { timeout: 30_000 });
      await expectNoAxeViolationsAtWidths(
        page,
        `continue-watching-${path.replace(/\/$/, '').replace(/\//g, '-')}`,
      );
    }
  });
}
