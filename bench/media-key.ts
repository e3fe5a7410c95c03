/**
 * The key route of encrypted streams (docs/decisions/070) under load: requests per second and latency (p50, p97.5,
 * p99) of GET /api/media/<token>/r<version>/key with BENCH_CONNECTIONS connections (default 50) for
 * BENCH_DURATION seconds (default 10) after BENCH_WARMUP seconds (default 3) of the same load unrecorded, on
 * PostgreSQL; the variant playlist under the same tokens the same way; and, in the same run, a bare Fastify route
 * in a process of its own started the same way (node --import tsx, NODE_ENV=production) answering 16 fixed bytes
 * with the key's headers, as the baseline the other two are divided by.
 *
 *   npm run bench:media-key -w @filmhyllan/bench
 *   BENCH_ADMIN_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_LOANS=200 npm run bench:media-key -w @filmhyllan/bench
 *
 * The data: a fresh database (made on BENCH_ADMIN_DATABASE_URL's server, dropped at the end) with the demo data and
 * BENCH_LOANS cards (default 100) at library 1, seeded by the CLIs before the server starts (SEED=demo, as a
 * demo start would) and analysed; each card borrows the same title, and the requests take the loans' tokens in
 * turn (the variant playlists their rungs in turn), so the route checks a different loan each time rather than
 * one token again. Every request comes from an address of its own (X-Forwarded-For, TRUST_PROXY=1), as key
 * requests do in service (a player asks once per rendition): the route's limit of 300 a minute per address
 * refuses none of them, but its counting is measured. Media in a temp copy of the clear demo clips (file storage).
 *
 * Writes bench/results/media-key-<date>.json (each row's requests/s and latency percentiles, and the key and
 * playlist rows as a share of the bare route's requests/s) and prints a table.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import {
  borrowOneTitle,
  clientAddress,
  getText,
  keyUri,
  playlistUris,
  startMediaServer,
  type MediaServer,
  watchOtherTestRuns,
} from './media-support';
import { writeResult } from './result-files';
import { machineInfo, measuredSource } from './server';

const PORT = Number(process.env.BENCH_PORT ?? 3402);
const BARE_PORT = PORT + 1;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const LOANS = Number(process.env.BENCH_LOANS ?? 100);
const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDir = new URL('.', import.meta.url).pathname;

/** Runs statements in order on one connection of its own. */
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

/** The baseline: Fastify alone, answering the key's 16 bytes with the key's headers. */
const BARE_SERVER = `
import Fastify from 'fastify';
const key = Buffer.alloc(16, 7);
const app = Fastify();
app.get('/key', (request, reply) =>
  reply.type('application/octet-stream').header('Cache-Control', 'private, no-store').send(key),
);
await app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
`;

function startBare() {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', BARE_SERVER], {
    cwd: benchDir,
    env: { ...process.env, BARE_PORT: String(BARE_PORT), NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${BARE_PORT}`;
  return {
    base,
    async ready() {
      const deadline = Date.now() + 30_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the bare server exited with code ${child.exitCode}`);
        if (Date.now() > deadline) throw new Error('the bare server did not answer within 30 s');
        const ok = await fetch(`${base}/key`).then(
          (res) => res.ok,
          () => false,
        );
        if (ok) return;
        await sleep(100);
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** Requests sent so far by every run: each one's X-Forwarded-For address is new. */
let sent = 0;

/** Loads `paths` (taken in turn) with CONNECTIONS clients: WARMUP seconds unrecorded, then DURATION seconds. */
async function run(name: string, origin: string, paths: string[]) {
  const statuses: Record<string, number> = {};
  let next = 0;
  const setupRequest: NonNullable<autocannon.Request['setupRequest']> = (request) => ({
    ...request,
    method: 'GET',
    path: paths[next++ % paths.length]!,
    headers: { ...request.headers, 'x-forwarded-for': clientAddress(++sent) },
  });
  if (WARMUP > 0) {
    await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: WARMUP,
      requests: [{ setupRequest }],
    });
  }
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        setupRequest,
        onResponse: (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  const row = {
    name,
    distinctRequests: paths.length,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP97_5Ms: result.latency.p97_5,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
  };
  console.log(JSON.stringify(row));
  return row;
}

