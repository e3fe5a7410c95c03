import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { requireFfmpeg } from '../../media/ffmpeg-path';
import { decryptSegment } from '../../media/hls-encryption';
import { masterPlaylist, type RenditionManifest } from '../../media/master-playlist';
import { createFileStorage } from '../../media/storage/file-storage';
import type { MediaStorage } from '../../media/storage/media-storage';
import { seedCatalogueFixtures } from '../../test-support/catalogue-fixtures';
import { seedFixtures } from '../../test-support/fixtures';
import { startTestS3 } from '../../test-support/s3-server';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { REPACKAGE_JOB_KIND } from './repackaging';

/**
 * Renditions made before encryption are packaged again, encrypted, by a durable job (docs/decisions/070): the same
 * segments in a new version folder with a key of its own; the title switches to it, the clear one stays for the
 * players that began on it.
 */
const run = promisify(execFile);
const idle = { progress: async () => {}, signal: new AbortController().signal };

/** A clear 4 s HLS rung in `dir` (two 2 s segments). */
async function clearRung(dir: string) {
  mkdirSync(dir, { recursive: true });
  await run(requireFfmpeg(), [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=24:duration=4'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '48', '-f', 'hls', '-hls_time', '2'],
    ...[
      '-hls_playlist_type',
      'vod',
      '-hls_segment_filename',
      join(dir, 'seg%03d.ts'),
      join(dir, 'index.m3u8'),
    ],
  ]);
}

const backends = [
  {
    name: 'file',
    open: async (root: string) => ({ storage: createFileStorage(root), close: async () => {} }),
  },
  {
    name: 's3',
    open: async () => {
      const s3 = await startTestS3();
      return { storage: s3.storage('media'), close: () => s3.close() };
    },
  },
];

