import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { requireFfmpeg } from '../../media/ffmpeg-path';
import { loginOperator, post, type ClientSession } from '../../test-support/account-fixtures';
import { seedAccountFixtures } from '../../test-support/account-fixtures';
import { seedCatalogueFixtures } from '../../test-support/catalogue-fixtures';
import { seedFixtures } from '../../test-support/fixtures';
import { createTestMedia, seedLoanFixtures } from '../../test-support/loan-fixtures';
import { writeHostileUploads } from '../../test-support/hostile-uploads';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { uploadFilePath, uploadsDir } from '../uploads/upload-files';
import { createFileUploadStorage } from '../uploads/upload-storage';
import { decryptSegment } from '../../media/hls-encryption';
import { createFileStorage } from '../../media/storage/file-storage';
import { createMediaRepository } from './media.repository';
import { createTranscoding, SUPERSEDED_MARGIN_MS } from './transcoding.service';

/**
 * Versioned renditions (docs/decisions/048): a title plays its old rendition while a transcoding runs and after
 * it fails; players that started on the old one keep it after the switch; superseded renditions are kept for
 * the loans that could still play them, then removed.
 */

const run = promisify(execFile);
const TITLE = 100;
const HOUR = 3600_000;
let now = new Date('2026-06-01T12:00:00Z');
let t: TestApp;
let admin: ClientSession;
let mediaDir: string;
let dataDir: string;
let hostile: Record<string, string>;

/** A finished upload of a 3 s 480x360 clip with a tone (its id is a tus id). */
async function upload(id: string, tone: number) {
  await run(requireFfmpeg(), [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=480x360:rate=24:duration=3',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${tone}:duration=3`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-f',
    'mp4',
    uploadFilePath(dataDir, id),
  ]);
}

const titleMedia = async () =>
  (
    await t.database.db
      .select({ key: s.titles.mediaKey, seconds: s.titles.durationSeconds })
      .from(s.titles)
      .where(eq(s.titles.id, TITLE))
  )[0]!;

/** Plays the title as an operator (no loan): the master playlist's URL. */
async function startPlaying(): Promise<string> {
  const res = await post(t.app, '/operator/viewing/start_viewing', admin, { title_id: TITLE });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().stream.playlist_url as string;
}
const fetch = (url: string) => t.app.inject({ url });
/** The first variant playlist the master at `url` names, as a URL. */
async function firstVariant(url: string): Promise<string> {
  const master = await fetch(url);
  expect(master.statusCode).toBe(200);
  const uri = master.body.split('\n').find((line) => line.endsWith('index.m3u8'))!;
  return url.replace('master.m3u8', uri);
}

beforeAll(async () => {
  mediaDir = createTestMedia();
  dataDir = mkdtempSync(join(tmpdir(), 'transcoding-data-'));
  mkdirSync(uploadsDir(dataDir), { recursive: true });
  t = await createTestApp({
    mediaDir,
    viewingClock: () => now,
    seed: async (h) => {
      await seedFixtures(h.db);
      await seedCatalogueFixtures(h.db);
      await seedLoanFixtures(h.db);
      await seedAccountFixtures(h.db);
    },
  });
  admin = await loginOperator(t.app, 'admin');
  await upload('upload-first-0001', 440);
  await upload('upload-second-002', 330);
  writeFileSync(uploadFilePath(dataDir, 'upload-broken-003'), 'not a film at all\n'.repeat(100));
  // Another title's published segments, and uploads that would make ffmpeg read them or another upload.
  const published = join(mediaDir, 'titles', '101', 'film', 'r1', '360p');
  mkdirSync(published, { recursive: true });
  await run(requireFfmpeg(), [
    ...['-v', 'error', '-y', '-i', uploadFilePath(dataDir, 'upload-second-002'), '-c', 'copy', '-f', 'hls'],
    ...['-hls_segment_filename', join(published, 'seg%04d.ts'), join(published, 'index.m3u8')],
  ]);
  hostile = writeHostileUploads(dataDir, {
    segment: join(published, 'seg0000.ts'),
    otherUpload: 'upload-second-002',
  });
  copyFileSync(uploadFilePath(dataDir, 'upload-first-0001'), uploadFilePath(dataDir, 'upload-cut-off-05'));
  truncateSync(uploadFilePath(dataDir, 'upload-cut-off-05'), 2000);
}, 60_000);
afterAll(() => t.close());

