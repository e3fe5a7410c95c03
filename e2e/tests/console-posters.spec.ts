import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { openTitle } from '../console/titles';
import { libraryTitleId } from '../library-titles';
import { openConsoleAs, operatorAdminApi } from '../operator-login';
import { text } from '../ui-text';

/*
 * Uploaded posters (decision 053) against the real server: an editor uploads a poster in the Poster section of the
 * console's title page (axe 0 there in sv, no, fi and en at 390 and 1280 px); the customer title page then shows
 * it as a <picture> of AVIF, WebP and JPEG srcsets with the title
 * page's sizes, and the browser loads the width that layout needs on a phone and on a desktop; axe 0 on that
 * page in sv, no, fi and en at 390 and 1280 px. Removing the poster brings the generated one back.
 */

const langs = ['sv', 'no', 'fi', 'en'] as const;
const LIBRARY = 1;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

/** A 1000 × 1500 JPEG drawn in the browser (a gradient and a shape, so the sizes differ in bytes). */
async function drawnJpeg(page: Page): Promise<string> {
  await page.goto('/en/');
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1000;
    canvas.height = 1500;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 1000, 1500);
    gradient.addColorStop(0, '#1d4e89');
    gradient.addColorStop(1, '#f2c14e');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 1000, 1500);
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(500, 600, 250, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/jpeg', 0.9).replace(/^data:[^,]*,/, '');
  });
}

test('an uploaded poster shows on the customer title page as a picture of the right size; axe 0 in four languages', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const { client, session } = await operatorAdminApi();
  const titleId = await libraryTitleId(page, LIBRARY, 7);
  // In the console: an editor picks the file on the title page's Poster section and uploads it.
  const jpeg = Buffer.from(await drawnJpeg(page), 'base64');
  await openConsoleAs(page, 'en', { role: 'editor' });
  await openTitle(page, 'en', titleId);
  const section = page.getByRole('region', { name: text('en', 'operator_poster_title') });
  await section
    .getByLabel(text('en', 'operator_poster_file'))
    .setInputFiles({ name: 'poster.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await section.getByRole('button', { name: text('en', 'operator_poster_upload') }).click();
  await expect(section.getByRole('status')).toHaveText(text('en', 'operator_poster_uploaded'), {
    timeout: 60_000,
  });
  const current = section.getByRole('img', { name: text('en', 'operator_poster_current') });
  await expect(current).toHaveAttribute('src', /-480\.jpg$/);
  const posterUrl = (await current.getAttribute('src'))!;
  await expect(section).toContainText(
    text('en', 'operator_poster_sizes', { widths: '160, 240, 320, 480, 640, 960' }),
  );
  const prefix = posterUrl.replace(/480\.jpg$/, '');
  expect(prefix).toMatch(new RegExp(`^/api/posters/${titleId}/[0-9a-f]{64}-$`));
  for (const lang of langs) {
    await openTitle(page, lang, titleId);
    const shown = page.getByRole('region', { name: text(lang, 'operator_poster_title') });
    await expect(shown.getByRole('img', { name: text(lang, 'operator_poster_current') })).toHaveAttribute(
      'src',
      posterUrl,
    );
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `console title page ${lang} at ${width} px`);
    }
  }

  for (const lang of langs) {
    for (const [width, drawnWidth] of [
      [390, 160],
      [1280, 320],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lang}/library/${LIBRARY}/title/${titleId}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      const main = page.getByRole('main');
      const picture = main.locator('picture').filter({ has: page.locator(`img[src^="${prefix}"]`) });
      await expect(picture).toHaveCount(1);
      const avif = picture.locator('source[type="image/avif"]');
      await expect(avif).toHaveAttribute('srcset', new RegExp(`^${prefix}160\\.avif 160w, `));
      await expect(avif).toHaveAttribute('sizes', /280px/);
      const img = picture.locator('img');
      await expect(img).toHaveJSProperty('complete', true);
      // The title page draws the poster 112 px wide on a phone and 280 px on a desktop (at 1 device pixel
      // per CSS pixel here): the browser takes the smallest width at least that wide, as AVIF (the phone first,
      // with nothing cached).
      const loaded = await img.evaluate((el: HTMLImageElement) => ({
        src: el.currentSrc,
        natural: el.naturalWidth,
      }));
      // Checked in the first language only: after that Chromium may keep using the larger file it has cached.
      if (lang === langs[0]) expect(loaded.src).toContain(`${prefix}${drawnWidth}.avif`);
      else expect(loaded.src).toMatch(/\.avif$/);
      // Decoded; its natural width is in CSS pixels by the srcset's density (160 px file at 112 px: 112).
      expect(loaded.natural).toBeGreaterThan(0);
      await expectNoAxeViolations(page, `title page ${lang} at ${width} px`);
    }
  }
  // The served file: its type, cached for good.
  const served = await page.request.get(`${prefix}320.avif`);
  expect(served.headers()['content-type']).toBe('image/avif');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Removed: the generated poster is back, as one image.
  const removed = await client.post('/api/operator/title/remove_poster', {
    form: { ...session, title_id: String(titleId) },
  });
  expect(removed.status()).toBe(200);
  await page.goto(`/en/library/${LIBRARY}/title/${titleId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  // The customer page asks for the generated poster in its language.
  await expect(page.getByRole('main').locator(`img[src="/api/posters/${titleId}.en.svg"]`)).toHaveCount(1);
  expect((await page.request.get(`${prefix}320.avif`)).status()).toBe(404);
});
