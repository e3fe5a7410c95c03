import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { POSTER_MAX_BYTES } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { decodePosterUpload, encodePoster, posterWidthsFor, sniffPosterType } from './poster-image';

/*
 * Cutting a poster (docs/decisions/053): 2:3 crops in every width not wider than the upload, each as AVIF, WebP and
 * JPEG; other types, damaged images and files over the limits refused with their codes.
 */

const raster = (format: 'png' | 'jpeg' | 'webp' | 'gif', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .toFormat(format)
    .toBuffer();

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  return 'none';
};

describe('posterWidthsFor', () => {
  it('takes the ladder up to the width, its own width when narrower than the largest, and never more', () => {
    expect(posterWidthsFor(2000)).toEqual([160, 240, 320, 480, 640, 960]);
    expect(posterWidthsFor(960)).toEqual([160, 240, 320, 480, 640, 960]);
    expect(posterWidthsFor(500)).toEqual([160, 240, 320, 480, 500]);
    expect(posterWidthsFor(480)).toEqual([160, 240, 320, 480]);
    expect(posterWidthsFor(100)).toEqual([100]);
  });
});

describe('encodePoster', () => {
  it('cuts a large upload to 2:3 in six widths, each as AVIF, WebP and JPEG of its exact size', async () => {
    const poster = await encodePoster(await raster('jpeg', 1200, 1800));
    expect(poster.widths).toEqual([160, 240, 320, 480, 640, 960]);
    expect([poster.width, poster.height]).toEqual([960, 1440]);
    expect(poster.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(poster.images).toHaveLength(18);
    for (const image of poster.images) {
      const meta = await sharp(image.image).metadata();
      expect(meta.format).toBe({ avif: 'heif', webp: 'webp', jpg: 'jpeg' }[image.format]);
      expect([meta.width, meta.height]).toEqual([image.width, (image.width * 3) / 2]);
    }
    // Smaller files for smaller widths: a phone's card does not load the title page's image.
    const jpegs = poster.images.filter((image) => image.format === 'jpg').map((image) => image.image.length);
    expect(jpegs).toEqual([...jpegs].sort((a, b) => a - b));
  }, 60_000);

  it('crops a landscape image around its centre and never scales a small one up', async () => {
    const poster = await encodePoster(await raster('png', 600, 300));
    // 300 high makes a 200 x 300 poster: the ladder up to 200, and 200 itself.
    expect(poster.widths).toEqual([160, 200]);
    expect([poster.width, poster.height]).toEqual([200, 300]);
    const largest = poster.images.find((image) => image.width === 200 && image.format === 'webp')!;
    expect(await sharp(largest.image).metadata()).toMatchObject({ width: 200, height: 300 });
  }, 30_000);

  it('gives the same digest for the same image and another for another', async () => {
    const a = await encodePoster(await raster('webp', 300, 450));
    const b = await encodePoster(await raster('webp', 300, 450));
    const c = await encodePoster(await raster('webp', 320, 480));
    expect(a.sha256).toBe(b.sha256);
    expect(c.sha256).not.toBe(a.sha256);
  }, 30_000);

  it('refuses SVG, GIF, text and damaged images, by their bytes', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300"/>');
    expect(sniffPosterType(svg)).toBeUndefined();
    expect(await codeOf(encodePoster(svg))).toBe('POSTER_TYPE_NOT_ALLOWED');
    expect(await codeOf(encodePoster(await raster('gif', 20, 30)))).toBe('POSTER_TYPE_NOT_ALLOWED');
    expect(await codeOf(encodePoster(Buffer.from('just text')))).toBe('POSTER_TYPE_NOT_ALLOWED');
    const damaged = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]);
    expect(await codeOf(encodePoster(damaged))).toBe('POSTER_UNREADABLE');
    // A JPEG named as a PNG by its header is read as what its bytes are: the bytes decide.
    const jpegBytes = await raster('jpeg', 20, 30);
    expect(sniffPosterType(jpegBytes)).toBe('jpeg');
  });

  it('refuses an image of more pixels than the limit before decoding it', async () => {
    // A tiny PNG whose header claims 7000 x 7000: over 6000 x 6000.
    const huge = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    expect(await codeOf(encodePoster(huge))).toBe('POSTER_UNREADABLE');
  }, 30_000);
});

describe('decodePosterUpload', () => {
  it('reads base64 and data: URLs, and refuses too large or non-base64 text', () => {
    expect(decodePosterUpload(Buffer.from('abc').toString('base64'))).toEqual(Buffer.from('abc'));
    expect(decodePosterUpload('data:image/png;base64,' + Buffer.from('abc').toString('base64'))).toEqual(
      Buffer.from('abc'),
    );
    const over = Buffer.alloc(POSTER_MAX_BYTES + 1).toString('base64');
    expect(() => decodePosterUpload(over)).toThrow(expect.objectContaining({ code: 'POSTER_TOO_LARGE' }));
    expect(() => decodePosterUpload('not base64!')).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }),
    );
  });
});
