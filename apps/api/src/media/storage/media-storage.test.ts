import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test-support/s3-server';
import { freePort } from '../../test-support/server-process';
import { createFileStorage, filesBelow } from './file-storage';
import { RangeNotSatisfiable, StorageUnreachable, type MediaStorage } from './media-storage';
import { createS3Storage, s3ClientFromEnvironment } from './s3-storage';

interface Opened {
  storage: MediaStorage;
  close(): Promise<void>;
}

/** Both backends, each answering the same tests; the S3 one below a prefix, as a shared bucket would be used. */
const backends: { name: string; open(): Promise<Opened> }[] = [
  {
    name: 'file',
    async open() {
      const root = await mkdtemp(join(tmpdir(), 'media-storage-'));
      return { storage: createFileStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3',
    async open() {
      const s3 = await startTestS3();
      return { storage: s3.storage('media'), close: () => s3.close() };
    },
  },
];

/** Writes `files` (path → content) below `dir`. */
async function writeFiles(dir: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
}

/** A read with its body drained, as text. */
async function readText(storage: MediaStorage, key: string, range?: string) {
  const read = await storage.read(key, range);
  if (!read) return undefined;
  return { ...read, body: Buffer.concat(await read.body.toArray()).toString() };
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe.each(backends)('$name media storage', (backend) => {
  let storage: MediaStorage;
  let close = async () => {};
  let work: string;
  let made = 0;
  /** A new local folder for one test's files. */
  const localDir = () => join(work, `local-${++made}`);

  beforeAll(async () => {
    ({ storage, close } = await backend.open());
    work = await mkdtemp(join(tmpdir(), 'media-storage-local-'));
  });
  afterAll(async () => {
    await close();
    await rm(work, { recursive: true, force: true });
  });

  it('is reachable', async () => {
    await expect(storage.ensureReachable()).resolves.toBeUndefined();
  });

  it('stores bytes and strings and gives them back; a missing object is undefined', async () => {
    await storage.putBytes('bytes/one.bin', Buffer.from([0, 1, 2, 255]));
    await storage.putBytes('bytes/two.json', '{"a":1}');
    expect(await storage.getBytes('bytes/one.bin')).toEqual(Buffer.from([0, 1, 2, 255]));
    expect((await storage.getBytes('bytes/two.json'))?.toString()).toBe('{"a":1}');
    await storage.putBytes('bytes/two.json', '{"a":2}');
    expect((await storage.getBytes('bytes/two.json'))?.toString()).toBe('{"a":2}');
    expect(await storage.getBytes('bytes/none.bin')).toBeUndefined();
    expect(await storage.getBytes('bytes')).toBeUndefined();
    expect(await storage.read('bytes/none.bin')).toBeUndefined();
    expect(await storage.read('bytes/none.bin', 'bytes=0-1')).toBeUndefined();
  });

  it('stores a file, a big one too, and leaves the local file', async () => {
    const dir = localDir();
    const big = Buffer.alloc(6 * 1024 * 1024 + 123, 7);
    big.write('start', 0);
    big.write('end', big.length - 3);
    await writeFiles(dir, { 'small.vtt': 'WEBVTT\n', 'big.mp4': big });
    await storage.putFile('files/small.vtt', join(dir, 'small.vtt'));
    await storage.putFile('files/big.mp4', join(dir, 'big.mp4'));
    expect((await storage.getBytes('files/small.vtt'))?.toString()).toBe('WEBVTT\n');
    expect((await storage.getBytes('files/big.mp4'))?.equals(big)).toBe(true);
    expect(await exists(join(dir, 'big.mp4'))).toBe(true);
  });

  it('stores a folder with everything in it, and the local folder is gone', async () => {
    const dir = localDir();
    await writeFiles(dir, {
      'master.m3u8': '#EXTM3U\n#master\n',
      '720p/index.m3u8': '#EXTM3U\n',
      '720p/seg0000.ts': 'segment 0',
      '720p/seg0001.ts': 'segment 1',
      'subs/sv.vtt': 'WEBVTT\n',
      'deep/er/still/rendition.json': '{}',
    });
    await storage.putFolder(dir, 'titles/1/film/r1');
    expect(await exists(dir)).toBe(false);
    expect(await storage.list('titles/1/film/r1')).toEqual([
      'titles/1/film/r1/720p/index.m3u8',
      'titles/1/film/r1/720p/seg0000.ts',
      'titles/1/film/r1/720p/seg0001.ts',
      'titles/1/film/r1/deep/er/still/rendition.json',
      'titles/1/film/r1/master.m3u8',
      'titles/1/film/r1/subs/sv.vtt',
    ]);
    expect((await storage.getBytes('titles/1/film/r1/master.m3u8'))?.toString()).toBe('#EXTM3U\n#master\n');
    expect((await storage.getBytes('titles/1/film/r1/720p/seg0001.ts'))?.toString()).toBe('segment 1');
  });

  it('stores a folder over one that exists: files replaced or added, the others kept', async () => {
    const first = localDir();
    await writeFiles(first, { 'master.m3u8': 'old master', 'a.ts': 'old a', 'b.ts': 'old b' });
    await storage.putFolder(first, 'titles/2/film/r1');
    const second = localDir();
    await writeFiles(second, { 'master.m3u8': 'new master', 'a.ts': 'new a', 'c.ts': 'new c' });
    await storage.putFolder(second, 'titles/2/film/r1');
    expect(await exists(second)).toBe(false);
    expect(await storage.list('titles/2/film/r1')).toEqual([
      'titles/2/film/r1/a.ts',
      'titles/2/film/r1/b.ts',
      'titles/2/film/r1/c.ts',
      'titles/2/film/r1/master.m3u8',
    ]);
    expect((await storage.getBytes('titles/2/film/r1/a.ts'))?.toString()).toBe('new a');
    expect((await storage.getBytes('titles/2/film/r1/b.ts'))?.toString()).toBe('old b');
    expect((await storage.getBytes('titles/2/film/r1/master.m3u8'))?.toString()).toBe('new master');
  });

  it('lists every key below a folder, recursively, and only below it', async () => {
    await storage.putBytes('listing/1/a.ts', 'a');
    await storage.putBytes('listing/1/x/y/z.ts', 'z');
    await storage.putBytes('listing/10/other.ts', 'other');
    await storage.putBytes('listing/1.ts', 'beside');
    expect(await storage.list('listing/1')).toEqual(['listing/1/a.ts', 'listing/1/x/y/z.ts']);
    expect(await storage.list('listing')).toEqual([
      'listing/1.ts',
      'listing/1/a.ts',
      'listing/1/x/y/z.ts',
      'listing/10/other.ts',
    ]);
    expect(await storage.list('listing/1/a.ts')).toEqual([]);
    expect(await storage.list('listing/none')).toEqual([]);
  });

  it('names the immediate sub-folders of a folder, sorted', async () => {
    await storage.putBytes('tree/r2/master.m3u8', 'x');
    await storage.putBytes('tree/r10/720p/seg0000.ts', 'x');
    await storage.putBytes('tree/r1/deep/er/file.ts', 'x');
    await storage.putBytes('tree/keep-until', 'x');
    await storage.putBytes('tree-beside/r9/file.ts', 'x');
    expect(await storage.folders('tree')).toEqual(['r1', 'r10', 'r2']);
    expect(await storage.folders('tree/r1')).toEqual(['deep']);
    expect(await storage.folders('tree/r2')).toEqual([]);
    expect(await storage.folders('tree/none')).toEqual([]);
  });

  it('reads an object whole and in ranges, with its size and the inclusive end', async () => {
    await storage.putBytes('ranges/alphabet.txt', 'abcdefghijklmnop');
    expect(await readText(storage, 'ranges/alphabet.txt')).toEqual({
      body: 'abcdefghijklmnop',
      size: 16,
      start: 0,
      end: 15,
    });
    expect(await readText(storage, 'ranges/alphabet.txt', 'bytes=2-5')).toEqual({
      body: 'cdef',
      size: 16,
      start: 2,
      end: 5,
    });
    expect(await readText(storage, 'ranges/alphabet.txt', 'bytes=-3')).toEqual({
      body: 'nop',
      size: 16,
      start: 13,
      end: 15,
    });
    expect(await readText(storage, 'ranges/alphabet.txt', 'bytes=10-')).toEqual({
      body: 'klmnop',
      size: 16,
      start: 10,
      end: 15,
    });
    // Past the end is cut at the end; more than the whole from the end is the whole.
    expect(await readText(storage, 'ranges/alphabet.txt', 'bytes=14-99')).toMatchObject({
      body: 'op',
      start: 14,
      end: 15,
    });
    expect(await readText(storage, 'ranges/alphabet.txt', 'bytes=-99')).toMatchObject({
      body: 'abcdefghijklmnop',
      start: 0,
      end: 15,
    });
    // An unusable range reads the whole object.
    for (const unusable of ['bytes=5-2', 'items=0-1', 'bytes=-', 'bytes=0-1,4-5']) {
      expect(await readText(storage, 'ranges/alphabet.txt', unusable)).toEqual({
        body: 'abcdefghijklmnop',
        size: 16,
        start: 0,
        end: 15,
      });
    }
  });

  it('refuses a range that starts at or past the end', async () => {
    await storage.putBytes('ranges/short.txt', 'abcdefghijklmnop');
    for (const range of ['bytes=16-', 'bytes=99-120', 'bytes=-0']) {
      const error = await storage.read('ranges/short.txt', range).catch((caught: unknown) => caught);
      expect(error, range).toBeInstanceOf(RangeNotSatisfiable);
      expect((error as RangeNotSatisfiable).size).toBe(16);
    }
  });

  it('reads an empty object whole, whatever the range', async () => {
    await storage.putBytes('ranges/empty.txt', '');
    for (const range of [undefined, 'bytes=0-', 'bytes=-3']) {
      expect(await readText(storage, 'ranges/empty.txt', range)).toEqual({
        body: '',
        size: 0,
        start: 0,
        end: -1,
      });
    }
  });

  it('copies a folder, keeping the original', async () => {
    await storage.putBytes('copy/from/master.m3u8', '#EXTM3U\n');
    await storage.putBytes('copy/from/720p/seg0000.ts', 'segment');
    await storage.copyFolder('copy/from', 'copy/to/deeper');
    expect(await storage.list('copy/to/deeper')).toEqual([
      'copy/to/deeper/720p/seg0000.ts',
      'copy/to/deeper/master.m3u8',
    ]);
    expect((await storage.getBytes('copy/to/deeper/720p/seg0000.ts'))?.toString()).toBe('segment');
    expect(await storage.list('copy/from')).toHaveLength(2);
  });

  it('removes one object, and a missing one without complaint', async () => {
    await storage.putBytes('removal/a.ts', 'a');
    await storage.putBytes('removal/b.ts', 'b');
    await storage.remove('removal/a.ts');
    await storage.remove('removal/none.ts');
    expect(await storage.getBytes('removal/a.ts')).toBeUndefined();
    expect(await storage.list('removal')).toEqual(['removal/b.ts']);
  });

  it('removes a folder and all below it, not a folder whose name starts the same', async () => {
    await storage.putBytes('gone/1/a.ts', 'a');
    await storage.putBytes('gone/1/x/y.ts', 'y');
    await storage.putBytes('gone/10/kept.ts', 'kept');
    await storage.removeFolder('gone/1');
    await storage.removeFolder('gone/none');
    expect(await storage.list('gone')).toEqual(['gone/10/kept.ts']);
    expect(await storage.folders('gone')).toEqual(['10']);
  });

  it('downloads a folder into a local one', async () => {
    await storage.putBytes('fetch/r1/master.m3u8', '#EXTM3U\n');
    await storage.putBytes('fetch/r1/720p/seg0000.ts', 'segment');
    await storage.putBytes('fetch/r10/other.ts', 'not this');
    const dir = join(localDir(), 'nested', 'out');
    await storage.download('fetch/r1', dir);
    expect(await filesBelow(dir)).toEqual(['720p/seg0000.ts', 'master.m3u8']);
    expect(await readFile(join(dir, '720p/seg0000.ts'), 'utf8')).toBe('segment');
  });

  it('lists, names and removes more than a thousand objects (more than one page of S3 listing)', async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `many/r${i % 3}/seg${String(i).padStart(4, '0')}.ts`);
    for (let at = 0; at < keys.length; at += 50) {
      await Promise.all(keys.slice(at, at + 50).map((key) => storage.putBytes(key, 'x')));
    }
    expect(await storage.list('many')).toEqual([...keys].sort());
    expect(await storage.folders('many')).toEqual(['r0', 'r1', 'r2']);
    await storage.removeFolder('many');
    expect(await storage.list('many')).toEqual([]);
  });

  it('refuses keys that are not relative, safe paths', async () => {
    for (const key of ['../x', '/abs', 'a//b', 'a/./b', 'a/', '']) {
      await expect(async () => storage.putBytes(key, 'x'), key).rejects.toThrow(/not a media storage key/);
      await expect(async () => storage.getBytes(key), key).rejects.toThrow(/not a media storage key/);
      await expect(async () => storage.read(key), key).rejects.toThrow(/not a media storage key/);
      await expect(async () => storage.list(key), key).rejects.toThrow(/not a media storage key/);
      await expect(async () => storage.remove(key), key).rejects.toThrow(/not a media storage key/);
      await expect(async () => storage.removeFolder(key), key).rejects.toThrow(/not a media storage key/);
    }
    const dir = localDir();
    await writeFiles(dir, { 'a.ts': 'a' });
    await expect(async () => storage.putFolder(dir, '../up')).rejects.toThrow(/not a media storage key/);
    await expect(async () => storage.putFile('../up.ts', join(dir, 'a.ts'))).rejects.toThrow(
      /not a media storage key/,
    );
  });
});

describe('S3 media storage', () => {
  let s3: TestS3;
  let work: string;
  beforeAll(async () => {
    s3 = await startTestS3();
    work = await mkdtemp(join(tmpdir(), 'media-storage-s3-'));
  });
  afterAll(async () => {
    await s3.close();
    await rm(work, { recursive: true, force: true });
  });

  /** Storage over a client that records the requests it sends: `start`/`end` of each, with the command's input. */
  function recordingStorage() {
    const client = s3ClientFromEnvironment(s3.env);
    const sent: { phase: 'start' | 'end'; command: string; input: Record<string, unknown> }[] = [];
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const entry = { command: context.commandName ?? '', input: { ...(args.input as object) } };
        sent.push({ phase: 'start', ...entry });
        const result = await next(args);
        sent.push({ phase: 'end', ...entry });
        return result;
      },
      { step: 'initialize' },
    );
    const storage = createS3Storage({ client, bucket: s3.bucket, prefix: 'media', scratchRoot: work });
    return { storage, sent, close: () => client.destroy() };
  }

  it('uploads master.m3u8 only once every other file of the folder is stored, and never sets an ACL', async () => {
    const { storage, sent, close } = recordingStorage();
    const dir = join(work, 'ordered');
    const files: Record<string, string> = { 'master.m3u8': '#EXTM3U\n', 'audio/master.m3u8': '#EXTM3U\n' };
    for (let i = 0; i < 12; i++) files[`720p/seg${String(i).padStart(4, '0')}.ts`] = `segment ${i}`;
    files['720p/index.m3u8'] = '#EXTM3U\n';
    await writeFiles(dir, files);
    await storage.putFolder(dir, 'titles/5/film/r1');
    close();

    const puts = sent.filter((entry) => entry.command === 'PutObjectCommand');
    const isMaster = (entry: { input: Record<string, unknown> }) =>
      String(entry.input.Key).endsWith('master.m3u8');
    expect(puts.filter((entry) => entry.phase === 'end')).toHaveLength(Object.keys(files).length);
    const lastOtherEnd = puts.findLastIndex((entry) => entry.phase === 'end' && !isMaster(entry));
    const firstMasterStart = puts.findIndex((entry) => entry.phase === 'start' && isMaster(entry));
    expect(firstMasterStart).toBeGreaterThan(lastOtherEnd);
    // More than one at a time otherwise.
    const firstEnd = puts.findIndex((entry) => entry.phase === 'end');
    expect(firstEnd).toBeGreaterThan(1);
    expect(sent.filter((entry) => 'ACL' in entry.input || 'GrantRead' in entry.input)).toEqual([]);
  });

  it('stores objects below the prefix with their content types', async () => {
    const storage = s3.storage('media/library-a');
    await storage.putBytes('titles/3/master.m3u8', '#EXTM3U\n');
    await storage.putBytes('titles/3/720p/seg0000.ts', 'segment');
    const listed = await s3.client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'media/library-a/' }),
    );
    expect(listed.Contents?.map((object) => object.Key).sort()).toEqual([
      'media/library-a/titles/3/720p/seg0000.ts',
      'media/library-a/titles/3/master.m3u8',
    ]);
    const head = (Key: string) => s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key }));
    expect((await head('media/library-a/titles/3/master.m3u8')).ContentType).toBe(
      'application/vnd.apple.mpegurl',
    );
    expect((await head('media/library-a/titles/3/720p/seg0000.ts')).ContentType).toBe('video/mp2t');
    // The bucket's root as storage sees the same objects under their full keys.
    expect(await s3.storage().list('media/library-a/titles/3')).toEqual([
      'media/library-a/titles/3/720p/seg0000.ts',
      'media/library-a/titles/3/master.m3u8',
    ]);
  });

  it('is unreachable, quickly, when nothing listens at the endpoint', async () => {
    const port = await freePort();
    const client = s3ClientFromEnvironment({ ...s3.env, AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}` });
    const storage = createS3Storage({ client, bucket: s3.bucket, prefix: '', scratchRoot: work });
    const started = Date.now();
    const error = await storage.ensureReachable().catch((caught: unknown) => caught);
    client.destroy();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error).toBeInstanceOf(StorageUnreachable);
    expect((error as Error).message).toContain(`S3 bucket ${s3.bucket} at http://127.0.0.1:${port}`);
  });

  it('is unreachable when the bucket does not exist', async () => {
    const storage = createS3Storage({
      client: s3.client,
      bucket: 'no-such-bucket',
      prefix: '',
      scratchRoot: work,
    });
    const error = await storage.ensureReachable().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageUnreachable);
    expect((error as Error).message).toMatch(
      /S3 bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ .*does not exist/,
    );
  });

  it('is unreachable with an access key the store does not know', async () => {
    const client = s3ClientFromEnvironment({ ...s3.env, AWS_ACCESS_KEY_ID: 'NOBODY' });
    const storage = createS3Storage({ client, bucket: s3.bucket, prefix: '', scratchRoot: work });
    const error = await storage.ensureReachable().catch((caught: unknown) => caught);
    client.destroy();
    expect(error).toBeInstanceOf(StorageUnreachable);
    expect((error as Error).message).toContain('403');
  });

  // Not tested here: that objects are not publicly readable. s3rver serves a request without any signature as if
  // it were signed (middleware/authentication.js), so it cannot tell; the storage sets no ACL (tested above), and
  // the bucket's own policy decides.
});
