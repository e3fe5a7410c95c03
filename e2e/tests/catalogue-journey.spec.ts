import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { requireFfmpeg } from '../../apps/api/src/media/ffmpeg-path';
import { uploadPoster } from '../console/posters';
import { createTitle, openTitle } from '../console/titles';
import { openConsoleAs } from '../operator-login';
import { text } from '../ui-text';

/*
 * A film's way from the console to the patron's screen, in Swedish, through the real UI: an editor creates a film
 * with texts in four languages, uploads its master in the console's Media section (the connection drops halfway
 * and the upload carries on from what the server has), waits for the transcoding job, adds Swedish subtitles, a
 * poster and a trailer, and licenses the film in Sweden from today. A patron of Stockholms stadsbibliotek
 * (library 1) finds it, watches the trailer, borrows it and plays it with the Swedish subtitles. The licence is
 * then set to end in ten days, and the patron's title page says the film is leaving.
 *
 * The clips are generated with ffmpeg: 4 s at 320x240, one rung of the ladder, so the jobs take seconds.
 */

const LIBRARY = 1;
const STOCKHOLM = 'Europe/Stockholm';
const NAME = `Nattfjärilen ${Date.now().toString(36)}`;
/** A demo card of library 1 that the other journeys leave alone, so their loans and this one never meet. */
const CARD = { number: '55555555', pin: '5555' };

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

/** Runs the server's ffmpeg quietly on lavfi's generated inputs and answers the bytes it wrote to `path`. */
function ffmpegGenerated(path: string, inputs: string[], output: string[]): Buffer {
  const sources = inputs.flatMap((input) => ['-f', 'lavfi', '-i', input]);
  execFileSync(requireFfmpeg(), ['-v', 'error', '-y', ...sources, ...output, path]);
  return readFileSync(path);
}

/** A 4 s test picture at 320x240 with a tone, as MP4 (H.264 and AAC): one rung of the ladder, quick to transcode. */
const generateClip = (path: string, frequency: number) =>
  ffmpegGenerated(
    path,
    ['testsrc2=size=320x240:rate=24:duration=4', `sine=frequency=${frequency}:duration=4`],
    [
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-movflags',
      '+faststart',
    ],
  );

/** A 400 x 600 PNG of one colour, for the poster. */
const generatePoster = (path: string) =>
  ffmpegGenerated(path, ['color=c=0x1d4e89:s=400x600'], ['-frames:v', '1']);

/** Subtitles over the whole clip: the cue is on screen at any moment of it. */
const SWEDISH_SRT = '1\n00:00:00,000 --> 00:00:04,000\nNattfjärilar flyger mot ljuset.\n';

/** A day in Stockholm (the library's zone, where a licence window's days start), `days` from today. */
function stockholmDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: STOCKHOLM }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

const mediaSection = (page: Page) => page.getByRole('region', { name: text('sv', 'operator_media_title') });

/** The job the Media section follows, once its bar says Done. */
async function waitForTranscoding(section: Locator) {
  const bar = section.getByRole('progressbar', { name: text('sv', 'operator_media_job_progress') });
  await expect(bar).toBeVisible({ timeout: 30_000 });
  await expect(section.getByTestId('job-state')).toHaveText(text('sv', 'operator_jobs_state_done'), {
    timeout: 180_000,
  });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
}

const currentTime = (page: Page) =>
  page.getByTestId('video').evaluate((element: HTMLVideoElement) => element.currentTime);

