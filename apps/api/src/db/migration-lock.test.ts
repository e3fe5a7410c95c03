/**
 * Two servers starting at once on an empty PostgreSQL database (a new release's first processes): the migrations
 * run under an advisory lock, one process after the other, every migration is applied exactly once and both
 * servers become ready. The test holds the lock itself while both start, so both are seen waiting for it and
 * then race for it at the same moment. Then the release step: with MIGRATE_ON_START=0 a server refuses an
 * unmigrated database, and `npm run db:migrate` migrates it and exits. PostgreSQL only (TEST_DATABASE_URL): the
 * embedded PGlite belongs to one process.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_CLASS, migrationsFolder } from './client';
import { adminQuery, scratchDatabaseUrl } from '../test-support/test-databases';
import {
  apiDir,
  freePort,
  killServerProcesses,
  READY_LINE,
  spawnServer,
  type ServerProcess,
} from '../test-support/server-process';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const workDir = mkdtempSync(join(tmpdir(), 'filmhyllan-migrate-'));
const databases: string[] = [];
/** The migrations of this build, as drizzle's journal lists them. */
const migrationCount = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).length;

async function freshDatabase(): Promise<string> {
  const name = `migrate_${randomBytes(6).toString('hex')}`;
  await adminQuery(TEST_DATABASE_URL!, `create database "${name}"`);
  databases.push(name);
  return scratchDatabaseUrl(name)!;
}

async function startServer(databaseUrl: string, name: string, env: NodeJS.ProcessEnv = {}) {
  return spawnServer({
    NODE_ENV: 'production',
    PORT: String(await freePort()),
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(workDir, name),
    WEB_DIST: join(workDir, 'no-web-build'),
    APP_SECRET: 'migration-test-secret',
    LOG_LEVEL: 'info',
    ...env,
  });
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** drizzle's record of applied migrations: how many rows each hash has. */
const appliedMigrations = (url: string) =>
  withClient(
    url,
    async (client) =>
      (
        await client.query<{ hash: string; n: number }>(
          'select hash, count(*)::int as n from drizzle."__drizzle_migrations" group by hash',
        )
      ).rows,
  );

afterAll(async () => {
  killServerProcesses();
  rmSync(workDir, { recursive: true, force: true });
  for (const name of databases) {
    await adminQuery(TEST_DATABASE_URL!, `drop database if exists "${name}" with (force)`);
  }
});

describe.runIf(TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  it('run once under the lock when two servers start together on an empty database, and both become ready', async () => {
    const url = await freshDatabase();
    const servers: ServerProcess[] = [];
    await withClient(url, async (holder) => {
      await holder.query('select pg_advisory_lock($1, hashtext($2))', [MIGRATION_LOCK_CLASS, 'drizzle']);
      servers.push(await startServer(url, 'a'), await startServer(url, 'b'));
      await Promise.all(servers.map((server) => server.waitFor('another process is migrating the database')));
      // Both wait: nothing has been migrated yet.
      const { rows } = await holder.query<{ n: number }>(
        "select count(*)::int as n from pg_namespace where nspname = 'drizzle'",
      );
      expect(rows[0]!.n).toBe(0);
      await holder.query('select pg_advisory_unlock($1, hashtext($2))', [MIGRATION_LOCK_CLASS, 'drizzle']);
    });
    await Promise.all(servers.map((server) => server.waitFor(READY_LINE)));
    for (const server of servers) {
      const res = await fetch(`${server.base}/api/ready`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ready' });
    }
    const applied = await appliedMigrations(url);
    expect(applied).toHaveLength(migrationCount);
    expect(applied.filter((row) => row.n !== 1)).toEqual([]);
    for (const server of servers) server.child.kill('SIGTERM');
    for (const server of servers) expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 180_000);

  it('are a release step with MIGRATE_ON_START=0: the server refuses an unmigrated database, db:migrate migrates it', async () => {
    const url = await freshDatabase();
    const refused = await startServer(url, 'c', { MIGRATE_ON_START: '0' });
    expect(await refused.exited).toEqual({ code: 1, signal: null });
    expect(refused.output.join('\n')).toContain('run `npm run db:migrate` first');

    const migrate = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/db/migrate-cli.ts'], {
        cwd: apiDir,
        env: { ...process.env, DATABASE_URL: url, DATA_DIR: join(workDir, 'cli') },
        encoding: 'utf8',
      });
    const first = migrate();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('every migration is applied');
    const applied = await appliedMigrations(url);
    expect(applied).toHaveLength(migrationCount);
    // Again: nothing left to do, nothing applied twice.
    expect(migrate().status).toBe(0);
    expect((await appliedMigrations(url)).filter((row) => row.n !== 1)).toEqual([]);

    const server = await startServer(url, 'd', { MIGRATE_ON_START: '0' });
    await server.waitFor(READY_LINE);
    expect((await fetch(`${server.base}/api/ready`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 180_000);
});
