import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { resolve, join } from 'node:path';

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
  trustProxy: boolean;
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
}

const positiveInt = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
};

function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function smtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  // The URL holds a password: the error names the variable, never the value.
  if (!URL.canParse(value) || !['smtp:', 'smtps:'].includes(new URL(value).protocol)) {
    throw new Error('SMTP_URL must be smtp://user:password@host:port or smtps://...');
  }
  return value;
}

function publicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!URL.canParse(value) || !['http:', 'https:'].includes(new URL(value).protocol)) {
    throw new Error(`PUBLIC_URL must be an http(s) URL, got "${value}"`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = env.DATABASE_URL || undefined;
  const seed = env.SEED ?? (databaseUrl ? 'none' : 'demo');
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", got "${seed}"`);
  return {
    port: positiveInt('PORT', env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    databasePoolSize: positiveInt('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10),
    seed,
    appSecret: env.APP_SECRET || loadOrCreateSecret(dataDir),
    sessionIdleSeconds: positiveInt('SESSION_IDLE_SECONDS', env.SESSION_IDLE_SECONDS, 2 * 60 * 60 * 24),
    sessionAbsoluteSeconds: positiveInt('SESSION_ABSOLUTE_SECONDS', env.SESSION_ABSOLUTE_SECONDS, 1198800),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    mediaDir: resolve(env.MEDIA_DIR ?? join(dataDir, 'media')),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    librarySystemsFile: env.LIBRARY_SYSTEMS_FILE || undefined,
    catalogueRefreshSeconds: positiveInt('CATALOGUE_REFRESH_SECONDS', env.CATALOGUE_REFRESH_SECONDS, 60),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || 'Filmhyllan <no-reply@filmhyllan.se>',
    publicUrl: publicUrl(env.PUBLIC_URL),
    verifyResponses: env.NODE_ENV !== 'production',
  };
}
