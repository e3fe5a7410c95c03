import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titles } from '../../db/schema';
import { probeMedia, requireFfmpeg } from '../../media/ffmpeg-path';
import { decryptSegment } from '../../media/hls-encryption';
import { createS3Storage, s3ClientConfigFromEnvironment } from '../../media/storage/s3-storage';
import { uploadFilePath } from '../../modules/uploads/upload-files';
import { createS3UploadStorage, uploadKey } from '../../modules/uploads/upload-storage';
import {
  createAccountTestApp,
  loginOperator,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';
import { startTestS3, type TestS3 } from '../../test-support/s3-server';
import type { TestApp } from '../../test-support/test-app';
import { jobEnded } from '../../test-support/upload-fixtures';

/**
 * Media in an S3-compatible bucket (docs/decisions/070), across processes that share nothing but the database and
 * the bucket: an operator's upload begun on one process is resumed on another, a worker with its own DATA_DIR
 * transcodes it from the bucket, and a third process serves it, encrypted, to a player.
 */
const run = promisify(execFile);
const TITLE = 104;
let s3: TestS3;
let web: TestApp;
let resume: TestApp;
let worker: TestApp;
let editor: ClientSession;
let master: Buffer;
let uploadId: string;
const folders: string[] = [];
const dataDirs = new Map<TestApp, string>();

/** A process's view of the bucket: the same bucket and prefix, its own scratch folder and DATA_DIR. */
async function instance(options: { jobWorkers?: boolean; database?: TestApp['database'] }): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bucket-data-'));
  const mediaDir = mkdtempSync(join(tmpdir(), 'bucket-scratch-'));
  folders.push(dataDir, mediaDir);
  const media = createS3Storage({
    client: s3.client,
    bucket: s3.bucket,
    prefix: 'filmhyllan',
    scratchRoot: join(mediaDir, '.scratch'),
  });
  const app = await createAccountTestApp({
    catalogue: true,
    dataDir,
    mediaDir,
    mediaStorage: media,
    uploadStorage: createS3UploadStorage({
      clientConfig: s3ClientConfigFromEnvironment(s3.env),
      bucket: s3.bucket,
      prefix: 'filmhyllan',
      media,
      expiryHours: 72,
    }),
    jobWorkers: options.jobWorkers ?? false,
    jobs: { pollSeconds: 1 },
    ...(options.database ? { database: options.database } : {}),
  });
  dataDirs.set(app, dataDir);
  return app;
}

