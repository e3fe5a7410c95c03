/**
 * Origin offload of the encrypted segments (docs/decisions/070): BENCH_VIEWERS viewers (default 200) play the same
 * title, each with a loan of its own, once straight from the origin (the real server) and once through nginx as a
 * caching reverse proxy configured as README.md's "Deployment" → "Video" says. Counted is what reached the origin,
 * per kind of request: master playlist, variant playlist, key and segment.
 *
 *   npm run bench:media-offload -w @filmhyllan/bench
 *   BENCH_VIEWERS=500 BENCH_CONCURRENCY=50 BENCH_STORAGE=file npm run bench:media-offload -w @filmhyllan/bench
 *
 * The data: the demo data on embedded PGlite in a temp DATA_DIR, with BENCH_VIEWERS cards imported at library 1
 * (its budget and patron limit lifted by its librarian), each card borrowing the same title: one loan, one stream
 * token per viewer, as the product gives them (a card may hold a title once). Media in a bucket (BENCH_STORAGE=s3,
 * the default: s3rver on loopback, as a deployment of several processes has it) or in a temp MEDIA_DIR
 * (BENCH_STORAGE=file). Every viewer fetches the master playlist, one variant playlist (viewer i the i-th variant
 * the master names, in turn: a mix of rungs as players on different connections choose), the rendition's key and
 * every segment of that variant, in order; BENCH_CONCURRENCY viewers (default 20) at a time. Each viewer has an
 * address of its own (X-Forwarded-For, the server trusting it as behind a proxy: TRUST_PROXY=1) and one of three
 * browsers' Accept-Encoding headers in turn. Every viewer's first segment is decrypted with the key it was given
 * (an MPEG-TS sync byte must come out). Bytes are bodies as sent (nginx's $body_bytes_sent and
 * $upstream_response_length; without nginx, as the viewers received them: segments and these small playlists are
 * never compressed, so the two agree).
 *
 * nginx (NGINX_PATH, default Debian's /usr/sbin/nginx) runs in a temp folder with the README's `proxy_cache_path`
 * and `location /api/media-files/` block read from README.md as they stand (only the cache folder moved into the
 * temp folder), everything else proxied uncached with X-Forwarded-For, and an access log with
 * $upstream_addr, $upstream_response_length and $upstream_cache_status: a request reached the origin when it has
 * an upstream address. The cache starts empty.
 *
 * Writes bench/results/media-offload-<date>.json (origin requests and bytes per kind with and without the cache,
 * origin requests per viewer, the share of segment bytes served from the cache against the goal of 95 %, and
 * whether each segment was fetched from the origin once) and prints a summary.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { decryptSegment } from '../apps/api/src/media/hls-encryption';
import { startTestS3, type TestS3 } from '../apps/api/src/test-support/s3-server';
import {
  borrowOneTitle,
  clientAddress,
  keyUri,
  playlistUris,
  startMediaServer,
  type MediaServer,
  watchOtherTestRuns,
} from './media-support';
import { writeResult } from './result-files';
import { machineInfo, measuredSource, root } from './server';

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const STORAGE = (process.env.BENCH_STORAGE ?? 's3') as 'file' | 's3';
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const NGINX_PORT = PORT + 1;
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The share of segment bytes the cache must serve. */
const GOAL_FROM_CACHE = 0.95;
if (STORAGE !== 'file' && STORAGE !== 's3') throw new Error('BENCH_STORAGE must be file or s3');

/**
 * What browsers' players send as Accept-Encoding (Chrome and Firefox, Safari, a player asking for identity), taken
 * by the viewers in turn: a cache that kept a copy per value (Vary: Accept-Encoding) would fetch a segment once
 * per value.
 */
const ACCEPT_ENCODINGS = ['gzip, deflate, br, zstd', 'gzip, deflate, br', 'identity'];

const KINDS = ['master', 'variant', 'key', 'segment'] as const;
type Kind = (typeof KINDS)[number];
interface Tally {
  requests: number;
  bytes: number;
}
type Tallies = Record<Kind, Tally>;
const tallies = (): Tallies =>
  Object.fromEntries(KINDS.map((kind) => [kind, { requests: 0, bytes: 0 }])) as Tallies;

/** What a request path is: the shared segment address, or a playlist or key under a stream token. */
function kindOf(path: string): Kind | undefined {
  if (path.startsWith('/api/media-files/')) return 'segment';
  if (!path.startsWith('/api/media/')) return undefined;
  if (path.endsWith('/master.m3u8')) return 'master';
  if (path.endsWith('/key')) return 'key';
  if (path.endsWith('.m3u8')) return 'variant';
  return undefined;
}