describe('a transcoding job', () => {
  const transcoding = () =>
    createTranscoding({
      storage: createFileStorage(mediaDir),
      keys: t.app.services.mediaKeys,
      uploads: createFileUploadStorage(dataDir, 72),
      repo: createMediaRepository(t.database.db),
      clock: () => now,
      preset: 'ultrafast',
    });
  const idle = { progress: () => {}, signal: new AbortController().signal };

  it('switches the title to its new rendition only when it is complete, and old players keep the old one', async () => {
    const first = await transcoding().run(
      { titleId: TITLE, uploadId: 'upload-first-0001', purpose: 'film' },
      idle,
    );
    expect(first.mediaKey).toBe(`titles/${TITLE}/film/r${now.getTime()}`);
    expect(first.renditions).toEqual([360]);
    expect(await titleMedia()).toEqual({ key: first.mediaKey, seconds: 3 });
    const oldPlayer = await firstVariant(await startPlaying());
    expect(oldPlayer).toMatch(new RegExp(`/r${now.getTime()}/360p/index\\.m3u8$`));

    // While the next job runs (held at its first progress), the title plays the first rendition.
    now = new Date(now.getTime() + HOUR);
    let release!: () => void;
    let reached!: () => void;
    const atProgress = new Promise<void>((resolve) => (reached = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const second = transcoding().run(
      { titleId: TITLE, uploadId: 'upload-second-002', purpose: 'film' },
      {
        signal: new AbortController().signal,
        progress: async () => {
          reached();
          await held;
        },
      },
    );
    await atProgress;
    expect((await titleMedia()).key).toBe(first.mediaKey);
    expect((await fetch(oldPlayer)).statusCode).toBe(200);
    release();
    const done = await second;
    expect((await titleMedia()).key).toBe(done.mediaKey);

    // The player that started before the switch still gets the first rendition's files (encrypted, its segments
    // at the shared address, its key under the token); a new one the second.
    const variant = await fetch(oldPlayer);
    expect(variant.statusCode).toBe(200);
    expect(variant.body).toContain('#EXT-X-KEY:METHOD=AES-128,URI="../key"');
    const segment = variant.body.split('\n').find((line) => line.endsWith('.ts'))!;
    expect(segment).toBe(`/api/media-files/${first.mediaKey}/360p/seg0000.ts`);
    const encrypted = await fetch(segment);
    expect(encrypted.statusCode).toBe(200);
    const key = await fetch(oldPlayer.replace('360p/index.m3u8', 'key'));
    expect(key.statusCode).toBe(200);
    expect(key.rawPayload).toHaveLength(16);
    const clear = decryptSegment(key.rawPayload, 0, encrypted.rawPayload);
    expect(clear[0]).toBe(0x47); // an MPEG-TS sync byte, once decrypted
    expect(encrypted.rawPayload.equals(clear)).toBe(false);
    expect(await firstVariant(await startPlaying())).toMatch(
      new RegExp(`/r${now.getTime()}/360p/index\\.m3u8$`),
    );
    expect(readFileSync(join(mediaDir, first.mediaKey, 'keep-until'), 'utf8')).toBe(
      String(now.getTime() + 3000 + SUPERSEDED_MARGIN_MS),
    );
  }, 60_000);

  it('leaves the title untouched and no folder behind when it fails or is cancelled', async () => {
    const before = await titleMedia();
    const folders = () => readdirSync(join(mediaDir, `titles/${TITLE}/film`)).sort();
    const existing = folders();
    now = new Date(now.getTime() + HOUR);
    await expect(
      transcoding().run({ titleId: TITLE, uploadId: 'upload-broken-003', purpose: 'film' }, idle),
    ).rejects.toMatchObject({ reason: 'not_a_video' });
    const controller = new AbortController();
    await expect(
      transcoding().run(
        { titleId: TITLE, uploadId: 'upload-second-002', purpose: 'film' },
        { signal: controller.signal, progress: () => controller.abort() },
      ),
    ).rejects.toMatchObject({ reason: 'cancelled' });
    await expect(
      transcoding().run({ titleId: TITLE, uploadId: 'upload-never-004', purpose: 'film' }, idle),
    ).rejects.toMatchObject({ reason: 'source_missing' });
    await expect(
      transcoding().run({ titleId: 99999, uploadId: 'upload-first-0001', purpose: 'film' }, idle),
    ).rejects.toMatchObject({ reason: 'title_missing' });
    expect(await titleMedia()).toEqual(before);
    expect(folders()).toEqual(existing);
  }, 60_000);

  it('reads no playlist, concat list, protocol address, empty or cut-off upload: the job fails and publishes nothing', async () => {
    const before = await titleMedia();
    expect(before.key).toMatch(new RegExp(`^titles/${TITLE}/film/r\\d+$`));
    const folders = () => readdirSync(join(mediaDir, `titles/${TITLE}/film`)).sort();
    const existing = folders();
    now = new Date(now.getTime() + HOUR);
    const failure = (job: Promise<unknown>) =>
      job.then(
        () => 'published',
        (error: { messageKey?: string }) => error.messageKey,
      );
    for (const uploadId of Object.keys(hostile)) {
      expect(
        await failure(transcoding().run({ titleId: TITLE, uploadId, purpose: 'film' }, idle)),
        uploadId,
      ).toBe('error_upload_not_a_video');
      expect(
        await failure(transcoding().run({ titleId: TITLE, uploadId, purpose: 'trailer' }, idle)),
        uploadId,
      ).toBe('error_upload_not_a_video');
      expect(
        await failure(transcoding().addAudioDescription({ titleId: TITLE, uploadId, language: 'sv' }, idle)),
        uploadId,
      ).toBe('error_upload_not_a_video');
    }
    expect(
      await failure(
        transcoding().run({ titleId: TITLE, uploadId: 'upload-cut-off-05', purpose: 'film' }, idle),
      ),
    ).toBe('transcode_failed_corrupt');
    expect(await titleMedia()).toEqual(before);
    expect(folders()).toEqual(existing);
    const trailers = join(mediaDir, `titles/${TITLE}/trailer`);
    expect(existsSync(trailers) ? readdirSync(trailers) : []).toEqual([]);
  }, 60_000);

  it('keeps a superseded rendition until the last loan that could play it has ended, then removes it', async () => {
    const loanEnd = new Date(now.getTime() + 48 * HOUR);
    const [{ key: playing }] = [await titleMedia()];
    await t.database.db.insert(s.loans).values({
      libraryId: 1,
      titleId: TITLE,
      userId: (await t.database.db.select({ id: s.users.id }).from(s.users).limit(1))[0]!.id,
      startedAt: now,
      endsAt: loanEnd,
      priceCents: 2500,
    });
    now = new Date(now.getTime() + HOUR);
    const third = await transcoding().run(
      { titleId: TITLE, uploadId: 'upload-first-0001', purpose: 'film' },
      idle,
    );
    expect(readFileSync(join(mediaDir, playing!, 'keep-until'), 'utf8')).toBe(
      String(loanEnd.getTime() + 3000 + SUPERSEDED_MARGIN_MS),
    );
    const folders = () => readdirSync(join(mediaDir, `titles/${TITLE}/film`)).length;
    expect(folders()).toBe(3);

    // Past every keep-until, the next switch removes the superseded renditions and keeps the one it replaces.
    now = new Date(loanEnd.getTime() + 3000 + SUPERSEDED_MARGIN_MS);
    const fourth = await transcoding().run(
      { titleId: TITLE, uploadId: 'upload-second-002', purpose: 'film' },
      idle,
    );
    expect(readdirSync(join(mediaDir, `titles/${TITLE}/film`)).sort()).toEqual(
      [third.mediaKey, fourth.mediaKey].map((key) => key.split('/').pop()).sort(),
    );
    expect(existsSync(join(mediaDir, playing!))).toBe(false);
  }, 60_000);

  it('puts a trailer beside the film without touching the film', async () => {
    const film = await titleMedia();
    const trailer = await transcoding().run(
      { titleId: TITLE, uploadId: 'upload-first-0001', purpose: 'trailer' },
      idle,
    );
    expect(trailer.mediaKey).toMatch(new RegExp(`^titles/${TITLE}/trailer/r\\d+$`));
    const [row] = await t.database.db
      .select({ trailer: s.titles.trailerMediaKey })
      .from(s.titles)
      .where(eq(s.titles.id, TITLE));
    expect(row!.trailer).toBe(trailer.mediaKey);
    expect(await titleMedia()).toEqual(film);
  }, 60_000);

  it('does not switch back to the older film when a new film replaced it while an audio description was added', async () => {
    await run(requireFfmpeg(), [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=500:duration=3',
      '-c:a',
      'aac',
      '-f',
      'mp4',
      uploadFilePath(dataDir, 'upload-describe-004'),
    ]);
    const before = await titleMedia();
    expect(before.key).toMatch(new RegExp(`^titles/${TITLE}/film/r\\d+$`));
    // A film transcoded meanwhile (another job) switches the title while this job encodes the description.
    const replacement = `titles/${TITLE}/film/r999`;
    let replaced = false;
    const progress = async () => {
      if (replaced) return;
      replaced = true;
      await t.database.db.update(s.titles).set({ mediaKey: replacement }).where(eq(s.titles.id, TITLE));
    };
    const job = transcoding().addAudioDescription(
      { titleId: TITLE, uploadId: 'upload-describe-004', language: 'sv' },
      { progress, signal: new AbortController().signal },
    );
    await expect(job).rejects.toMatchObject({ reason: 'film_changed' });
    expect(replaced).toBe(true);
    expect((await titleMedia()).key).toBe(replacement);
    // The version it built is gone; the film it was built on is untouched.
    const versions = readdirSync(join(mediaDir, 'titles', String(TITLE), 'film'));
    expect(versions).toContain(before.key!.split('/').pop());
    expect(
      versions.filter((v) => !existsSync(join(mediaDir, 'titles', String(TITLE), 'film', v, 'master.m3u8'))),
    ).toEqual([]);
    await t.database.db.update(s.titles).set({ mediaKey: before.key }).where(eq(s.titles.id, TITLE));
  }, 60_000);
});
