// `npm run seed` as a user runs it, in a child process: on PostgreSQL (TEST_DATABASE_URL, a database of its own,
// dropped afterwards) or on PGlite in a temporary DATA_DIR. The seeded titles must play as after a demo start.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle } from '../client';
import { DEMO_CLIPS, DEMO_SUBTITLE_LANGUAGES, usesDemoClips } from '../../media/demo-clips';
import { createMediaRepository } from '../../modules/media/media.repository';
import { adminQuery, scratchDatabaseUrl } from '../../test-support/test-databases';

const run = promisify(execFile);
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const apiDir = new URL('../../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'filmhyllan-seed-cli-'));
const databaseName = `seed_cli_${randomBytes(6).toString('hex')}`;
const databaseUrl = scratchDatabaseUrl(databaseName);

let handle: DatabaseHandle;
let output = '';
beforeAll(async () => {
  if (TEST_DATABASE_URL) await adminQuery(TEST_DATABASE_URL, `create database "${databaseName}"`);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, APP_SECRET: 'seed-cli-test-secret' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  ({ stdout: output } = await run(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts'], {
    cwd: apiDir,
    env,
  }));
  handle = await openDatabase({ databaseUrl, pgliteDir: join(dataDir, 'pglite'), poolSize: 1 });
}, 120_000);

afterAll(async () => {
  await handle?.close();
  if (TEST_DATABASE_URL) await adminQuery(TEST_DATABASE_URL, `drop database if exists "${databaseName}"`);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run seed', () => {
  it('gives every demo title a demo clip and the clip’s subtitles, so a later start has playable titles', async () => {
    expect(output).toContain('Seeded the demo data set');
    const [counts] = await queryRows<{ titles: number; demo: number }>(
      handle.db,
      sql`select count(*)::int as titles, count(*) filter (where media_key like 'demo/%')::int as demo from titles`,
    );
    expect(counts!.titles).toBeGreaterThan(300);
    expect(counts!.demo).toBe(counts!.titles);
    const keys = await queryRows<{ key: string }>(
      handle.db,
      sql`select distinct media_key as key from titles`,
    );
    const known = DEMO_CLIPS.map((clip) => clip.key);
    for (const { key } of keys) expect(known).toContain(key);
    // The server makes the clips at its start when the database's titles play them (server.ts).
    expect(await usesDemoClips(createMediaRepository(handle.db))).toBe(true);
    const [title] = await queryRows<{ languages: string[] }>(
      handle.db,
      sql`select array_agg(s.language_code order by s.language_code) as languages
          from titles t join title_subtitles s on s.title_id = t.id
          where t.media_key = ${DEMO_CLIPS[0].key} group by t.id order by t.id limit 1`,
    );
    expect(title?.languages).toEqual([...DEMO_SUBTITLE_LANGUAGES].sort());
  });
});
