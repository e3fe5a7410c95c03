import { isStorageKey } from './media-storage';

/**
 * A bucket name as S3 accepts it for new buckets: 3–63 lowercase letters, digits, dots and hyphens, starting and
 * ending with a letter or digit, no two dots in a row, not shaped like an IP address. Checked here, without the
 * SDK, so config.ts refuses a mistyped MEDIA_STORAGE at start instead of on the first request.
 */
function isBucketName(name: string): boolean {
  return (
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(name) &&
    !name.includes('..') &&
    !/^\d{1,3}(\.\d{1,3}){3}$/.test(name)
  );
}

/**
 * `s3://<bucket>[/<prefix>]` (MEDIA_STORAGE, docs/decisions/070) as bucket and key prefix, or null when it is not
 * one. The prefix comes back without leading or trailing slash, and must be a media storage key itself (every
 * object key is `<prefix>/<key>`); one trailing slash is forgiven (`s3://media/films/`), empty segments are not.
 */
export function parseS3Location(value: string): { bucket: string; prefix: string } | null {
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/.exec(value.trim());
  if (!match) return null;
  const bucket = match[1] ?? '';
  const prefix = (match[2] ?? '').replace(/\/$/, '');
  if (!isBucketName(bucket)) return null;
  if (prefix !== '' && !isStorageKey(prefix)) return null;
  return { bucket, prefix };
}
