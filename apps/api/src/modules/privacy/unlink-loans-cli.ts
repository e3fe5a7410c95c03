/**
 * npm run loans:unlink
 * Removes every loan-patron link that is due now (modules/privacy/unlink-loans.ts), as the server's hourly job
 * does, and says how many loans it changed: for a database restored from a backup or just imported, or for a
 * benchmark that must not measure the job catching up. Reads the same environment as the server (DATABASE_URL or
 * DATA_DIR, LOAN_PATRON_LINK_DAYS). Safe beside running servers: one of them works at a time.
 */
import { join } from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createPrivacyRepository } from './privacy.repository';
import { createLoanUnlinker } from './unlink-loans';

const cwd = process.env.INIT_CWD ?? process.cwd();
if (!process.env.DATA_DIR) process.env.DATA_DIR = join(cwd, 'data');
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: join(config.dataDir, 'pglite'),
});
try {
  const { loans, skipped } = await createLoanUnlinker(createPrivacyRepository(database.db), {
    linkDays: config.loanPatronLinkDays,
  }).run();
  console.log(
    skipped
      ? 'another process is unlinking loans now: nothing done'
      : `${loans} loans unlinked from their patrons (LOAN_PATRON_LINK_DAYS ${config.loanPatronLinkDays})`,
  );
} finally {
  await database.close();
}
