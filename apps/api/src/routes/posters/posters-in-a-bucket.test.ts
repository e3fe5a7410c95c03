import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { titlePosterImages } from '../../db/schema';
import { post } from '../../test-support/account-fixtures';
import { raster } from '../../test-support/image-upload-fixtures';
import { createOperatorTestApp, type OperatorTestApp } from '../../test-support/operator-test-app';
import { startTestS3, type TestS3 } from '../../test-support/s3-server';

/**
 * Uploaded posters with MEDIA_STORAGE in a bucket (docs/decisions/070): every size and format is stored there, not
 * in the database, and served from it at its digest address; a replaced poster's addresses answer nothing.
 */
const TITLE = 100;
let s3: TestS3;
let t: OperatorTestApp;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createOperatorTestApp({ catalogue: true, mediaStorage: s3.storage('media') });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const upload = async (image: Buffer) => {
  const res = await post(t.app, '/operator/title/upload_poster', t.operators.editor, {
    title_id: TITLE,
    poster: image.toString('base64'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().poster.poster_images as { url_template: string; widths: number[] };
};
const urlOf = (images: { url_template: string }, width: number, format: string) =>
  images.url_template.replace('{width}', String(width)).replace('{format}', format);

describe('uploaded posters in a bucket', () => {
  it('stores every size in the bucket, none in the database, and serves them from it', async () => {
    const images = await upload(await raster('png', 400, 600));
    const stored = await s3.storage('media').list(`posters/${TITLE}`);
    expect(stored).toHaveLength(images.widths.length * 3);
    const rows = await t.database.db
      .select({ width: titlePosterImages.width })
      .from(titlePosterImages)
      .where(eq(titlePosterImages.titleId, TITLE));
    expect(rows).toEqual([]);
    for (const format of ['avif', 'webp', 'jpg']) {
      const res = await t.app.inject({ url: urlOf(images, 240, format) });
      expect(res.statusCode, format).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(240);
    }
  });

  it('answers nothing at a replaced poster’s addresses, and nothing for a size it does not have', async () => {
    const first = await upload(await raster('jpeg', 400, 600));
    expect((await t.app.inject({ url: urlOf(first, 240, 'jpg') })).statusCode).toBe(200);
    expect((await t.app.inject({ url: urlOf(first, 241, 'jpg') })).statusCode).toBe(404);
    const second = await upload(await raster('webp', 320, 480));
    expect(second.url_template).not.toBe(first.url_template);
    expect((await t.app.inject({ url: urlOf(first, 240, 'jpg') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: urlOf(second, 240, 'jpg') })).statusCode).toBe(200);
  });
});