// ------------------------------------------------------------------ nginx

/**
 * The README's nginx block for the video cache: the `proxy_cache_path` line (http context) and the
 * `location /api/media-files/` block (server context), as README.md has them now.
 */
function readmeCacheConfig(): { http: string; location: string; text: string } {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const video = readme.indexOf('- **Video**');
  const block = /```nginx\n([\s\S]*?)```/.exec(readme.slice(video))?.[1];
  if (video < 0 || !block) throw new Error('README.md has no nginx block under Deployment → Video');
  const text = block.replace(/^ {2}/gm, '');
  const at = text.indexOf('location /api/media-files/');
  if (!text.startsWith('proxy_cache_path') || at < 0)
    throw new Error('the README nginx block is no longer proxy_cache_path + location /api/media-files/');
  return { http: text.slice(0, at).trim(), location: text.slice(at).trim(), text };
}

interface Nginx {
  base: string;
  accessLog: string;
  version: string;
  stop(): Promise<void>;
}

async function startNginx(originPort: number, cache: { http: string; location: string }): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const accessLog = join(dir, 'access.log');
  const http = cache.http.replace(/proxy_cache_path\s+\S+/, `proxy_cache_path ${join(dir, 'cache')}`);
  if (http === cache.http) throw new Error('no proxy_cache_path folder to move');
  const conf = `
daemon off;
worker_processes auto;
${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${join(dir, 'nginx.pid')};
lock_file ${join(dir, 'nginx.lock')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  log_format bench '$status|$request_uri|$body_bytes_sent|$upstream_addr|$upstream_response_length|$upstream_cache_status';
  access_log ${accessLog} bench;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  upstream filmhyllan { server 127.0.0.1:${originPort}; }
  ${http}
  server {
    listen 127.0.0.1:${NGINX_PORT};
    # From README.md, Deployment, Video:
    ${cache.location.replaceAll('\n', '\n    ')}
    # Everything else passes through uncached, with the client's address.
    location / {
      proxy_pass http://filmhyllan;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim();
  const test = spawnSync(NGINX, ['-t', '-q', '-c', file, '-p', dir, '-e', join(dir, 'error.log')], {
    encoding: 'utf8',
  });
  if (test.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  }
  const child = spawn(NGINX, ['-c', file, '-p', dir, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // The master (this PID) ends its workers and exits; a graceful stop, then a hard one after 10 s.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${NGINX_PORT}`;
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('nginx did not answer within 10 s');
      const ok = await fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await sleep(100);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, accessLog, version, stop };
}

// ------------------------------------------------------------------ the viewers

interface Run {
  /** What the viewers received, per kind. */
  served: Tallies;
  /** X-Cache-Status of the segment answers (none without nginx). */
  cacheStatuses: Record<string, number>;
  /** Every segment path asked for, with how often. */
  segmentsAsked: Map<string, number>;
  wallSeconds: number;
}

/** One viewer: master, its variant in turn, the key, every segment in order; the first segment decrypted. */
async function view(origin: string, master: string, viewer: number, run: Run): Promise<void> {
  const headers = {
    'x-forwarded-for': clientAddress(viewer + 1),
    'accept-encoding': ACCEPT_ENCODINGS[viewer % ACCEPT_ENCODINGS.length]!,
  };
  const get = async (kind: Kind, url: string): Promise<Buffer> => {
    const res = await fetch(url, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`viewer ${viewer}: GET ${url} answered ${res.status}`);
    run.served[kind].requests++;
    run.served[kind].bytes += body.length;
    if (kind === 'segment') {
      const status = res.headers.get('x-cache-status') ?? 'none';
      run.cacheStatuses[status] = (run.cacheStatuses[status] ?? 0) + 1;
      const path = new URL(url).pathname;
      run.segmentsAsked.set(path, (run.segmentsAsked.get(path) ?? 0) + 1);
    }
    return body;
  };
  const masterUrl = origin + master;
  const variants = playlistUris((await get('master', masterUrl)).toString('utf8')).filter((uri) =>
    uri.endsWith('.m3u8'),
  );
  const variantUrl = new URL(variants[viewer % variants.length]!, masterUrl).href;
  const playlist = (await get('variant', variantUrl)).toString('utf8');
  const keyPath = keyUri(playlist);
  if (!keyPath) throw new Error(`viewer ${viewer}: ${variantUrl} names no key`);
  const key = await get('key', new URL(keyPath, variantUrl).href);
  const sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1] ?? 0);
  for (const [i, uri] of playlistUris(playlist).entries()) {
    const segment = await get('segment', new URL(uri, variantUrl).href);
    if (i === 0 && decryptSegment(key, sequence, segment)[0] !== 0x47)
      throw new Error(`viewer ${viewer}: the first segment does not decrypt with the key`);
  }
}

