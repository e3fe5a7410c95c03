/**
 * Shared by the browser benchmarks (web.ts, first-frame.ts): starts the real server (API and built web app) as a
 * child process in production mode on the embedded PGlite demo data in a fresh temp folder, waits for
 * /api/health, and stops it again. One PID to stop: `node --import tsx` rather than `npx tsx` (which nests).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
/**
 * Where the measured app lives: this repository, or BENCH_APP_DIR, another copy of it (e.g. `git archive` of an
 * earlier commit with node_modules linked in), to measure a commit other than the working tree's. Results are
 * written to this repository's bench/results either way.
 */
export const appDir = process.env.BENCH_APP_DIR ?? root;

/** The flags every benchmark runs Debian's Chromium with (team rules; the e2e journeys use the same). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  base: string;
  stop(): Promise<void>;
}

const webDist = join(appDir, 'apps/web/dist');

/** Fails with a clear message when the web app has not been built: the benchmarks measure a build, never make one. */
export function requireWebBuild(): void {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @filmhyllan/web` first.');
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy: ${url}`);
}

/**
 * Starts the server on `port` with its own DATA_DIR (removed again by stop()) and the demo clips in
 * BENCH_MEDIA_DIR, made at the first start and kept between runs; it answers once they exist. `env` adds to the
 * environment. The server serves a copy
 * of apps/web/dist taken now, so a build made meanwhile (vite empties dist first) cannot break a run half-way.
 */
/** Where benchmark servers keep the demo clips between runs (BENCH_MEDIA_DIR). */
export const BENCH_MEDIA_DIR = process.env.BENCH_MEDIA_DIR ?? join(tmpdir(), 'filmhyllan-media-bench');
/** The demo clips' playlists (apps/api/src/media/demo-clips.ts): ffmpeg is done when both exist. */
const DEMO_CLIP_PLAYLISTS = ['demo/clip-0', 'demo/clip-1'].map((key) => join(key, 'master.m3u8'));
/** The first start makes the demo clips in the background; a busy 2-core machine needs a few minutes at worst. */
const CLIPS_TIMEOUT_MS = 300_000;

/**
 * Waits until the server has made the demo clips: ffmpeg uses both cores while it works, and a benchmark that
 * measured meanwhile would measure ffmpeg.
 */
async function waitForDemoClips(mediaDir: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + CLIPS_TIMEOUT_MS;
  while (!DEMO_CLIP_PLAYLISTS.every((file) => existsSync(join(mediaDir, file)))) {
    if (child.exitCode !== null) throw new Error('the server exited while making the demo clips');
    if (Date.now() > deadline) throw new Error(`the demo clips were not ready within ${CLIPS_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function startServer(
  port: number,
  env: Record<string, string> = {},
  /** `web: false` for a benchmark of the API alone: no build needed, none served. */
  options: { web?: boolean } = {},
): Promise<RunningServer> {
  const web = options.web ?? true;
  if (web) requireWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'filmhyllan-bench-'));
  if (web) cpSync(webDist, join(dataDir, 'web'), { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: appDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'web'),
      LOG_LEVEL: 'warn',
      // As `npm start` runs it: answers are not serialised a second time through zod.
      NODE_ENV: 'production',
      MEDIA_DIR: BENCH_MEDIA_DIR,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${base}/api/health`, child);
    await waitForDemoClips(env.MEDIA_DIR ?? BENCH_MEDIA_DIR, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** What a result was measured on, so figures from different machines are not compared blindly. */
export function machineInfo() {
  const list = cpus();
  return {
    cpus: list.length,
    cpuModel: list[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    // Other work on the machine skews browser timings most: the 1-minute load average when the run started.
    loadAverage: Number(loadavg()[0]!.toFixed(2)),
  };
}

/**
 * What was measured: the repository's commit (its working tree may hold more, and the benchmarks measure what is
 * on disk), or BENCH_APP_DIR with BENCH_NOTE saying what that copy is.
 */
export function measuredSource() {
  const commit = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  return process.env.BENCH_APP_DIR
    ? { appDir, note: process.env.BENCH_NOTE ?? '' }
    : { repositoryHead: commit || 'unknown', note: process.env.BENCH_NOTE ?? 'working tree' };
}

/** Median of numbers (mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The demo title both browser benchmarks open: the first of Stockholm's newest titles, as a visitor finds it. */
export async function demoTitleId(base: string): Promise<number> {
  const session = (await (
    await fetch(`${base}/api/init_portal_session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'portal=customer',
    })
  ).json()) as { sessionid: string };
  const { titles } = (await (
    await fetch(
      `${base}/api/library/title/get_titles?library_id=1&country_iso=se&locale=sv&sort=newest&page=1` +
        `&portal_sessionid=${session.sessionid}`,
    )
  ).json()) as { titles: { id: number }[] };
  return titles[0]!.id;
}
