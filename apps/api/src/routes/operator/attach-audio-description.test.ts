import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_DESCRIPTION_CHARACTERISTICS } from '../../media/hls-ingest';
import { auditLog, titleAccessServices, titles } from '../../db/schema';
import { probeMedia, requireFfmpeg } from '../../media/ffmpeg-path';
import { decryptSegment } from '../../media/hls-encryption';
import { uploadFilePath, uploadsDir } from '../../modules/uploads/upload-files';
import { writeHostileUploads } from '../../test-support/hostile-uploads';
import { createTestMedia } from '../../test-support/loan-fixtures';
import { createMediaTestApp, jobEnded, recordUploads } from '../../test-support/upload-fixtures';
import type { TestApp } from '../../test-support/test-app';
import { fixtureOperators, post, type ClientSession } from '../../test-support/account-fixtures';

/*
 * attach_audio_description (docs/decisions/048): an audio description delivered as its own file becomes an
 * alternate audio rendition of the title's film, marked as describing the video, in a new version of the film the
 * title switches to; the title's access services then list it. On the embedded database and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */

const run = promisify(execFile);
const TITLE = 103;
let t: TestApp;
let admin: ClientSession;
let editor: ClientSession;
let support: ClientSession;
let dataDir: string;
let hostile: string[];
let mediaDir: string;

const ffmpeg = (...args: string[]) => run(requireFfmpeg(), ['-v', 'error', '-y', ...args]);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'attach-ad-'));
  mkdirSync(uploadsDir(dataDir), { recursive: true });
  // The film: 2 s of picture and sound.
  await ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc2=size=480x360:rate=24:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=duration=2', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-c:a', 'aac', '-f', 'mp4', uploadFilePath(dataDir, 'film-master-1')],
  );
  // The audio description, delivered as an M4A a second longer than the film.
  await ffmpeg(
    ...['-f', 'lavfi', '-i', 'sine=frequency=660:duration=3', '-c:a', 'aac'],
    ...['-f', 'mp4', uploadFilePath(dataDir, 'description-sv-2')],
  );
  // Sent as audio, but a picture without any sound.
  await ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=24:duration=2', '-c:v', 'libx264'],
    ...['-preset', 'ultrafast', '-f', 'mp4', uploadFilePath(dataDir, 'silent-video-3')],
  );
  for (const id of ['partial-audio-4', 'admins-audio-5']) {
    copyFileSync(uploadFilePath(dataDir, 'description-sv-2'), uploadFilePath(dataDir, id));
  }
  mediaDir = createTestMedia();
  // Another title's published segments, and "sound files" that would make ffmpeg read them or another upload.
  const published = join(mediaDir, 'titles', '104', 'film', 'r1', 'audio0');
  mkdirSync(published, { recursive: true });
  await ffmpeg(
    ...['-i', uploadFilePath(dataDir, 'description-sv-2'), '-c', 'copy', '-f', 'hls'],
    ...['-hls_segment_filename', join(published, 'seg%04d.ts'), join(published, 'index.m3u8')],
  );
  hostile = Object.keys(
    writeHostileUploads(dataDir, { segment: join(published, 'seg0000.ts'), otherUpload: 'admins-audio-5' }),
  );
  ({ t, admin, editor, support } = await createMediaTestApp(dataDir, mediaDir));
  await recordUploads(t, dataDir, [
    ['film-master-1', 0, true, fixtureOperators.editor.id, 'master'],
    ['description-sv-2', 0, true, fixtureOperators.editor.id, 'audio'],
    ['silent-video-3', 0, true, fixtureOperators.editor.id, 'audio'],
    ['partial-audio-4', 4000, false, fixtureOperators.editor.id, 'audio'],
    ['admins-audio-5', 0, true, fixtureOperators.admin.id, 'audio'],
    ...hostile.map((id) => [id, 0, true, fixtureOperators.editor.id, 'audio'] as const),
  ]);
}, 120_000);
afterAll(() => t?.close());

const attach = (session: ClientSession | null, fields: Record<string, string | number> = {}) =>
  post(t.app, '/operator/title/attach_audio_description', session, {
    title_id: TITLE,
    upload_id: 'description-sv-2',
    language: 'sv',
    ...fields,
  });
const finished = (jobId: string) => jobEnded(t, jobId);
const filmKey = async () =>
  (await t.database.db.select({ key: titles.mediaKey }).from(titles).where(eq(titles.id, TITLE)))[0]!.key;
const descriptions = async () =>
  (
    await t.database.db
      .select({ language: titleAccessServices.languageCode })
      .from(titleAccessServices)
      .where(and(eq(titleAccessServices.titleId, TITLE), eq(titleAccessServices.kind, 'audio_description')))
  ).map((row) => row.language);