async function watch(origin: string, masters: string[]): Promise<Run> {
  const run: Run = { served: tallies(), cacheStatuses: {}, segmentsAsked: new Map(), wallSeconds: 0 };
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, masters.length) }, async () => {
      while (next < masters.length) {
        const viewer = next++;
        await view(origin, masters[viewer]!, viewer, run);
      }
    }),
  );
  run.wallSeconds = Number(((performance.now() - started) / 1000).toFixed(2));
  return run;
}

// ------------------------------------------------------------------ what reached the origin

interface Origin {
  byKind: Tallies;
  /** Origin fetches per segment path. */
  segmentFetches: Map<string, number>;
  /** Lines nginx logged per kind and cache status (HIT, MISS, "-" for the uncached locations…). */
  nginxStatuses: Record<string, Record<string, number>>;
  /** What nginx sent the viewers, per kind. */
  served: Tallies;
}

/** nginx's access log from `offset` on: a request reached the origin when it has an upstream address. */
function originFromLog(file: string, offset: number): Origin {
  const origin: Origin = {
    byKind: tallies(),
    segmentFetches: new Map(),
    nginxStatuses: {},
    served: tallies(),
  };
  const lines = readFileSync(file).subarray(offset).toString('utf8').split('\n');
  for (const line of lines) {
    if (!line) continue;
    const [, uri = '', sent = '0', upstreamAddr = '-', upstreamLength = '-', cacheStatus = '-'] =
      line.split('|');
    const kind = kindOf(uri.split('?')[0]!);
    if (!kind) continue;
    const statuses = (origin.nginxStatuses[kind] ??= {});
    statuses[cacheStatus] = (statuses[cacheStatus] ?? 0) + 1;
    origin.served[kind].requests++;
    origin.served[kind].bytes += Number(sent);
    if (upstreamAddr === '-') continue;
    origin.byKind[kind].requests += upstreamAddr.split(/[,:]\s/).length;
    origin.byKind[kind].bytes += upstreamLength
      .split(/[,:]\s*/)
      .reduce((n, part) => n + (Number(part) || 0), 0);
    if (kind === 'segment') origin.segmentFetches.set(uri, (origin.segmentFetches.get(uri) ?? 0) + 1);
  }
  return origin;
}

const round = (n: number, digits = 2) => Number(n.toFixed(digits));
const perViewer = (t: Tallies) => round(KINDS.reduce((n, kind) => n + t[kind].requests, 0) / VIEWERS, 3);
const MB = 1024 * 1024;

// ------------------------------------------------------------------ the run

