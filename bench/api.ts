/**
 * HTTP load benchmark: autocannon against the real server (started here as a child process on a data set you
 * choose) next to a bare Fastify route measured in the same run, so figures can be compared across machines.
 *
 *   npm run bench:api -w @filmhyllan/bench                     # embedded PGlite demo data in a temp dir
 *   DATABASE_URL=postgres://... npm run bench:api -w @filmhyllan/bench   # an already seeded PostgreSQL
 *
 * The loan route borrows for real, so it runs only on a PostgreSQL database of the benchmark's own, and only when
 * asked (BENCH_LOANS=1). Before the server starts, that database is made fit for a run of thousands of loans:
 * titles without media get a demo clip's key (unplayable titles cannot be borrowed) and every library's monthly
 * budget and patron limit are lifted out of reach, so the run measures loans rather than refusals (refusals are
 * still counted and reported by error code). Before every run on PostgreSQL, loan-patron links due are removed
 * (npm run loans:unlink), so the server's start-up job has nothing to catch up while any row is measured, and the
 * database is vacuumed and analysed as autovacuum would keep it. The loan row runs 3 seconds of the same
 * load first, unrecorded, so that it measures a warmed-up route as the other rows do. The large data set (`npm run seed -- --scale large`) has 200
 * benchmark cards per library whose PIN is the card number's last four digits (db/seed/large.ts); seed it with
 * the APP_SECRET the benchmark's server gets, since PINs are stored as HMACs keyed with it:
 *
 *   createdb bench_api
 *   DATABASE_URL=postgres://.../bench_api APP_SECRET=bench npm run seed -- --scale large
 *   DATABASE_URL=postgres://.../bench_api APP_SECRET=bench BENCH_LOANS=1 npm run bench:api -w @filmhyllan/bench
 *
 * BENCH_ONLY=<regular expression> runs only the rows whose name matches it (the bare route always runs); such a
 * partial run writes no results file unless BENCH_RECORD=1 (then the file names the rows' pattern in `only`, and
 * BENCH_NOTE says what was measured, e.g. the code before and after a change measured back to back);
 * BENCH_SERVER_NODE_ARGS passes Node arguments to the server (a CPU profile: "--cpu-prof --cpu-prof-dir=DIR").
 * Writes bench/results/api-<database>-<date>.json (-2, -3 … for later runs that day) and prints a table.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { writeResult } from './result-files';
import { machineInfo, measuredSource } from './server';

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const BARE_PORT = PORT + 1;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const root = new URL('..', import.meta.url).pathname;
const base = `http://127.0.0.1:${PORT}`;
const DATABASE_URL = process.env.DATABASE_URL;
const LOANS = process.env.BENCH_LOANS === '1';
if (LOANS && !DATABASE_URL)
  throw new Error('BENCH_LOANS=1 needs DATABASE_URL: loans are measured on PostgreSQL');
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
/** Cards per library in the large data set, numbered 1..200 (db/seed/large.ts). */
const BENCHMARK_CARDS_PER_LIBRARY = 200;

