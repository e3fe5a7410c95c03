import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { resolve, join } from 'node:path';
import { LOAN_PATRON_LINK_DAYS_DEFAULT } from '@filmhyllan/contract';
import { parseS3Location } from './media/storage/s3-location';
import { UPLOAD_EXPIRY_HOURS_DEFAULT, UPLOAD_MAX_MB_DEFAULT } from './modules/uploads/upload-files';
import { defaultRateLimits } from './routes/rate-limits';

/** Everything the server can be configured with; read once from the environment. See README "Configuration". */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** Connections in the PostgreSQL pool (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** 'demo' seeds demo data into an empty database; 'none' never seeds. */
  seed: 'demo' | 'none';
  /** Secret for keyed hashes (PINs) and signed tokens. Generated into dataDir when not given. */
  appSecret: string;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  logLevel: string;
  /** Folder of the built web app; served when it exists. */
  webDist: string;
  /** Folder for generated posters and media. */
  mediaDir: string;
  /**
   * Where media lives (MEDIA_STORAGE, docs/decisions/070): `file` (under mediaDir, the default) or an S3-compatible
   * bucket and key prefix (`s3://<bucket>[/<prefix>]`, with the AWS SDK's standard settings).
   */
  mediaStorage: { kind: 'file' } | { kind: 's3'; bucket: string; prefix: string };
  /**
   * Where players fetch encrypted segments (MEDIA_PUBLIC_URL): a CDN whose origin is this server's
   * /api/media-files; absent, this server's /api/media-files itself.
   */
  mediaPublicUrl: string | undefined;
  trustProxy: boolean;
  /** The site's host name (CANONICAL_HOST): http and old host names redirect there; absent, nothing redirects. */
  canonicalHost: string | undefined;
  /** Host names the site was served under before (OLD_HOSTS, comma-separated). */
  oldHosts: string[];
  /** Redis (REDIS_URL): rate limits and failed logins counted by every process together; absent, per process. */
  redisUrl: string | undefined;
  /** smtp://user:pass@host:port (or smtps://) to send e-mail through; absent: messages go to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** Sender of every e-mail, e.g. `Filmhyllan <no-reply@filmhyllan.se>`. */
  mailFrom: string;
  /**
   * Base of links in e-mails (password reset). Absent: the default_url of the user's country configuration.
   * Taken from configuration, never from the request's Host header, so a forged Host cannot redirect a reset link.
   */
  publicUrl: string | undefined;
  /** JSON file naming the libraries whose cards their own system checks over SIP2 (README "Library systems"). */
  librarySystemsFile: string | undefined;
  /** How old the in-memory catalogue index may get before it is rebuilt from the database. */
  catalogueRefreshSeconds: number;
  /**
   * Serialise every answer through zod as well and check the fast serialiser agrees (all but NODE_ENV=production;
   * `npm start` runs in production mode).
   */
  verifyResponses: boolean;
  /** Days after a loan ends before its link to the patron is removed (LOAN_PATRON_LINK_DAYS; modules/privacy). */
  loanPatronLinkDays: number;
  /** Bearer token of /metrics (METRICS_TOKEN); absent, /metrics answers 404. */
  metricsToken: string | undefined;
  /**
   * The Google Cast receiver application (CAST_RECEIVER_APP_ID; docs/decisions/060). Set, the player offers a
   * Cast button, the pages' CSP allows Google's sender script, and /cast-receiver/ is the receiver it opens.
   */
  castReceiverAppId: string | undefined;
  /** Load shedding (plugins/load-shedding.ts): above any of these the server answers 503 at once; 0 is off. */
  pressure: {
    /** Mean event loop delay over the last second (PRESSURE_MAX_EVENT_LOOP_DELAY_MS). */
    maxEventLoopDelayMs: number;
    /** Event loop utilisation, 0 to 1 (PRESSURE_MAX_EVENT_LOOP_UTILIZATION). */
    maxEventLoopUtilization: number;
    /** V8 heap in use (PRESSURE_MAX_HEAP_USED_MB, in bytes here). */
    maxHeapUsedBytes: number;
    /** Resident memory (PRESSURE_MAX_RSS_MB, in bytes here). */
    maxRssBytes: number;
    /** Retry-After of a shed request (PRESSURE_RETRY_AFTER_SECONDS). */
    retryAfterSeconds: number;
  };
  /** Logins (customer, librarian, operator) per client address and minute (LOGINS_PER_MINUTE). */
  loginsPerMinute: number;
  /** The largest resumable upload (UPLOAD_MAX_MB, in bytes here; docs/decisions/049). */
  uploadMaxBytes: number;
  /** An unfinished upload untouched this long is deleted with its bytes (UPLOAD_EXPIRY_HOURS). */
  uploadExpiryHours: number;
  /** After SIGTERM/SIGINT, the longest the server drains before it exits non-zero (SHUTDOWN_DEADLINE_SECONDS). */
  shutdownDeadlineSeconds: number;
  /** Run the migrations at start, under the migration lock (MIGRATE_ON_START); off: `npm run db:migrate` does. */
  migrateOnStart: boolean;
  /** Take jobs (transcoding) in this process (JOBS_WORKER, default on); off for a process that only answers. */
  jobsWorker: boolean;
}

