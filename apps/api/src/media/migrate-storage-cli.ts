/**
 * npm run media:migrate-storage
 *
 * Copies MEDIA_DIR (and the finished uploads in DATA_DIR/uploads) into the bucket MEDIA_STORAGE names
 * (`s3://<bucket>[/<prefix>]`, with the AWS SDK's settings), checked by size and SHA-256, resumable and idempotent
 * (media/migrate-storage.ts). Run it with the servers still on MEDIA_STORAGE=file, then switch them, then run it
 * once more to copy what was written meanwhile (docs/decisions/070). Exits 1 when something could not be copied.
 */
import { loadConfigOrExit } from '../config';
import { uploadsDir } from '../modules/uploads/upload-files';
import { migrateStorage } from './migrate-storage';
import { openMediaStorage } from './storage';
import { StorageUnreachable } from './storage/media-storage';

const config = loadConfigOrExit();
if (config.mediaStorage.kind !== 's3') {
  console.error(
    'Set MEDIA_STORAGE=s3://<bucket>[/<prefix>] (and the S3 settings) to the bucket to copy into.',
  );
  process.exit(2);
}
const target = openMediaStorage(config);
try {
  await target.ensureReachable();
} catch (error) {
  if (!(error instanceof StorageUnreachable)) throw error;
  console.error(`The bucket cannot be reached: ${error.message}`);
  process.exit(1);
}
console.log(`copying ${config.mediaDir} into ${process.env.MEDIA_STORAGE ?? 'the bucket'}`);
const report = await migrateStorage({
  mediaDir: config.mediaDir,
  uploadsDir: uploadsDir(config.dataDir),
  target,
  log: (line) => console.log(line),
});
process.exit(report.failed.length > 0 ? 1 : 0);
