/**
 * npm run db:migrate
 * Brings the database to this release's newest migration and exits: the release step before new processes start
 * (README "Deployment"). Reads the same environment as the server (DATABASE_URL, else PGlite under DATA_DIR). On
 * PostgreSQL the migrations run under the migration lock, so it is safe beside servers starting at the same time;
 * PGlite's folder belongs to one process: stop the server first.
 */
import { join } from 'node:path';
import { loadConfigOrExit } from '../config';
import { openDatabase } from './client';
import { databaseState } from './migration-state';

const cwd = process.env.INIT_CWD ?? process.cwd();
if (!process.env.DATA_DIR) process.env.DATA_DIR = join(cwd, 'data');
const config = loadConfigOrExit();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: join(config.dataDir, 'pglite'),
  onMigrationLockWait: () => console.log('another process is migrating: waiting for it'),
});
try {
  const state = await databaseState(database.db, database.migrationsSchema);
  if (state !== 'ready') throw new Error(`the database is not migrated after the migrations ran: ${state}`);
  console.log(`${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: every migration is applied`);
} finally {
  await database.close();
}