const machine = machineInfo();
const cacheConfig = readmeCacheConfig();
console.log(
  `media-offload: ${VIEWERS} viewers, ${CONCURRENCY} at a time, media in ${STORAGE === 's3' ? 'a bucket (s3rver)' : 'files'}`,
);
let s3: TestS3 | undefined;
let server: MediaServer | undefined;
let nginx: Nginx | undefined;
try {
  if (STORAGE === 's3') s3 = await startTestS3();
  server = await startMediaServer({
    port: PORT,
    cards: VIEWERS,
    storage: STORAGE,
    ...(s3 ? { env: s3.env } : {}),
  });
  const loans = await borrowOneTitle(server.base, VIEWERS);
  console.log(`${VIEWERS} loans of title ${loans.titleId} (${loans.variants} variants); playing`);

  const others = watchOtherTestRuns();
  const direct = await watch(server.base, loans.masters);
  // What the origin answers a segment with (the headers a cache decides on).
  const segmentPath = [...direct.segmentsAsked.keys()][0]!;
  const sample = await fetch(server.base + segmentPath, {
    headers: { 'accept-encoding': ACCEPT_ENCODINGS[0]! },
  });
  await sample.arrayBuffer();
  const originSegmentHeaders = Object.fromEntries(
    [
      'cache-control',
      'content-type',
      'content-encoding',
      'vary',
      'set-cookie',
      'access-control-allow-origin',
    ].map((name) => [name, sample.headers.get(name)]),
  );
  console.log(`without the cache: ${direct.wallSeconds} s`);

  nginx = await startNginx(PORT, cacheConfig);
  const offset = statSync(nginx.accessLog).size;
  const cached = await watch(nginx.base, loans.masters);
  console.log(`through nginx: ${cached.wallSeconds} s`);
  const otherTestRuns = others.stop();
  const origin = originFromLog(nginx.accessLog, offset);

  const servedSegmentBytes = cached.served.segment.bytes;
  const originSegmentBytes = origin.byKind.segment.bytes;
  const fromCache = 1 - originSegmentBytes / servedSegmentBytes;
  const distinctSegments = cached.segmentsAsked.size;
  const fetchCounts = [...cached.segmentsAsked.keys()].map((path) => origin.segmentFetches.get(path) ?? 0);
  const eachOnce = fetchCounts.every((n) => n === 1) && origin.segmentFetches.size === distinctSegments;
  const kinds = (t: Tallies) =>
    Object.fromEntries(KINDS.map((kind) => [kind, { requests: t[kind].requests, bytes: t[kind].bytes }]));

  const result = {
    date: new Date().toISOString(),
    measured: measuredSource(),
    machine,
    // Test runs of others (vitest, playwright) seen while the viewers played (the counts do not depend on them).
    otherTestRuns,
    setup: {
      viewers: VIEWERS,
      concurrency: CONCURRENCY,
      database: 'pglite (demo data)',
      storage: STORAGE === 's3' ? 's3 (s3rver on loopback)' : 'file',
      titleId: loans.titleId,
      variants: loans.variants,
      loans:
        `one per viewer: ${VIEWERS} cards imported at library 1, each borrowing the title once ` +
        '(no stream token shared between viewers)',
      playback:
        'master, variant (viewer i the i-th variant in turn), key, every segment in order; ' +
        "each viewer its own X-Forwarded-For address (TRUST_PROXY=1), browsers' Accept-Encoding headers in turn",
      originSegmentHeaders,
      nginx: nginx.version,
      readmeCacheConfig: cacheConfig.text,
      distinctSegments,
    },
    withoutCache: {
      wallSeconds: direct.wallSeconds,
      origin: kinds(direct.served),
      originRequestsPerViewer: perViewer(direct.served),
      segmentBytesServed: direct.served.segment.bytes,
      originSegmentBytes: direct.served.segment.bytes,
    },
    withCache: {
      wallSeconds: cached.wallSeconds,
      origin: kinds(origin.byKind),
      servedByNginx: kinds(origin.served),
      originRequestsPerViewer: perViewer(origin.byKind),
      segmentBytesServed: servedSegmentBytes,
      originSegmentBytes,
      segmentBytesFromCache: round(fromCache, 4),
      goalFromCache: GOAL_FROM_CACHE,
      goalMet: fromCache >= GOAL_FROM_CACHE,
      cacheStatusOfSegments: cached.cacheStatuses,
      nginxLogStatuses: origin.nginxStatuses,
      segmentsFetchedFromOriginOnce: eachOnce,
      originFetchesPerSegment: { min: Math.min(...fetchCounts), max: Math.max(...fetchCounts) },
    },
  };
  console.table(
    KINDS.map((kind) => ({
      kind,
      'origin requests, no cache': direct.served[kind].requests,
      'origin requests, nginx': origin.byKind[kind].requests,
      'origin MB, no cache': round(direct.served[kind].bytes / MB),
      'origin MB, nginx': round(origin.byKind[kind].bytes / MB),
      'served MB, nginx': round(origin.served[kind].bytes / MB),
    })),
  );
  console.log(
    `origin requests per viewer: ${result.withoutCache.originRequestsPerViewer} without the cache, ` +
      `${result.withCache.originRequestsPerViewer} with it; segment bytes from the cache ` +
      `${(fromCache * 100).toFixed(2)} % (goal ≥ ${GOAL_FROM_CACHE * 100} %: ${result.withCache.goalMet ? 'met' : 'NOT met'}); ` +
      `${distinctSegments} segments, each fetched from the origin once: ${eachOnce} ` +
      `(load ${machine.loadAverage}, ${machine.cpus} CPUs)`,
  );
  console.log(`written ${writeResult('media-offload', result)}`);
  if (!result.withCache.goalMet || !eachOnce) process.exitCode = 1;
} finally {
  await nginx?.stop();
  await server?.stop();
  await s3?.close();
}
