/**
 * Lighthouse benchmark of the patron pages, as a phone sees them: Lighthouse (npm package, node API) with its
 * default mobile settings (Moto G Power screen, 4x CPU slowdown, simulated slow 4G) in Debian's Chromium,
 * against the real server in production mode (started here as a child process on the PGlite demo data, serving
 * the web app from apps/web/dist, which must have been built).
 *
 *   npm run bench:web                      # BENCH_PORT (default 3400), BENCH_RUNS (default 3), CHROME_PATH
 *   BENCH_APP_DIR=/tmp/x BENCH_NOTE='HEAD 5a60675' npm run bench:web   # another copy of the app (server.ts)
 *
 * Pages, each opened as a first visitor (Lighthouse clears storage before every run, so the cookie banner shows):
 * - the front page /sv/ (the library chooser; with a library chosen earlier it is the same page and the same
 *   requests, only the dropdown's value differs, so it is not measured twice),
 * - All titles of Stockholms stadsbibliotek (/sv/library/1/all, where choosing a library leads),
 * - the title page of the first of that library's newest titles.
 * Each page is measured BENCH_RUNS times in a fresh Chromium; the median of every figure is reported: performance
 * score, FCP, LCP, CLS, TBT and the transferred JavaScript and CSS bytes (resource-summary audit).
 *
 * Writes bench/results/web-<date>.json, prints a table and the deltas against the previous web-*.json.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { previousResult, writeResult } from './result-files';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  demoTitleId,
  machineInfo,
  measuredSource,
  median,
  startServer,
} from './server';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** The figures of one Lighthouse run (and, in the results, their medians). */
interface Figures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  cssBytes: number;
  totalBytes: number;
  requests: number;
  /** Lighthouse's CPU benchmark of the machine during the run: lower means a busier or slower machine. */
  benchmarkIndex: number;
}

interface PageResult {
  name: string;
  path: string;
  median: Figures;
  runs: Figures[];
}

interface WebResult {
  date: string;
  source: ReturnType<typeof measuredSource>;
  machine: ReturnType<typeof machineInfo> & { chromium: string; lighthouse: string };
  settings: { formFactor: string; throttlingMethod: string; runsPerPage: number };
  pages: PageResult[];
}

function chromiumVersion(): string {
  const out = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return out.stdout.trim() || 'unknown';
}

function lighthouseVersion(): string {
  const require = createRequire(import.meta.url);
  const pkg = JSON.parse(readFileSync(require.resolve('lighthouse/package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** The figures of one report; Lighthouse's run-time error (e.g. no FCP at all) fails the benchmark. */
function figures(lhr: LighthouseResult): Figures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string): number => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}`);
    return value;
  };
  const summary = lhr.audits['resource-summary']?.details;
  const items = (summary && 'items' in summary ? summary.items : []) as {
    resourceType: string;
    transferSize: number;
    requestCount: number;
  }[];
  const row = (type: string) => items.find((item) => item.resourceType === type);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(numeric('total-blocking-time')),
    jsBytes: row('script')?.transferSize ?? 0,
    cssBytes: row('stylesheet')?.transferSize ?? 0,
    totalBytes: row('total')?.transferSize ?? 0,
    requests: row('total')?.requestCount ?? 0,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * Lighthouse's run-time errors that say its own recording failed and to run it again (the trace lost the
 * navigation's start, say), not that the page did: such a run is repeated, at most twice.
 */
const RECORDING_ERRORS = new Set([
  'NO_NAVSTART',
  'NO_TRACING_STARTED',
  'TRACING_ALREADY_STARTED',
  'PROTOCOL_TIMEOUT',
]);

/** One Lighthouse navigation in a Chromium of its own, so no run sees another's cache or compiled code. */
async function measure(url: string, attempt = 1): Promise<Figures> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  let lhr: LighthouseResult;
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    lhr = result.lhr;
  } finally {
    chrome.kill();
  }
  const code = lhr.runtimeError?.code;
  if (code && RECORDING_ERRORS.has(code) && attempt < 3) {
    console.warn(`Lighthouse ${code} on ${url}: measured again`);
    return measure(url, attempt + 1);
  }
  return figures(lhr);
}

function medianFigures(runs: Figures[]): Figures {
  const pick = (key: keyof Figures) => median(runs.map((r) => r[key]));
  return {
    performance: pick('performance'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    cls: Number(pick('cls').toFixed(3)),
    tbtMs: pick('tbtMs'),
    jsBytes: pick('jsBytes'),
    cssBytes: pick('cssBytes'),
    totalBytes: pick('totalBytes'),
    requests: pick('requests'),
    benchmarkIndex: pick('benchmarkIndex'),
  };
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** One printed row: the figures in the units people read them in. */
function tableRow(f: Figures) {
  return {
    perf: f.performance,
    'FCP s': f.fcpMs / 1000,
    'LCP s': f.lcpMs / 1000,
    CLS: f.cls,
    'TBT ms': f.tbtMs,
    'JS KB': kb(f.jsBytes),
    'CSS KB': kb(f.cssBytes),
    'all KB': kb(f.totalBytes),
    requests: f.requests,
  };
}

/** The change from the previous run per figure, signed ("+3", "-0.8"); lower is better except for perf. */
function deltaRow(now: Figures, before: Figures) {
  const a = tableRow(now);
  const b = tableRow(before);
  return Object.fromEntries(
    Object.entries(a).map(([key, value]) => {
      const d = Math.round((value - b[key as keyof typeof b]) * 1000) / 1000;
      return [key, d > 0 ? `+${d}` : String(d)];
    }),
  );
}

const machine = machineInfo();
const server = await startServer(PORT);
try {
  // The title page of a demo title: the first of Stockholm's newest titles, as a visitor would click it.
  const titleId = await demoTitleId(server.base);

  const pages = [
    { name: 'front page', path: '/sv/' },
    { name: 'All titles', path: '/sv/library/1/all' },
    { name: 'title page', path: `/sv/library/1/title/${titleId}` },
  ];
  const results: PageResult[] = [];
  for (const page of pages) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await measure(`${server.base}${page.path}`));
      console.log(`${page.name} run ${i + 1}: ${JSON.stringify(runs.at(-1))}`);
    }
    results.push({ ...page, median: medianFigures(runs), runs });
  }

  const previous = previousResult<WebResult>('web');
  const out: WebResult = {
    date: new Date().toISOString(),
    source: measuredSource(),
    machine: { ...machine, chromium: chromiumVersion(), lighthouse: lighthouseVersion() },
    settings: { formFactor: 'mobile', throttlingMethod: 'simulate', runsPerPage: RUNS },
    pages: results,
  };
  const file = writeResult('web', out);

  console.log(
    `\nLighthouse mobile, median of ${RUNS} runs (${out.machine.chromium}, Lighthouse ${out.machine.lighthouse})`,
  );
  console.table(Object.fromEntries(results.map((p) => [p.name, tableRow(p.median)])));
  if (previous) {
    console.log(`Change since ${previous.file}:`);
    console.table(
      Object.fromEntries(
        results.flatMap((p) => {
          const before = previous.result.pages.find((q) => q.name === p.name);
          return before ? [[p.name, deltaRow(p.median, before.median)]] : [];
        }),
      ),
    );
  } else {
    console.log('No earlier web-*.json to compare with.');
  }
  console.log(`written ${file}`);
} finally {
  await server.stop();
}
