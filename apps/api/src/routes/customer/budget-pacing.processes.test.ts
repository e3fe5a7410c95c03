/**
 * Budget pacing across two real server processes on PostgreSQL (issue 29): `src/server.ts` started twice, as
 * `npm start` runs it, on one database of their own, and 200 loans sent at once over HTTP to both against a day's
 * allowance of 7. Exactly 7 may pass. (budget-pacing.test.ts proves the same with two app instances in one
 * process, on every pacing; this is the same guarantee with nothing shared but the database.)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCards } from '../../db/seed/demo-accounts';
import { localDate } from '../../lib/calendar';
import { adminQuery, scratchDatabaseUrl } from '../../test-support/test-databases';
import {
  callServer,
  freePort,
  killServerProcesses,
  READY_LINE,
  spawnServer,
  type ServerProcess,
} from '../../test-support/server-process';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const LIBRARY_ID = 1;
const STOCKHOLM = 'Europe/Stockholm';
const ALLOWANCE = 7;
const ATTEMPTS = 200;
const cards = demoCards.filter((card) => !card.blocked);

let workDir = '';
const databaseName = `pacing_${randomBytes(6).toString('hex')}`;
const databaseUrl = scratchDatabaseUrl(databaseName);

async function startServer(): Promise<ServerProcess> {
  const server = spawnServer({
    NODE_ENV: 'production',
    PORT: String(await freePort()),
    DATA_DIR: join(workDir, 'data'),
    // The demo clips are made once for every run of this test (they are not what it measures).
    MEDIA_DIR: join(tmpdir(), 'filmhyllan-media-pacing-processes'),
    WEB_DIST: join(workDir, 'no-web-build'),
    APP_SECRET: 'pacing-processes-secret',
    // The ready line is logged at info.
    LOG_LEVEL: 'info',
    SEED: 'demo',
    DATABASE_URL: databaseUrl,
  });
  await server.waitFor(READY_LINE);
  return server;
}

const call = callServer;

async function query<T>(text: string): Promise<T[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.runIf(TEST_DATABASE_URL)('budget pacing across two server processes on PostgreSQL', () => {
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'filmhyllan-pacing-processes-'));
    await adminQuery(TEST_DATABASE_URL!, `CREATE DATABASE "${databaseName}"`);
    // A first start migrates and seeds the demo data; it stops before the library is paced, so that both
    // processes start from the paced settings.
    const seeding = await startServer();
    seeding.child.kill('SIGTERM');
    await seeding.exited;
    // Today's allowance of 7: a count budget of 7 for each day left in the month (the month's counters cleared,
    // so nothing is spent yet). Patron limits out of reach: only the allowance may refuse.
    const today = localDate(STOCKHOLM, new Date());
    const daysLeft = new Date(Date.UTC(today.year, today.month, 0)).getUTCDate() - today.day + 1;
    await query(
      `update libraries set budget_type = 'count', monthly_budget_loans = ${ALLOWANCE * daysLeft},
         budget_pacing = 'daily', patron_limit = 100 where id = ${LIBRARY_ID}`,
    );
    await query(`delete from library_budget_months where library_id = ${LIBRARY_ID}`);
    servers = await Promise.all([startServer(), startServer()]);
  }, 300_000);

  afterAll(async () => {
    killServerProcesses();
    await Promise.all(servers.map((s) => s.exited));
    if (TEST_DATABASE_URL) await adminQuery(TEST_DATABASE_URL, `DROP DATABASE IF EXISTS "${databaseName}"`);
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  it(`admits exactly ${ALLOWANCE} of ${ATTEMPTS} simultaneous loans against a day's allowance of ${ALLOWANCE}`, async () => {
    const [a, b] = servers.map((s) => s.base) as [string, string];
    const sessions = await Promise.all(
      Array.from(
        { length: 8 },
        async (_, i) =>
          (
            await call<{ sessionid: string; csrftoken: string }>(i % 2 ? b : a, '/api/init_portal_session', {
              portal: 'customer',
            })
          ).body,
      ),
    );
    const sid = `portal_sessionid=${sessions[0]!.sessionid}`;
    const titles: number[] = [];
    for (let page = 1; titles.length < Math.ceil(ATTEMPTS / cards.length); page++) {
      const { body } = await call<{ titles: { id: number; coming_on: string | null }[] }>(
        a,
        `/api/library/title/get_titles?library_id=${LIBRARY_ID}&country_iso=se&locale=en&sort=name&page=${page}&${sid}`,
      );
      expect(body.titles.length, 'library 1 has enough titles for distinct loans').toBeGreaterThan(0);
      titles.push(...body.titles.filter((t) => t.coming_on === null).map((t) => t.id));
    }
    const [before] = await query<{ n: number }>(
      `select count(*)::int as n from loans where library_id = ${LIBRARY_ID}`,
    );

    // Every attempt a different card and title, half of them to each process, all at once.
    const outcomes = await Promise.all(
      Array.from({ length: ATTEMPTS }, async (_, i) => {
        const card = cards[i % cards.length]!;
        const session = sessions[i % sessions.length]!;
        const res = await call<{ is_new?: boolean; error?: { code: string } }>(
          i % 2 ? b : a,
          '/api/customer/customer/loan',
          {
            portal_sessionid: session.sessionid,
            portal_csrftoken: session.csrftoken,
            card_number: card.cardNumber,
            pin_code: card.pin,
            library_id: LIBRARY_ID,
            title_id: titles[Math.floor(i / cards.length)]!,
          },
        );
        // A card's running loan of the title from the demo history is answered again, not lent anew.
        if (res.status === 200) return res.body.is_new ? 'new' : 'existing';
        return `${res.status} ${res.body.error?.code}`;
      }),
    );
    const tally = outcomes.reduce<Record<string, number>>(
      (acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }),
      {},
    );
    expect(tally.new, JSON.stringify(tally)).toBe(ALLOWANCE);
    // The rest were refused for the day's allowance (on the month's last day, for the month's budget itself).
    const refused = Object.keys(tally).filter((o) => o !== 'new' && o !== 'existing');
    expect(
      refused.every((o) => /^409 LIBRARY_(DAILY_ALLOWANCE|BUDGET)_REACHED$/.test(o)),
      JSON.stringify(tally),
    ).toBe(true);
    const [after] = await query<{ n: number }>(
      `select count(*)::int as n from loans where library_id = ${LIBRARY_ID}`,
    );
    expect(after!.n - before!.n).toBe(ALLOWANCE);
    const [month] = await query<{ loans: number }>(
      `select loans from library_budget_months where library_id = ${LIBRARY_ID}`,
    );
    expect(month?.loans).toBe(ALLOWANCE);
  }, 120_000);
});
