import type { Portal } from '@filmhyllan/contract';
import { Writable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Redis } from 'ioredis';
import { buildApp } from '../app';
import { jobQueueSchema } from '../db/job-queue';
import type { MediaStorage } from '../media/storage/media-storage';
import type { UploadStorage } from '../modules/uploads/upload-storage';
import type { ServiceDeps } from '../services';
import { createPostgresChangeNotices } from '../db/postgres-change-notices';
import type { GuessLimiter, GuessLimits } from '../modules/auth/guess-limiter';
import type { LibrarySystems } from '../modules/patrons/library-systems';
import type { RateLimits } from '../routes/rate-limits';
import { createMemoryMailer, type MemoryMailer } from './memory-mailer';
import { openTestDatabase } from './test-databases';

export const TEST_SECRET = 'test-secret-not-for-production';

export { openTestDatabase, openTestPglite } from './test-databases';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Every line the app logged, as raw JSON text. */
  logs: string[];
  /** Every e-mail the app sent. */
  mail: MemoryMailer;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    seed?: (handle: DatabaseHandle) => Promise<void>;
    sessionStartsPerMinute?: number;
    mediaDir?: string;
    /** MEDIA_STORAGE opened (default: file storage under mediaDir). */
    mediaStorage?: MediaStorage;
    /** Where resumable uploads live (default DATA_DIR/uploads). */
    uploadStorage?: UploadStorage;
    /** MEDIA_PUBLIC_URL: where players fetch encrypted segments (default this server's /api/media-files). */
    mediaPublicUrl?: string;
    /** PostgreSQL pool size (concurrency tests want many connections). */
    poolSize?: number;
    /** Per-client limits; generous by default so tests from one address do not trip them. */
    rateLimits?: Partial<RateLimits>;
    /** Base of links in e-mails (default: the country's default_url). */
    publicUrl?: string;
    /** Counts failed logins per account (default: in memory, with the rateLimits' numbers). */
    guessLimiter?: GuessLimiter;
    /** Wrong SUSHI credentials per customer id and address; generous by default, like the rate limits. */
    sushiGuessLimits?: Partial<GuessLimits>;
    /** Another app's database: a second API process on the same data (left open by close). */
    database?: DatabaseHandle;
    /** Libraries whose cards a SIP2 system checks (as LIBRARY_SYSTEMS_FILE would give them). */
    librarySystems?: LibrarySystems;
    /** Redis shared with other instances (REDIS_URL): rate limits and failed logins count there. */
    redis?: Redis;
    /** On PostgreSQL: tell other instances on the database what this one changed, and hear theirs. */
    notices?: boolean;
    /** METRICS_TOKEN: /metrics answers with it (404 without). */
    metricsToken?: string;
    /** CAST_RECEIVER_APP_ID: the player may cast, and the pages' CSP allows the Cast sender script. */
    castReceiverAppId?: string;
    /** The time operators' two-factor codes are checked against (default the system clock). */
    totpClock?: () => Date;
    /** The time the front-page banners' windows are checked against (default the system clock). */
    siteClock?: () => Date;
    /** The time viewing streams and preview links are checked against (default the system clock). */
    viewingClock?: () => Date;
    /** The time the catalogue reads licence windows on (default the system clock; loans keep their own). */
    catalogueClock?: () => Date;
    /** The time the monthly reports decide which month is due (default the system clock). */
    reportsClock?: () => Date;
    /** TRUST_PROXY: believe X-Forwarded-For for the caller's address (off by default, as in production). */
    trustProxy?: boolean;
    /** Workers take jobs in this instance (JOBS_WORKER; off by default), with these queue timings. */
    jobWorkers?: boolean;
    jobs?: Omit<NonNullable<ServiceDeps['jobs']>, 'schema'>;
    /**
     * DATA_DIR (resumable uploads live under it; finished ones are read there): another app's, to share its
     * uploads, or a test's own; by default a new empty
     * folder, removed by close.
     */
    dataDir?: string;
    /** UPLOAD_MAX_MB, in bytes. */
    uploadMaxBytes?: number;
    /** The time API tokens' last use and uploads are recorded at (default the system clock). */
    uploadsClock?: () => Date;
    /** Load-shedding limits (off by default: a busy test machine must not see 503s), sampled every 10 ms. */
    pressure?: Partial<Config['pressure']>;
  } = {},
): Promise<TestApp> {
  const shared = options.database;
  const database = shared ?? (await openTestDatabase(options.poolSize));
  if (!shared) await options.seed?.(database);
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'filmhyllan-test-data-'));
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const mail = createMemoryMailer();
  const connection = database.connection;
  const notices =
    options.notices && connection
      ? await createPostgresChangeNotices({
          databaseUrl: connection.url,
          schemaName: connection.schemaName,
          log: { warn: (obj, msg) => logs.push(JSON.stringify({ ...obj, msg })) },
        })
      : undefined;
  const app = await buildApp({
    config: {
      sessionIdleSeconds: 3600,
      sessionAbsoluteSeconds: 1198800,
      webDist: '/nonexistent-web-dist',
      logLevel: 'info',
      trustProxy: options.trustProxy ?? false,
      appSecret: TEST_SECRET,
      catalogueRefreshSeconds: 60,
      verifyResponses: true,
      mediaDir: options.mediaDir ?? '/nonexistent-media',
      dataDir,
      ...(options.uploadMaxBytes ? { uploadMaxBytes: options.uploadMaxBytes } : {}),
      smtpUrl: undefined,
      mailFrom: 'Filmhyllan <no-reply@filmhyllan.test>',
      publicUrl: options.publicUrl,
      metricsToken: options.metricsToken,
      castReceiverAppId: options.castReceiverAppId,
      mediaPublicUrl: options.mediaPublicUrl,
      jobsWorker: options.jobWorkers ?? false,
      ...(options.pressure
        ? {
            pressure: {
              maxEventLoopDelayMs: 0,
              maxEventLoopUtilization: 0,
              maxHeapUsedBytes: 0,
              maxRssBytes: 0,
              retryAfterSeconds: 10,
              ...options.pressure,
            },
          }
        : {}),
    },
    db: database.db,
    migrationsSchema: database.migrationsSchema,
    jobs: { ...options.jobs, schema: jobQueueSchema(database) },
    ...(options.pressure ? { pressureSampleIntervalMs: 10 } : {}),
    logStream: stream,
    sessionStartsPerMinute: options.sessionStartsPerMinute ?? 10_000,
    rateLimits: {
      loginsPerMinute: 10_000,
      registrationsPerHour: 10_000,
      passwordRecoveriesPerHour: 10_000,
      helpMessagesPerHour: 10_000,
      failedLoginsPerAccount: 10_000,
      ...options.rateLimits,
    },
    mailer: mail,
    ...(options.guessLimiter ? { guessLimiter: options.guessLimiter } : {}),
    sushiGuessLimits: { max: 10_000, ...options.sushiGuessLimits },
    ...(options.librarySystems ? { librarySystems: options.librarySystems } : {}),
    ...(options.redis ? { redis: options.redis } : {}),
    ...(notices ? { notices } : {}),
    ...(options.totpClock ? { totpClock: options.totpClock } : {}),
    ...(options.siteClock ? { siteClock: options.siteClock } : {}),
    ...(options.viewingClock ? { viewingClock: options.viewingClock } : {}),
    ...(options.mediaStorage ? { mediaStorage: options.mediaStorage } : {}),
    ...(options.uploadStorage ? { uploadStorage: options.uploadStorage } : {}),
    ...(options.uploadsClock ? { uploadsClock: options.uploadsClock } : {}),
    ...(options.catalogueClock ? { catalogueClock: options.catalogueClock } : {}),
    ...(options.reportsClock ? { reportsClock: options.reportsClock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    logs,
    mail,
    async close() {
      await app.close();
      if (!shared) await database.close();
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts a portal session through the API, as the web app does. */
export async function startSession(app: FastifyInstance, portal: Portal = 'customer') {
  const res = await app.inject({ method: 'POST', url: '/api/init_portal_session', ...form({ portal }) });
  if (res.statusCode !== 200) throw new Error(`init_portal_session answered ${res.statusCode}: ${res.body}`);
  const body = res.json() as { sessionid: string; csrftoken: string };
  return { sessionid: body.sessionid, csrftoken: body.csrftoken };
}

/** A form-encoded POST carrying the session fields, as the web app sends it. */
export function form(fields: Record<string, string | number | boolean | undefined>): {
  payload: string;
  headers: Record<string, string>;
} {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) params.set(k, String(v));
  return { payload: params.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}
