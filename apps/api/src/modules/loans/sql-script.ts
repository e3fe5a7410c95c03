import { performance } from 'node:perf_hooks';
import type { Database } from '../../db/client';

/**
 * Several statements sent to the database without waiting for each (a pipeline of PostgreSQL's extended query
 * protocol: Parse, Bind, Describe and Execute per statement, one Sync after the last): one round trip for all of
 * them, run as one implicit transaction — committed at the Sync when the last succeeds, rolled back entirely when
 * one fails — in which each statement still takes its own snapshot (READ COMMITTED). A loan is a handful of small
 * statements, so round trips and planning, not the statements' work, are most of its cost (docs/decisions/016,
 * 026).
 *
 * Arguments travel as parameters, never in the SQL text. Each statement is parsed once per connection under its
 * name (a named prepared statement, remembered where node-postgres remembers its own), so it is planned once, not
 * on every loan. Drizzle sends one statement per round trip, hence the driver's own client. PGlite runs in this
 * process, one query at a time: there the statements run in one transaction of its own, with the same
 * parameters.
 */

/** Rows as the driver answers them (no Drizzle mapping: name columns in camelCase with `as "name"`). */
export type Rows = Record<string, unknown>[];

/** The SQL types of parameters, with their type OIDs (pg_type). */
const TYPE_OIDS = { int: 23, bigint: 20, text: 25, bpchar: 1042, timestamptz: 1184, date: 1082 } as const;

/** A statement's parameter: its SQL type, and its value in PostgreSQL's text format (null: NULL). */
export type Arg = readonly [type: keyof typeof TYPE_OIDS, value: string | null];

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
 * Script arguments, typed: parameters, so no value can change a statement. Values that cannot be of their type
 * (a fraction for an integer, an invalid date, a word outside its list) are refused here, as programming errors.
 */
export const arg = {
  int(value: number): Arg {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
    return ['int', String(value)];
  },
  intOrNull(value: number | null): Arg {
    return value === null ? ['int', null] : arg.int(value);
  },
  bigintOrNull(value: number | null): Arg {
    return value === null ? ['bigint', null] : ['bigint', arg.int(value)[1]];
  },
  instant(value: Date): Arg {
    return ['timestamptz', value.toISOString()];
  },
  month(value: string): Arg {
    if (!/^\d{4}-\d{2}-01$/.test(value)) throw new Error(`not a month key: ${value}`);
    return ['date', value];
  },
  /** A SHA-256 hex digest, as char(64) like the columns that hold them: compared as text, their indexes could not be used. */
  sha256Hex(value: string): Arg {
    return ['bpchar', value];
  },
  text(value: string): Arg {
    return ['text', value];
  },
  oneOf<T extends string>(value: T, allowed: readonly T[]): Arg {
    if (!allowed.includes(value)) throw new Error(`not one of ${allowed.join(', ')}: ${value}`);
    return ['text', value];
  },
};

/** An instant column as epoch milliseconds: the drivers answer timestamps in raw rows each their own way. */
export const epochMs = (column: string): string => `(extract(epoch from ${column}) * 1000)::float8`;

/** What a caller may learn about a script's run. */
export interface ScriptOptions {
  /** Called with the milliseconds spent waiting for a connection (the pool's queue under load). */
  connected?: (waitedMs: number) => void;
}

