/**
 * Test databases without running the migrations per test file (docs/decisions/020-test-databases.md).
 *
 * PGlite: the migrated data folder is dumped once to a tarball in the temporary folder, named by a hash of the
 * migrations and the PGlite and drizzle versions, and every test database loads a copy of it (starting PGlite
 * empty and migrating it takes seconds; loading the copy a fraction of one). PostgreSQL: every test database is a
 * schema of its own, made by all migrations sent as one script, which the global setup checks against drizzle's
 * migrator once per run (`CREATE DATABASE ... TEMPLATE` measured slower: it writes the whole database to the
 * WAL). A run holds an advisory lock on its id for as long as it lives, so the next run can tell the schemas of
 * a crashed run (lock free) from those of a run still going (lock held), and drops only the former.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type pg from 'pg';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { inject } from 'vitest';
import { dumpMigratedPglite, migrationsFolder, openDatabase, type DatabaseHandle } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: this run's name for its schemas; absent without TEST_DATABASE_URL. */
    postgresTestRun?: PostgresTestRun;
  }
}

export interface PostgresTestRun {
  /** Start of the name of every schema this run creates. */
  prefix: string;
}

const PGLITE_CACHE_DIR = join(tmpdir(), 'filmhyllan-test-db');
/** Dumps nobody has written for this long belong to old migrations or old PGlite versions. */
const STALE_DUMP_MS = 7 * 86_400_000;

/** Test schemas on PostgreSQL are named `filmhyllan_test_<run id>_...`. */
const SCHEMA_PREFIX = 'filmhyllan_test_';
/** First key of the advisory lock a run holds on its id (the second key is the id). */
const RUN_LOCK_CLASS = 7140214;

function packageVersion(name: string): string {
  const require = createRequire(import.meta.url);
  for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (json.name === name) return json.version ?? '';
  }
  return '';
}

/** Everything the migrated data folder depends on, as one hash. */
function pgliteDumpKey(): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${packageVersion('@electric-sql/pglite')}\ndrizzle ${packageVersion('drizzle-orm')}\n`);
  const files = (readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => statSync(join(migrationsFolder, name)).isFile())
    .sort();
  for (const name of files) hash.update(`${name}\n`).update(readFileSync(join(migrationsFolder, name)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated PGlite data folder as a tarball file, made when the migrations (or PGlite) changed since it was
 * last made. Written under a temporary name and renamed, so a reader never sees half a file.
 */
export async function preparePgliteDump(): Promise<string> {
  const file = join(PGLITE_CACHE_DIR, `pglite-${pgliteDumpKey()}.tar`);
  if (existsSync(file)) {
    // Marks the dump as in use, so the clean-up below (in another checkout, say) leaves it alone.
    const now = new Date();
    utimesSync(file, now, now);
    return file;
  }
  await mkdir(PGLITE_CACHE_DIR, { recursive: true });
  const dump = await dumpMigratedPglite();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, file);
  for (const name of readdirSync(PGLITE_CACHE_DIR)) {
    const path = join(PGLITE_CACHE_DIR, name);
    if (path !== file && Date.now() - statSync(path).mtimeMs > STALE_DUMP_MS) rmSync(path, { force: true });
  }
  return file;
}

let pgliteDump: Blob | undefined;

/** A fresh in-memory PGlite at the newest migration, loaded from the prepared dump. */
export async function openTestPglite(): Promise<DatabaseHandle> {
  pgliteDump ??= new Blob([readFileSync(await preparePgliteDump())]);
  return openDatabase({ pgliteLoadDataDir: pgliteDump, migrate: false });
}

function providedPostgresRun(): PostgresTestRun | undefined {
  try {
    return inject('postgresTestRun');
  } catch {
    // Outside a vitest worker nothing is provided.
    return undefined;
  }
}

/** Runs one statement on a connection of its own to `url` (schemas and scratch databases are made and dropped so). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * With TEST_DATABASE_URL, the URL of the database `name` on that server (undefined without it): for a test that
 * runs the server or a CLI in a child process, which needs a database of its own rather than a schema of this run.
 * The test makes and drops it with `adminQuery` on TEST_DATABASE_URL.
 */
export function scratchDatabaseUrl(name: string): string | undefined {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

let migrations: MigrationMeta[] | undefined;

/**
 * One statement string that makes `schema` as drizzle's migrator would: every migration's statements with the
 * schema as search path, and drizzle's own table listing them as applied, in one transaction and one round trip
 * (drizzle sends each statement on its own). The global setup checks it against the migrator once per run.
 */
function schemaScript(schema: string): string {
  migrations ??= readMigrationFiles({ migrationsFolder });
  const applied = migrations.map((m) => `('${m.hash}', ${Number(m.folderMillis)})`).join(', ');
  return [
    'BEGIN',
    `CREATE SCHEMA "${schema}"`,
    `SET LOCAL search_path TO "${schema}"`,
    ...migrations.flatMap((m) => m.sql),
    `CREATE TABLE "${schema}"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
    `INSERT INTO "${schema}"."__drizzle_migrations" (hash, created_at) VALUES ${applied}`,
    'COMMIT',
  ].join(';\n');
}