describe.each(backends)('repackaging clear renditions on $name storage', (backend) => {
  let t: TestApp;
  let storage: MediaStorage;
  let close: () => Promise<void>;
  let work: string;
  const manifest: RenditionManifest = {
    uriPrefix: 'r1000/',
    durationSeconds: 4,
    mpegts: 126000,
    variants: [{ height: 240, width: 320, codecs: 'avc1.42c00d', videoKbps: 300, audioKbps: 0 }],
    mainAudio: undefined,
    alternateAudio: [],
    subtitles: [],
  };

  beforeAll(async () => {
    const mediaDir = mkdtempSync(join(tmpdir(), 'repackaging-'));
    ({ storage, close } = await backend.open(mediaDir));
    t = await createTestApp({
      mediaDir,
      mediaStorage: storage,
      seed: async (h) => {
        await seedFixtures(h.db);
        await seedCatalogueFixtures(h.db);
      },
    });
    work = mkdtempSync(join(tmpdir(), 'repackaging-work-'));
    // Title 100: a transcoded film of before (versioned, rendition.json), clear.
    const film = join(work, 'film');
    await clearRung(join(film, '240p'));
    writeFileSync(join(film, 'rendition.json'), JSON.stringify(manifest));
    writeFileSync(join(film, 'master.m3u8'), masterPlaylist(manifest));
    await storage.putFolder(film, 'titles/100/film/r1000');
    // Title 101: the ingest command's folder of before, with the title's stored subtitles below it.
    const legacy = join(work, 'legacy');
    await clearRung(join(legacy, 'v0'));
    writeFileSync(
      join(legacy, 'master.m3u8'),
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=300000\nv0/index.m3u8\n',
    );
    await storage.putFolder(legacy, 'titles/101');
    await storage.putBytes('titles/101/subtitles/sv.vtt', 'WEBVTT\n');
    // Title 102: a clear trailer.
    const trailer = join(work, 'trailer');
    await clearRung(join(trailer, '240p'));
    writeFileSync(join(trailer, 'rendition.json'), JSON.stringify(manifest));
    writeFileSync(join(trailer, 'master.m3u8'), masterPlaylist(manifest));
    await storage.putFolder(trailer, 'titles/102/trailer/r1000');
    const set = (id: number, values: Partial<typeof s.titles.$inferInsert>) =>
      t.database.db.update(s.titles).set(values).where(eq(s.titles.id, id));
    await set(100, { mediaKey: 'titles/100/film/r1000' });
    await set(101, { mediaKey: 'titles/101' });
    await set(102, { trailerMediaKey: 'titles/102/trailer/r1000' });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await close();
    rmSync(work, { recursive: true, force: true });
  });

  const keyOf = async (id: number, column: 'mediaKey' | 'trailerMediaKey' = 'mediaKey') =>
    (await t.database.db.select({ key: s.titles[column] }).from(s.titles).where(eq(s.titles.id, id)))[0]!
      .key!;

  it('queues one job per clear rendition, once', async () => {
    const { repackaging } = t.app.services;
    expect(await repackaging.enqueueClear()).toBe(3);
    expect(await repackaging.enqueueClear()).toBe(3);
    const jobs = await t.database.db.select().from(s.jobs).where(eq(s.jobs.kind, REPACKAGE_JOB_KIND));
    expect(
      jobs.map((job) => job.payload).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ).toEqual([
      { titleId: 100, purpose: 'film' },
      { titleId: 101, purpose: 'film' },
      { titleId: 102, purpose: 'trailer' },
    ]);
  });

  it('encrypts a versioned film into a new version with the same segments, and switches the title to it', async () => {
    const next = (await t.app.services.repackaging.run({ titleId: 100, purpose: 'film' }, idle))!;
    expect(next).toMatch(/^titles\/100\/film\/r\d+$/);
    expect(await keyOf(100)).toBe(next);
    const version = next.split('/').pop()!;
    const master = (await storage.getBytes(`${next}/master.m3u8`))!.toString();
    expect(master).toContain(`\n${version}/240p/index.m3u8`);
    expect(JSON.parse((await storage.getBytes(`${next}/rendition.json`))!.toString()).uriPrefix).toBe(
      `${version}/`,
    );
    const variant = (await storage.getBytes(`${next}/240p/index.m3u8`))!.toString();
    expect(variant).toContain('#EXT-X-KEY:METHOD=AES-128,URI="../key"');
    const key = (await t.app.services.mediaKeys.key(next))!;
    for (const [i, segment] of ['seg000.ts', 'seg001.ts'].entries()) {
      const clear = (await storage.getBytes(`titles/100/film/r1000/240p/${segment}`))!;
      const encrypted = (await storage.getBytes(`${next}/240p/${segment}`))!;
      expect(encrypted.equals(clear)).toBe(false);
      expect(decryptSegment(key, i, encrypted).equals(clear)).toBe(true);
    }
    // The clear version stays for the players that began on it, until their loans are over.
    expect(await storage.getBytes('titles/100/film/r1000/keep-until')).toBeDefined();
    expect(await t.app.services.repackaging.run({ titleId: 100, purpose: 'film' }, idle)).toBeNull();
  }, 60_000);

  it('encrypts the ingest command’s folder of before without what lies below it, and a trailer', async () => {
    const next = (await t.app.services.repackaging.run({ titleId: 101, purpose: 'film' }, idle))!;
    expect(next).toMatch(/^titles\/101\/film\/r\d+$/);
    expect(await keyOf(101)).toBe(next);
    const version = next.split('/').pop()!;
    expect((await storage.getBytes(`${next}/master.m3u8`))!.toString()).toContain(
      `\n${version}/v0/index.m3u8`,
    );
    const files = await storage.list(next);
    expect(files.some((file) => file.includes('/subtitles/'))).toBe(false);
    expect(files).toContain(`${next}/v0/seg000.ts`);

    const trailer = (await t.app.services.repackaging.run({ titleId: 102, purpose: 'trailer' }, idle))!;
    expect(trailer).toMatch(/^titles\/102\/trailer\/r\d+$/);
    expect(await keyOf(102, 'trailerMediaKey')).toBe(trailer);
    expect(await t.app.services.repackaging.enqueueClear()).toBe(0);
  }, 60_000);

  it('does not switch a title that changed meanwhile, and leaves no version behind', async () => {
    const again = join(work, 'again');
    await clearRung(join(again, '240p'));
    writeFileSync(join(again, 'rendition.json'), JSON.stringify(manifest));
    writeFileSync(join(again, 'master.m3u8'), masterPlaylist(manifest));
    await storage.putFolder(again, 'titles/103/film/r1000');
    await t.database.db
      .update(s.titles)
      .set({ mediaKey: 'titles/103/film/r1000' })
      .where(eq(s.titles.id, 103));
    let progressed = 0;
    const switching = {
      signal: new AbortController().signal,
      progress: async () => {
        // Another transcoding switches the title while this job packages.
        if (progressed++ === 0) {
          await t.database.db
            .update(s.titles)
            .set({ mediaKey: 'titles/103/film/r2000' })
            .where(eq(s.titles.id, 103));
        }
      },
    };
    await expect(
      t.app.services.repackaging.run({ titleId: 103, purpose: 'film' }, switching),
    ).rejects.toMatchObject({ reason: 'film_changed' });
    expect(await keyOf(103)).toBe('titles/103/film/r2000');
    expect(await storage.folders('titles/103/film')).toEqual(['r1000']);
    if (backend.name === 'file') {
      expect(readdirSync(join(storage.scratchRoot))).toEqual([]);
    }
  }, 60_000);
});