/** The part of node-postgres's connection a pipeline writes to (its protocol messages). */
interface PgConnection {
  parsedStatements: Record<string, string>;
  stream: { cork?(): void; uncork?(): void };
  parse(query: { name: string; text: string; types: number[] }): void;
  bind(config: { portal: string; statement: string; values: (string | null)[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(config: { portal: string; rows: number }): void;
  sync(): void;
}
interface RowDescription {
  fields: { name: string; dataTypeID: number }[];
}
/** A pooled node-postgres client, as far as a pipeline uses it. */
interface PgClient {
  query(submittable: object): unknown;
  getTypeParser(oid: number, format: 'text'): (value: string) => unknown;
  release(destroy?: boolean | Error): void;
}
interface PgPool {
  connect(): Promise<PgClient>;
}
interface PGliteClient {
  exec(script: string): Promise<unknown>;
  transaction<T>(
    run: (tx: {
      query(text: string, params: unknown[], options: { paramTypes: number[] }): Promise<{ rows: Rows }>;
    }) => Promise<T>,
  ): Promise<T>;
}

/**
 * A pipeline as node-postgres takes a query of its own (a "submittable", as pg-cursor is): it writes every
 * statement's messages and one Sync in one go, and reads the answers statement by statement (each ends with its
 * CommandComplete) until the server is ready again.
 */
class Pipeline {
  private readonly results: Rows[] = [];
  private rows: Rows = [];
  private parsers: { name: string; parse: (value: string) => unknown }[] = [];
  private error: unknown;
  readonly done: Promise<Rows[]>;
  private settle!: { resolve(rows: Rows[]): void; reject(error: unknown): void };

  constructor(
    private readonly statements: ScriptStatement<unknown>[],
    private readonly typeParser: PgClient['getTypeParser'],
  ) {
    this.done = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
  }

  submit(connection: PgConnection): void {
    connection.stream.cork?.();
    const parsing = new Set<string>();
    for (const s of this.statements) {
      if (connection.parsedStatements[s.name] === undefined && !parsing.has(s.name)) {
        connection.parse({ name: s.name, text: s.text, types: s.args.map(([type]) => TYPE_OIDS[type]) });
        parsing.add(s.name);
      }
      connection.bind({ portal: '', statement: s.name, values: s.args.map(([, value]) => value) });
      connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '', rows: 0 });
    }
    connection.sync();
    connection.stream.uncork?.();
    // Counted as parsed from the moment they are sent: a failed pipeline gives its connection up (runOnPool).
    for (const s of this.statements) if (parsing.has(s.name)) connection.parsedStatements[s.name] = s.text;
  }

  handleRowDescription(message: RowDescription): void {
    this.parsers = message.fields.map((field) => ({
      name: field.name,
      parse: this.typeParser(field.dataTypeID, 'text'),
    }));
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    const row: Record<string, unknown> = {};
    message.fields.forEach((value, i) => {
      const column = this.parsers[i]!;
      row[column.name] = value === null ? null : column.parse(value);
    });
    this.rows.push(row);
  }

  handleCommandComplete(): void {
    this.results.push(this.rows);
    this.rows = [];
    this.parsers = [];
  }

  handleEmptyQuery(): void {
    this.handleCommandComplete();
  }

  handlePortalSuspended(): void {
    this.error = new Error('a pipeline statement was suspended');
  }

  handleError(error: unknown): void {
    // node-postgres is done with this query once it reports an error: the server skips to the Sync.
    this.settle.reject(this.error ?? error);
  }

  handleReadyForQuery(): void {
    if (this.error) this.settle.reject(this.error);
    else this.settle.resolve(this.results);
  }

  handleCopyInResponse(): void {
    this.error = new Error('a pipeline statement asked for COPY');
  }

  handleCopyData(): void {}
}

/** Sends a pipeline on a connection of the pool, taken for it and given back after it. */
async function runOnPool(pool: PgPool, statements: ScriptStatement<unknown>[], options: ScriptOptions) {
  const asked = performance.now();
  const client = await pool.connect();
  options.connected?.(performance.now() - asked);
  try {
    const pipeline = new Pipeline(statements, (oid, format) => client.getTypeParser(oid, format));
    void client.query(pipeline);
    const results = await pipeline.done;
    client.release();
    return results;
  } catch (error) {
    // Which statements of a failed pipeline were parsed is unknown (the server skips what follows an error):
    // the connection is closed rather than cleaned (failures are rare).
    client.release(true);
    throw error;
  }
}

/**
 * The same statements on PGlite: one transaction, the statements in order with their parameters. PGlite runs one
 * query at a time in this process, so there is no round trip to save and no other connection to wait for.
 */
async function runOnPglite(client: PGliteClient, statements: ScriptStatement<unknown>[]): Promise<Rows[]> {
  return client.transaction(async (tx) => {
    const results: Rows[] = [];
    for (const s of statements) {
      const { rows } = await tx.query(
        s.text,
        s.args.map(([, value]) => value),
        { paramTypes: s.args.map(([type]) => TYPE_OIDS[type]) },
      );
      results.push(rows);
    }
    return results;
  });
}

/** Runs statements as one pipeline (one round trip) and answers each statement's rows. */
export async function runScript(
  db: Database,
  statements: ScriptStatement<unknown>[],
  options: ScriptOptions = {},
): Promise<Rows[]> {
  const client = (db as unknown as { $client: PgPool | PGliteClient }).$client;
  if ('exec' in client) return runOnPglite(client, statements);
  try {
    return await runOnPool(client, statements, options);
  } catch (error) {
    // SQLSTATE 26000: a prepared statement that is gone (someone deallocated it); its connection is closed now.
    if ((error as { code?: unknown } | null)?.code !== '26000') throw error;
    return await runOnPool(client, statements, options);
  }
}

/** Runs script statements as one pipeline (one round trip) and reads each one's rows. */
export async function runTogether<T extends unknown[]>(
  db: Database,
  statements: { [K in keyof T]: ScriptStatement<T[K]> },
  options: ScriptOptions = {},
): Promise<T> {
  const rows = await runScript(db, statements, options);
  return statements.map((statement, i) => statement.read(rows[i] ?? [])) as T;
}
