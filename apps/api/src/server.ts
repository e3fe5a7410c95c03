import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { jobQueueSchema } from './db/job-queue';
import { databaseState } from './db/migration-state';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { createPostgresChangeNotices } from './db/postgres-change-notices';
import { LibrarySystemsError, loadLibrarySystems } from './modules/patrons/library-systems';
import { syncTranslations } from './modules/i18n/sync-translations';
import { createTranslationsRepository } from './modules/i18n/translations.repository';
import { assignDemoMedia, packageDemoClips, startDemoClips, usesDemoClips } from './media/demo-clips';
import { openMediaStorage } from './media/storage';
import { StorageUnreachable } from './media/storage/media-storage';
import { s3ClientConfigFromEnvironment } from './media/storage/s3-storage';
import { openPostgresUploadLocker } from './db/postgres-upload-locker';
import { createS3UploadStorage, type UploadStorage } from './modules/uploads/upload-storage';
import { ffmpegPath, packagedFfmpeg } from './media/ffmpeg-path';
import { createMediaRepository } from './modules/media/media.repository';
import { startBanner } from './start-banner';
import { releasePort, webBuildDone } from './start-gate';

// A wrong environment stops the start with every wrong variable named, one a line.
const config = loadConfigOrExit();
// A bad library systems file stops the start with the library and field named, before anything else happens.
let librarySystems;
try {
  librarySystems = loadLibrarySystems(config.librarySystemsFile);
} catch (error) {
  if (!(error instanceof LibrarySystemsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// The demo clips (a few seconds each) are made in the background from the very start, beside the database's own
// start: titles play soon after the site answers. Their progress goes to the app's log once there is one.
let demoClipLog: (message: string) => void = () => {};
let demoClips = config.seed === 'demo' ? startDemoClips(config.mediaDir, () => demoClipLog) : undefined;

// Several processes starting on a new release migrate one at a time (PostgreSQL advisory lock, db/client.ts); with
// MIGRATE_ON_START=0 the release step `npm run db:migrate` has done it, and a database it has not done is refused.
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  pgliteDir: join(config.dataDir, 'pglite'),
  migrate: config.migrateOnStart,
  onMigrationLockWait: () => console.log('another process is migrating the database: waiting for it'),
});
if (!config.migrateOnStart) {
  const state = await databaseState(database.db, database.migrationsSchema);
  if (state !== 'ready') {
    console.error(
      state === 'migrations_pending'
        ? 'The database lacks migrations of this release: run `npm run db:migrate` first (MIGRATE_ON_START=0).'
        : 'The database does not answer.',
    );
    await database.close();
    process.exit(1);
  }
}

const media = createMediaRepository(database.db);
if (config.seed === 'demo') {
  const { seedDemo } = await import('./db/seed/demo');
  await seedDemo(database.db, { appSecret: config.appSecret });
  await assignDemoMedia(media);
}
// After the demo seed, which inserts the translations of an empty database itself (and would collide with them).
await syncTranslations(createTranslationsRepository(database.db));
// Demo data seeded earlier (`npm run seed`, e.g. into PostgreSQL) plays the same clips.
const demoData = config.seed === 'demo' || (await usesDemoClips(media));
if (demoData) demoClips ??= startDemoClips(config.mediaDir, () => demoClipLog);

// Several processes on one PostgreSQL database tell each other what they changed (LISTEN/NOTIFY), and with Redis
// they count rate limits and failed logins together (README "Deployment").
const noticeLog = { warn: (obj: object, msg: string) => console.error(msg, obj) };
const notices = config.databaseUrl
  ? await createPostgresChangeNotices({ databaseUrl: config.databaseUrl, log: noticeLog })
  : undefined;
const redis = config.redisUrl
  ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
  : undefined;
redis?.on('error', (err) => console.error('Redis:', err.message));
// Limits count in Redis from the first request on: wait for the connection (a while, not forever).
if (redis && redis.status !== 'ready') {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 5_000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

// Media in MEDIA_DIR or an object store (docs/decisions/070): one that cannot be reached stops the start.
const mediaStorage = openMediaStorage(config);
try {
  await mediaStorage.ensureReachable();
} catch (error) {
  if (!(error instanceof StorageUnreachable)) throw error;
  console.error(`Media storage (MEDIA_STORAGE) cannot be reached: ${error.message}`);
  await database.close();
  process.exit(1);
}

// With media in a bucket, resumable uploads are there too, so any process continues one and any worker reads it;
// with several processes (PostgreSQL) an upload's lock holds across them (db/postgres-upload-locker.ts).
let uploadLocks: ReturnType<typeof openPostgresUploadLocker> | undefined;
let uploadStorage: UploadStorage | undefined;
if (config.mediaStorage.kind === 's3') {
  uploadLocks =
    config.databaseUrl && notices
      ? openPostgresUploadLocker({ databaseUrl: config.databaseUrl, notices })
      : undefined;
  uploadStorage = createS3UploadStorage({
    clientConfig: s3ClientConfigFromEnvironment(),
    bucket: config.mediaStorage.bucket,
    prefix: config.mediaStorage.prefix,
    media: mediaStorage,
    expiryHours: config.uploadExpiryHours,
    ...(uploadLocks ? { locker: uploadLocks.locker } : {}),
  });
}

// Under `npm start` the web app may still be building beside the database's start (start-gate.ts).
await webBuildDone();
const app = await buildApp({
  config,
  db: database.db,
  migrationsSchema: database.migrationsSchema,
  librarySystems,
  jobs: { schema: jobQueueSchema(database) },
  jobStopTimeoutMs: Math.max(1000, (config.shutdownDeadlineSeconds * 1000) / 2),
  mediaStorage,
  ...(uploadStorage ? { uploadStorage } : {}),
  ...(notices ? { notices } : {}),
  ...(redis ? { redis } : {}),
});

const purge = setInterval(
  () =>
    void app.services.sessions
      .purgeExpired()
      .catch((err: unknown) => app.log.error({ err }, 'session purge failed')),
  60 * 60 * 1000,
);
purge.unref();

// Loans lose their link to the patron LOAN_PATRON_LINK_DAYS after they end (modules/privacy/unlink-loans.ts): at
// the start and every hour. Several processes may do so at once; one does the work, the others skip.
// A shutdown stops a run between batches and waits for it before the database closes.
const stopUnlinking = new AbortController();
let unlinking: Promise<unknown> = Promise.resolve();
const unlinkLoans = () => {
  unlinking = app.services.loanUnlinker
    .run(new Date(), stopUnlinking.signal)
    .then(({ loans }) => loans > 0 && app.log.info({ loans }, 'loans unlinked from their patrons'))
    .catch((err: unknown) => app.log.error({ err }, 'unlinking loans failed'));
};
unlinkLoans();
const unlink = setInterval(unlinkLoans, 60 * 60 * 1000);
unlink.unref();

// The 'auto' pacing's weekday weights (modules/libraries/pacing-weights.ts) are refreshed once a day per library by
// a durable job: every hour, and at the start, a job is queued when a library's weights are older than its local
// day (one at a time across processes; the day's first ask finds it due, the others find nothing to do).
// Renditions made before encryption (docs/decisions/070) are packaged again by durable jobs, queued at the start
// (one per title and purpose across processes).
void app.services.repackaging
  .enqueueClear()
  .then((queued) => queued > 0 && app.log.info({ queued }, 'clear renditions queued for encryption'))
  .catch((err: unknown) => app.log.error({ err }, 'queueing the repackaging failed'));

const queuePacingWeights = () =>
  void app.services.pacingWeights
    .enqueueIfDue()
    .catch((err: unknown) => app.log.error({ err }, 'queueing the pacing weights failed'));
queuePacingWeights();
const pacingWeights = setInterval(queuePacingWeights, 60 * 60 * 1000);
pacingWeights.unref();

// Last month's statistics go to each library by e-mail from the 1st (modules/statistics/monthly-reports.ts): every
// hour, and at the start, the durable job is queued when some library's report is due; each report is claimed
// before it is sent, so it goes once however many processes ask.
const queueMonthlyReports = () =>
  void app.services.monthlyReports
    .enqueueIfDue()
    .catch((err: unknown) => app.log.error({ err }, 'queueing the monthly reports failed'));
queueMonthlyReports();
const monthlyReports = setInterval(queueMonthlyReports, 60 * 60 * 1000);
monthlyReports.unref();

// SIGTERM or SIGINT (or an uncaught error): /api/ready answers 503, the server stops accepting connections and
// finishes the requests in flight, the jobs stop (an unlinking run between two batches; the queue's running jobs go
// back to the queue for another process) and the database closes;
// then the process exits 0 (1 after an uncaught error). Whatever is still running after SHUTDOWN_DEADLINE_SECONDS
// is abandoned with exit code 1 (close-with-grace). A second signal exits at once.
closeWithGrace(
  {
    delay: config.shutdownDeadlineSeconds * 1000,
    onTimeout: (ms) => app.log.error({ deadlineMs: ms }, 'shutdown deadline passed: exiting'),
    onSecondSignal: (signal) => app.log.error({ signal }, 'second signal: exiting'),
    onSecondError: (err) => app.log.error({ err }, 'error while shutting down: exiting'),
  },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'uncaught error: shutting down');
    else app.log.info({ signal }, 'shutting down');
    app.beginShutdown();
    clearInterval(purge);
    clearInterval(unlink);
    clearInterval(pacingWeights);
    clearInterval(monthlyReports);
    stopUnlinking.abort();
    await unlinking;
    await app.close();
    await uploadLocks?.close();
    await database.close();
    redis?.disconnect();
    app.log.info('shut down');
  },
);

