import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { filesBelow } from './file-storage';
import {
  assertKey,
  contentTypeOf,
  parseRange,
  StorageUnreachable,
  type MediaStorage,
  type StoredRead,
} from './media-storage';

/** Files uploaded, downloaded or copied at a time: enough to hide round trips, few enough for a small store. */
const CONCURRENCY = 4;
/** DeleteObjects takes at most 1000 keys a call. */
const DELETE_BATCH = 1000;
/**
 * How long connecting may take. Without it an endpoint that drops packets (a wrong address, a firewall) holds
 * every request for the operating system's TCP timeout, minutes; with it the start-up check fails in seconds.
 */
const CONNECT_TIMEOUT_MS = 3_000;
/** The whole of ensureReachable's check, retries included. */
const REACHABLE_DEADLINE_MS = 5_000;

/**
 * The S3 client the server uses, from the AWS SDK's standard environment settings (docs/decisions/070): AWS_REGION
 * (us-east-1 when unset: the SDK has no default, and stores that are not AWS ignore it), AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY (without them the SDK's own chain: profiles, instance and container roles),
 * AWS_ENDPOINT_URL_S3 for a store that is not AWS, and S3_FORCE_PATH_STYLE=1 for one that serves buckets only as
 * a path (`http://host/bucket/key`), as MinIO and most self-hosted stores do.
 *
 * With AWS_ENDPOINT_URL_S3, checksums are sent and checked only where the API requires them (unless
 * AWS_REQUEST_CHECKSUM_CALCULATION or AWS_RESPONSE_CHECKSUM_VALIDATION say otherwise): many S3-compatible stores
 * do not understand the SDK's default, a streamed body with a trailing checksum, and would store the framing
 * with the bytes.
 */
export function s3ClientConfigFromEnvironment(env: NodeJS.ProcessEnv = process.env): S3ClientConfig {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || undefined;
  const checksums = (value: string | undefined) =>
    value === 'WHEN_SUPPORTED' || value === 'WHEN_REQUIRED' ? value : endpoint ? 'WHEN_REQUIRED' : undefined;
  const config: S3ClientConfig = {
    region: env.AWS_REGION || 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS },
  };
  if (endpoint) config.endpoint = endpoint;
  if (env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY) {
    config.credentials = {
      accessKeyId: env.AWS_ACCESS_KEY_ID,
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
      ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
    };
  }
  const requestChecksums = checksums(env.AWS_REQUEST_CHECKSUM_CALCULATION);
  if (requestChecksums) config.requestChecksumCalculation = requestChecksums;
  const responseChecksums = checksums(env.AWS_RESPONSE_CHECKSUM_VALIDATION);
  if (responseChecksums) config.responseChecksumValidation = responseChecksums;
  return config;
}

export const s3ClientFromEnvironment = (env: NodeJS.ProcessEnv = process.env): S3Client =>
  new S3Client(s3ClientConfigFromEnvironment(env));

/** The answer of a store that has no such object (GetObject's NoSuchKey, HeadObject's bodiless 404). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket'))
  );
}

/** Why a request failed, for StorageUnreachable's message. */
function reason(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (status === 404) return 'the bucket does not exist (404)';
    if (status === 301) return 'the bucket is in another region (301): set AWS_REGION to it';
    if (status === 403) return 'access denied (403): check the credentials and the bucket policy';
    return `${error.name}${status ? ` (${status})` : ''}: ${error.message}`;
  }
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
    return `no answer within ${REACHABLE_DEADLINE_MS / 1000} s`;
  // A refused connection to a name with several addresses is an AggregateError without a message.
  if (error instanceof Error) return error.message || (error as NodeJS.ErrnoException).code || error.name;
  return String(error);
}

/** Where the client sends its requests, for messages: the custom endpoint, or AWS's own in the region. */
async function endpointName(client: S3Client): Promise<string> {
  const custom = await client.config.endpoint?.();
  if (custom) {
    const port = custom.port ? `:${custom.port}` : '';
    return `${custom.protocol}//${custom.hostname}${port}${custom.path === '/' ? '' : custom.path}`;
  }
  return `AWS S3 in ${await client.config.region()}`;
}

/** A GetObject's body as Node gives it (an IncomingMessage); anything else would be an SDK for another runtime. */
function bodyOf(response: GetObjectCommandOutput): Readable {
  if (!(response.Body instanceof Readable)) throw new Error('the S3 client did not answer a Node stream');
  return response.Body;
}

/** Runs `work` on every item, `limit` at a time; stops taking new items at the first failure, and throws it. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>) {
  const queue = [...items];
  let failed = false;
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined && !failed; item = queue.shift()) {
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Media in an S3-compatible bucket (MEDIA_STORAGE=s3://<bucket>[/<prefix>], docs/decisions/070), behaving as
 * file-storage.ts does. Objects are written without an ACL, so they stay as private as the bucket is; players
 * get them through this server (routes/media) or a CDN in front of it, never from the bucket.
 *
 * A folder is a key prefix, not a thing of its own: it exists while an object below it does. Folder names come
 * from a full listing rather than from the store's delimiter answer (CommonPrefixes), which S3-compatible stores
 * (s3rver among them) do not all get right.
 */
