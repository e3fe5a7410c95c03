/**
 * Crash test: the real server, killed with SIGKILL in the middle of a burst of loans, then started again on the
 * same data. Every loan the server acknowledged must be there exactly once, no card may hold two running loans of
 * a title, the budget counters must equal the loan rows, and the database must open cleanly. Runs on the embedded
 * PGlite (a data folder of its own), or with TEST_DATABASE_URL on a PostgreSQL database of its own, dropped after.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCards } from './db/seed/demo-accounts';
import { DEMO_CLIPS } from './media/demo-clips';
import { adminQuery, scratchDatabaseUrl } from './test-support/test-databases';
import {
  callServer,
  freePort,
  killServerProcesses,
  READY_LINE,
  spawnServer,
  type ServerProcess,
} from './test-support/server-process';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const kind = TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** Loans sent at once: far more than the database does at once, so the kill finds many in flight. */
const CONCURRENCY = 32;
/** Titles each card borrows at each library in the burst. */
const TITLES_PER_CARD = 2;
const cards = demoCards.filter((card) => !card.blocked);

const workDir = mkdtempSync(join(tmpdir(), 'filmhyllan-crash-'));
const databaseName = `crash_${randomBytes(6).toString('hex')}`;
const databaseUrl = scratchDatabaseUrl(databaseName);

interface LoanRequest {
  libraryId: number;
  cardNumber: string;
  pin: string;
  titleId: number;
  session: { sessionid: string; csrftoken: string };
}
const tuple = (r: Pick<LoanRequest, 'libraryId' | 'cardNumber' | 'titleId'>) =>
  `${r.libraryId}:${r.cardNumber}:${r.titleId}`;

/** Starts `src/server.ts` as `npm start` runs it (production mode), and answers once it logs that it is ready. */
async function startServer(): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PORT: String(await freePort()),
    DATA_DIR: join(workDir, 'data'),
    MEDIA_DIR: join(workDir, 'media'),
    WEB_DIST: join(workDir, 'no-web-build'),
    APP_SECRET: 'crash-test-secret',
    LOG_LEVEL: 'info',
    SEED: 'demo',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const server = spawnServer(env);
  await server.waitFor(READY_LINE);
  return server;
}

