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

async function run(name: string, url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const row = {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP97_5Ms: result.latency.p97_5,
    latencyP99Ms: result.latency.p99,
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
  const titlesPath = `/api/library/title/get_titles?library_id=${libraryId}&country_iso=se&locale=sv`;
  const { titles } = await getJson<{ titles: { id: number }[] }>(`${titlesPath}&page=1`);
  const titleId = titles[0]!.id;
  const rows = [
    await run('bare Fastify route (same machine, same run)', `http://127.0.0.1:${BARE_PORT}/bare`),
    await run('GET /api/health', `${base}/api/health`),
    await run(
      'get_all_libraries country=se',
      `${base}/api/library/library/get_all_libraries?country=se&${sid}`,
    ),
    await run('get_library', `${base}/api/library/library/get_library?library_id=${libraryId}&${sid}`),
    await run('get_translations', `${base}/api/i18n/translation/get_translations?${sid}`),
    await run('get_titles unfiltered, page 3', `${base}${titlesPath}&page=3&${sid}`),
    await run(
      'get_titles genres+years filtered',
      `${base}${titlesPath}&genres=%5B1%2C4%5D&years=%5B%222000s%22%5D&${sid}`,
    ),
    await run('get_titles search "natt" sort asc', `${base}${titlesPath}&search=natt&sort=asc&${sid}`),
    await run(
      'get_title with subtitles',
      `${base}/api/library/title/get_title?title_id=${titleId}&library_id=${libraryId}&with_subtitle_languages=1&${sid}`,
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
  console.table(rows.map(({ errors: _e, ...r }) => r));
  console.log(`written ${file}`);
} finally {
  server.kill('SIGTERM');
  await bare.close();
}
