import { join } from 'node:path';

/**
 * Where resumable uploads (tus, /api/operator/uploads) keep their files: one file per upload under
 * `{dataDir}/uploads`, named by the upload's id, the last segment of its tus URL. The media pipeline reads a
 * finished upload from here by that id.
 */
export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

/** An upload id is what the tus server generates: letters, digits, '-' and '_' only (never a path). */
export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function uploadFilePath(dataDir: string, uploadId: string): string {
  if (!UPLOAD_ID_PATTERN.test(uploadId)) throw new Error('not an upload id');
  return join(uploadsDir(dataDir), uploadId);
}

/** UPLOAD_EXPIRY_HOURS when not set: an unfinished upload begun this long ago is deleted. */
export const UPLOAD_EXPIRY_HOURS_DEFAULT = 72;

/** UPLOAD_MAX_MB when not set: 20 GB, a two-hour film master at a high bit rate. */
export const UPLOAD_MAX_MB_DEFAULT = 20_480;