export function createS3Storage(options: {
  client: S3Client;
  bucket: string;
  /** Below which every key is stored, without leading or trailing slash; '' for the bucket's root. */
  prefix: string;
  scratchRoot: string;
}): MediaStorage {
  const { client, bucket, scratchRoot } = options;
  const root = options.prefix ? `${options.prefix}/` : '';
  const objectKey = (key: string) => `${root}${assertKey(key)}`;

  /** Every object below the folder `prefix`, as storage keys (the prefix included), sorted. */
  async function keysBelow(prefix: string): Promise<string[]> {
    const below = `${objectKey(prefix)}/`;
    const keys: string[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: below })) {
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(root.length));
    }
    return keys.sort();
  }

  /** Uploads one file; the SDK splits a big one into parts (a few at a time) and aborts the parts on failure. */
  const upload = (key: string, localPath: string) =>
    new Upload({
      client,
      params: {
        Bucket: bucket,
        Key: objectKey(key),
        Body: createReadStream(localPath),
        ContentType: contentTypeOf(key),
      },
      queueSize: CONCURRENCY,
    }).done();

  async function get(key: string, range?: string): Promise<GetObjectCommandOutput | undefined> {
    try {
      return await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: objectKey(key), ...(range ? { Range: range } : {}) }),
      );
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: 's3',
    scratchRoot,

    async ensureReachable() {
      const abortSignal = AbortSignal.timeout(REACHABLE_DEADLINE_MS);
      const probe = objectKey(`.probe-${process.pid}-${Date.now()}`);
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal });
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: probe, Body: 'ok' }), { abortSignal });
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: probe }), { abortSignal });
      } catch (error) {
        throw new StorageUnreachable(
          `S3 bucket ${bucket} at ${await endpointName(client)} cannot be read and written: ${reason(error)}`,
        );
      }
    },

    async putBytes(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          // Said, so the SDK need not guess (it warns that an empty body may be a stream of unknown length).
          ContentLength: Buffer.byteLength(bytes),
          ContentType: contentTypeOf(key),
        }),
      );
    },

    async putFile(key, localPath) {
      await upload(key, localPath);
    },

    async putFolder(localDir, prefix) {
      const files = (await filesBelow(localDir)).map((file) => ({
        key: assertKey(`${assertKey(prefix)}/${file}`),
        path: join(localDir, file),
      }));
      // As masterLast (file-storage.ts) orders them: every master.m3u8 after all else.
      const isMaster = (file: { key: string }) => file.key.endsWith('master.m3u8');
      await eachLimited(
        files.filter((file) => !isMaster(file)),
        CONCURRENCY,
        (file) => upload(file.key, file.path),
      );
      // Only once everything else is stored: a rendition is playable from the moment its master is.
      for (const file of files.filter(isMaster)) await upload(file.key, file.path);
      await rm(localDir, { recursive: true, force: true });
    },

    async download(prefix, localDir) {
      const keys = await keysBelow(prefix);
      await mkdir(localDir, { recursive: true });
      // As cp does on a missing folder: a job that downloads nothing should not carry on with an empty one.
      if (keys.length === 0) throw new Error(`nothing is stored below ${prefix}`);
      await eachLimited(keys, CONCURRENCY, async (key) => {
        const target = join(localDir, key.slice(prefix.length + 1));
        const response = await get(key);
        if (!response) return; // removed since the listing
        await mkdir(dirname(target), { recursive: true });
        await pipeline(bodyOf(response), createWriteStream(target));
      });
    },

    async getBytes(key) {
      const response = await get(key);
      return response && Buffer.concat(await bodyOf(response).toArray());
    },

    /**
     * With a Range header the object's size is asked first and the range resolved by parseRange, as the file
     * storage does, so both answer a range alike (s3rver, for one, reads `bytes=-3` as `bytes=0-3`). A plain read
     * is one request.
     */
    async read(key, rangeHeader): Promise<StoredRead | undefined> {
      let range: string | undefined;
      if (rangeHeader) {
        let size: number;
        try {
          const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
          size = head.ContentLength ?? 0;
        } catch (error) {
          if (isMissing(error)) return undefined;
          throw error;
        }
        const resolved = size > 0 ? parseRange(rangeHeader, size) : undefined;
        if (resolved) range = `bytes=${resolved.start}-${resolved.end ?? size - 1}`;
      }
      const response = await get(key, range);
      if (!response) return undefined;
      // What the body holds, from the store's answer: `bytes <start>-<end>/<size>` for a range.
      const served = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(response.ContentRange ?? '');
      if (served) {
        return {
          body: bodyOf(response),
          size: Number(served[3]),
          start: Number(served[1]),
          end: Number(served[2]),
        };
      }
      const size = response.ContentLength ?? 0;
      return { body: bodyOf(response), size, start: 0, end: size - 1 };
    },

    list: (prefix) => keysBelow(prefix),

    async folders(prefix) {
      const names = new Set<string>();
      for (const key of await keysBelow(prefix)) {
        const rest = key.slice(prefix.length + 1);
        const slash = rest.indexOf('/');
        if (slash > 0) names.add(rest.slice(0, slash));
      }
      return [...names].sort();
    },

    async copyFolder(from, to) {
      assertKey(to);
      const keys = await keysBelow(from);
      // As cp does on a missing folder.
      if (keys.length === 0) throw new Error(`nothing is stored below ${from}`);
      await eachLimited(keys, CONCURRENCY, async (key) => {
        const source = objectKey(key).split('/').map(encodeURIComponent).join('/');
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: objectKey(`${to}/${key.slice(from.length + 1)}`),
            CopySource: `${bucket}/${source}`,
          }),
        );
      });
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async removeFolder(prefix) {
      const keys = await keysBelow(prefix);
      for (let at = 0; at < keys.length; at += DELETE_BATCH) {
        const batch = keys.slice(at, at + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((key) => ({ Key: objectKey(key) })), Quiet: true },
          }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0];
          throw new Error(
            `${failed.length} objects below ${prefix} could not be removed (${first?.Key}: ${first?.Code} ${first?.Message})`,
          );
        }
      }
    },
  };
}