describe('attach_audio_description', () => {
  it('refuses a title without a transcoded film, support, and uploads that are not a finished audio upload', async () => {
    const noFilm = await attach(editor);
    expect(noFilm.statusCode).toBe(409);
    expect(noFilm.json().error.code).toBe('TITLE_HAS_NO_FILM');
    expect(noFilm.json().error.message).toMatch(/film/i);
    expect((await attach(support)).json().error.code).toBe('FORBIDDEN');
    const noToken = await post(t.app, '/operator/title/attach_audio_description', null, {
      portal_sessionid: editor.sessionid,
      title_id: TITLE,
      upload_id: 'description-sv-2',
      language: 'sv',
    });
    expect(noToken.json().error.code).toBe('CSRF_INVALID');
    const cases: [Record<string, string | number>, number, string][] = [
      [{ title_id: 99999 }, 404, 'TITLE_NOT_FOUND'],
      [{ upload_id: 'never-uploaded-9' }, 404, 'UPLOAD_NOT_FOUND'],
      [{ upload_id: 'admins-audio-5' }, 404, 'UPLOAD_NOT_FOUND'],
      [{ upload_id: 'partial-audio-4' }, 409, 'UPLOAD_NOT_FINISHED'],
      [{ upload_id: 'film-master-1' }, 415, 'UPLOAD_TYPE_NOT_ALLOWED'],
      [{ language: 'swe' }, 400, 'VALIDATION_FAILED'],
      [{ upload_id: '../x' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [fields, status, code] of cases) {
      const res = await attach(editor, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    expect((await t.app.services.jobs.list({}, { page: 1, pageSize: 50 })).total).toBe(0);
  });

  it('publishes the description in a new version of the film, listed in the master playlist and the access services', async () => {
    const film = await post(t.app, '/operator/title/attach_media', editor, {
      title_id: TITLE,
      upload_id: 'film-master-1',
    });
    expect((await finished(film.json().job_id)).state).toBe('done');
    const before = (await filmKey())!;
    expect(await descriptions()).toEqual([]);

    const res = await attach(editor);
    expect(res.statusCode, res.body).toBe(200);
    const job = await finished(res.json().job_id);
    expect(job).toMatchObject({ state: 'done', progress: 100, kind: 'audio_description', titleId: TITLE });
    const after = (await filmKey())!;
    expect(after).toMatch(new RegExp(`^titles/${TITLE}/film/r\\d+$`));
    expect(after).not.toBe(before);

    const version = after.split('/').pop()!;
    const master = readFileSync(join(mediaDir, after, 'master.m3u8'), 'utf8');
    const description = master.split('\n').find((line) => line.includes('CHARACTERISTICS='));
    expect(description).toBe(
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Svenska med syntolkning",LANGUAGE="sv",DEFAULT=NO,' +
        `AUTOSELECT=YES,CHARACTERISTICS="${AUDIO_DESCRIPTION_CHARACTERISTICS}",URI="${version}/ad-sv/index.m3u8"`,
    );
    // Every variant is the new version's and plays with the description's group.
    const variants = master.split('\n').filter((line) => line.endsWith('p/index.m3u8'));
    expect(variants).toEqual([`${version}/360p/index.m3u8`]);
    expect(master).toContain('AUDIO="aud"');
    for (const uri of [...variants, `${version}/ad-sv/index.m3u8`]) {
      expect(existsSync(join(mediaDir, `titles/${TITLE}/film`, uri)), uri).toBe(true);
    }
    // The description's segments on the film's segment length, the whole file's 3 s kept.
    const playlist = readFileSync(join(mediaDir, after, 'ad-sv/index.m3u8'), 'utf8');
    const lengths = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
    expect(lengths.reduce((a, b) => a + b, 0)).toBeCloseTo(3, 0);
    expect(playlist).toContain('#EXT-X-ENDLIST');
    // Encrypted like the film, under the key the version before had (its segments are the same files).
    expect(playlist).toContain('#EXT-X-KEY:METHOD=AES-128,URI="../key"');
    const key = (await t.app.services.mediaKeys.key(after))!;
    expect(key).toHaveLength(16);
    expect((await t.app.services.mediaKeys.key(before))?.equals(key)).toBe(true);
    // ... starting on the film's own clock, so players keep picture and description in step.
    const start = async (folder: string) => {
      const clear = join(mkdtempSync(join(tmpdir(), 'segment-')), 'seg0000.ts');
      writeFileSync(clear, decryptSegment(key, 0, readFileSync(join(mediaDir, after, folder, 'seg0000.ts'))));
      return (await probeMedia(requireFfmpeg(), clear)).startTime;
    };
    expect(Math.abs((await start('ad-sv')) - (await start('360p')))).toBeLessThan(0.05);
    // The version the title played before is still there, unchanged, for players that started on it.
    expect(readFileSync(join(mediaDir, before, 'master.m3u8'), 'utf8')).not.toContain('CHARACTERISTICS=');

    expect(await descriptions()).toEqual(['sv']);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'title.attach_audio_description'));
    expect(entries.map((e) => e.after)).toEqual([
      { upload_id: 'description-sv-2', language: 'sv', job_id: res.json().job_id },
    ]);
  }, 120_000);

  it('refuses a sound file that is a playlist, a concat list, a protocol address or empty, and queues no job', async () => {
    const before = await filmKey();
    const jobs = (await t.app.services.jobs.list({}, { page: 1, pageSize: 50 })).total;
    for (const uploadId of hostile) {
      const res = await attach(editor, { upload_id: uploadId, language: 'en' });
      expect(res.statusCode, uploadId).toBe(415);
      expect(res.json().error.code).toBe('UPLOAD_NOT_A_VIDEO');
    }
    expect((await t.app.services.jobs.list({}, { page: 1, pageSize: 50 })).total).toBe(jobs);
    expect(await filmKey()).toBe(before);
    expect(await descriptions()).toEqual(['sv']);
  });

  it('fails the job when the file has no sound, and the title keeps its film', async () => {
    const before = await filmKey();
    const res = await attach(admin, { upload_id: 'silent-video-3', language: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await finished(res.json().job_id)).toMatchObject({
      state: 'failed',
      reason: 'transcode_failed_no_audio_stream',
    });
    expect(await filmKey()).toBe(before);
    expect(await descriptions()).toEqual(['sv']);
  }, 60_000);
});
