import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loans, titles, watchPositions } from '../../db/schema';
import { requireFfmpeg } from '../../media/ffmpeg-path';
import { uploadFilePath, uploadsDir } from '../../modules/uploads/upload-files';
import { writeHostileUploads } from '../../test-support/hostile-uploads';
import { createTestMedia } from '../../test-support/loan-fixtures';
import { createMediaTestApp, jobEnded, recordUploads } from '../../test-support/upload-fixtures';
import { startSession, type TestApp } from '../../test-support/test-app';
import {
  fixtureLibrarians,
  fixtureOperators,
  loginCustomer,
  loginLibrarian,
  passwords,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';

/*
 * attach_media (docs/decisions/048): admins and editors queue a transcoding of a finished upload; the job (run by
 * this instance's worker) switches the title's film or trailer, or fails with a plain-language reason and leaves
 * the title as it was. On the embedded database and, with TEST_DATABASE_URL, on PostgreSQL.
 */

const run = promisify(execFile);
const TITLE = 103;
let t: TestApp;
let admin: ClientSession;
let editor: ClientSession;
let support: ClientSession;
let dataDir: string;
let hostile: string[];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'attach-media-'));
  mkdirSync(uploadsDir(dataDir), { recursive: true });
  await run(requireFfmpeg(), [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=480x360:rate=24:duration=2',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-f',
    'mp4',
    uploadFilePath(dataDir, 'finished-upload-1'),
  ]);
  writeFileSync(uploadFilePath(dataDir, 'partial-upload-2'), Buffer.alloc(1000));
  writeFileSync(
    uploadFilePath(dataDir, 'letter-upload-3'),
    'Dear operator, this is not a film.\n'.repeat(40),
  );
  // Whole on disk, but the uploads table holds no record of it (copied in by hand, or its record expired).
  copyFileSync(uploadFilePath(dataDir, 'finished-upload-1'), uploadFilePath(dataDir, 'unrecorded-upload-4'));
  // Every byte on disk, yet the tus server never recorded the upload as complete (e.g. it stopped in between).
  copyFileSync(uploadFilePath(dataDir, 'finished-upload-1'), uploadFilePath(dataDir, 'unconfirmed-upload-5'));
  // Finished, but the admin's own, and one sent as a poster.
  copyFileSync(uploadFilePath(dataDir, 'finished-upload-1'), uploadFilePath(dataDir, 'admins-upload-6'));
  copyFileSync(uploadFilePath(dataDir, 'finished-upload-1'), uploadFilePath(dataDir, 'poster-upload-7'));
  // Cut off after 2000 bytes: an MP4 by its first bytes, without the rest of the film.
  copyFileSync(uploadFilePath(dataDir, 'finished-upload-1'), uploadFilePath(dataDir, 'cut-off-upload-8'));
  truncateSync(uploadFilePath(dataDir, 'cut-off-upload-8'), 2000);
  // Another title's published segments, and "masters" that would make ffmpeg read them or the admin's upload.
  const mediaDir = createTestMedia();
  const published = join(mediaDir, 'titles', '104', 'film', 'r1', '360p');
  mkdirSync(published, { recursive: true });
  await run(requireFfmpeg(), [
    ...['-v', 'error', '-y', '-i', uploadFilePath(dataDir, 'finished-upload-1'), '-c', 'copy', '-f', 'hls'],
    ...['-hls_segment_filename', join(published, 'seg%04d.ts'), join(published, 'index.m3u8')],
  ]);
  hostile = Object.keys(
    writeHostileUploads(dataDir, { segment: join(published, 'seg0000.ts'), otherUpload: 'admins-upload-6' }),
  );
  ({ t, admin, editor, support } = await createMediaTestApp(dataDir, mediaDir));
  // The records the tus server writes (routes/operator/uploads.ts): begun, and for some of them finished.
  await recordUploads(t, dataDir, [
    ['finished-upload-1', 0, true, fixtureOperators.editor.id, 'master'],
    ['partial-upload-2', 4000, false, fixtureOperators.editor.id, 'master'],
    ['letter-upload-3', 0, true, fixtureOperators.editor.id, 'master'],
    ['unconfirmed-upload-5', 0, false, fixtureOperators.editor.id, 'master'],
    ['admins-upload-6', 0, true, fixtureOperators.admin.id, 'master'],
    ['poster-upload-7', 0, true, fixtureOperators.editor.id, 'poster'],
    ['cut-off-upload-8', 0, true, fixtureOperators.editor.id, 'master'],
    ...hostile.map((id) => [id, 0, true, fixtureOperators.editor.id, 'master'] as const),
  ]);
}, 120_000);
afterAll(() => t?.close());