const machine = machineInfo();
const database = `bench_media_key_${randomBytes(4).toString('hex')}`;
const databaseUrl = new URL(ADMIN_URL);
databaseUrl.pathname = `/${database}`;
let server: MediaServer | undefined;
const bare = startBare();
let created = false;
try {
  await runStatements(ADMIN_URL, [`CREATE DATABASE "${database}"`]);
  created = true;
  console.log(`media-key: database ${database}, ${LOANS} loans; seeding`);
  server = await startMediaServer({
    port: PORT,
    cards: LOANS,
    storage: 'file',
    env: { DATABASE_URL: databaseUrl.href, SEED: 'demo' },
    // As autovacuum keeps a database in service: the seeded tables analysed before anything is measured.
    beforeStart: () => runStatements(databaseUrl.href, ['VACUUM (ANALYZE)']),
  });
  const loans = await borrowOneTitle(server.base, LOANS);
  // Each loan's key and one of its variant playlists (the rungs in turn), as its player asks for them.
  const keys: string[] = [];
  const variants: string[] = [];
  for (const [i, master] of loans.masters.entries()) {
    const masterUrl = server.base + master;
    const uris = playlistUris(await getText(masterUrl)).filter((uri) => uri.endsWith('.m3u8'));
    const variantUrl = new URL(uris[i % uris.length]!, masterUrl);
    const key = keyUri(await getText(variantUrl.href));
    if (!key) throw new Error(`${variantUrl.pathname} names no key`);
    variants.push(variantUrl.pathname);
    keys.push(new URL(key, variantUrl).pathname);
  }
  await bare.ready();
  console.log(`${LOANS} loans of title ${loans.titleId}; measuring`);
  const others = watchOtherTestRuns();
  const rows = [
    await run('bare Fastify route, 16 bytes (same machine, same run)', bare.base, ['/key']),
    await run('GET /api/media/<token>/r<version>/key', server.base, keys),
    await run('GET /api/media/<token>/r<version>/<rung>/index.m3u8', server.base, variants),
  ];
  const otherTestRuns = others.stop();
  const [bareRow, keyRow, playlistRow] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  const share = (row: typeof keyRow) =>
    Number((row.requestsPerSecond / bareRow.requestsPerSecond).toFixed(3));
  const result = {
    date: new Date().toISOString(),
    measured: measuredSource(),
    machine,
    database: 'postgres (demo data)',
    storage: 'file',
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    warmupSeconds: WARMUP,
    loans: LOANS,
    titleId: loans.titleId,
    addressing: 'every request its own X-Forwarded-For address (TRUST_PROXY=1)',
    // Test runs of others (vitest, playwright) seen while the rows ran: figures to distrust.
    otherTestRuns,
    loadAverageAtEnd: Number(loadavg()[0]!.toFixed(2)),
    rows,
    keyShareOfBare: share(keyRow),
    playlistShareOfBare: share(playlistRow),
  };
  console.table(
    rows.map(({ name, requestsPerSecond, latencyP50Ms, latencyP97_5Ms, latencyP99Ms, non2xx, errors }) => ({
      name,
      requestsPerSecond,
      latencyP50Ms,
      latencyP97_5Ms,
      latencyP99Ms,
      non2xx,
      errors,
    })),
  );
  console.log(
    `key: ${keyRow.requestsPerSecond} requests/s (${(result.keyShareOfBare * 100).toFixed(1)} % of the bare ` +
      `route's ${bareRow.requestsPerSecond}), p50 ${keyRow.latencyP50Ms} ms, p99 ${keyRow.latencyP99Ms} ms; ` +
      `variant playlist: ${playlistRow.requestsPerSecond} requests/s (${(result.playlistShareOfBare * 100).toFixed(1)} %) ` +
      `(load ${machine.loadAverage}, ${machine.cpus} CPUs)`,
  );
  if (otherTestRuns.length > 0) console.log(`others' test runs meanwhile: ${otherTestRuns.join(' | ')}`);
  console.log(`written ${writeResult('media-key', result)}`);
  if (rows.some((row) => row.non2xx > 0 || row.errors > 0)) process.exitCode = 1;
} finally {
  await bare.stop();
  await server?.stop();
  if (created) await runStatements(ADMIN_URL, [`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`]);
}