beforeAll(async () => {
  s3 = await startTestS3();
  web = await instance({});
  resume = await instance({ database: web.database });
  worker = await instance({ database: web.database, jobWorkers: true });
  editor = await loginOperator(web.app, 'editor');
  const dir = mkdtempSync(join(tmpdir(), 'bucket-master-'));
  folders.push(dir);
  await run(requireFfmpeg(), [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=480x360:rate=24:duration=3'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-c:a', 'aac', '-f', 'mp4', join(dir, 'master.mp4')],
  ]);
  master = readFileSync(join(dir, 'master.mp4'));
}, 120_000);
afterAll(async () => {
  await worker?.close();
  await resume?.close();
  await web?.close();
  await s3?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const tus = (app: TestApp, method: string, url: string, headers: Record<string, string>, payload?: Buffer) =>
  app.app.inject({
    method: method as 'POST',
    url,
    headers: {
      'tus-resumable': '1.0.0',
      'x-portal-sessionid': editor.sessionid,
      'x-portal-csrftoken': editor.csrftoken,
      ...headers,
    },
    ...(payload ? { payload } : {}),
  });

describe('media in a bucket, across processes', () => {
  it('takes an upload begun on one process and finished on another, into the bucket', async () => {
    const metadata = [
      ['purpose', 'master'],
      ['filename', 'film.mp4'],
      ['filetype', 'video/mp4'],
    ]
      .map(([key, value]) => `${key} ${Buffer.from(value!).toString('base64')}`)
      .join(',');
    const created = await tus(web, 'POST', '/api/operator/uploads', {
      'upload-length': String(master.length),
      'upload-metadata': metadata,
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    const half = Math.floor(master.length / 2);
    const first = await tus(
      web,
      'PATCH',
      location,
      { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      master.subarray(0, half),
    );
    expect(first.statusCode, first.body).toBe(204);

    // The other process knows where the upload stands (its state is in the bucket, not in the first's memory).
    const head = await tus(resume, 'HEAD', location, {});
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    const rest = await tus(
      resume,
      'PATCH',
      location,
      { 'upload-offset': String(half), 'content-type': 'application/offset+octet-stream' },
      master.subarray(half),
    );
    expect(rest.statusCode, rest.body).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(master.length));

    const id = location.split('/').pop()!;
    const stored = await s3.storage('filmhyllan').getBytes(uploadKey(id));
    expect(stored?.equals(master)).toBe(true);
    // Complete for every process, and nothing of it on either one's disk.
    for (const app of [web, resume]) {
      expect(await app.app.services.uploads.completed(id)).toMatchObject({ id, purpose: 'master' });
      expect(existsSync(uploadFilePath(dataDirs.get(app)!, id))).toBe(false);
    }
    uploadId = id;
  }, 60_000);

  it('is transcoded by a worker with a DATA_DIR of its own, and served encrypted by a third process', async () => {
    const attached = await post(web.app, '/operator/title/attach_media', editor, {
      title_id: TITLE,
      upload_id: uploadId,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const job = await jobEnded(worker, attached.json().job_id as string);
    expect(job.state, JSON.stringify(job)).toBe('done');
    const [row] = await web.database.db
      .select({ key: titles.mediaKey })
      .from(titles)
      .where(eq(titles.id, TITLE));
    expect(row!.key).toMatch(new RegExp(`^titles/${TITLE}/film/r\\d+$`));
    const stored = await s3.storage('filmhyllan').list(row!.key!);
    expect(stored).toContain(`${row!.key}/master.m3u8`);
    expect(stored.some((key) => key.endsWith('.ts'))).toBe(true);

    // A third process (the one that resumed the upload: no worker, no file of it) plays it.
    const admin = await loginOperator(resume.app, 'admin');
    const viewing = await post(resume.app, '/operator/viewing/start_viewing', admin, { title_id: TITLE });
    expect(viewing.statusCode, viewing.body).toBe(200);
    const playlist = viewing.json().stream.playlist_url as string;
    const masterPlaylist = await resume.app.inject({ url: playlist });
    expect(masterPlaylist.statusCode).toBe(200);
    const variantUri = masterPlaylist.body.split('\n').find((line) => line.endsWith('index.m3u8'))!;
    const variant = await resume.app.inject({ url: playlist.replace('master.m3u8', variantUri) });
    expect(variant.body).toContain('#EXT-X-KEY:METHOD=AES-128');
    const segmentUrl = variant.body.split('\n').find((line) => line.endsWith('.ts'))!;
    expect(segmentUrl.startsWith(`/api/media-files/${row!.key}/`)).toBe(true);
    const segment = await resume.app.inject({ url: segmentUrl });
    expect(segment.statusCode).toBe(200);
    const key = await resume.app.inject({
      url: playlist.replace('master.m3u8', variantUri.replace(/[^/]+\/index\.m3u8$/, 'key')),
    });
    expect(key.statusCode).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'bucket-segment-')), 'seg.ts');
    folders.push(file.replace(/\/seg\.ts$/, ''));
    writeFileSync(file, decryptSegment(key.rawPayload, 0, segment.rawPayload));
    expect((await probeMedia(requireFfmpeg(), file, 'mpegts')).codecs.sort()).toEqual(['aac', 'h264']);
  }, 120_000);
});
