import { performance } from 'node:perf_hooks';
import type { Database } from '../../db/client';

/**
 * Several statements sent to the database as one message (PostgreSQL's simple query protocol): one round trip
 * for all of them, run as one implicit transaction — committed when the last succeeds, rolled back entirely
 * when one fails — in which each statement still takes its own snapshot (READ COMMITTED). A loan is a handful
 * of small statements, so round trips and planning, not the statements' work, are most of its cost
 * (docs/decisions/016).
 *
 * Each statement is prepared once per connection under its name (PREPARE), and the message EXECUTEs it, so it
 * is parsed and planned once, not on every loan. The protocol takes no parameters: a statement's arguments are
 * written as literals by `arg`, which accepts nothing it cannot check completely. Drizzle sends one statement per message,
 * hence the driver's own client.
 */

/** Rows as the driver answers them (no Drizzle mapping: name columns in camelCase with `as "name"`). */
export type Rows = Record<string, unknown>[];

/** A statement's parameter: its SQL type, and its value as a literal. */
export type Arg = readonly [
  type: 'int' | 'bigint' | 'text' | 'bpchar' | 'timestamptz' | 'date',
  value: string,
];

/** One statement of a script and how to read its rows. */
export interface ScriptStatement<T> {
  /** The name its plan is prepared under on each connection; one text per name. */
  name: string;
  /** The statement, with $1, $2 … for `args`. */
  text: string;
  args: Arg[];
  read(rows: Rows): T;
}

/**
 * Script arguments. Integers, instants, month keys, SHA-256 hex digests, words from a fixed list, and strings of
 * letters, digits, '-' and '_' (card numbers as the contract admits them, base64url keys): anything else throws,
 * so no value can break out of its literal.
 */
export const arg = {
  int(value: number): Arg {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
    return ['int', String(value)];
  },
  intOrNull(value: number | null): Arg {
    return value === null ? ['int', 'null'] : arg.int(value);
  },
  bigintOrNull(value: number | null): Arg {
    return value === null ? ['bigint', 'null'] : ['bigint', arg.int(value)[1]];
  },
  instant(value: Date): Arg {
    return ['timestamptz', `'${value.toISOString()}'`];
  },
  month(value: string): Arg {
    if (!/^\d{4}-\d{2}-01$/.test(value)) throw new Error(`not a month key: ${value}`);
    return ['date', `'${value}'`];
  },
  sha256Hex(value: string): Arg {
    if (!/^[0-9a-f]{64}$/.test(value)) throw new Error('not a SHA-256 hex digest');
    // char(n), as the columns that hold them: compared as text, their indexes could not be used.
    return ['bpchar', `'${value}'`];
  },
  token(value: string): Arg {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) throw new Error('not a token of letters, digits, - and _');
    return ['text', `'${value}'`];
  },
  oneOf<T extends string>(value: T, allowed: readonly T[]): Arg {
    if (!allowed.includes(value)) throw new Error(`not one of ${allowed.join(', ')}: ${value}`);
    return ['text', `'${value}'`];
  },
};

/** An instant column as epoch milliseconds: the drivers answer timestamps in raw rows each their own way. */
export const epochMs = (column: string): string => `(extract(epoch from ${column}) * 1000)::float8`;

type Results = { rows: Rows }[];
/** A node-postgres pool and its clients, or a PGlite instance: the clients behind a Drizzle database. */
interface PgPool {
  connect(): Promise<{ query(script: string): Promise<unknown>; release(destroy?: boolean | Error): void }>;
}
interface PGliteClient {
  exec(script: string): Promise<Results>;
}

/** The statement names prepared on each connection (a pool's client, or the one PGlite instance). */
const preparedOn = new WeakMap<object, Set<string>>();

/** SQLSTATE 26000: a statement name that is not prepared (someone deallocated it): prepare and try once more. */
const notPrepared = (error: unknown) => (error as { code?: unknown } | null)?.code === '26000';

/** The message for one connection: PREPARE what it lacks, then EXECUTE every statement in order. */
function message(statements: ScriptStatement<unknown>[], prepared: Set<string>) {
  const missing = [...new Map(statements.map((s) => [s.name, s])).values()].filter(
    (s) => !prepared.has(s.name),
  );
  const list = (items: string[]) => (items.length > 0 ? `(${items.join(', ')})` : '');
  const prepares = missing.map((s) => `prepare ${s.name}${list(s.args.map(([type]) => type))} as ${s.text}`);
  const executes = statements.map((s) => `execute ${s.name}${list(s.args.map(([, value]) => value))}`);
  return { script: [...prepares, ...executes].join(';\n'), prepares: prepares.length, names: missing };
}

/** What a caller may learn about a script's run. */
export interface ScriptOptions {
  /** Called with the milliseconds spent waiting for a connection (the pool's queue under load). */
  connected?: (waitedMs: number) => void;
}

/** Sends one message on PGlite, which runs one message at a time, in order. */
async function runOnPglite(client: PGliteClient, statements: ScriptStatement<unknown>[]): Promise<Rows[]> {
  const prepared = preparedOn.get(client) ?? new Set();
  preparedOn.set(client, prepared);
  const { script, prepares, names } = message(statements, prepared);
  // Names count as prepared from the moment they are sent: a message sent after this one runs after it.
  for (const s of names) prepared.add(s.name);
  try {
    return (await client.exec(script)).slice(prepares).map((result) => result.rows);
  } catch (error) {
    // A PREPARE outlives a failed message, and later messages may have counted on it: start over.
    preparedOn.delete(client);
    await client.exec('deallocate all').catch(() => undefined);
    throw error;
  }
}

/** Sends one message on a connection of the pool, taken for it and given back after it. */
async function runOnPool(pool: PgPool, statements: ScriptStatement<unknown>[], options: ScriptOptions) {
  const asked = performance.now();
  const connection = await pool.connect();
  options.connected?.(performance.now() - asked);
  try {
    const prepared = preparedOn.get(connection) ?? new Set();
    const sent = message(statements, prepared);
    const results = (await connection.query(sent.script)) as Results | Results[number];
    for (const s of sent.names) prepared.add(s.name);
    preparedOn.set(connection, prepared);
    connection.release();
    return (Array.isArray(results) ? results : [results]).slice(sent.prepares).map((result) => result.rows);
  } catch (error) {
    // Which PREPAREs of a failed message stayed is unknown, and node-postgres names its own prepared
    // statements in the same namespace: the connection is closed rather than cleaned (failures are rare).
    connection.release(true);
    throw error;
  }
}

/** Runs statements as one message and answers each statement's rows. */
export async function runScript(
  db: Database,
  statements: ScriptStatement<unknown>[],
  options: ScriptOptions = {},
): Promise<Rows[]> {
  const client = (db as unknown as { $client: PgPool | PGliteClient }).$client;
  const run = () =>
    'exec' in client ? runOnPglite(client, statements) : runOnPool(client, statements, options);
  try {
    return await run();
  } catch (error) {
    if (!notPrepared(error)) throw error;
    return await run(); // the connection that had lost it is gone (pool) or starts over (PGlite)
  }
}

/** Runs script statements as one message and reads each one's rows. */
export async function runTogether<T extends unknown[]>(
  db: Database,
  statements: { [K in keyof T]: ScriptStatement<T[K]> },
  options: ScriptOptions = {},
): Promise<T> {
  const rows = await runScript(db, statements, options);
  return statements.map((statement, i) => statement.read(rows[i] ?? [])) as T;
}
