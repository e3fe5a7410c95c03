import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import {
  POSTER_FORMATS,
  POSTER_MAX_BYTES,
  POSTER_MAX_INPUT_PIXELS,
  POSTER_WIDTHS,
  type PosterFormat,
} from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';

/*
 * A title's poster, from the operator's upload (or the transcoding job's frame) to what we serve
 * (docs/decisions/053). The type is read from the bytes; sharp (libvips) decodes it within a pixel limit, crops it
 * to 2:3 and draws every size again as AVIF, WebP and JPEG without metadata: nothing of the file is served as sent.
 */

export type PosterUploadType = 'png' | 'jpeg' | 'webp';

export interface EncodedPosterImage {
  width: number;
  format: PosterFormat;
  image: Buffer;
}

export interface EncodedPoster {
  /** The digest of the 2:3 image all sizes are cut from: part of every address. */
  sha256: string;
  widths: number[];
  /** The largest size. */
  width: number;
  height: number;
  images: EncodedPosterImage[];
}

/** The upload's type by its first bytes (never a file name or a declared type); undefined: not one we accept. */
export function sniffPosterType(bytes: Buffer): PosterUploadType | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/** The file the console sent: base64, or a data: URL of it. */
export function decodePosterUpload(text: string): Buffer {
  const base64 = text.replace(/^data:[^,]{0,200},/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 === 1)
    throw new AppError('VALIDATION_FAILED', { fields: { poster: 'must be the file in base64' } });
  // Three bytes per four characters: refused before decoding a body far over the limit.
  if (Math.floor((base64.length * 3) / 4) - 2 > POSTER_MAX_BYTES) throw new AppError('POSTER_TOO_LARGE');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > POSTER_MAX_BYTES) throw new AppError('POSTER_TOO_LARGE');
  if (bytes.length === 0) throw new AppError('POSTER_TYPE_NOT_ALLOWED');
  return bytes;
}

/**
 * The widths to cut a poster of this width to: those of POSTER_WIDTHS not wider than it, and its own width when
 * it is narrower than the largest and not one of them (so its full detail is served). Never upscaled.
 */
export function posterWidthsFor(width: number): number[] {
  const widths: number[] = POSTER_WIDTHS.filter((w) => w <= width);
  const largest = POSTER_WIDTHS[POSTER_WIDTHS.length - 1]!;
  if (width < largest && !widths.includes(width)) widths.push(width);
  return widths;
}

/** The height of a 2:3 poster this wide. */
const heightOf = (width: number) => Math.round((width * 3) / 2);

/** Quality settings chosen for posters seen small: AVIF's effort kept low, since it is slow on a busy machine. */
const encoders: Record<PosterFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpg: (image) => image.jpeg({ quality: 78, progressive: true, mozjpeg: true }),
};

/** Decodes an upload of an accepted type, crops it to 2:3 and encodes every width in every format. */
export async function encodePoster(bytes: Buffer): Promise<EncodedPoster> {
  if (bytes.length > POSTER_MAX_BYTES) throw new AppError('POSTER_TOO_LARGE');
  const type = sniffPosterType(bytes);
  if (!type) throw new AppError('POSTER_TYPE_NOT_ALLOWED');
  const options = { limitInputPixels: POSTER_MAX_INPUT_PIXELS, failOn: 'error' as const };
  try {
    const meta = await sharp(bytes, options).metadata();
    if (meta.format !== type || !meta.width || !meta.height) throw new AppError('POSTER_UNREADABLE');
    // The crop, upright (EXIF orientation applied) and in sRGB, as one 2:3 image every size is drawn from.
    const upright =
      meta.orientation && meta.orientation >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
    const [sourceWidth, sourceHeight] = upright as [number, number];
    const cropWidth = Math.max(1, Math.min(sourceWidth, Math.floor((sourceHeight * 2) / 3)));
    const master = await sharp(bytes, options)
      .rotate()
      .resize({ width: cropWidth, height: heightOf(cropWidth), fit: 'cover', position: 'centre' })
      // Served as JPEG too, which has no transparency: a transparent part shows the page's dark background.
      .flatten({ background: '#0d0d10' })
      .toColourspace('srgb')
      .png({ compressionLevel: 1 })
      .toBuffer();
    const widths = posterWidthsFor(cropWidth);
    const images: EncodedPosterImage[] = [];
    for (const width of widths) {
      const sized = await sharp(master, options)
        .resize({ width, height: heightOf(width), fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      for (const format of POSTER_FORMATS) {
        const raw = { raw: { width, height: heightOf(width), channels: sized.info.channels } };
        images.push({ width, format, image: await encoders[format](sharp(sized.data, raw)).toBuffer() });
      }
    }
    const largest = widths[widths.length - 1]!;
    return {
      sha256: createHash('sha256').update(master).digest('hex'),
      widths,
      width: largest,
      height: heightOf(largest),
      images,
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    // sharp's refusals (damaged data, too many pixels) are the upload's fault, not ours.
    throw new AppError('POSTER_UNREADABLE');
  }
}
