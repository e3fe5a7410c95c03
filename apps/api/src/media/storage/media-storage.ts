import type { Readable } from 'node:stream';

/**
 * Where media lives (docs/decisions/070): `MEDIA_STORAGE=file` keeps it under MEDIA_DIR (file-storage.ts),
 * `s3://<bucket>[/<prefix>]` in any S3-compatible object store (s3-storage.ts). Keys are relative, `/`-separated
 * paths (`titles/12/film/r1733000000000/720p/seg0001.ts`); a "folder" is a key prefix. A process keeps only
 * scratch files on its own disk (`scratchRoot`), which the job that made them removes when it ends or fails.
 */
export interface MediaStorage {
  /** `file` or `s3`, for logs and the start banner. */
  readonly kind: 'file' | 's3';
  /** A folder on this machine's disk for a job's scratch files (not shared with other processes' machines). */
  readonly scratchRoot: string;
  /** Throws StorageUnreachable with a message naming the location when it cannot be read and written. */
  ensureReachable(): Promise<void>;
  putBytes(key: string, bytes: Buffer | string): Promise<void>;
  putFile(key: string, localPath: string): Promise<void>;
  /**
   * Stores every file under `localDir` below `prefix`, `master.m3u8` last (a rendition is playable only once
   * all it names is there). The local folder is gone afterwards (moved, or uploaded and removed).
   */
  putFolder(localDir: string, prefix: string): Promise<void>;
  /** Downloads every file below `prefix` into `localDir` (created). */
  download(prefix: string, localDir: string): Promise<void>;
  /** The whole object, or undefined when there is none. */
  getBytes(key: string): Promise<Buffer | undefined>;
  /**
   * An object's bytes, or undefined when there is none. `range` is an HTTP Range header's value (one range);
   * an unusable one reads the whole object, one past the end throws RangeNotSatisfiable.
   */
  read(key: string, range?: string): Promise<StoredRead | undefined>;
  /** Keys of every object below `prefix` (recursively), relative to the storage root. */
  list(prefix: string): Promise<string[]>;
  /** Names of the immediate sub-folders of `prefix`. */
  folders(prefix: string): Promise<string[]>;
  /** Copies every object below `from` to the same path below `to`. */
  copyFolder(from: string, to: string): Promise<void>;
  remove(key: string): Promise<void>;
  removeFolder(prefix: string): Promise<void>;
}

export interface ByteRange {
  start: number;
  /** Inclusive; undefined for "to the end". */
  end?: number;
}

export interface StoredRead {
  body: Readable;
  /** The object's whole size. */
  size: number;
  start: number;
  /** Inclusive. */
  end: number;
}

/** The location cannot be read or written (the server refuses to start: server.ts). */
export class StorageUnreachable extends Error {}

/** A requested range starts at or past the object's end (answered 416 by the route). */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number) {
    super('range not satisfiable');
  }
}

/** A key as every backend accepts it: relative, no empty, `.` or `..` segments, a safe alphabet. */
export function isStorageKey(key: string): boolean {
  return (
    /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/.test(key) &&
    key.length <= 500 &&
    key.split('/').every((part) => part !== '.' && part !== '..')
  );
}

export function assertKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a media storage key: ${JSON.stringify(key)}`);
  return key;
}

const contentTypes: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.aac': 'audio/aac',
  '.vtt': 'text/vtt; charset=utf-8',
  '.json': 'application/json',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot >= 0 && contentTypes[key.slice(dot)]) || 'application/octet-stream';
}

/** Parses an HTTP Range header for one range of an object of `size` bytes; undefined when absent or unusable. */
export function parseRange(header: string | undefined, size: number): ByteRange | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) throw new RangeNotSatisfiable(size);
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) throw new RangeNotSatisfiable(size);
  if (end < start) return undefined;
  return { start, end };
}
