import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { requireFfmpeg } from '../../apps/api/src/media/ffmpeg-path';
import { expectNoAxeViolations } from '../axe';
import { libraryTitleId } from '../library-titles';
import { operatorAdminApi } from '../operator-login';
import { text } from '../ui-text';

/*
 * Watch trailer on the customer title page (decision 048) against the real server. The trailer is made the way
 * a distributor's script would: a two-second clip uploaded over tus with the shared admin session, attached as
 * the trailer of a demo title of library 1, and its transcoding job followed to done. The button is then
 * labelled, reached with Tab, opens the player with Enter and gets the focus back when Escape closes it; the
 * title page with the button passes axe in sv, no, fi and en at 390 and 1280 px.
 */

const langs = ['sv', 'no', 'fi', 'en'] as const;
const widths = [390, 1280] as const;
const LIBRARY = 1;
const run = promisify(execFile);

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

/** A two-second MP4 (a test pattern and a tone) made by ffmpeg: small, so its transcoding takes seconds. */
async function smallClip(): Promise<Buffer> {
  const { stdout } = await run(
    requireFfmpeg(),
    [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=24:duration=2'],
      ...['-f', 'lavfi', '-i', 'sine=duration=2', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'],
      ...['-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4', 'pipe:1'],
    ],
    { encoding: 'buffer', maxBuffer: 10_000_000 },
  );
  return stdout;
}

/** Uploads the clip over tus, attaches it as the title's trailer and waits for its transcoding to be done. */
async function attachTrailer(titleId: number): Promise<void> {
  const { client, session } = await operatorAdminApi();
  const clip = await smallClip();
  const b64 = (value: string) => Buffer.from(value).toString('base64');
  const headers = {
    'Tus-Resumable': '1.0.0',
    'X-Portal-Sessionid': session.portal_sessionid,
    'X-Portal-Csrftoken': session.portal_csrftoken,
  };
  const created = await client.post('/api/operator/uploads', {
    headers: {
      ...headers,
      'Upload-Length': String(clip.length),
      'Upload-Metadata': `purpose ${b64('master')},filename ${b64('trailer.mp4')},filetype ${b64('video/mp4')}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = created.headers()['location']!;
  const sent = await client.patch(location, {
    headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    data: clip,
  });
  expect(sent.status(), await sent.text()).toBe(204);
  const attached = await client.post('/api/operator/title/attach_media', {
    form: {
      ...session,
      title_id: String(titleId),
      upload_id: location.split('/').pop()!,
      purpose: 'trailer',
    },
  });
  expect(attached.status(), await attached.text()).toBe(200);
  const { job_id: jobId } = await attached.json();
  await expect
    .poll(
      async () => {
        const answer = await client.get('/api/operator/jobs/get_job', {
          params: { ...session, job_id: jobId },
        });
        const { job } = await answer.json();
        return job.state === 'failed' ? `failed: ${job.error}` : job.state;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe('done');
}

test('Watch trailer is labelled, reached and opened with the keyboard, and the title page passes axe', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const titleId = await libraryTitleId(page, LIBRARY, 11);
  await attachTrailer(titleId);

  // The catalogue hears of the new trailer within about 2 s: the button appears on the title page.
  const button = page.getByRole('button', { name: text('en', 'watch_trailer'), exact: true });
  await expect(async () => {
    await page.goto(`/en/library/${LIBRARY}/title/${titleId}`);
    await expect(button).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');

  // Reached with Tab from the top of the page, opened with Enter, closed with Escape: the focus comes back.
  await page.locator('body').focus();
  let presses = 0;
  while (!(await button.evaluate((el) => el === document.activeElement))) {
    expect(presses++, 'Tab presses to reach Watch trailer').toBeLessThan(60);
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const player = page.getByRole('dialog');
  await expect(player).toBeVisible({ timeout: 15_000 });
  await expect(player).toHaveAccessibleName(/\S/);
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();
  await expect(button).toBeFocused();

  for (const lang of langs) {
    await page.goto(`/${lang}/library/${LIBRARY}/title/${titleId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: text(lang, 'watch_trailer'), exact: true })).toBeVisible();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `title page with a trailer ${lang} at ${width} px`);
    }
  }
});
