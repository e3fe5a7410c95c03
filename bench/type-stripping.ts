/**
 * tsx or Node's own type stripping (docs/decisions/068): the API's start, run both ways, A B A B.
 *   A  node --import tsx apps/api/src/server.ts                               (as today)
 *   B  node --import ./bench/strip-types-hooks.ts apps/api/src/server.ts      (Node 24 strips the types)
 * Each start gets a fresh copy of a prepared data folder (BENCH_DATA_DIR: a seeded PGlite folder of an earlier
 * start; MEDIA_DIR beside it holds the demo clips, so no ffmpeg runs) and is timed from the spawn to the first 200
 * of /api/health; its peak RSS is the kernel's VmHWM just before SIGTERM. Then the module graph alone: a process
 * that imports apps/api/src/app.ts and exits, timed to its exit, with its maxRSS.
 *
 *   node --import tsx bench/type-stripping.ts              # BENCH_RUNS (default 5) pairs; writes a result file
 *   node --import tsx bench/type-stripping.ts once strip   # one start of one variant (tsx|strip), then exit
 *
 * The prepared folder, once: `DATA_DIR=<folder>/data MEDIA_DIR=<folder>/media JOBS_WORKER=0 npm start -w
 * @filmhyllan/api`, stopped when <folder>/media/demo holds clip-0, clip-1 and clip-access (no .partial left).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeResult } from './result-files';
import { machineInfo, measuredSource, median, root } from './server';

const VARIANTS = {
  tsx: ['--import', 'tsx'],
  strip: ['--import', './bench/strip-types-hooks.ts'],
} as const;
type Variant = keyof typeof VARIANTS;
const DATA = process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'filmhyllan-strip-prep');
const PORT = Number(process.env.BENCH_PORT ?? 3472);

/** One start: spawn → first 200 of /api/health (ms), and the server's peak RSS (MiB). */
async function startOnce(variant: Variant): Promise<{ readyMs: number; peakRssMiB: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'filmhyllan-strip-'));
  cpSync(join(DATA, 'data'), dataDir, { recursive: true });
  const started = performance.now();
  const child = spawn(process.execPath, [...VARIANTS[variant], 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      MEDIA_DIR: join(DATA, 'media'),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      JOBS_WORKER: '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the ${variant} server exited with ${child.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error(`the ${variant} server did not answer`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const readyMs = Math.round(performance.now() - started);
    const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
    return { readyMs, peakRssMiB: Math.round(Number(hwm?.[1] ?? 0) / 1024) };
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The module graph alone: import app.ts (buildApp and all it imports) and exit; wall ms and maxRSS (MiB). */
async function importOnce(variant: Variant): Promise<{ wallMs: number; peakRssMiB: number }> {
  const code = `await import('./apps/api/src/app.ts'); console.log(process.resourceUsage().maxRSS)`;
  const started = performance.now();
  const child = spawn(process.execPath, [...VARIANTS[variant], '--input-type=module', '-e', code], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (status !== 0) throw new Error(`the ${variant} import exited with ${status}`);
  return {
    wallMs: Math.round(performance.now() - started),
    peakRssMiB: Math.round(Number(out.trim()) / 1024),
  };
}

const summary = (values: number[]) => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});

if (process.argv[2] === 'once') {
  console.log(JSON.stringify(await startOnce(process.argv[3] === 'strip' ? 'strip' : 'tsx')));
} else {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const date = new Date().toISOString();
  type Start = Awaited<ReturnType<typeof startOnce>>;
  type Graph = Awaited<ReturnType<typeof importOnce>>;
  const start: Record<Variant, Start[]> = { tsx: [], strip: [] };
  const graph: Record<Variant, Graph[]> = { tsx: [], strip: [] };
  await startOnce('tsx'); // warm-up of the file cache, not counted
  for (let i = 0; i < runs; i++) for (const v of ['tsx', 'strip'] as const) start[v].push(await startOnce(v));
  for (let i = 0; i < runs; i++)
    for (const v of ['tsx', 'strip'] as const) graph[v].push(await importOnce(v));
  const ratio = (a: number[], b: number[]) => summary(a.map((x, i) => Number((x / b[i]!).toFixed(3))));
  const result = {
    date,
    machine: machineInfo(),
    source: measuredSource(),
    runs,
    variants: { A: `node ${VARIANTS.tsx.join(' ')}`, B: `node ${VARIANTS.strip.join(' ')}` },
    serverStart: {
      readyMs: { A: summary(start.tsx.map((r) => r.readyMs)), B: summary(start.strip.map((r) => r.readyMs)) },
      peakRssMiB: {
        A: summary(start.tsx.map((r) => r.peakRssMiB)),
        B: summary(start.strip.map((r) => r.peakRssMiB)),
      },
      readyRatioAB: ratio(
        start.tsx.map((r) => r.readyMs),
        start.strip.map((r) => r.readyMs),
      ),
    },
    moduleGraph: {
      wallMs: { A: summary(graph.tsx.map((r) => r.wallMs)), B: summary(graph.strip.map((r) => r.wallMs)) },
      peakRssMiB: {
        A: summary(graph.tsx.map((r) => r.peakRssMiB)),
        B: summary(graph.strip.map((r) => r.peakRssMiB)),
      },
      wallRatioAB: ratio(
        graph.tsx.map((r) => r.wallMs),
        graph.strip.map((r) => r.wallMs),
      ),
    },
  };
  console.log(JSON.stringify(result, null, 2));
  console.log(writeResult('type-stripping', result));
}
