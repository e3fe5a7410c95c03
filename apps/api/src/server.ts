import { join } from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { createPostgresChangeNotices } from './modules/notices/change-notices';
import { LibrarySystemsError, loadLibrarySystems } from './modules/patrons/library-systems';
import { syncTranslations } from './modules/i18n/sync-translations';
import { assignDemoMedia, ensureDemoClips, ffmpegAvailable } from './media/demo-clips';

// A wrong environment stops the start with every wrong variable named, one a line.
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuration not valid:\n${error.message}`);
  process.exit(1);
}
// A bad library systems file stops the start with the library and field named, before anything else happens.
let librarySystems;
try {
  librarySystems = loadLibrarySystems(config.librarySystemsFile);
} catch (error) {
  if (!(error instanceof LibrarySystemsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  pgliteDir: join(config.dataDir, 'pglite'),
});

if (config.seed === 'demo') {
  const { seedDemo } = await import('./db/seed/demo');
  await seedDemo(database.db, { appSecret: config.appSecret });
  await assignDemoMedia(database.db);
}
// After the demo seed, which inserts the translations of an empty database itself (and would collide with them).
await syncTranslations(database.db);

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

const app = await buildApp({
  config,
  db: database.db,
  librarySystems,
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

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  clearInterval(purge);
  await app.close();
  await database.close();
  redis?.disconnect();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// The catalogue index and the library rows are loaded before the first patron arrives, not by their requests.
await Promise.all([app.services.catalogueIndex.get(), app.services.libraryDirectory.preload()]);

await app.listen({ port: config.port, host: config.host });
app.log.info({ database: database.kind, dataDir: config.dataDir }, 'Filmhyllan is ready');

if (config.seed === 'demo') {
  // The demo clips are made once, in the background: the site is usable at once, playback within a minute.
  if (await ffmpegAvailable()) {
    ensureDemoClips(config.mediaDir, (message) => app.log.info(message)).then(
      (made) => made > 0 && app.log.info({ made }, 'demo clips ready'),
      (err: unknown) => app.log.error({ err }, 'demo clips could not be made'),
    );
  } else {
    app.log.warn(
      'ffmpeg not found: demo titles cannot play until it is installed (apt-get install -y ffmpeg)',
    );
  }
}