test('an editor adds a film with its media and licence in the console; a patron of library 1 finds it, watches its trailer, borrows it, plays it with Swedish subtitles and sees it leaving', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const master = generateClip(test.info().outputPath('master.mp4'), 440);
  const trailer = generateClip(test.info().outputPath('trailer.mp4'), 660);
  const poster = generatePoster(test.info().outputPath('poster.png'));

  // 1. The film, with its texts in four languages.
  await openConsoleAs(page, 'sv', { role: 'editor' });
  const titleId = await createTitle(page, 'sv', {
    name: NAME,
    year: '2025',
    ageRating: 7,
    texts: {
      sv: { name: NAME, description: 'En film om nattfjärilar som söker sig mot ljuset.' },
      no: { name: `Nattsvermeren ${NAME}`, description: 'En film om nattsvermere som søker mot lyset.' },
      fi: { name: `Yöperhonen ${NAME}`, description: 'Elokuva yöperhosista, jotka hakeutuvat valoon.' },
      en: { name: `The Moth ${NAME}`, description: 'A film about moths drawn to the light.' },
    },
    directors: ['Signe Nattlund'],
    genres: ['Drama'],
  });

  // 2. The master: the connection drops after half the file reached the server; the upload goes on from there.
  const media = mediaSection(page);
  const half = Math.floor(master.length / 2);
  const uploadRequests: { method: string; offset: string | undefined; bytes: number }[] = [];
  const onRequest = (request: Request) => {
    if (!/\/api\/operator\/uploads\/[^/?]+/.test(request.url())) return;
    const method = request.method();
    if (method !== 'PATCH' && method !== 'HEAD') return;
    uploadRequests.push({
      method,
      offset: request.headers()['upload-offset'],
      bytes: method === 'PATCH' ? (request.postDataBuffer()?.length ?? 0) : 0,
    });
  };
  page.on('request', onRequest);
  let dropped = false;
  await page.route(/\/api\/operator\/uploads\/[^/?]+/, async (route) => {
    const request = route.request();
    if (dropped || request.method() !== 'PATCH') return route.fallback();
    dropped = true;
    expect(request.headers()['upload-offset']).toBe('0');
    // What got through before the line went dead: the first half, sent on the same session.
    const headers = { ...request.headers() };
    delete headers['content-length'];
    const partial = await page.request.fetch(request.url(), {
      method: 'PATCH',
      headers,
      data: master.subarray(0, half),
    });
    expect(partial.status(), await partial.text()).toBe(204);
    expect(partial.headers()['upload-offset']).toBe(String(half));
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await media
    .getByLabel(text('sv', 'operator_media_file_film'))
    .setInputFiles({ name: 'nattfjarilen-master.mp4', mimeType: 'video/mp4', buffer: master });
  const stopped = text('sv', 'upload_stopped', { name: 'nattfjarilen-master.mp4' });
  await expect(media.getByRole('status').filter({ hasText: stopped })).toBeVisible();
  await expect(media.getByRole('button', { name: text('sv', 'upload_resume') })).toBeVisible();
  // Back online, the upload resumes by itself: it asks the server for its offset and sends only the rest.
  await context.setOffline(false);
  await expect(
    media
      .getByRole('status')
      .filter({ hasText: text('sv', 'upload_done', { name: 'nattfjarilen-master.mp4' }) }),
  ).toBeVisible({ timeout: 30_000 });
  page.off('request', onRequest);
  await page.unroute(/\/api\/operator\/uploads\/[^/?]+/);
  const resumed = uploadRequests.slice(1);
  expect(uploadRequests[0]).toMatchObject({ method: 'PATCH', offset: '0' });
  expect(resumed.map((r) => r.method)).toEqual(['HEAD', 'PATCH']);
  expect(resumed[1]).toMatchObject({ offset: String(half), bytes: master.length - half });
  await waitForTranscoding(media);

  // 3. Swedish subtitles and a poster.
  await media.getByLabel(text('sv', 'operator_media_subtitles_language'), { exact: true }).selectOption('sv');
  await media.getByLabel(text('sv', 'operator_media_subtitles_file')).setInputFiles({
    name: 'nattfjarilen.sv.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from(SWEDISH_SRT, 'utf8'),
  });
  await media.getByRole('button', { name: text('sv', 'operator_media_subtitles_upload') }).click();
  await expect(
    media.getByRole('status').filter({ hasText: 'Undertexterna är sparade (1 replik).' }),
  ).toBeVisible();

  const posterUrl = await uploadPoster(page, 'sv', {
    name: 'nattfjarilen.png',
    mimeType: 'image/png',
    buffer: poster,
  });
  expect(posterUrl).toMatch(new RegExp(`^/api/posters/${titleId}/[0-9a-f]{64}-\\d+\\.jpg$`));
  const posterPrefix = posterUrl.replace(/\d+\.jpg$/, '');

  // 4. Licensed in Sweden from today (Stockholm's day), at a price.
  const licences = page.getByTestId('licences-section');
  const today = stockholmDay();
  await licences.getByLabel(text('sv', 'operator_licence_country')).selectOption('se');
  await licences.getByLabel(text('sv', 'operator_licence_starts_on')).fill(today);
  await licences.getByLabel(text('sv', 'operator_licence_price_cents')).fill('2900');
  await licences.getByRole('button', { name: text('sv', 'operator_licence_save') }).click();
  await expect(licences.getByRole('status')).toHaveText(
    text('sv', 'operator_licence_saved', { country: text('sv', 'country_se') }),
  );
  const sweden = licences.locator('li[data-country="se"]');
  await expect(sweden).toContainText(text('sv', 'operator_licence_no_end'));
  await expect(sweden).toContainText('2900');

  // 5. A trailer, transcoded like the film.
  await media.getByRole('radio', { name: text('sv', 'operator_media_purpose_trailer') }).check();
  await media
    .getByLabel(text('sv', 'operator_media_file_trailer'))
    .setInputFiles({ name: 'nattfjarilen-trailer.mp4', mimeType: 'video/mp4', buffer: trailer });
  await expect(
    media
      .getByRole('status')
      .filter({ hasText: text('sv', 'upload_done', { name: 'nattfjarilen-trailer.mp4' }) }),
  ).toBeVisible({ timeout: 30_000 });
  await waitForTranscoding(media);

  // 6. A patron of library 1, in a browser of their own, finds the film (the catalogue hears of it within 2 s).
  const patronContext = await browser.newContext();
  await patronContext.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
  const patron = await patronContext.newPage();
  const found = patron.getByRole('main').getByRole('link', { name: NAME });
  const noHits = patron.getByRole('heading', { name: text('sv', 'search_no_results_title') });
  await expect
    .poll(
      async () => {
        await patron.goto(`/sv/library/${LIBRARY}/search?q=${encodeURIComponent(NAME)}`);
        await expect(found.or(noHits).first()).toBeVisible({ timeout: 30_000 });
        return found.count();
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  await found.first().click();
  await expect(patron).toHaveURL(new RegExp(`/sv/library/${LIBRARY}/title/${titleId}$`));
  await expect(patron.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  // The uploaded poster, and no leaving date while the window has no end.
  await expect(patron.getByRole('main').locator(`img[src^="${posterPrefix}"]`)).toHaveCount(1);
  await expect(patron.getByTestId('leaving-soon')).toHaveCount(0);

  // The trailer plays without a loan. The film was in the catalogue before its trailer was done: the title page
  // offers the trailer once the catalogue has heard of it too (within 2 s), so the page is loaded again until then.
  const watchTrailer = patron
    .getByTestId('trailer')
    .getByRole('button', { name: text('sv', 'watch_trailer') });
  let loads = 0;
  await expect
    .poll(
      async () => {
        if (loads++ > 0) await patron.reload();
        // The loan box is drawn after the rest of the page (after its first paint).
        await expect(
          patron.getByTestId('loan-box').getByRole('button', { name: 'Låna', exact: true }),
        ).toBeVisible();
        return watchTrailer.count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await watchTrailer.click();
  const player = patron.getByRole('region', { name: /^Filmspelare/ });
  await expect(player).toBeVisible();
  await expect.poll(() => currentTime(patron), { timeout: 30_000 }).toBeGreaterThan(1);
  await patron.getByRole('button', { name: 'Stäng', exact: true }).click();
  await expect(patron.getByTestId('video')).toHaveCount(0);

  // Borrowed with card and PIN, and played with the Swedish subtitles.
  const loanBox = patron.getByTestId('loan-box');
  await loanBox.getByLabel('Lånekortsnummer').fill(CARD.number);
  await loanBox.getByLabel('PIN-kod').fill(CARD.pin);
  const [loan] = await Promise.all([
    patron.waitForResponse(
      (r) => r.url().endsWith('/customer/customer/loan') && r.request().method() === 'POST',
    ),
    loanBox.getByRole('button', { name: 'Låna', exact: true }).click(),
  ]);
  expect(loan.status(), await loan.text()).toBe(200);
  await loanBox.getByRole('button', { name: 'Titta' }).click();
  await expect(player).toBeVisible();
  await expect.poll(() => currentTime(patron), { timeout: 30_000 }).toBeGreaterThan(0.5);
  await player.getByRole('button', { name: /^Undertexter/ }).click();
  await patron.getByRole('menuitemradio', { name: /svenska/i }).click();
  await expect(player.getByRole('button', { name: /^Undertexter: svenska$/i })).toBeVisible();
  await expect
    .poll(
      () =>
        patron.getByTestId('video').evaluate((element: HTMLVideoElement) => {
          const track = Array.from(element.textTracks).find((t) => t.mode === 'showing');
          const cue = track?.activeCues?.[0] as VTTCue | undefined;
          return track ? `${track.label}:${cue?.text ?? ''}` : 'none';
        }),
      { timeout: 15_000 },
    )
    .toMatch(/^svenska:Nattfjärilar flyger mot ljuset\.$/i);
  await patron.getByRole('button', { name: 'Stäng', exact: true }).click();

  // 7. The window now ends in ten days: the patron's title page says the film is leaving, and until when.
  const lastDay = stockholmDay(10);
  await openTitle(page, 'sv', titleId);
  await licences
    .getByRole('button', { name: text('sv', 'operator_licence_edit', { country: text('sv', 'country_se') }) })
    .click();
  await licences.getByLabel(text('sv', 'operator_licence_ends_on')).fill(lastDay);
  await licences.getByRole('button', { name: text('sv', 'operator_licence_save') }).click();
  await expect(licences.getByRole('status')).toHaveText(
    text('sv', 'operator_licence_saved', { country: text('sv', 'country_se') }),
  );
  const [year, month, day] = lastDay.split('-').map(Number);
  const shownDay = new Intl.DateTimeFormat('sv-SE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, day!)));
  const leaving = patron.getByTestId('leaving-soon');
  await expect
    .poll(
      async () => {
        await patron.reload();
        await expect(patron.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
        return (await leaving.count()) ? leaving.innerText() : '';
      },
      { timeout: 20_000 },
    )
    .toBe(`${text('sv', 'leaving_soon')} ${text('sv', 'leaving_on', { date: shownDay })}`);
  await patronContext.close();
});
