import { join } from 'node:path';
import type { Config } from '../../config';
import { createFileStorage } from './file-storage';
import type { MediaStorage } from './media-storage';
import { createS3Storage, s3ClientFromEnvironment } from './s3-storage';

/**
 * The media storage MEDIA_STORAGE names (docs/decisions/070): MEDIA_DIR, or an S3-compatible bucket with the AWS
 * SDK's standard settings (AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_ENDPOINT_URL_S3) and
 * S3_FORCE_PATH_STYLE. With a bucket, scratch files go to MEDIA_DIR/.scratch on this machine.
 */
export function openMediaStorage(
  config: Pick<Config, 'mediaStorage' | 'mediaDir'>,
  env: NodeJS.ProcessEnv = process.env,
): MediaStorage {
  const location = config.mediaStorage;
  if (location.kind === 'file') return createFileStorage(config.mediaDir);
  return createS3Storage({
    client: s3ClientFromEnvironment(env),
    bucket: location.bucket,
    prefix: location.prefix,
    scratchRoot: join(config.mediaDir, '.scratch'),
  });
}
