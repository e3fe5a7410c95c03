import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';

/*
 * A library's logo, from the operator's upload to what we serve (docs/decisions/043). The upload's type is read
 * from its bytes; the image is decoded by sharp (libvips; librsvg for SVG, which runs no script and, reading from
 * memory without a base address, loads no other file or URL) and drawn again as a PNG. What is served is only
 * pixels we encoded, so nothing of the upload (script, event handlers, links, metadata) survives.
 */

export type LogoUploadType = 'png' | 'jpeg' | 'webp' | 'svg';

export interface EncodedLogo {
  image: Buffer;
  sha256: string;
  width: number;
  height: number;
}

/** The most pixels a logo may decode to (a 4096 x 4096 image): a small file cannot make us draw a huge one. */
const MAX_INPUT_PIXELS = 4096 * 4096;

/** Leading XML that may come before an SVG's root element: declaration, comments, document type, white space. */
const svgRoot =
  /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i;

/** The upload's type by its first bytes (never a file name or a declared type); undefined: not one we accept. */
export function sniffLogoType(bytes: Buffer): LogoUploadType | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (svgRoot.test(bytes.toString('utf8', 0, 4096))) return 'svg';
  return undefined;
}

/** The file the console sent: base64, or a data: URL of it. */
export function decodeUpload(text: string): Buffer {
  const base64 = text.replace(/^data:[^,]{0,200},/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 === 1)
    throw new AppError('VALIDATION_FAILED', { fields: { logo: 'must be the file in base64' } });
  // Three bytes per four characters: refused before decoding a body far over the limit.
  if (Math.floor((base64.length * 3) / 4) - 2 > LOGO_MAX_BYTES) throw new AppError('LOGO_TOO_LARGE');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw new AppError('LOGO_TOO_LARGE');
  if (bytes.length === 0) throw new AppError('LOGO_TYPE_NOT_ALLOWED');
  return bytes;
}

/** Decodes an upload of an accepted type and draws it again as a PNG of at most LOGO_MAX_SIDE a side. */
export async function encodeLogo(bytes: Buffer): Promise<EncodedLogo> {
  const type = sniffLogoType(bytes);
  if (!type) throw new AppError('LOGO_TYPE_NOT_ALLOWED');
  // A document type may declare entities (expanding ones, or outside files): a logo needs none.
  if (type === 'svg' && /<!(DOCTYPE|ENTITY)/i.test(bytes.toString('utf8')))
    throw new AppError('LOGO_UNREADABLE');
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  try {
    const meta = await sharp(bytes, options).metadata();
    if (meta.format !== type || !meta.width || !meta.height) throw new AppError('LOGO_UNREADABLE');
    // An SVG is drawn at the density that makes its longer side LOGO_MAX_SIDE (sharp's default is 72 dpi, at
    // which a small drawing would be scaled up blurred); a raster is only ever scaled down.
    const density =
      type === 'svg'
        ? Math.min(2400, Math.max(1, (72 * LOGO_MAX_SIDE) / Math.max(meta.width, meta.height)))
        : undefined;
    const { data, info } = await sharp(bytes, { ...options, ...(density ? { density } : {}) })
      .rotate()
      .resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return {
      image: data,
      sha256: createHash('sha256').update(data).digest('hex'),
      width: info.width,
      height: info.height,
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    // sharp's refusals (damaged data, too many pixels) are the upload's fault, not ours.
    throw new AppError('LOGO_UNREADABLE');
  }
}
