/**
 * `npm run seed -- [--scale demo|large] [--reset]`: fills the database the server uses with the demo or the
 * benchmark data set. Reads the same environment as the server (DATABASE_URL, else PGlite under DATA_DIR).
 */
import { resolve, join } from 'node:path';
import { parseArgs } from 'node:util';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { loadConfig } from '../../config';
import { openDatabase, queryRows, type Database } from '../client';
import * as schema from '../schema';
import { seedDemo } from './demo';
import { seedLarge } from './large';
import { assignDemoMedia } from '../../media/demo-clips';
import { createMediaRepository } from '../../modules/media/media.repository';

const usage = `Usage: npm run seed -- [--scale demo|large] [--reset]

  --scale demo    the demo data set (default): 47 libraries, about 370 titles, demo accounts, loans
  --scale large   the benchmark data set: 300 libraries, 10,000 titles, 1,000,000 loans
  --reset         empty every table first (TRUNCATE ... RESTART IDENTITY CASCADE)

Uses DATABASE_URL (PostgreSQL) when set, otherwise PGlite in DATA_DIR/pglite (DATA_DIR defaults to ./data,
relative to where npm was started), and APP_SECRET or DATA_DIR/app-secret for the PIN hashes, like the server.
Stop a server that uses the same PGlite folder first: two processes must not open it at once.`;

/**
 * Every table of the schema but the catalogue's change counter (bookkeeping kept by triggers, never data);
 * sessions and the loans they remember do not count as data either (a running server creates them).
 */
const tableNames = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => name !== 'catalogue_version');

async function nonEmptyTables(db: Database): Promise<string[]> {
  const found: string[] = [];
  for (const name of tableNames) {
    if (name === 'sessions' || name === 'session_loans') continue;
    const [row] = await queryRows<{ present: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(name)}) AS present`,
    );
    if (row?.present) found.push(name);
  }
  return found;
}

/**
 * Empties every table. The audit log refuses TRUNCATE (migration 0035); the seed runs as the database's owner,
 * who may lift that for this one statement, in the same transaction, so the trigger is never left off.
 */
async function truncateAll(db: Database): Promise<void> {
  const list = sql.join(
    tableNames.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_refuse_truncate"`);
    await tx.execute(sql`TRUNCATE TABLE ${list} RESTART IDENTITY CASCADE`);
    await tx.execute(sql`ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_refuse_truncate"`);
  });
}

async function main(argv: string[]): Promise<number> {
  let values: { scale?: string; reset?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        scale: { type: 'string', default: 'demo' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const scale = values.scale;
  if (scale !== 'demo' && scale !== 'large') {
    console.error(`Unknown scale "${scale}".\n\n${usage}`);
    return 2;
  }

  // npm runs a workspace script inside apps/api; a relative DATA_DIR means the directory npm was started in.
  const startDir = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig({
    ...process.env,
    DATA_DIR: resolve(startDir, process.env.DATA_DIR || './data'),
  });
  const pgliteDir = join(config.dataDir, 'pglite');
  const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDir}`;
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

  console.log(`Opening ${target} …`);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : pgliteDir,
    poolSize: 2,
  });
  try {
    if (values.reset) {
      await truncateAll(handle.db);
      console.log(`Emptied ${tableNames.length} tables.`);
    } else {
      const filled = await nonEmptyTables(handle.db);
      if (filled.length > 0) {
        console.error(
          `The database already has data (${filled.length} tables, e.g. ${filled.slice(0, 3).join(', ')}).\n` +
            `Run with --reset to empty every table first:\n` +
            `  npm run seed -- --scale ${scale} --reset`,
        );
        return 1;
      }
    }
    console.log(`Seeding the ${scale} data set …`);
    if (scale === 'demo') {
      await seedDemo(handle.db, { appSecret: config.appSecret });
      // Every demo title plays a demo clip, as after a demo start: the server makes the clips at its next start.
      await assignDemoMedia(createMediaRepository(handle.db));
    } else {
      await seedLarge(handle.db, { appSecret: config.appSecret, log: (message) => console.log(message) });
    }
    console.log(`Seeded the ${scale} data set into ${target} in ${seconds()} s.`);
    if (scale === 'demo') {
      console.log('Titles play once `npm start` has made the demo clips (a few seconds after it answers).');
    }
    return 0;
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
