/**
 * What media in a bucket costs a transcoding (docs/decisions/070): the same 'transcode' job (createTranscoding().run
 * from modules/media/transcoding.service.ts: ffmpeg's ladder in a scratch folder, encryption, the rendition stored,
 * the title switched) with file storage and with S3 storage (s3rver on loopback, startTestS3) in the same run,
 * BENCH_RUNS times each (default 3), the order alternating (file, s3, then s3, file, …) so that a machine growing
 * busier or quieter does not favour one. Wall time of each job and the median per storage; the S3 overhead is
 * the medians' difference in % of file storage's (goal ≤ 15 %).
 *
 *   npm run bench:media-transcode -w @filmhyllan/bench
 *   BENCH_SECONDS=60 BENCH_PRESET=ultrafast BENCH_RUNS=5 npm run bench:media-transcode -w @filmhyllan/bench
 *
 * The source, made first and not timed, is a generated 1080p master of BENCH_SECONDS seconds (default 30) with
 * stereo sound, encoded by x264 at a high bitrate like a distributor's (as bench:transcode makes it). It is a
 * finished upload where each storage's uploads live: in the job's DATA_DIR/uploads for file storage, and in the
 * bucket (`<prefix>/uploads/<id>`, as tus's S3 store leaves it) for S3, which the job fetches to its scratch
 * folder first, as a worker of a deployment with a bucket does (modules/uploads/upload-storage.ts). The job takes
 * its default x264 preset unless BENCH_PRESET names one. The database is the test support's app (createTestApp:
 * an in-memory PGlite with the test fixtures; its MediaKeys seal the rendition keys): title 100's film is
 * transcoded into files, title 101's into the bucket, so each storage keeps only its own versions. The time each
 * job spent in the storage's calls (putFolder is the upload of the rendition) and in fetching its source is
 * recorded too, and the overhead computed from it as well: ffmpeg's time, which varies most on a shared machine,
 * is the same work for both. Test runs of others (vitest, playwright) seen during a job are recorded with it.
 *
 * Writes bench/results/media-transcode-<date>.json (every run in order with its wall time, storage time and the
 * load then, the medians, both overheads and the ladder) and prints a summary.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { requireFfmpeg } from '../apps/api/src/media/ffmpeg-path';
import { createFileStorage } from '../apps/api/src/media/storage/file-storage';
import type { MediaStorage } from '../apps/api/src/media/storage/media-storage';
import { s3ClientConfigFromEnvironment } from '../apps/api/src/media/storage/s3-storage';
import { createMediaRepository } from '../apps/api/src/modules/media/media.repository';
import { createTranscoding } from '../apps/api/src/modules/media/transcoding.service';
import { uploadFilePath, uploadsDir } from '../apps/api/src/modules/uploads/upload-files';
import {
  createFileUploadStorage,
  createS3UploadStorage,
  uploadKey,
  type UploadStorage,
} from '../apps/api/src/modules/uploads/upload-storage';
import { seedCatalogueFixtures } from '../apps/api/src/test-support/catalogue-fixtures';
import { seedFixtures } from '../apps/api/src/test-support/fixtures';
import { startTestS3, type TestS3 } from '../apps/api/src/test-support/s3-server';
import { createTestApp, type TestApp } from '../apps/api/src/test-support/test-app';
import { watchOtherTestRuns } from './media-support';
import { writeResult } from './result-files';
import { machineInfo, measuredSource, median } from './server';

const exec = promisify(execFile);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PRESET = process.env.BENCH_PRESET;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The S3 overhead allowed, in % of the file storage's median. */
const GOAL_OVERHEAD_PERCENT = 15;
const UPLOAD_ID = 'bench-master-1080p';
const TITLES = { file: 100, s3: 101 } as const;
const S3_PREFIX = 'media';
type Kind = keyof typeof TITLES;

/** The storage with the milliseconds spent in each of its calls added up (per method) into `spent`. */
function timed(storage: MediaStorage, spent: Record<string, number>): MediaStorage {
  return new Proxy(storage, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          spent[property] = (spent[property] ?? 0) + (performance.now() - started);
        }
      };
    },
  });
}

