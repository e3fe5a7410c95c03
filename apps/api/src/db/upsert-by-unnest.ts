import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The SQL types a column can travel as (each column is one array parameter of this type). */
export type UnnestType = 'int' | 'text' | 'boolean';

/** One column of an upsert: its name in the table, its array type, and how to read it from a row. */
export interface UnnestColumn<Row> {
  name: string;
  type: UnnestType;
  value(row: Row): string | number | boolean | null;
}

export interface UnnestUpsert<Row> {
  table: string;
  columns: readonly UnnestColumn<Row>[];
  /** The columns of the unique index a row may already be in. */
  conflict: readonly string[];
  /** The columns a row already there takes from the new one. */
  update: readonly string[];
}

/**
 * Rows a statement carries: each column travels as one array parameter whatever the number of rows, so a
 * batch is bounded by memory, not by PostgreSQL's 65,535 parameters.
 */
export const UNNEST_BATCH_ROWS = 5_000;

/** One value as an element of a PostgreSQL array literal (text format): quoted, with `"` and `\` escaped. */
function element(value: string | number | boolean | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
    return String(value);
  }
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** Text values as one PostgreSQL array literal, to bind as a single parameter (`= any(${textArray(v)}::text[])`). */
export const textArray = (values: readonly string[]): string => `{${values.map(element).join(',')}}`;

/** The statement that inserts or updates one batch: `insert … select from unnest($1::t[], …) on conflict …`. */
function upsertStatement<Row>(spec: UnnestUpsert<Row>, rows: readonly Row[]): SQL {
  const names = sql.join(
    spec.columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const arrays = sql.join(
    spec.columns.map(
      (c) => sql`${`{${rows.map((row) => element(c.value(row))).join(',')}}`}::${sql.raw(c.type)}[]`,
    ),
    sql`, `,
  );
  const target = sql.join(
    spec.conflict.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const set = sql.join(
    spec.update.map((name) => sql`${sql.identifier(name)} = excluded.${sql.identifier(name)}`),
    sql`, `,
  );
  return sql`insert into ${sql.identifier(spec.table)} (${names})
    select * from unnest(${arrays})
    on conflict (${target}) do update set ${set}`;
}

/**
 * Inserts rows or updates those already there, set-based: one statement per UNNEST_BATCH_ROWS rows, each
 * column one array parameter. Run it on a transaction to make the batches all or nothing.
 */
export async function upsertByUnnest<Row>(
  db: Database,
  spec: UnnestUpsert<Row>,
  rows: readonly Row[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += UNNEST_BATCH_ROWS) {
    await db.execute(upsertStatement(spec, rows.slice(start, start + UNNEST_BATCH_ROWS)));
  }
}
