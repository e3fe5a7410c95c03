import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { UPLOAD_ID_PATTERN } from '../modules/uploads/upload-files';
import { uploadKey } from '../modules/uploads/upload-storage';
import { filesBelow } from './storage/file-storage';
import type { MediaStorage } from './storage/media-storage';

/** Where the copy keeps what it has copied and checked, so a second run takes up where the first stopped. */
export const MIGRATION_MANIFEST = '.migrate-storage.json';

/** What a folder under MEDIA_DIR holds that is not media: work in progress and the copy's own record. */
const NOT_MEDIA = [
  /^\.scratch\//,
  /^tmp\//,
  /\.partial-\d+(\/|$)/,
  /\.tmp$/,
  /\.encrypting$/,
  /^\.migrate-storage\.json$/,
];

interface Copied {
  size: number;
  sha256: string;
}

export interface MigrationReport {
  copied: number;
  skipped: number;
  bytes: number;
  failed: { key: string; reason: string }[];
}

async function sha256Of(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The stored object's size, or undefined without one. */
async function storedSize(target: MediaStorage, key: string): Promise<number | undefined> {
  const object = await target.read(key, 'bytes=0-0').catch(() => undefined);
  if (!object) return undefined;
  object.body.destroy();
  return object.size;
}

/**
 * Copies an installation's media from MEDIA_DIR (and its finished uploads from DATA_DIR/uploads) into a bucket
 * before MEDIA_STORAGE is switched to it (docs/decisions/070), with the servers running: files are only read.
 * Every object is read back after its upload and compared by size and SHA-256; what was copied and checked is
 * recorded in MEDIA_DIR/.migrate-storage.json as it goes, so the command can be stopped and run again, and a
 * second run copies only what is new, changed (size or time) or missing from the bucket. Answers what it did.
 */
export async function migrateStorage(options: {
  mediaDir: string;
  /** DATA_DIR/uploads: finished uploads go to `uploads/<id>`. */
  uploadsDir?: string;
  target: MediaStorage;
  log?: (line: string) => void;
}): Promise<MigrationReport> {
  const log = options.log ?? (() => {});
  const manifestFile = join(options.mediaDir, MIGRATION_MANIFEST);
  const manifest: Record<string, Copied & { mtimeMs: number }> = await readFile(manifestFile, 'utf8').then(
    (text) => JSON.parse(text) as Record<string, Copied & { mtimeMs: number }>,
    () => ({}),
  );
  const save = async () => {
    const temporary = `${manifestFile}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(manifest));
    await rename(temporary, manifestFile);
  };

  const files: { key: string; path: string }[] = (await filesBelow(options.mediaDir))
    .filter((file) => !NOT_MEDIA.some((pattern) => pattern.test(file)))
    .map((file) => ({ key: file, path: join(options.mediaDir, file) }));
  if (options.uploadsDir) {
    const entries = await readdir(options.uploadsDir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isFile() && UPLOAD_ID_PATTERN.test(entry.name)) {
        files.push({ key: uploadKey(entry.name), path: join(options.uploadsDir, entry.name) });
      }
    }
  }

  const report: MigrationReport = { copied: 0, skipped: 0, bytes: 0, failed: [] };
  let sinceSave = 0;
  for (const { key, path } of files) {
    try {
      const info = await stat(path);
      const known = manifest[key];
      if (
        known &&
        known.size === info.size &&
        known.mtimeMs === info.mtimeMs &&
        (await storedSize(options.target, key)) === info.size
      ) {
        report.skipped++;
        continue;
      }
      const sha256 = await sha256Of(createReadStream(path));
      await options.target.putFile(key, path);
      const stored = await options.target.read(key);
      const storedSha256 = stored ? await sha256Of(stored.body) : undefined;
      if (stored?.size !== info.size || storedSha256 !== sha256) {
        throw new Error(
          `the stored copy differs (${stored?.size ?? 'no'} bytes, sha256 ${storedSha256 ?? '-'})`,
        );
      }
      manifest[key] = { size: info.size, sha256, mtimeMs: info.mtimeMs };
      report.copied++;
      report.bytes += info.size;
      if (++sinceSave >= 50) {
        await save();
        sinceSave = 0;
      }
    } catch (error) {
      report.failed.push({ key, reason: (error as Error).message });
      log(`not copied: ${key}: ${(error as Error).message}`);
    }
  }
  await save();
  log(
    `${report.copied} copied (${(report.bytes / 1e6).toFixed(1)} MB), ${report.skipped} already there, ` +
      `${report.failed.length} failed`,
  );
  return report;
}
