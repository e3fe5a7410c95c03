import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** The one database type both drivers satisfy (a union of the two driver types breaks `.returning()`). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: where the data is, for connections of their own (LISTEN for change notices). */
  connection?: { url: string; schemaName: string | undefined };
  /** The schema of drizzle's table of applied migrations (`__drizzle_migrations`), for the readiness check. */
  migrationsSchema: string;
  close(): Promise<void>;
}

/** The SQL migrations, applied in order by drizzle's migrator. */
export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export interface OpenOptions {
  /** PostgreSQL URL; absent means embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; absent means an in-memory PGlite (tests). */
  pgliteDir?: string | undefined;
  /** PostgreSQL only: the schema to create and use (tests give each file a fresh one). */
  schemaName?: string | undefined;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** PGlite only: a data folder to start from, as `dumpDataDir()` wrote it (tests load a migrated copy). */
  pgliteLoadDataDir?: Blob | undefined;
  /** False for a database already at the newest migration (a prepared copy); by default the migrations run. */
  migrate?: boolean;
  /** PostgreSQL: called when another process holds the migration lock and this one waits for it. */
  onMigrationLockWait?: () => void;
}

/**
 * First key of the PostgreSQL advisory lock held while migrations run (the second is the hash of the migrations'
 * schema): processes starting together on a new release migrate one after the other, and the later ones find
 * nothing left to do. Any number that no other advisory lock of this database uses (test-databases uses 7140214).
 */
export const MIGRATION_LOCK_CLASS = 7140215;

/** Opens the database and brings it to the newest migration. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const schemaName = options.schemaName;
    if (schemaName && !/^[a-z_][a-z0-9_]{0,62}$/.test(schemaName)) throw new Error('invalid schema name');
    if (schemaName) {
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
      await admin.end();
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(schemaName ? { options: `-c search_path="${schemaName}"` } : {}),
    });
    const db = drizzle(pool, { schema }) as unknown as Database;
    const migrationsSchema = schemaName ?? 'drizzle';
    if (options.migrate !== false) {
      // The lock is held on a connection of its own: the migrator needs the pool, which may be one connection.
      const lock = new pg.Client({ connectionString: options.databaseUrl });
      await lock.connect();
      try {
        const key = [MIGRATION_LOCK_CLASS, migrationsSchema];
        const { rows } = await lock.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
          key,
        );
        if (!rows[0]?.locked) {
          options.onMigrationLockWait?.();
          await lock.query('SELECT pg_advisory_lock($1, hashtext($2))', key);
        }
        await migrate(db as never, { migrationsFolder, migrationsSchema });
      } catch (error) {
        await pool.end();
        throw error;
      } finally {
        // Ending the session releases the lock.
        await lock.end();
      }
    }
    return {
      db,
      kind: 'postgres',
      connection: { url: options.databaseUrl, schemaName },
      migrationsSchema,
      close: () => pool.end(),
    };
  }
  const { client, db } = await openPglite(options);
  return { db, kind: 'pglite', migrationsSchema: 'drizzle', close: () => client.close() };
}

async function openPglite(options: OpenOptions) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Database;
  if (options.migrate !== false) await migrate(db as never, { migrationsFolder });
  return { client, db };
}

/** A new in-memory PGlite at the newest migration, dumped as an uncompressed data-folder tarball. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const { client } = await openPglite({});
  try {
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * Integer ids as one PostgreSQL array literal, to bind as a single parameter (`= any(${intArray(ids)}::int[])`):
 * thousands of ids would otherwise be thousands of parameters, each parsed and planned.
 */
export const intArray = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** Runs raw SQL and answers its rows (both drivers answer an object with `rows`): the one helper for raw SQL. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Answers once the database has answered a trivial query (the health check); throws when it cannot. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