/** The data, read directly rather than through the server: PGlite's folder opened here, or a pg client. */
async function openData(): Promise<{
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}> {
  if (TEST_DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      query: async <T>(text: string, params: unknown[] = []) =>
        (await client.query(text, params)).rows as T[],
      close: () => client.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(join(workDir, 'data', 'pglite'));
  await client.waitReady;
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

const call = callServer;

interface LoanAnswer {
  success: boolean;
  loan?: { loan_id: number; library_id: number; title_id: number };
  is_new?: boolean;
}
const borrow = (base: string, r: LoanRequest) =>
  call<LoanAnswer>(base, '/api/customer/customer/loan', {
    portal_sessionid: r.session.sessionid,
    portal_csrftoken: r.session.csrftoken,
    card_number: r.cardNumber,
    pin_code: r.pin,
    library_id: r.libraryId,
    title_id: r.titleId,
  });

/** Every demo library's ordinary cards, each borrowing a few titles of that library's catalogue. */
async function planBurst(base: string): Promise<LoanRequest[]> {
  const sessions = await Promise.all(
    Array.from(
      { length: 8 },
      async () =>
        (
          await call<{ sessionid: string; csrftoken: string }>(base, '/api/init_portal_session', {
            portal: 'customer',
          })
        ).body,
    ),
  );
  const sid = `portal_sessionid=${sessions[0]!.sessionid}`;
  const catalogues: { libraryId: number; titles: number[] }[] = [];
  for (const country of ['se', 'no', 'fi']) {
    const { body } = await call<{ libraries: { id: number }[] }>(
      base,
      `/api/library/library/get_all_libraries?country=${country}&${sid}`,
    );
    for (const { id } of body.libraries) {
      const { body: page } = await call<{ titles: { id: number; coming_on: string | null }[] }>(
        base,
        `/api/library/title/get_titles?library_id=${id}&country_iso=${country}&locale=en&sort=name&page=1&${sid}`,
      );
      const titles = page.titles.filter((t) => t.coming_on === null).map((t) => t.id);
      catalogues.push({ libraryId: id, titles });
    }
  }
  // Card by card through all libraries, so the kill finds loans of many libraries in flight.
  const plan: LoanRequest[] = [];
  cards.forEach((card, c) => {
    for (const { libraryId, titles } of catalogues) {
      for (let n = 0; n < TITLES_PER_CARD; n++) {
        plan.push({
          libraryId,
          cardNumber: card.cardNumber,
          pin: card.pin,
          titleId: titles[(c * TITLES_PER_CARD + n) % titles.length]!,
          session: sessions[plan.length % sessions.length]!,
        });
      }
    }
  });
  // Every seventh loan is sent twice in a row (a double submit), so both copies are in flight together.
  return plan.flatMap((r, i) => (i % 7 === 0 ? [r, r] : [r]));
}

let burstStartedAt: Date;
let sent: LoanRequest[];
const acknowledged: { request: LoanRequest; loanId: number; isNew: boolean }[] = [];
let unanswered = 0;
let inFlightAtKill = 0;
let afterRestart: { status: number; body: LoanAnswer; request: LoanRequest; loanId: number }[] = [];
let restartLogErrors: string[] = [];
let secondExit: { code: number | null; signal: NodeJS.Signals | null };

/** Sends the plan CONCURRENCY at a time and kills the server once a third of it has been answered. */
async function burstAndKill(server: ServerProcess, plan: LoanRequest[]) {
  const killAfter = Math.floor(plan.length / 3);
  let next = 0;
  let answered = 0;
  let inFlight = 0;
  let killed = false;
  sent = [];
  burstStartedAt = new Date(Date.now() - 1000);
  const send = async (request: LoanRequest) => {
    sent.push(request);
    inFlight++;
    try {
      const { status, body } = await borrow(server.base, request);
      answered++;
      if (status === 200 && body.success && body.loan) {
        acknowledged.push({ request, loanId: body.loan.loan_id, isNew: body.is_new! });
      }
    } catch {
      unanswered++;
    } finally {
      inFlight--;
    }
  };
  const worker = async () => {
    while (!killed && next < plan.length) {
      await send(plan[next++]!);
      if (answered >= killAfter && !killed) {
        killed = true;
        inFlightAtKill = inFlight;
        // One more loan goes out as the server dies, so the kill always leaves a request unanswered: on a fast
        // machine the others in flight may all have had their answers written before the signal.
        const last = next < plan.length ? send(plan[next++]!) : undefined;
        server.child.kill('SIGKILL');
        await last;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
}

beforeAll(async () => {
  if (TEST_DATABASE_URL) await adminQuery(TEST_DATABASE_URL, `create database "${databaseName}"`);
  // The demo clips' playlists in place: the server does not spend the test making the clips with ffmpeg.
  for (const clip of DEMO_CLIPS) {
    mkdirSync(join(workDir, 'media', clip.key), { recursive: true });
    writeFileSync(join(workDir, 'media', clip.key, 'master.m3u8'), '#EXTM3U\n');
  }
  const first = await startServer();
  await burstAndKill(first, await planBurst(first.base));

  const second = await startServer();
  const { body: session } = await call<{ sessionid: string; csrftoken: string }>(
    second.base,
    '/api/init_portal_session',
    { portal: 'customer' },
  );
  // Every acknowledged loan borrowed again: the restarted server must answer that same loan, not make another.
  afterRestart = [];
  for (let i = 0; i < acknowledged.length; i += 8) {
    afterRestart.push(
      ...(await Promise.all(
        acknowledged.slice(i, i + 8).map(async ({ request, loanId }) => {
          const again = { ...request, session };
          return { ...(await borrow(second.base, again)), request, loanId };
        }),
      )),
    );
  }
  second.child.kill('SIGTERM');
  secondExit = await second.exited;
  restartLogErrors = second.output.filter((line) => /"level":(50|60)/.test(line));
}, 240_000);

afterAll(async () => {
  killServerProcesses();
  rmSync(workDir, { recursive: true, force: true });
  if (TEST_DATABASE_URL) {
    await adminQuery(TEST_DATABASE_URL, `drop database if exists "${databaseName}" with (force)`);
  }
});

describe(`a server killed during a loan burst (${kind})`, () => {
  it('was killed in the middle of the burst, with loans acknowledged and loans in flight', () => {
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(unanswered).toBeGreaterThan(0);
  });

  it('starts again on the same data, answers, and stops cleanly without logging errors', () => {
    expect(afterRestart).toHaveLength(acknowledged.length);
    expect(secondExit).toEqual({ code: 0, signal: null });
    expect(restartLogErrors).toEqual([]);
  });

  it('answers every acknowledged loan again after the restart, as the same loan', () => {
    const wrong = afterRestart.filter(
      (a) => a.status !== 200 || a.body.is_new !== false || a.body.loan?.loan_id !== a.loanId,
    );
    expect(wrong).toEqual([]);
  });

  it('has every acknowledged loan exactly once, as it was acknowledged', async () => {
    // A double submit is acknowledged twice with the same loan.
    const byTuple = new Map<string, Set<number>>();
    for (const a of acknowledged)
      byTuple.set(tuple(a.request), (byTuple.get(tuple(a.request)) ?? new Set()).add(a.loanId));
    expect([...byTuple.values()].filter((ids) => ids.size > 1)).toEqual([]);

    const data = await openData();
    try {
      const ids = [...new Set(acknowledged.map((a) => a.loanId))];
      const rows = await data.query<{ id: number; libraryId: number; cardNumber: string; titleId: number }>(
        `select l.id::float8 as id, l.library_id as "libraryId", c.card_number as "cardNumber",
           l.title_id as "titleId"
         from loans l join patron_cards c on c.id = l.card_id
         where l.id = any($1::bigint[])`,
        [`{${ids.join(',')}}`],
      );
      const found = new Map(rows.map((row) => [row.id, tuple(row)]));
      expect(ids.filter((id) => !found.has(id))).toEqual([]);
      expect(acknowledged.filter((a) => found.get(a.loanId) !== tuple(a.request))).toEqual([]);
      // Exactly once: the acknowledged loan is the card's only loan of the title that ran during the burst.
      const running = await data.query<{ libraryId: number; cardNumber: string; titleId: number; n: number }>(
        `select l.library_id as "libraryId", c.card_number as "cardNumber", l.title_id as "titleId", count(*)::int as n
         from loans l join patron_cards c on c.id = l.card_id
         where l.ends_at > $1
         group by 1, 2, 3`,
        [burstStartedAt.toISOString()],
      );
      const counts = new Map(running.map((row) => [tuple(row), row.n]));
      expect([...byTuple.keys()].filter((key) => counts.get(key) !== 1)).toEqual([]);
    } finally {
      await data.close();
    }
  });

  it('made loans only of what was sent, and no card holds two running loans of a title', async () => {
    const data = await openData();
    try {
      const made = await data.query<{ libraryId: number; cardNumber: string; titleId: number }>(
        `select l.library_id as "libraryId", c.card_number as "cardNumber", l.title_id as "titleId"
         from loans l join patron_cards c on c.id = l.card_id
         where l.started_at >= $1`,
        [burstStartedAt.toISOString()],
      );
      const sentTuples = new Set(sent.map(tuple));
      expect(made.map(tuple).filter((key) => !sentTuples.has(key))).toEqual([]);
      const doubled = await data.query(
        `select a.id from loans a join loans b
           on b.card_id = a.card_id and b.title_id = a.title_id and b.library_id = a.library_id and b.id > a.id
           and b.started_at < a.ends_at
         where b.started_at >= $1`,
        [burstStartedAt.toISOString()],
      );
      expect(doubled).toEqual([]);
    } finally {
      await data.close();
    }
  });

  it("keeps every library's monthly budget counters equal to its loan rows", async () => {
    const data = await openData();
    try {
      const differences = await data.query(
        `with counted as (
           select l.library_id, date_trunc('month', l.started_at at time zone lib.time_zone)::date as month,
             count(*)::int as loans, sum(l.price_cents)::float8 as amount
           from loans l join libraries lib on lib.id = l.library_id
           group by 1, 2
         )
         select coalesce(c.library_id, m.library_id) as library_id, coalesce(c.month, m.month)::text as month,
           c.loans as counted_loans, m.loans as counter_loans,
           c.amount as counted_amount, m.amount_cents::float8 as counter_amount
         from counted c full join library_budget_months m on m.library_id = c.library_id and m.month = c.month
         where coalesce(c.loans, 0) <> coalesce(m.loans, 0) or coalesce(c.amount, 0) <> coalesce(m.amount_cents, 0)`,
      );
      expect(differences).toEqual([]);
      // Not a comparison of nothing: this month's counters hold the burst's new loans.
      const [counters] = await data.query<{ loans: number }>(
        `select coalesce(sum(m.loans), 0)::int as loans
         from library_budget_months m join libraries lib on lib.id = m.library_id
         where m.month = date_trunc('month', now() at time zone lib.time_zone)::date`,
      );
      expect(counters!.loans).toBeGreaterThanOrEqual(
        new Set(acknowledged.filter((a) => a.isNew).map((a) => a.loanId)).size,
      );
    } finally {
      await data.close();
    }
  });
});
