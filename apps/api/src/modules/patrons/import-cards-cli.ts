/**
 * npm run cards:import -- --library <id> [--dry-run] <file.csv>
 * Adds or updates library cards in the built-in patron directory from a CSV with the columns card_number, pin and
 * optionally blocked. Reads the same environment as the server (DATABASE_URL or DATA_DIR, APP_SECRET).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cardImportReasonText, createCardImport } from './import-cards';
import { loadLibrarySystems } from './library-systems';
import { createPatronAuthRepository } from './patron-auth.repository';
import { createPatronsRepository } from './patrons.repository';

const cwd = process.env.INIT_CWD ?? process.cwd();
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { library: { type: 'string' }, 'dry-run': { type: 'boolean' } },
});
const libraryId = Number(values.library);
if (!positionals[0] || !Number.isInteger(libraryId) || libraryId <= 0) {
  console.error('usage: npm run cards:import -- --library <id> [--dry-run] <file.csv>');
  process.exit(2);
}
const csv = readFileSync(resolve(cwd, positionals[0]), 'utf8');

if (!process.env.DATA_DIR) process.env.DATA_DIR = join(cwd, 'data');
const config = loadConfig();
const systems = loadLibrarySystems(config.librarySystemsFile);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: join(config.dataDir, 'pglite'),
});
// The console's import (routes/operator/cards.ts) runs the same code; the command line is not in the audit log.
const patronAuth = createPatronAuthRepository(database.db);
const cardImport = createCardImport({
  repo: createPatronsRepository(database.db),
  secret: config.appSecret,
  // The file's SIP2 libraries, then the console's settings (docs/decisions/039).
  usesSip2: async (id) =>
    systems.has(id) || (await patronAuth.all()).some((row) => row.libraryId === id && row.mode === 'sip2'),
  audit: { record: async () => {} },
});
try {
  const { counts, problems } = await cardImport.run(
    { libraryId, csv, dryRun: values['dry-run'] === true },
    null,
  );
  for (const p of problems) console.error(`line ${p.line}: ${cardImportReasonText[p.reason]}`);
  console.log(
    `library ${libraryId}${values['dry-run'] ? ' (dry run, nothing written)' : ''}: ${counts.added} added, ` +
      `${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.rejected} lines rejected`,
  );
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(`library ${libraryId}: ${error.code}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