/** A fresh schema of this run, made by the migrations script and dropped again by `close`. */
async function openTestPostgres(
  url: string,
  run: PostgresTestRun,
  poolSize: number,
): Promise<DatabaseHandle> {
  const schemaName = `${run.prefix}${randomBytes(6).toString('hex')}`;
  await adminQuery(url, schemaScript(schemaName));
  const handle = await openDatabase({ databaseUrl: url, schemaName, poolSize, migrate: false });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(url, `DROP SCHEMA "${schemaName}" CASCADE`);
      // The job queue's tables beside it (db/job-queue.ts jobQueueSchema), when a test started the queue.
      await adminQuery(url, `DROP SCHEMA IF EXISTS "${schemaName}_jobs" CASCADE`);
    },
  };
}

/** Outside the global setup (test-app used by another runner): a new schema migrated by drizzle, dropped by `close`. */
async function openTestSchema(url: string, poolSize: number): Promise<DatabaseHandle> {
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ databaseUrl: url, schemaName, poolSize });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(url, `DROP SCHEMA "${schemaName}" CASCADE`);
      // The job queue's tables beside it (db/job-queue.ts jobQueueSchema), when a test started the queue.
      await adminQuery(url, `DROP SCHEMA IF EXISTS "${schemaName}_jobs" CASCADE`);
    },
  };
}

/**
 * A fresh, migrated, empty database of its own: in-memory PGlite, or (when TEST_DATABASE_URL is set) a new
 * schema on that PostgreSQL server, dropped again by `close`.
 */
export async function openTestDatabase(poolSize = 5): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openTestPglite();
  const run = providedPostgresRun();
  return run ? openTestPostgres(url, run, poolSize) : openTestSchema(url, poolSize);
}

/** A test run on PostgreSQL, and the lock that marks it as alive. */
export interface PostgresRunHandle {
  run: PostgresTestRun;
  /** Drops the run's schemas that are left and releases its lock. */
  finish(): Promise<void>;
}

async function runSchemas(admin: pg.Client, runId?: number): Promise<{ name: string; runId: number }[]> {
  const { rows } = await admin.query<{ nspname: string }>(
    'SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)',
    [runId === undefined ? SCHEMA_PREFIX : `${SCHEMA_PREFIX}${runId}_`],
  );
  return rows.flatMap(({ nspname }) => {
    const id = Number(/^filmhyllan_test_(\d+)_/.exec(nspname)?.[1]);
    return Number.isSafeInteger(id) ? [{ name: nspname, runId: id }] : [];
  });
}

/**
 * Starts a test run on PostgreSQL (from the global setup): takes this run's lock, drops the schemas of runs that
 * ended without dropping theirs (their lock is free), and checks the schema script once: drizzle's migrator, run
 * on a schema the script made, must find nothing left to do.
 */
export async function startPostgresTestRun(url: string): Promise<PostgresRunHandle> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const runId = randomInt(1, 2 ** 31 - 1);
    await admin.query('SELECT pg_advisory_lock($1, $2)', [RUN_LOCK_CLASS, runId]);
    const leftovers = await runSchemas(admin);
    for (const id of new Set(leftovers.map((schema) => schema.runId))) {
      if (id === runId) continue;
      const { rows } = await admin.query<{ free: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS free', [
        RUN_LOCK_CLASS,
        id,
      ]);
      if (!rows[0]?.free) continue;
      for (const schema of leftovers.filter((s) => s.runId === id)) {
        await admin.query(`DROP SCHEMA IF EXISTS "${schema.name}" CASCADE`);
      }
      await admin.query('SELECT pg_advisory_unlock($1, $2)', [RUN_LOCK_CLASS, id]);
    }

    const run: PostgresTestRun = { prefix: `${SCHEMA_PREFIX}${runId}_` };
    const probe = `${run.prefix}check`;
    await admin.query(schemaScript(probe));
    const migrated = await openDatabase({ databaseUrl: url, schemaName: probe, poolSize: 1 });
    await migrated.close();
    const { rows } = await admin.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${probe}"."__drizzle_migrations"`,
    );
    if (rows[0]?.n !== migrations?.length) {
      throw new Error("the test schema script and drizzle's migrator disagree about the applied migrations");
    }
    await admin.query(`DROP SCHEMA "${probe}" CASCADE`);
    return {
      run,
      async finish() {
        try {
          for (const schema of await runSchemas(admin, runId)) {
            await admin.query(`DROP SCHEMA IF EXISTS "${schema.name}" CASCADE`);
          }
        } finally {
          await admin.end();
        }
      },
    };
  } catch (error) {
    await admin.end();
    throw error;
  }
}