const ffmpeg = requireFfmpeg();
const version = (await exec(ffmpeg, ['-version'])).stdout.split('\n')[0] ?? 'unknown';
const dataDir = mkdtempSync(join(tmpdir(), 'bench-media-transcode-'));
const fileRoot = join(dataDir, 'media');
let app: TestApp | undefined;
let s3: TestS3 | undefined;
try {
  mkdirSync(uploadsDir(dataDir), { recursive: true });
  mkdirSync(fileRoot);
  console.log(`making a ${SECONDS} s 1080p source`);
  await exec(ffmpeg, [
    ...['-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=25:duration=${SECONDS}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${SECONDS}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '15M'],
    ...['-c:a', 'aac', '-ac', '2', '-b:a', '192k'],
    ...['-f', 'mp4', uploadFilePath(dataDir, UPLOAD_ID)],
  ]);
  app = await createTestApp({
    dataDir,
    seed: async (handle) => {
      await seedFixtures(handle.db);
      await seedCatalogueFixtures(handle.db);
    },
  });
  s3 = await startTestS3();
  const storages: Record<Kind, MediaStorage> = {
    file: createFileStorage(fileRoot),
    s3: s3.storage(S3_PREFIX),
  };
  // In the bucket the upload lies where tus's S3 store leaves a finished one: the job fetches it from there.
  await storages.s3.putFile(uploadKey(UPLOAD_ID), uploadFilePath(dataDir, UPLOAD_ID));
  const bucket = s3.bucket;
  const s3Env = s3.env;
  const uploadsOf = (kind: Kind, storage: MediaStorage): UploadStorage =>
    kind === 'file'
      ? createFileUploadStorage(dataDir, 72)
      : createS3UploadStorage({
          clientConfig: s3ClientConfigFromEnvironment(s3Env),
          bucket,
          prefix: S3_PREFIX,
          media: storage,
          expiryHours: 72,
        });
  const repo = createMediaRepository(app.database.db);
  const keys = app.app.services.mediaKeys;
  const idle = { progress: () => {}, signal: new AbortController().signal };

  const machine = machineInfo();
  const runs: {
    run: number;
    storage: Kind;
    wallSeconds: number;
    loadAverage: number;
    storageSeconds: Record<string, number>;
    fetchSourceSeconds: number;
    /** Storage calls and the source's fetch together: what the storage costs the job. */
    storageCostSeconds: number;
    /** Test runs of others seen while the job ran (vitest, playwright): a run to distrust. */
    otherTestRuns: string[];
    mediaKey: string;
  }[] = [];
  let ladder: number[] = [];
  let durationSeconds = 0;
  for (let round = 0; round < RUNS; round++) {
    const order: Kind[] = round % 2 === 0 ? ['file', 's3'] : ['s3', 'file'];
    for (const kind of order) {
      const spent: Record<string, number> = {};
      const storage = timed(storages[kind], spent);
      const uploads = uploadsOf(kind, storage);
      let fetchMs = 0;
      const transcoding = createTranscoding({
        storage,
        keys,
        uploads: {
          fetch: async (id, scratchDir) => {
            const started = performance.now();
            try {
              return await uploads.fetch(id, scratchDir);
            } finally {
              fetchMs += performance.now() - started;
            }
          },
        },
        repo,
        ...(PRESET ? { preset: PRESET } : {}),
      });
      const load = Number(loadavg()[0]!.toFixed(2));
      const others = watchOtherTestRuns();
      const started = performance.now();
      const done = await transcoding.run(
        { titleId: TITLES[kind], uploadId: UPLOAD_ID, purpose: 'film' },
        idle,
      );
      const wallSeconds = Number(((performance.now() - started) / 1000).toFixed(2));
      const otherTestRuns = others.stop();
      const seconds = (ms: number) => Number((ms / 1000).toFixed(2));
      // The source's read is inside its fetch, timed whole there.
      const storageMs = Object.entries(spent).reduce(
        (n, [method, ms]) => (method === 'read' ? n : n + ms),
        0,
      );
      ladder = done.renditions;
      durationSeconds = done.durationSeconds;
      runs.push({
        run: runs.length + 1,
        storage: kind,
        wallSeconds,
        loadAverage: load,
        storageSeconds: Object.fromEntries(
          Object.entries(spent).map(([method, ms]) => [method, seconds(ms)]),
        ),
        fetchSourceSeconds: seconds(fetchMs),
        storageCostSeconds: seconds(storageMs + fetchMs),
        otherTestRuns,
        mediaKey: done.mediaKey,
      });
      console.log(
        `run ${runs.length}: ${kind} ${wallSeconds} s (load ${load})` +
          (otherTestRuns.length > 0 ? `; others' test runs meanwhile: ${otherTestRuns.join(' | ')}` : ''),
      );
    }
  }
  const medianOf = (kind: Kind, field: 'wallSeconds' | 'storageCostSeconds') =>
    Number(median(runs.filter((r) => r.storage === kind).map((r) => r[field])).toFixed(2));
  const medians = { file: medianOf('file', 'wallSeconds'), s3: medianOf('s3', 'wallSeconds') };
  const overheadPercent = Number((((medians.s3 - medians.file) / medians.file) * 100).toFixed(1));
  // The same overhead from the time spent in storage alone: ffmpeg's share, which varies most on a shared machine,
  // is left out.
  const storageCost = {
    file: medianOf('file', 'storageCostSeconds'),
    s3: medianOf('s3', 'storageCostSeconds'),
  };
  const storageOverheadPercent = Number(
    (((storageCost.s3 - storageCost.file) / medians.file) * 100).toFixed(1),
  );
  const disturbed = runs.filter((r) => r.otherTestRuns.length > 0).map((r) => r.run);
  const result = {
    date: new Date().toISOString(),
    measured: measuredSource(),
    machine,
    ffmpeg: version,
    preset: PRESET ?? 'the job default',
    source: { width: 1920, height: 1080, fps: 25, seconds: durationSeconds, pattern: 'testsrc2 + sine' },
    ladder,
    s3:
      `s3rver on loopback (startTestS3), prefix ${S3_PREFIX}/; the upload in the bucket too ` +
      '(uploads/<id>, as tus leaves it there), fetched by the job as a worker does',
    runsPerStorage: RUNS,
    runs,
    medianWallSeconds: medians,
    s3OverheadPercent: overheadPercent,
    medianStorageCostSeconds: storageCost,
    s3OverheadInStorageCallsPercent: storageOverheadPercent,
    runsWithOthersTestRuns: disturbed,
    goalOverheadPercent: GOAL_OVERHEAD_PERCENT,
    goalMet: overheadPercent <= GOAL_OVERHEAD_PERCENT,
    loadAverageAtEnd: Number(loadavg()[0]!.toFixed(2)),
  };
  console.table(
    runs.map(({ mediaKey: _k, storageSeconds, otherTestRuns, ...r }) => ({
      ...r,
      putFolder: storageSeconds.putFolder,
      othersTesting: otherTestRuns.length > 0,
    })),
  );
  console.log(
    `${durationSeconds} s of 1080p into ${ladder.map((h) => `${h}p`).join(', ')}: median ${medians.file} s with ` +
      `file storage, ${medians.s3} s with S3: ${overheadPercent} % overhead (goal ≤ ${GOAL_OVERHEAD_PERCENT} %: ` +
      `${result.goalMet ? 'met' : 'NOT met'}); in storage calls and the source's fetch alone ` +
      `${storageCost.file} s against ${storageCost.s3} s: ${storageOverheadPercent} % ` +
      `(load ${machine.loadAverage}, ${machine.cpus} CPUs)`,
  );
  if (disturbed.length > 0)
    console.log(`others' test runs during run(s) ${disturbed.join(', ')}: distrust them`);
  console.log(`written ${writeResult('media-transcode', result)}`);
  if (!result.goalMet) process.exitCode = 1;
} finally {
  await app?.close();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
