import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, queryRows, type Database } from './client';

/** What the readiness check found: ready, or why not. */
export type DatabaseState = 'ready' | 'unreachable' | 'migrations_pending';

let newest: number | undefined;

/** The newest migration this build has (its folder's timestamp, which drizzle records as `created_at`). */
function newestMigration(): number {
  newest ??= Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  return newest;
}

/**
 * One query that tells whether the database answers and holds every migration of this build: drizzle's table of
 * applied migrations must list one at least as new as the newest here (drizzle's migrator applies what is newer
 * than its newest row). A table that does not exist yet is migrations pending; any other failure, unreachable.
 */
export async function databaseState(db: Database, migrationsSchema: string): Promise<DatabaseState> {
  try {
    const [row] = await queryRows<{ last: string | null }>(
      db,
      sql`select max(created_at)::text as last from ${sql.identifier(migrationsSchema)}."__drizzle_migrations"`,
    );
    return Number(row?.last ?? 0) >= newestMigration() ? 'ready' : 'migrations_pending';
  } catch (error) {
    // drizzle wraps the driver's error; its SQLSTATE is on the cause. 42P01/3F000: no such table/schema yet.
    const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
    const state = code ?? cause?.code;
    return state === '42P01' || state === '3F000' ? 'migrations_pending' : 'unreachable';
  }
}
