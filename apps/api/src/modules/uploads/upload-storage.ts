import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore, Locker } from '@tus/utils';
import { HEAD_BYTES, readHead } from '../../media/input-format';
import { RangeNotSatisfiable, type MediaStorage } from '../../media/storage/media-storage';
import { uploadFilePath, uploadsDir, UPLOAD_ID_PATTERN } from './upload-files';

/** A finished upload as a file on this machine's disk, for ffmpeg; `release` removes it when it was fetched. */
export interface LocalUpload {
  path: string;
  release(): Promise<void>;
}

/**
 * Where resumable uploads keep their bytes (docs/decisions/049, 070): DATA_DIR/uploads with `MEDIA_STORAGE=file`,
 * `<prefix>/uploads/<id>` in the bucket with `MEDIA_STORAGE=s3://…`, so a resumed upload continues whichever
 * process takes its next PATCH, and a worker on another machine reads what the web process received.
 */
export interface UploadStorage {
  readonly kind: 'file' | 's3';
  /** The tus data store the upload server writes through. */
  readonly store: DataStore;
  /** The tus locks, when they must hold across processes (a shared store); otherwise tus's own in memory. */
  readonly locker?: Locker;
  /** The first HEAD_BYTES of a finished upload (fewer when it is shorter), or undefined when it is not there. */
  head(id: string): Promise<Buffer | undefined>;
  /** A finished upload as a local file (fetched into `scratchDir` from a bucket), or undefined when it is gone. */
  fetch(id: string, scratchDir: string): Promise<LocalUpload | undefined>;
}

/** DATA_DIR/uploads, as before (the default): tus's FileStore, read in place. */
export function createFileUploadStorage(dataDir: string, expiryHours: number): UploadStorage {
  const store = new FileStore({
    directory: uploadsDir(dataDir),
    expirationPeriodInMilliseconds: expiryHours * 3_600_000,
  });
  return {
    kind: 'file',
    store,
    async head(id) {
      if (!UPLOAD_ID_PATTERN.test(id)) return undefined;
      return readHead(uploadFilePath(dataDir, id)).catch(() => undefined);
    },
    async fetch(id) {
      if (!UPLOAD_ID_PATTERN.test(id)) return undefined;
      const path = uploadFilePath(dataDir, id);
      return existsSync(path) ? { path, release: async () => undefined } : undefined;
    },
  };
}

/** The key of an upload's bytes in the media storage (below its prefix). */
export const uploadKey = (id: string) => `uploads/${id}`;

/**
 * tus's S3Store with its objects below the media storage's prefix: it names objects by the upload's id, so every
 * request's Key (and a listing's Prefix) is given the prefix on its way out.
 */
class PrefixedS3Store extends S3Store {
  constructor(options: ConstructorParameters<typeof S3Store>[0], keyPrefix: string) {
    super(options);
    this.client.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { Key?: string; Prefix?: string };
        if (typeof input.Key === 'string') input.Key = `${keyPrefix}${input.Key}`;
        if (typeof input.Prefix === 'string') input.Prefix = `${keyPrefix}${input.Prefix}`;
        return next(args);
      },
      { step: 'initialize', name: 'filmhyllanUploadKeyPrefix' },
    );
  }
}

/**
 * Uploads in the bucket (`@tus/s3-store`: S3 multipart uploads, one part per 8 MiB or more, the upload's state in
 * `<id>.info`), read back through the media storage. `locker` holds each upload's lock across processes.
 */
export function createS3UploadStorage(options: {
  clientConfig: S3ClientConfig;
  bucket: string;
  /** The media storage's prefix ('' for the bucket's root). */
  prefix: string;
  media: MediaStorage;
  expiryHours: number;
  locker?: Locker;
}): UploadStorage {
  const store = new PrefixedS3Store(
    {
      partSize: 8 * 1024 * 1024,
      useTags: false,
      expirationPeriodInMilliseconds: options.expiryHours * 3_600_000,
      s3ClientConfig: { ...options.clientConfig, bucket: options.bucket },
    },
    `${options.prefix ? `${options.prefix}/` : ''}uploads/`,
  );
  const read = async (id: string, range?: string) =>
    UPLOAD_ID_PATTERN.test(id) ? options.media.read(uploadKey(id), range) : undefined;
  return {
    kind: 's3',
    store,
    ...(options.locker ? { locker: options.locker } : {}),
    async head(id) {
      const object = await read(id, `bytes=0-${HEAD_BYTES - 1}`).catch((error: unknown) => {
        if (error instanceof RangeNotSatisfiable) return 'empty' as const;
        throw error;
      });
      if (object === 'empty') return Buffer.alloc(0);
      if (!object) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).subarray(0, HEAD_BYTES);
    },
    async fetch(id, scratchDir) {
      const object = await read(id);
      if (!object) return undefined;
      await mkdir(scratchDir, { recursive: true });
      const path = join(scratchDir, `upload-${id}`);
      await pipeline(object.body, createWriteStream(path));
      return { path, release: () => rm(path, { force: true }) };
    },
  };
}