const attach = (session: ClientSession | null, fields: Record<string, string | number> = {}) =>
  post(t.app, '/operator/title/attach_media', session, {
    title_id: TITLE,
    upload_id: 'finished-upload-1',
    ...fields,
  });
const finished = (jobId: string) => jobEnded(t, jobId);
const title = async () =>
  (
    await t.database.db
      .select({ film: titles.mediaKey, trailer: titles.trailerMediaKey })
      .from(titles)
      .where(eq(titles.id, TITLE))
  )[0]!;

describe('attach_media', () => {
  it('refuses support, librarians, customers, anonymous sessions and a missing CSRF token', async () => {
    expect((await attach(support)).json().error.code).toBe('FORBIDDEN');
    const librarian = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
    expect((await attach(librarian)).json().error.code).toBe('LOGIN_REQUIRED');
    const customer = await loginCustomer(t.app, 'ulla', passwords.ulla);
    expect((await attach(customer)).json().error.code).toBe('LOGIN_REQUIRED');
    expect((await attach(await startSession(t.app, 'operator'))).json().error.code).toBe('LOGIN_REQUIRED');
    const noToken = await post(t.app, '/operator/title/attach_media', null, {
      portal_sessionid: admin.sessionid,
      title_id: TITLE,
      upload_id: 'finished-upload-1',
    });
    expect(noToken.json().error.code).toBe('CSRF_INVALID');
    expect((await t.app.services.jobs.list({}, { page: 1, pageSize: 50 })).total).toBe(0);
  });

  it('refuses an unknown title, an upload the uploads table does not record as finished, and bad fields', async () => {
    const cases: [Record<string, string | number>, number, string][] = [
      [{ title_id: 99999 }, 404, 'TITLE_NOT_FOUND'],
      [{ upload_id: 'never-uploaded-9' }, 404, 'UPLOAD_NOT_FOUND'],
      [{ upload_id: 'partial-upload-2' }, 409, 'UPLOAD_NOT_FINISHED'],
      [{ upload_id: 'unrecorded-upload-4' }, 404, 'UPLOAD_NOT_FOUND'],
      [{ upload_id: 'unconfirmed-upload-5' }, 409, 'UPLOAD_NOT_FINISHED'],
      // Another operator's upload is as unknown to an editor as it is on the upload route.
      [{ upload_id: 'admins-upload-6' }, 404, 'UPLOAD_NOT_FOUND'],
      [{ upload_id: 'poster-upload-7' }, 415, 'UPLOAD_TYPE_NOT_ALLOWED'],
      [{ upload_id: '../../etc/passwd' }, 400, 'VALIDATION_FAILED'],
      [{ upload_id: 'short' }, 400, 'VALIDATION_FAILED'],
      [{ purpose: 'poster' }, 400, 'VALIDATION_FAILED'],
      [{ title_id: 'x' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [fields, status, code] of cases) {
      const res = await attach(editor, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
  });

  it('queues a transcoding that switches the film, then one of the trailer, audited', async () => {
    const before = await title();
    const res = await attach(editor);
    expect(res.statusCode, res.body).toBe(200);
    const { job_id: jobId } = res.json();
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
    const job = await finished(jobId);
    expect(job).toMatchObject({ state: 'done', progress: 100, kind: 'transcode', titleId: TITLE });
    const after = await title();
    expect(after.film).toMatch(new RegExp(`^titles/${TITLE}/film/r\\d+$`));
    expect(after.trailer).toBe(before.trailer);

    const trailer = await attach(admin, { purpose: 'trailer' });
    expect((await finished(trailer.json().job_id)).state).toBe('done');
    expect((await title()).trailer).toMatch(new RegExp(`^titles/${TITLE}/trailer/r\\d+$`));
    expect((await title()).film).toBe(after.film);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'title.attach_media'));
    expect(entries.map((e) => e.after)).toEqual([
      { upload_id: 'finished-upload-1', purpose: 'film', job_id: jobId },
      { upload_id: 'finished-upload-1', purpose: 'trailer', job_id: trailer.json().job_id },
    ]);
  }, 90_000);

  it('plays the trailer to anyone without a loan, counting nothing, and its token never opens the film', async () => {
    const { film, trailer } = await title();
    const visitor = await startSession(t.app);
    const res = await post(t.app, '/customer/title/start_trailer', visitor, { title_id: TITLE });
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().stream.playlist_url;
    const master = await t.app.inject({ url });
    expect(master.statusCode).toBe(200);
    const variant = master.body.split('\n').find((line) => line.endsWith('index.m3u8'))!;
    expect(variant).toBe(`${trailer!.split('/').pop()}/360p/index.m3u8`);
    expect((await t.app.inject({ url: url.replace('master.m3u8', variant) })).statusCode).toBe(200);
    // The film's own version folder, asked with the trailer's token: not there.
    const filmVariant = url.replace('master.m3u8', `${film!.split('/').pop()}/360p/index.m3u8`);
    expect((await t.app.inject({ url: filmVariant })).statusCode).toBe(404);
    expect(await t.database.db.select().from(loans)).toEqual([]);
    expect(await t.database.db.select().from(watchPositions)).toEqual([]);

    // A title without a trailer, or none at all, has none to play.
    for (const titleId of [TITLE + 1, 99999]) {
      const none = await post(t.app, '/customer/title/start_trailer', visitor, { title_id: titleId });
      expect(none.statusCode).toBe(404);
      expect(none.json().error.code).toBe('TITLE_NOT_FOUND');
    }
    const noToken = await post(t.app, '/customer/title/start_trailer', null, {
      portal_sessionid: visitor.sessionid,
      title_id: TITLE,
    });
    expect(noToken.json().error.code).toBe('CSRF_INVALID');
  });

  it('refuses a master that is a playlist, a concat list, a protocol address, a letter or empty, and queues no job', async () => {
    const before = await title();
    const jobs = (await t.app.services.jobs.list({}, { page: 1, pageSize: 50 })).total;
    for (const uploadId of [...hostile, 'letter-upload-3']) {
      for (const purpose of ['film', 'trailer']) {
        const res = await attach(editor, { upload_id: uploadId, purpose });
        expect(res.statusCode, uploadId).toBe(415);
        expect(res.json().error.code).toBe('UPLOAD_NOT_A_VIDEO');
      }
    }
    expect((await t.app.services.jobs.list({}, { page: 1, pageSize: 50 })).total).toBe(jobs);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'title.attach_media'));
    expect(audited.map((e) => (e.after as { upload_id: string }).upload_id)).not.toContain(hostile[0]);
    expect(await title()).toEqual(before);
  });

  it('fails the job with a plain-language reason and leaves the title as it was', async () => {
    const before = await title();
    const res = await attach(admin, { upload_id: 'cut-off-upload-8' });
    expect(res.statusCode, res.body).toBe(200);
    const job = await finished(res.json().job_id);
    expect(job).toMatchObject({ state: 'failed', reason: 'transcode_failed_corrupt' });
    expect(await title()).toEqual(before);
  }, 90_000);
});
