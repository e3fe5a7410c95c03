import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../test-support/s3-server';
import { migrateStorage, MIGRATION_MANIFEST } from './migrate-storage';
import type { MediaStorage } from './storage/media-storage';

/** `npm run media:migrate-storage` (docs/decisions/070): MEDIA_DIR into a bucket, checked, resumable, idempotent. */
describe('copying MEDIA_DIR into a bucket', () => {
  let s3: TestS3;
  let target: MediaStorage;
  let mediaDir: string;
  let uploadsDir: string;
  const media: Record<string, Buffer> = {
    'titles/1/film/r1000/master.m3u8': Buffer.from('#EXTM3U\n'),
    'titles/1/film/r1000/720p/index.m3u8': Buffer.from('#EXTM3U\n#EXTINF:6,\nseg0000.ts\n'),
    'titles/1/film/r1000/720p/seg0000.ts': Buffer.alloc(7 * 1024 * 1024, 0x47),
    'titles/1/subtitles/sv.vtt': Buffer.from('WEBVTT\n'),
    'demo/clip-0/v0/seg000.ts': Buffer.alloc(188 * 10, 0x47),
  };

  beforeAll(async () => {
    s3 = await startTestS3();
    target = s3.storage('media');
    mediaDir = mkdtempSync(join(tmpdir(), 'migrate-media-'));
    uploadsDir = mkdtempSync(join(tmpdir(), 'migrate-uploads-'));
    for (const [key, bytes] of Object.entries(media)) {
      mkdirSync(join(mediaDir, key, '..'), { recursive: true });
      writeFileSync(join(mediaDir, key), bytes);
    }
    // Work in progress is not media.
    mkdirSync(join(mediaDir, '.scratch', 'job'), { recursive: true });
    writeFileSync(join(mediaDir, '.scratch', 'job', 'x.ts'), 'x');
    mkdirSync(join(mediaDir, 'demo', 'clip-1.partial-4242', 'v0'), { recursive: true });
    writeFileSync(join(mediaDir, 'demo', 'clip-1.partial-4242', 'v0', 'seg000.ts'), 'x');
    // A finished upload, and a tus state file beside it.
    writeFileSync(join(uploadsDir, 'finished-upload-1'), Buffer.alloc(3000, 1));
    writeFileSync(join(uploadsDir, 'finished-upload-1.json'), '{}');
  }, 60_000);
  afterAll(async () => {
    await s3.close();
    rmSync(mediaDir, { recursive: true, force: true });
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('copies every media file and finished upload, byte for byte, and nothing else', async () => {
    const report = await migrateStorage({ mediaDir, uploadsDir, target });
    expect(report).toMatchObject({ copied: 6, skipped: 0, failed: [] });
    for (const [key, bytes] of Object.entries(media)) {
      expect((await target.getBytes(key))?.equals(bytes), key).toBe(true);
    }
    expect((await target.getBytes('uploads/finished-upload-1'))?.length).toBe(3000);
    const stored = [
      ...(await target.list('titles')),
      ...(await target.list('demo')),
      ...(await target.list('uploads')),
    ];
    expect(stored.sort()).toEqual([...Object.keys(media), 'uploads/finished-upload-1'].sort());
    expect(await target.list('.scratch')).toEqual([]);
  }, 60_000);

  it('copies nothing again on a second run, only what changed or went missing', async () => {
    expect(await migrateStorage({ mediaDir, uploadsDir, target })).toMatchObject({ copied: 0, skipped: 6 });
    await target.remove('titles/1/subtitles/sv.vtt');
    writeFileSync(join(mediaDir, 'titles/1/film/r1000/master.m3u8'), '#EXTM3U\n#EXT-X-VERSION:3\n');
    expect(await migrateStorage({ mediaDir, uploadsDir, target })).toMatchObject({ copied: 2, skipped: 4 });
    expect((await target.getBytes('titles/1/film/r1000/master.m3u8'))?.toString()).toContain('VERSION:3');
    expect((await target.getBytes('titles/1/subtitles/sv.vtt'))?.toString()).toBe('WEBVTT\n');
  }, 60_000);

  it('takes up where a stopped run left off, and reports a copy that does not match', async () => {
    rmSync(join(mediaDir, MIGRATION_MANIFEST));
    const fresh = s3.storage('other');
    // The store fails after two files: the run reports them, and a second run copies the rest.
    let puts = 0;
    const failing: MediaStorage = {
      ...fresh,
      putFile: async (key, path) => {
        if (++puts > 2) throw new Error('connection reset');
        return fresh.putFile(key, path);
      },
    };
    const first = await migrateStorage({ mediaDir, uploadsDir, target: failing });
    expect(first.copied).toBe(2);
    expect(first.failed).toHaveLength(4);
    const manifest = JSON.parse(readFileSync(join(mediaDir, MIGRATION_MANIFEST), 'utf8')) as object;
    expect(Object.keys(manifest)).toHaveLength(2);
    expect(await migrateStorage({ mediaDir, uploadsDir, target: fresh })).toMatchObject({
      copied: 4,
      skipped: 2,
      failed: [],
    });

    // A store that keeps other bytes than it was sent: the copy is refused as not matching.
    const corrupting: MediaStorage = {
      ...fresh,
      putFile: async (key) => fresh.putBytes(key, Buffer.from('something else entirely')),
    };
    writeFileSync(join(mediaDir, 'titles/1/subtitles/sv.vtt'), 'WEBVTT\n\n1\n00:00.000 --> 00:01.000\nHej\n');
    const corrupt = await migrateStorage({ mediaDir, uploadsDir, target: corrupting });
    expect(corrupt.failed.map((f) => f.key)).toEqual(['titles/1/subtitles/sv.vtt']);
    expect(corrupt.failed[0]!.reason).toMatch(/differs/);
  }, 60_000);
});
