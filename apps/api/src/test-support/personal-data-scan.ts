import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

/**
 * Looks for values anywhere in the database, for the erasure tests: every column of every table of the current
 * schema, found from the catalogue at run time, so a table added later is searched without anyone listing it.
 * - Text columns (text, varchar, char, citext, json, jsonb, and arrays of them): a hit is a value appearing in
 *   the column's text, ignoring case.
 * - Date columns: a hit is one of the given dates.
 * - Columns with a foreign key to users.id: a hit is the given account id.
 */
export interface PersonalData {
  texts: readonly string[];
  dates?: readonly string[];
  userId?: number;
}

/** Where a value was found: `table.column: value`. */
export type Hit = string;

const TEXT_TYPES = ['text', 'varchar', 'bpchar', 'citext', 'json', 'jsonb', 'name'];
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function findPersonalData(db: Database, data: PersonalData): Promise<Hit[]> {
  const columns = await queryRows<{ table: string; column: string; type: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column",
          case when c.data_type = 'ARRAY' then substr(c.udt_name, 2) else c.udt_name end as type
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        order by 1, 2`,
  );
  const userLinks = await queryRows<{ table: string; column: string }>(
    db,
    sql`select cl.relname as "table", a.attname as "column"
        from pg_constraint k
        join pg_class cl on cl.oid = k.conrelid
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
        where k.contype = 'f' and k.confrelid = to_regclass('users') and cardinality(k.conkey) = 1`,
  );
  if (columns.length === 0 || userLinks.length === 0) throw new Error('the catalogue lists no columns');

  const probes: { where: string; value: string; condition: SQL }[] = [];
  for (const { table, column, type } of columns) {
    const where = `${table}.${column}`;
    const ref = sql.raw(`${quoteIdent(table)}.${quoteIdent(column)}`);
    if (TEXT_TYPES.includes(type)) {
      for (const value of data.texts) {
        probes.push({ where, value, condition: sql`strpos(lower(${ref}::text), lower(${value})) > 0` });
      }
    } else if (type === 'date') {
      for (const value of data.dates ?? []) {
        probes.push({ where, value, condition: sql`${ref} = ${value}::date` });
      }
    }
  }
  if (data.userId !== undefined) {
    for (const { table, column } of userLinks) {
      const ref = sql.raw(`${quoteIdent(table)}.${quoteIdent(column)}`);
      probes.push({
        where: `${table}.${column}`,
        value: `user ${data.userId}`,
        condition: sql`${ref} = ${data.userId}`,
      });
    }
  }

  const hits: Hit[] = [];
  // One statement per table: each probe answers whether any row matches it.
  const tables = [...new Set(probes.map((p) => p.where.split('.')[0]!))];
  for (const table of tables) {
    const mine = probes.filter((p) => p.where.split('.')[0] === table);
    const selects = sql.join(
      mine.map((p, i) => sql`bool_or(${p.condition}) as ${sql.raw(`p${i}`)}`),
      sql`, `,
    );
    const [row] = await queryRows<Record<string, boolean | null>>(
      db,
      sql`select ${selects} from ${sql.raw(quoteIdent(table))}`,
    );
    mine.forEach((p, i) => {
      if (row?.[`p${i}`]) hits.push(`${p.where}: ${p.value}`);
    });
  }
  return hits;
}