// The catalogue index and the library rows are loaded before the first patron arrives, not by their requests.
await Promise.all([app.services.catalogueIndex.get(), app.services.libraryDirectory.preload()]);

await releasePort();
await app.listen({ port: config.port, host: config.host });
app.log.info({ database: database.kind, dataDir: config.dataDir }, 'Filmhyllan is ready');
// The npm package's build is from 2018: fine for the demo clips, not what uploads should be decoded with.
if (ffmpegPath() !== undefined && ffmpegPath() === packagedFfmpeg()) {
  app.log.warn(
    "ffmpeg: the npm package's 2018 build (4.1) is in use; install a maintained ffmpeg or set FFMPEG_PATH before transcoding uploads (docs/decisions/066)",
  );
}

if (demoData) console.log(startBanner({ port: config.port, host: config.host }));
if (demoClips) {
  demoClipLog = (message) => app.log.debug(message);
  void demoClips.then(async (outcome) => {
    if ('ffmpegMissing' in outcome) {
      app.log.warn('ffmpeg not found: demo titles cannot play until `npm ci` or `apt-get install -y ffmpeg`');
      return;
    } else if ('error' in outcome) {
      app.log.error({ err: outcome.error }, 'demo clips could not be made');
      return;
    } else if (outcome.made > 0) {
      app.log.info({ made: outcome.made }, 'demo clips ready: every demo title plays');
    }
    // This database's encrypted copies of the clips (docs/decisions/070); the clear clips play until then.
    try {
      const packaged = await packageDemoClips({
        mediaDir: config.mediaDir,
        storage: mediaStorage,
        keys: app.services.mediaKeys,
        media,
      });
      if (packaged.length > 0) {
        await app.services.catalogueIndex.reload();
        app.log.info({ packaged }, 'demo clips packaged encrypted');
      }
    } catch (err) {
      app.log.error({ err }, 'demo clips could not be packaged encrypted');
    }
  });
}
