/**
 * HTTP load benchmark: autocannon against the real server (started here as a child process on a data set you
 * choose) next to a bare Fastify route measured in the same run, so figures can be compared across machines.
 *
 *   npm run bench:api -w @filmhyllan/bench                     # embedded PGlite demo data in a temp dir
 *   DATABASE_URL=postgres://... npm run bench:api -w @filmhyllan/bench   # an already seeded PostgreSQL
 *
 * Writes bench/results/api-<date>.json and prints a table.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const BARE_PORT = PORT + 1;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const root = new URL('..', import.meta.url).pathname;
const base = `http://127.0.0.1:${PORT}`;

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

/**
 * Loads one route with CONNECTIONS clients for DURATION seconds. `paths` are taken in turn (different titles,
 * different searches), so caches see a realistic spread rather than one request repeated. Besides the latency
 * the clients see (queueing in the 2-core machine included), it records the server's own time per request from
 * the Server-Timing header the API sends.
 */
async function run(name: string, origin: string, paths: string[]) {
  const serverMs: number[] = [];
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
        onResponse: (_status, _body, _context, headers) => {
          const timing = /app;dur=([\d.]+)/.exec(String(headers?.['server-timing'] ?? ''));
          if (timing) serverMs.push(Number(timing[1]));
        },
      },
    ],
  });
  serverMs.sort((a, b) => a - b);
  const row = {
    name,
    distinctRequests: paths.length,
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
  };
  console.log(JSON.stringify(row));
  return row;
}

const env: Record<string, string | undefined> = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
if (!process.env.DATABASE_URL && !process.env.DATA_DIR)
  env.DATA_DIR = mkdtempSync(join(tmpdir(), 'filmhyllan-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});

const bare = Fastify();
bare.get('/bare', async () => ({ status: 'ok' }));
await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });

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
  const pages = [1, 2, 3, 4, 5, 10, 20];
  const genreSets = ['[1]', '[1,4]', '[2]', '[3,5]', '[6]'];
  const yearSets = ['["2000s"]', '["1990s"]', '["2010s","2020s"]'];
  const q = encodeURIComponent;
  const rows = [
    await run('bare Fastify route (same machine, same run)', `http://127.0.0.1:${BARE_PORT}`, ['/bare']),
    await run('GET /api/health', base, ['/api/health']),
    await run('get_all_libraries', base, [
      `/api/library/library/get_all_libraries?country=se&${sid}`,
      `/api/library/library/get_all_libraries?country=no&${sid}`,
      `/api/library/library/get_all_libraries?country=fi&${sid}`,
    ]),
    await run(
      'get_library',
      base,
      libraries.map((l) => `/api/library/library/get_library?library_id=${l.id}&${sid}`),
    ),
    await run('get_translations', base, [`/api/i18n/translation/get_translations?${sid}`]),
    await run(
      'get_titles unfiltered (pages 1-20, four sorts)',
      base,
      ['newest', 'name', 'year', 'rating'].flatMap((sort) =>
        pages.map((page) => `${titlesPath}&sort=${sort}&page=${page}`),
      ),
    ),
    await run(
      'get_titles filtered (genres and decades)',
      base,
      genreSets.flatMap((g) => yearSets.map((y) => `${titlesPath}&genres=${q(g)}&years=${q(y)}`)),
    ),
    await run(
      `get_titles search as typed (${searches.length} prefixes), sort asc`,
      base,
      searches.map((s) => `${titlesPath}&search=${q(s)}&sort=asc`),
    ),
    await run(
      `get_titles search of two words, each request a new query (${searches.length ** 2} queries)`,
      base,
      searches.flatMap((first) =>
        searches.map((second) => `${titlesPath}&search=${q(`${first} ${second}`)}&sort=asc`),
      ),
    ),
    await run(
      `get_title with subtitles and suggestions (${titleIds.length} titles)`,
      base,
      titleIds.map(
        (id) =>
          `/api/library/title/get_title?title_id=${id}&library_id=${libraryId}&with_subtitle_languages=1&${sid}`,
      ),
    ),
  ];
  const out = {
    date: new Date().toISOString(),
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    node: process.version,
    rows,
  };
  const file = join(root, 'bench/results', `api-${out.database}-${out.date.slice(0, 10)}.json`);
  writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
  console.table(rows.map(({ errors: _e, distinctRequests: _d, ...r }) => r));
  console.log(`written ${file}`);
} finally {
  server.kill('SIGTERM');
  await bare.close();
}
