import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';

/** Well below PostgreSQL's 65,535 bind parameters per statement, for both drivers. */
const MAX_PARAMETERS = 30_000;

/**
 * Inserts rows in multi-row statements of at most `maxRows` rows (fewer for wide tables), so that a seed of
 * thousands of rows is tens of statements rather than thousands of round trips.
 */
export async function insertInBatches<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
  maxRows = 500,
): Promise<void> {
  if (rows.length === 0) return;
  const columnCount = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.min(maxRows, Math.floor(MAX_PARAMETERS / columnCount)));
  for (let start = 0; start < rows.length; start += size) {
    // The rows are checked against the table's insert type at the call site.
    await db.insert(table).values(rows.slice(start, start + size) as never);
  }
}

/**
 * Moves a serial column's sequence past the ids the seed wrote explicitly, so that rows created later by
 * the application get fresh ids.
 */
export async function syncSerialSequence(db: Database, table: PgTable, column = 'id'): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence(${name}, ${column}), coalesce((SELECT max(${sql.identifier(column)}) FROM ${sql.identifier(name)}), 0) + 1, false)`,
  );
}
