/**
 * npm run cards:import -- --library <id> <file.csv>
 * Adds or updates library cards in the built-in patron directory from a CSV with the columns card_number, pin and
 * optionally blocked. Reads the same environment as the server (DATABASE_URL or DATA_DIR, APP_SECRET).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { importCards, parseCardCsv } from './import-cards';
import { createPatronsRepository } from './patrons.repository';

const cwd = process.env.INIT_CWD ?? process.cwd();
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { library: { type: 'string' } },
});
const libraryId = Number(values.library);
if (!positionals[0] || !Number.isInteger(libraryId) || libraryId <= 0) {
  console.error('usage: npm run cards:import -- --library <id> <file.csv>');
  process.exit(2);
}
const { rows, rejected } = parseCardCsv(readFileSync(resolve(cwd, positionals[0]), 'utf8'));
for (const r of rejected) console.error(`line ${r.line}: ${r.reason}`);

if (!process.env.DATA_DIR) process.env.DATA_DIR = join(cwd, 'data');
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: join(config.dataDir, 'pglite'),
});
const patrons = createPatronsRepository(database.db);
try {
  if (!(await patrons.libraryExists(libraryId))) throw new Error(`no library with id ${libraryId}`);
  const imported = await importCards(patrons, config.appSecret, libraryId, rows);
  console.log(`library ${libraryId}: ${imported} cards imported, ${rejected.length} lines rejected`);
} finally {
  await database.close();
}