async function waitForHealth(url: string, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy: ${url}`);
}

/** The value at a percentile of sorted numbers (nearest rank). */
const percentile = (sorted: number[], p: number): number | null =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** One request of a run: a GET path, or a POST with a form body (encoded once, not per request). */
interface BenchRequest {
  path: string;
  method?: 'GET' | 'POST';
  form?: string;
}

const formBody = (fields: Record<string, string | number>): string =>
  new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();

interface RunOptions {
  /**
   * Reads an answer's body: a name to count it under (an error code, or "existing" for a loan answered again),
   * or undefined for a plain success. Only routes that need it pay for parsing bodies in the load generator.
   */
  classify?: (status: number, body: string) => string | undefined;
  /** Clients at once for this row (default CONNECTIONS): the librarian portal is used by a few people at a time. */
  connections?: number;
  /**
   * Seconds of the same load before the measured run, not recorded: the route's code is compiled by V8 and its
   * pools and statements are ready, as on a server that has been running.
   */
  warmupSeconds?: number;
}

/**
 * Loads one route with CONNECTIONS clients for DURATION seconds. `requests` are taken in turn (different titles,
 * different searches, different cards), so caches see a realistic spread rather than one request repeated.
 * Besides the latency the clients see (queueing in the 2-core machine included), it records the server's own
 * time per request from the Server-Timing header the API sends, and the median of every other Server-Timing
 * entry (the loan route's phases).
 */
async function run(
  name: string,
  origin: string,
  requests: (string | BenchRequest)[],
  options: RunOptions = {},
) {
  const serverMs: number[] = [];
  const phases = new Map<string, number[]>();
  const outcomes: Record<string, number> = {};
  let next = 0;
  const setupRequest: NonNullable<autocannon.Request['setupRequest']> = (request) => {
    const item = requests[next++ % requests.length]!;
    const { path, method = 'GET', form } = typeof item === 'string' ? { path: item } : item;
    if (!form) return { ...request, method, path };
    return {
      ...request,
      method,
      path,
      headers: { ...request.headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    };
  };
  if (options.warmupSeconds) {
    await autocannon({
      url: origin,
      connections: options.connections ?? CONNECTIONS,
      duration: options.warmupSeconds,
      requests: [{ setupRequest }],
    });
  }
  const result = await autocannon({
    url: origin,
    connections: options.connections ?? CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        setupRequest,
        onResponse: (status, body, _context, headers) => {
          const timing = String(headers?.['server-timing'] ?? '');
          for (const entry of timing.split(',')) {
            const match = /^\s*([\w-]+);dur=([\d.]+)/.exec(entry);
            if (!match) continue;
            if (match[1] === 'app') serverMs.push(Number(match[2]));
            else {
              // Appended in place: copying the list per answer cost the load generator more CPU with every
              // answer, CPU the measured server shares on this machine.
              let list = phases.get(match[1]!);
              if (!list) phases.set(match[1]!, (list = []));
              list.push(Number(match[2]));
            }
          }
          const outcome = options.classify?.(status, body);
          if (outcome) outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        },
      },
    ],
  });
  serverMs.sort((a, b) => a - b);
  const row = {
    ...(options.connections ? { connections: options.connections } : {}),
    name,
    distinctRequests: requests.length,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP90Ms: result.latency.p90,
    latencyP97_5Ms: result.latency.p97_5,
    latencyP99Ms: result.latency.p99,
    serverP50Ms: percentile(serverMs, 50),
    serverP95Ms: percentile(serverMs, 95),
    serverP99Ms: percentile(serverMs, 99),
    non2xx: result.non2xx,
    errors: result.errors,
    ...(Object.keys(outcomes).length > 0 ? { outcomes } : {}),
    ...(phases.size > 0
      ? {
          serverPhaseP50Ms: Object.fromEntries(
            [...phases].map(([phase, ms]) => [
              phase,
              percentile(
                ms.sort((a, b) => a - b),
                50,
              ),
            ]),
          ),
        }
      : {}),
  };
  console.log(JSON.stringify(row));
  return row;
}

/**
 * Makes the benchmark's own PostgreSQL database fit for a loan run (see the top of this file): every title
 * playable, budgets and patron limits out of reach. Lifted rather than removed, so the charge still runs its cap
 * check. Runs before the server starts, so its in-memory copies start from these values.
 */
async function prepareLoanDatabase(url: string) {
  await runStatements(url, [
    `update titles set media_key = 'demo/clip-' || (id % 3) where media_key is null`,
    `update libraries set
       monthly_budget_loans = case when budget_type = 'count' then 1000000000 else monthly_budget_loans end,
       monthly_budget_cents = case when budget_type = 'amount' then 1000000000000 else monthly_budget_cents end,
       patron_limit = 1000000`,
  ]);
}

/** Runs statements in order on one connection of its own to the benchmark's PostgreSQL database. */
async function runStatements(url: string, statements: string[]) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Before any run on PostgreSQL: the server unlinks due loans from their patrons at its start (modules/privacy),
 * in its own process. On a freshly seeded year of loans that takes minutes, and measured rows would share the
 * server's core with it (a catalogue row ran at two thirds of its speed). So it is done here first, and the
 * database vacuumed and analysed as autovacuum would keep it: a database in service is kept by autovacuum, and a
 * benchmark database may sit on a server that has it off (this machine's test PostgreSQL does), collecting the
 * dead rows of every earlier run.
 */
async function catchUpStartupWork(url: string) {
  const unlink = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/modules/privacy/unlink-loans-cli.ts'],
    { cwd: root, env: { ...process.env, DATABASE_URL: url }, stdio: 'inherit' },
  );
  if (unlink.status !== 0) throw new Error('npm run loans:unlink failed');
  await runStatements(url, ['vacuum (analyze)']);
}

const env: Record<string, string | undefined> = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
if (!DATABASE_URL && !process.env.DATA_DIR) env.DATA_DIR = mkdtempSync(join(tmpdir(), 'filmhyllan-bench-'));
if (LOANS) await prepareLoanDatabase(DATABASE_URL!);
if (DATABASE_URL) await catchUpStartupWork(DATABASE_URL);
// BENCH_SERVER_NODE_ARGS: extra Node arguments for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
const server = spawn(process.execPath, [...serverNodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});

const bare = Fastify();
bare.get('/bare', async () => ({ status: 'ok' }));
await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });

/** A loan answer's outcome: the error code of a refusal, "existing" for a loan answered again, else nothing. */
function classifyLoan(status: number, body: string): string | undefined {
  if (status >= 200 && status < 300) return body.includes('"is_new":false') ? 'existing' : undefined;
  return /"code":"(\w+)"/.exec(body)?.[1] ?? `HTTP ${status}`;
}

/**
 * Loans as patrons make them: every request a different benchmark card (each library's cards in turn, libraries
 * of all three countries interleaved) and a title from that library's catalogue, in a session of its own client
 * with its CSRF token. Sessions are shared round robin by CONNECTIONS sessions, since new sessions are limited
 * per client address; a session borrowing again costs the same as a new one. A card meeting a title it still has
 * on loan from an earlier run is answered with that loan (is_new false) and counted as "existing".
 */
async function loanRequests(): Promise<BenchRequest[]> {
  const sessions = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const res = await fetch(`${base}/api/init_portal_session`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'portal=customer',
      });
      if (!res.ok) throw new Error(`init_portal_session answered ${res.status}`);
      return (await res.json()) as { sessionid: string; csrftoken: string };
    }),
  );
  const sid = `portal_sessionid=${sessions[0]!.sessionid}`;
  const libraries: { id: number; country: string }[] = [];
  for (const country of ['se', 'no', 'fi']) {
    const res = await fetch(`${base}/api/library/library/get_all_libraries?country=${country}&${sid}`);
    const body = (await res.json()) as { libraries: { id: number }[] };
    libraries.push(...body.libraries.map((l) => ({ id: l.id, country })));
  }
  const catalogues = new Map<number, number[]>();
  for (let i = 0; i < libraries.length; i += 10) {
    await Promise.all(
      libraries.slice(i, i + 10).map(async ({ id, country }) => {
        const ids: number[] = [];
        for (let page = 1; page <= 4; page++) {
          const res = await fetch(
            `${base}/api/library/title/get_titles?library_id=${id}&country_iso=${country}&locale=en&sort=newest&page=${page}&${sid}`,
          );
          ids.push(...((await res.json()) as { titles: { id: number }[] }).titles.map((t) => t.id));
        }
        catalogues.set(id, ids);
      }),
    );
  }
  // Where this run starts among the cards and titles: random, so that a card rarely meets a title it still has
  // on loan from an earlier run (loans last two or three days).
  const start = Math.floor(Math.random() * 1_000_000);
  return Array.from({ length: libraries.length * BENCHMARK_CARDS_PER_LIBRARY }, (_, i) => {
    const library = libraries[i % libraries.length]!;
    const round = Math.floor(i / libraries.length);
    const titles = catalogues.get(library.id)!;
    const card = ((start + round) % BENCHMARK_CARDS_PER_LIBRARY) + 1;
    const cardNumber = `9${String(library.id).padStart(4, '0')}${String(card).padStart(3, '0')}`;
    const session = sessions[i % sessions.length]!;
    return {
      path: '/api/customer/customer/loan',
      method: 'POST',
      form: formBody({
        portal_sessionid: session.sessionid,
        portal_csrftoken: session.csrftoken,
        card_number: cardNumber,
        pin_code: cardNumber.slice(-4),
        library_id: library.id,
        title_id: titles[(start * 7 + round * 13 + i) % titles.length]!,
      }),
    };
  });
}

/** A librarian-portal session logged in as the library's demo librarian (librarian-<id>, db/seed/demo-accounts.ts). */
/**
 * Paces a library's budget by day through its librarian, as its staff would (update_budget with the settings it
 * has, budget_pacing changed): the statistics then answer this month's periods and the paced forecast too.
 */
async function paceBudget(libraryId: number, pacing: 'none' | 'daily'): Promise<void> {
  const { sid, csrf } = await librarianLogin(libraryId);
  const info = (await (await fetch(`${base}/api/librarian/librarian/get_general_info?${sid}`)).json()) as {
    budget: Record<string, string | number | null>;
  };
  const { budget } = info;
  const res = await fetch(`${base}/api/librarian/librarian/update_budget`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody({
      budget_type: String(budget.budget_type),
      monthly_budget_loans: budget.monthly_budget_loans ?? '',
      monthly_budget_cents: budget.monthly_budget_cents ?? '',
      patron_limit: String(budget.patron_limit),
      patron_limit_period: String(budget.patron_limit_period),
      loan_period_hours: String(budget.loan_period_hours),
      budget_pacing: pacing,
      portal_sessionid: sid.slice('portal_sessionid='.length),
      portal_csrftoken: csrf,
    }),
  });
  if (!res.ok) throw new Error(`update_budget answered ${res.status}: ${await res.text()}`);
}

async function librarianSession(libraryId: number): Promise<string> {
  return (await librarianLogin(libraryId)).sid;
}

async function librarianLogin(libraryId: number): Promise<{ sid: string; csrf: string }> {
  const started = (await (
    await fetch(`${base}/api/init_portal_session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'portal=librarian',
    })
  ).json()) as { sessionid: string; csrftoken: string };
  const login = await fetch(`${base}/api/librarian/librarian/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody({
      username: `librarian-${libraryId}`,
      password: 'librarian-password-1',
      portal_sessionid: started.sessionid,
      portal_csrftoken: started.csrftoken,
    }),
  });
  if (!login.ok) throw new Error(`librarian login answered ${login.status}: ${await login.text()}`);
  const answer = (await login.json()) as { new_sessionid: string; new_csrftoken: string };
  return { sid: `portal_sessionid=${answer.new_sessionid}`, csrf: answer.new_csrftoken };
}

try {
  await waitForHealth(`${base}/api/health`);
  const session = (await (
    await fetch(`${base}/api/init_portal_session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'portal=customer',
    })
  ).json()) as { sessionid: string };
  const sid = `portal_sessionid=${session.sessionid}`;
  const getJson = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${base}${path}&${sid}`)).json()) as T;
  const { libraries } = await getJson<{ libraries: { id: number }[] }>(
    '/api/library/library/get_all_libraries?country=se',
  );
  const libraryId = libraries[0]!.id;
  const titlesPath = `/api/library/title/get_titles?library_id=${libraryId}&country_iso=se&locale=sv&${sid}`;
  // The library's titles (first pages by name): ids for title pages, and the starts of names as searches typed.
  const catalogue: { id: number; name: string }[] = [];
  for (let page = 1; page <= 10; page++) {
    const { titles } = await getJson<{ titles: { id: number; name: string }[] }>(
      `/api/library/title/get_titles?library_id=${libraryId}&country_iso=se&locale=sv&sort=newest&page=${page}`,
    );
    catalogue.push(...titles);
  }
  const titleIds = catalogue.map((t) => t.id);
  const searches = [
    ...new Set(
      catalogue.flatMap((t) =>
        t.name
          .toLowerCase()
          .split(/\s+/)
          .filter((w) => w.length >= 3),
      ),
    ),
  ]
    .slice(0, 300)
    .map((word, i) => word.slice(0, 3 + (i % 4)));
  // Whole words of names as typed in full, and the same words misspelt as patrons do (decision 056): a letter
  // dropped, or two neighbours swapped, and from 8 letters both.
  const words = [
    ...new Set(
      catalogue.flatMap((t) =>
        t.name
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter((w) => w.length >= 4),
      ),
    ),
  ].slice(0, 300);
  const misspell = (word: string, i: number): string => {
    const at = 1 + (i % (word.length - 2));
    const swapped = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    return word.length >= 8
      ? swapped.slice(0, -2) + swapped.slice(-1)
      : i % 2
        ? swapped
        : word.slice(0, at) + word.slice(at + 1);
  };
  const misspelt = words.map(misspell);
  const pages = [1, 2, 3, 4, 5, 10, 20];
  const genreSets = ['[1]', '[1,4]', '[2]', '[3,5]', '[6]'];
  const yearSets = ['["2000s"]', '["1990s"]', '["2010s","2020s"]'];
  const q = encodeURIComponent;
  /** The rows to run, by name: each runs only when BENCH_ONLY (if given) matches its name. */
  const plan: [string, () => Promise<Awaited<ReturnType<typeof run>>>][] = [
    ['GET /api/health', () => run('GET /api/health', base, ['/api/health'])],
    [
      'get_all_libraries',
      () =>
        run('get_all_libraries', base, [
          `/api/library/library/get_all_libraries?country=se&${sid}`,
          `/api/library/library/get_all_libraries?country=no&${sid}`,
          `/api/library/library/get_all_libraries?country=fi&${sid}`,
        ]),
    ],
    [
      'get_library',
      () =>
        run(
          'get_library',
          base,
          libraries.map((l) => `/api/library/library/get_library?library_id=${l.id}&${sid}`),
        ),
    ],
    [
      'get_translations',
      () => run('get_translations', base, [`/api/i18n/translation/get_translations?${sid}`]),
    ],
    [
      'get_titles unfiltered (pages 1-20, four sorts)',
      () =>
        run(
          'get_titles unfiltered (pages 1-20, four sorts)',
          base,
          ['newest', 'name', 'year', 'rating'].flatMap((sort) =>
            pages.map((page) => `${titlesPath}&sort=${sort}&page=${page}`),
          ),
        ),
    ],
    [
      'get_titles filtered (genres and decades)',
      () =>
        run(
          'get_titles filtered (genres and decades)',
          base,
          genreSets.flatMap((g) => yearSets.map((y) => `${titlesPath}&genres=${q(g)}&years=${q(y)}`)),
        ),
    ],
    [
      `get_titles search as typed (${searches.length} prefixes), sort asc`,
      () =>
        run(
          `get_titles search as typed (${searches.length} prefixes), sort asc`,
          base,
          searches.map((s) => `${titlesPath}&search=${q(s)}&sort=asc`),
        ),
    ],
    [
      `get_titles search of whole words (${words.length} words), sort asc`,
      () =>
        run(
          `get_titles search of whole words (${words.length} words), sort asc`,
          base,
          words.map((s) => `${titlesPath}&search=${q(s)}&sort=asc`),
        ),
    ],
    [
      `get_titles search misspelt (${misspelt.length} words, one or two edits), sort asc`,
      () =>
        run(
          `get_titles search misspelt (${misspelt.length} words, one or two edits), sort asc`,
          base,
          misspelt.map((s) => `${titlesPath}&search=${q(s)}&sort=asc`),
        ),
    ],
    [
      `get_search_suggestions as typed (${searches.length} prefixes)`,
      () =>
        run(
          `get_search_suggestions as typed (${searches.length} prefixes)`,
          base,
          searches.map(
            (s) =>
              `/api/library/title/get_search_suggestions?library_id=${libraryId}&locale=sv&search=${q(s)}&${sid}`,
          ),
        ),
    ],
    [
      `get_search_suggestions misspelt (${misspelt.length} words)`,
      () =>
        run(
          `get_search_suggestions misspelt (${misspelt.length} words)`,
          base,
          misspelt.map(
            (s) =>
              `/api/library/title/get_search_suggestions?library_id=${libraryId}&locale=sv&search=${q(s)}&${sid}`,
          ),
        ),
    ],
    [
      `get_titles search of two words, each request a new query (${searches.length ** 2} queries)`,
      () =>
        run(
          `get_titles search of two words, each request a new query (${searches.length ** 2} queries)`,
          base,
          searches.flatMap((first) =>
            searches.map((second) => `${titlesPath}&search=${q(`${first} ${second}`)}&sort=asc`),
          ),
        ),
    ],
    [
      `get_title with subtitles and suggestions (${titleIds.length} titles)`,
      () =>
        run(
          `get_title with subtitles and suggestions (${titleIds.length} titles)`,
          base,
          titleIds.map(
            (id) =>
              `/api/library/title/get_title?title_id=${id}&library_id=${libraryId}&with_subtitle_languages=1&${sid}`,
          ),
        ),
    ],
  ];
  // The librarian portal's statistics over the large data set's loans: this month, 30 days and a whole year, by
  // 5 librarians at once (a library's staff), and by CONNECTIONS for the load it can take.
  const statisticsName = 'get_statistics (librarian; this month, last 30 days, last 366 days)';
  const statisticsRequests = async () => {
    const librarianSid = await librarianSession(libraryId);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    return [
      `/api/librarian/librarian/get_statistics?${librarianSid}`,
      `/api/librarian/librarian/get_statistics?from=${day(-29)}&to=${day(0)}&${librarianSid}`,
      `/api/librarian/librarian/get_statistics?from=${day(-365)}&to=${day(0)}&${librarianSid}`,
    ];
  };
  plan.push([
    `${statisticsName}, 5 at once`,
    async () => run(`${statisticsName}, 5 at once`, base, await statisticsRequests(), { connections: 5 }),
  ]);
  plan.push([
    `${statisticsName}, ${CONNECTIONS} at once`,
    async () => run(`${statisticsName}, ${CONNECTIONS} at once`, base, await statisticsRequests()),
  ]);
  // The same with the library's budget paced by day (issue 29): this month's periods and the paced forecast too.
  const pacedName = 'get_statistics with daily pacing (librarian; this month, last 30 days, last 366 days)';
  for (const connections of [5, CONNECTIONS]) {
    const name = `${pacedName}, ${connections} at once`;
    plan.push([
      name,
      async () => {
        await paceBudget(libraryId, 'daily');
        try {
          const requests = await statisticsRequests();
          const answer = (await (await fetch(`${base}${requests[0]}`)).json()) as { pacing?: unknown };
          if (!answer.pacing)
            throw new Error('get_statistics answered no pacing: the library has no cap to pace');
          return await run(name, base, requests, { connections });
        } finally {
          await paceBudget(libraryId, 'none');
        }
      },
    ]);
  }
  if (LOANS) {
    const name = 'loan: a new card and title each request, card and PIN checked (POST customer/loan)';
    plan.push([
      name,
      async () => run(name, base, await loanRequests(), { classify: classifyLoan, warmupSeconds: 3 }),
    ]);
  }
  const rows = [
    await run('bare Fastify route (same machine, same run)', `http://127.0.0.1:${BARE_PORT}`, ['/bare']),
  ];
  for (const [name, measure] of plan) if (!only || only.test(name)) rows.push(await measure());
  const out = {
    date: new Date().toISOString(),
    database: DATABASE_URL ? 'postgres' : 'pglite',
    ...(only ? { only: only.source, ...measuredSource(), machine: machineInfo() } : {}),
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    node: process.version,
    // The machine is shared: its load when the rows ended (1, 5 and 15 minutes), to judge the figures by.
    loadAverage: loadavg(),
    rows,
  };
  console.table(
    rows.map(({ errors: _e, distinctRequests: _d, outcomes: _o, serverPhaseP50Ms: _p, ...r }) => r),
  );
  if (only && process.env.BENCH_RECORD !== '1') {
    console.log('BENCH_ONLY: a partial run, no results file written (BENCH_RECORD=1 writes one)');
  } else {
    console.log(`written ${writeResult(`api-${out.database}`, out)}`);
  }
} finally {
  server.kill('SIGTERM');
  await bare.close();
}
