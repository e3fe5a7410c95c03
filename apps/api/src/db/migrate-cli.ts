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
import { createJobQueue } from './job-queue';
import { JOB_KINDS, JOB_QUEUE_DEFAULTS } from '../services';

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
  if (database.kind === 'postgres') {
    // pg-boss makes its schema and each queue's table on first use; made here, by the owner, a server running
    // as a role that owns nothing (db/app-role.ts) only reads and writes their rows.
    const queue = createJobQueue(database.db, {
      ...JOB_QUEUE_DEFAULTS,
      onError: (err) => console.error('job queue:', err),
    });
    for (const kind of JOB_KINDS) await queue.ensureKind(kind);
    await queue.stop(5_000);
    console.log(`PostgreSQL: the job queue's schema and queues are made (${JOB_QUEUE_DEFAULTS.schema})`);
  }
} finally {
  await database.close();
}
