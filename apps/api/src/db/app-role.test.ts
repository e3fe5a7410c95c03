/**
 * The server as a database role that owns nothing (db/app-role.ts, README "Deployment"): a fresh database is
 * migrated by `npm run db:migrate` as its owner, `npm run db:grant-app-role` grants a new login role what the
 * server needs, and the app runs as that role: requests work, change notices and job workers run, audit rows are
 * written, and the role can neither change nor empty the audit log nor switch off its triggers. PostgreSQL only
 * (TEST_DATABASE_URL): the embedded PGlite has one user.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { JOB_KINDS } from '../services';
import { seedFixtures } from '../test-support/fixtures';
import { loginFixtureLibrarians, post, seedAccountFixtures } from '../test-support/account-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { adminQuery, scratchDatabaseUrl } from '../test-support/test-databases';
import { apiDir } from '../test-support/server-process';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const suffix = randomBytes(5).toString('hex');
const databaseName = `app_role_${suffix}`;
const role = `filmhyllan_app_${suffix}`;
const workDir = mkdtempSync(join(tmpdir(), 'filmhyllan-app-role-'));

/** Runs one of the api package's CLIs as the owner (the test's own DATABASE_URL). */
function cli(script: string, args: string[], databaseUrl: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: join(workDir, 'cli') },
    encoding: 'utf8',
  });
  expect(run.status, `${script}: ${run.stderr}`).toBe(0);
  return run.stdout;
}

/** The error code and message a statement of the role is refused with. */
async function refusal(client: pg.Client, statement: string): Promise<string> {
  try {
    await client.query(statement);
    return 'allowed';
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return `${code} ${message}`;
  }
}

describe.runIf(TEST_DATABASE_URL)('the server as a role that owns nothing', () => {
  let ownerUrl: string;
  let roleUrl: string;
  let owner: DatabaseHandle;
  let asRole: DatabaseHandle;
  let t: TestApp;
  let client: pg.Client;

  beforeAll(async () => {
    await adminQuery(TEST_DATABASE_URL!, `CREATE DATABASE "${databaseName}"`);
    await adminQuery(TEST_DATABASE_URL!, `CREATE ROLE "${role}" LOGIN PASSWORD 'app-role-test'`);
    ownerUrl = scratchDatabaseUrl(databaseName)!;
    const url = new URL(ownerUrl);
    url.username = role;
    url.password = 'app-role-test';
    roleUrl = url.toString();

    expect(cli('src/db/migrate-cli.ts', [], ownerUrl)).toContain(
      "the job queue's schema and queues are made",
    );
    owner = await openDatabase({ databaseUrl: ownerUrl, poolSize: 2, migrate: false });
    await seedFixtures(owner.db);
    await seedAccountFixtures(owner.db);
    expect(cli('src/db/grant-app-role-cli.ts', [role], ownerUrl)).toContain('granted');

    asRole = await openDatabase({ databaseUrl: roleUrl, poolSize: 4, migrate: false });
    t = await createTestApp({ database: asRole, notices: true, jobWorkers: true });
    client = new pg.Client({ connectionString: roleUrl });
    await client.connect();
  }, 180_000);

  afterAll(async () => {
    await client?.end();
    await t?.close();
    await asRole?.close();
    await owner?.close();
    rmSync(workDir, { recursive: true, force: true });
    if (TEST_DATABASE_URL) {
      await adminQuery(TEST_DATABASE_URL, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
      await adminQuery(TEST_DATABASE_URL, `DROP ROLE IF EXISTS "${role}"`);
    }
  });

  it('owns nothing and is no superuser', async () => {
    const { rows } = await client.query<{ owned: number; superuser: boolean }>(
      `SELECT (SELECT count(*)::int FROM pg_class WHERE relowner = (SELECT oid FROM pg_roles WHERE rolname = current_user))
                + (SELECT count(*)::int FROM pg_namespace WHERE nspowner = (SELECT oid FROM pg_roles WHERE rolname = current_user)) AS owned,
              (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser`,
    );
    expect(rows[0]).toEqual({ owned: 0, superuser: false });
  });

  it('serves requests, writes audit rows and runs jobs', async () => {
    expect((await t.app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready' });
    const { stockholm } = await loginFixtureLibrarians(t.app);
    const rotated = await post(t.app, '/librarian/librarian/rotate_sushi_key', stockholm);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { rows } = await client.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE action = 'library.rotate_sushi_key'",
    );
    expect(rows).toHaveLength(1);

    // The job queue, made by db:migrate: every kind the services register, worked on by this role.
    expect(new Set(t.app.services.jobs.kinds())).toEqual(new Set(JOB_KINDS));
    const jobId = await t.app.services.jobs.enqueue('check', { seconds: 0 });
    await expect
      .poll(async () => (await t.app.services.jobs.get(jobId)).state, { timeout: 30_000, interval: 250 })
      .toBe('done');
    expect(t.logs.join('\n')).not.toMatch(/job worker did not start|permission denied/);
  }, 60_000);

  it('cannot empty, change or remove audit rows, nor switch off or drop their triggers, nor alter the table', async () => {
    const { rows: before } = await client.query('SELECT * FROM audit_log ORDER BY id');
    expect(before.length).toBeGreaterThan(0);
    // 42501: insufficient_privilege; 42501 also for "must be owner of table".
    for (const statement of [
      'TRUNCATE audit_log',
      'DELETE FROM audit_log',
      "UPDATE audit_log SET actor_username = 'someone else'",
      'ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only',
      'ALTER TABLE audit_log DISABLE TRIGGER audit_log_refuse_truncate',
      'ALTER TABLE audit_log DISABLE TRIGGER ALL',
      'DROP TRIGGER audit_log_refuse_truncate ON audit_log',
      'ALTER TABLE audit_log ADD COLUMN note text',
      'DROP TABLE audit_log',
      'CREATE TABLE audit_log_copy (id int)',
    ]) {
      expect(await refusal(client, statement), statement).toMatch(/^42501 /);
    }
    const { rows: after } = await client.query('SELECT * FROM audit_log ORDER BY id');
    expect(after).toEqual(before);
  });
});