/** Thrown by loadConfig with every variable that is wrong, one line each, naming the variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** An unset or empty variable: the default applies. */
const unset = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());

const positiveInt = (fallback: number) =>
  z.preprocess(
    unset,
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a positive integer' })
      .transform(Number)
      .refine((n) => n > 0, { error: 'must be a positive integer' })
      .optional()
      .transform((n) => n ?? fallback),
  );

/** 0 (off) or a whole number. */
const limit = (fallback: number) =>
  z.preprocess(
    unset,
    z
      .string()
      .regex(/^\d+$/, { error: 'must be 0 (off) or a positive integer' })
      .transform(Number)
      .optional()
      .transform((n) => n ?? fallback),
  );

const flag = (fallback: boolean) =>
  z.preprocess(
    unset,
    z
      .enum(['0', '1', 'true', 'false'], { error: 'must be 1, 0, true or false' })
      .optional()
      .transform((value) => (value === undefined ? fallback : value === '1' || value === 'true')),
  );

const httpUrl = (protocols: string[], message: string) =>
  optional(
    z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      error: message,
    }),
  );

const hostNameRule = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)*$/, { error: 'must be a host name such as filmhyllan.se' });

/** Every variable the server reads, its rule and its default (README "Configuration"). */
const Environment = z.object({
  DATA_DIR: optional(z.string()),
  DATABASE_URL: httpUrl(['postgres:', 'postgresql:'], 'must be a postgres:// URL'),
  DATABASE_POOL_SIZE: positiveInt(10),
  SEED: optional(z.enum(['demo', 'none'], { error: 'must be "demo" or "none"' })),
  APP_SECRET: optional(z.string()),
  PORT: positiveInt(3000).refine((n) => n <= 65535, { error: 'must be a port number (1-65535)' }),
  HOST: optional(z.string()),
  SESSION_IDLE_SECONDS: positiveInt(2 * 60 * 60 * 24),
  SESSION_ABSOLUTE_SECONDS: positiveInt(1198800),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
  ),
  WEB_DIST: optional(z.string()),
  MEDIA_DIR: optional(z.string()),
  MEDIA_STORAGE: optional(
    z.string().transform((value, ctx) => {
      if (value === 'file') return { kind: 'file' as const };
      const location = parseS3Location(value);
      if (location) return { kind: 's3' as const, ...location };
      ctx.addIssue({ code: 'custom', message: 'must be file or s3://<bucket>[/<prefix>]' });
      return z.NEVER;
    }),
  ),
  MEDIA_PUBLIC_URL: optional(
    z
      .string()
      .regex(/^(https?:\/\/[^\s/?#]+(\/[^\s?#]*)?|\/[^\s?#]*)$/, {
        error: 'must be an http(s) URL or a path starting with /, without query',
      })
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  TRUST_PROXY: flag(false),
  CANONICAL_HOST: optional(hostNameRule),
  OLD_HOSTS: optional(
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((host) => host.trim())
          .filter(Boolean),
      )
      .pipe(z.array(hostNameRule)),
  ),
  REDIS_URL: httpUrl(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL'),
  LIBRARY_SYSTEMS_FILE: optional(z.string()),
  CATALOGUE_REFRESH_SECONDS: positiveInt(60),
  LOAN_PATRON_LINK_DAYS: positiveInt(LOAN_PATRON_LINK_DAYS_DEFAULT),
  // The URL holds a password: its message names the variable, never the value.
  SMTP_URL: httpUrl(['smtp:', 'smtps:'], 'must be smtp://user:password@host:port or smtps://...'),
  MAIL_FROM: optional(z.string()),
  PUBLIC_URL: httpUrl(['http:', 'https:'], 'must be an http(s) URL'),
  NODE_ENV: optional(z.string()),
  // A token anyone can guess is no protection for what the metrics show about the traffic.
  METRICS_TOKEN: optional(z.string().min(16, { error: 'must be at least 16 characters' })),
  // Cast application ids are 8 hexadecimal characters (the Cast SDK Developer Console gives them).
  CAST_RECEIVER_APP_ID: optional(
    z
      .string()
      .regex(/^[0-9A-F]{8}$/i, { error: 'must be the 8 hexadecimal characters of a Cast application id' }),
  ),
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: limit(1000),
  PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.preprocess(
    unset,
    z
      .string()
      .regex(/^(0(\.\d+)?|1(\.0*)?)$/, { error: 'must be a number from 0 (off) to 1' })
      .transform(Number)
      .optional()
      .transform((n) => n ?? 0),
  ),
  PRESSURE_MAX_HEAP_USED_MB: limit(0),
  PRESSURE_MAX_RSS_MB: limit(0),
  PRESSURE_RETRY_AFTER_SECONDS: positiveInt(10),
  SHUTDOWN_DEADLINE_SECONDS: positiveInt(20),
  LOGINS_PER_MINUTE: positiveInt(defaultRateLimits.loginsPerMinute),
  UPLOAD_MAX_MB: positiveInt(UPLOAD_MAX_MB_DEFAULT),
  UPLOAD_EXPIRY_HOURS: positiveInt(UPLOAD_EXPIRY_HOURS_DEFAULT),
  MIGRATE_ON_START: flag(true),
  JOBS_WORKER: flag(true),
});

function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Reads the configuration from the environment through one schema. Every wrong variable is reported at once
 * (ConfigError, one line per variable, values never repeated), so a deployment is fixed in one go.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Environment.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = e.DATABASE_URL;
  return {
    port: e.PORT,
    host: e.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    seed: e.SEED ?? (databaseUrl ? 'none' : 'demo'),
    appSecret: e.APP_SECRET ?? loadOrCreateSecret(dataDir),
    sessionIdleSeconds: e.SESSION_IDLE_SECONDS,
    sessionAbsoluteSeconds: e.SESSION_ABSOLUTE_SECONDS,
    logLevel: e.LOG_LEVEL ?? 'info',
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    mediaDir: resolve(e.MEDIA_DIR ?? join(dataDir, 'media')),
    mediaStorage: e.MEDIA_STORAGE ?? { kind: 'file' },
    mediaPublicUrl: e.MEDIA_PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    canonicalHost: e.CANONICAL_HOST,
    oldHosts: e.OLD_HOSTS ?? [],
    redisUrl: e.REDIS_URL,
    librarySystemsFile: e.LIBRARY_SYSTEMS_FILE,
    catalogueRefreshSeconds: e.CATALOGUE_REFRESH_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Filmhyllan <no-reply@filmhyllan.se>',
    publicUrl: e.PUBLIC_URL,
    verifyResponses: e.NODE_ENV !== 'production',
    loanPatronLinkDays: e.LOAN_PATRON_LINK_DAYS,
    metricsToken: e.METRICS_TOKEN,
    castReceiverAppId: e.CAST_RECEIVER_APP_ID?.toUpperCase(),
    pressure: {
      maxEventLoopDelayMs: e.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.PRESSURE_MAX_EVENT_LOOP_UTILIZATION,
      maxHeapUsedBytes: e.PRESSURE_MAX_HEAP_USED_MB * 1024 * 1024,
      maxRssBytes: e.PRESSURE_MAX_RSS_MB * 1024 * 1024,
      retryAfterSeconds: e.PRESSURE_RETRY_AFTER_SECONDS,
    },
    shutdownDeadlineSeconds: e.SHUTDOWN_DEADLINE_SECONDS,
    loginsPerMinute: e.LOGINS_PER_MINUTE,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    uploadExpiryHours: e.UPLOAD_EXPIRY_HOURS,
    migrateOnStart: e.MIGRATE_ON_START,
    jobsWorker: e.JOBS_WORKER,
  };
}

/** loadConfig for a command (the server, `npm run db:migrate`): a wrong environment is printed and exits 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration not valid:\n${error.message}`);
    process.exit(1);
  }
}
