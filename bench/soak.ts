/**
 * Soak benchmark: the real server under a steady, mixed load for minutes, on loopback only. Visitors browse the
 * catalogue (get_titles pages, sorts and filters; get_title; library lists), search, start sessions, borrow with
 * library cards and play what they borrowed (master playlist, variant playlist, segments). Requests are sent at a
 * fixed rate whatever the answers take (an open loop, not flat out). Every 10 s the server's memory is sampled:
 * RSS from /proc/<pid>/status and the V8 heap through memory-probe.ts over an IPC channel.
 *
 *   npm run bench:soak                      # 5 minutes at 50 requests/s on the embedded PGlite demo data
 *   SOAK_MINUTES=30 SOAK_RATE=80 npm run bench:soak
 *   DATABASE_URL=postgres://.../soak npm run bench:soak   # an empty PostgreSQL database of the run's own
 *
 * The data: the demo data set (`npm run seed`) in a fresh DATA_DIR, plus cards imported with `npm run
 * cards:import` at three libraries (one per country), enough that every loan of the run is a different card's
 * first; those libraries' budgets are lifted through the librarian portal, so loans are never refused for money.
 * The demo clips are made once into BENCH_MEDIA_DIR (shared with the other benchmarks) and the run waits for them.
 *
 * Verdict: memory flat (the median RSS of the last minute at most MEMORY_BOUND_PERCENT above the second
 * minute's; the first minute is warm-up: JIT, caches, the database's buffers), each minute's p99 at most twice
 * the first minute's, and no request failing unexpectedly (a network error or a 5xx). Writes
 * bench/results/soak-<date>.json, prints a summary, and exits with 1 when the verdict fails.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeResult } from './result-files';
import { appDir, BENCH_MEDIA_DIR, machineInfo, measuredSource, root } from './server';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 5);
const RATE = Number(process.env.SOAK_RATE ?? 50);
const PORT = Number(process.env.SOAK_PORT ?? 3395);
const DATABASE_URL = process.env.DATABASE_URL;
/** The last minute's median RSS may be this much above the second minute's. */
const MEMORY_BOUND_PERCENT = 10;
/** Requests waiting for an answer at most; a request due beyond it is skipped and counted. */
const MAX_IN_FLIGHT = 200;
const SAMPLE_EVERY_MS = 10_000;
const APP_SECRET = 'soak-benchmark';
const LOAN_LIBRARIES = [1, 21, 101];
const base = `http://127.0.0.1:${PORT}`;
const MB = 1024 * 1024;

/** The mix: weights per request kind, out of 100. */
const MIX = {
  browse: 28,
  title: 18,
  search: 18,
  libraries: 5,
  newSession: 2,
  loan: 5,
  master: 8,
  variant: 8,
  segment: 8,
} as const;
type Kind = keyof typeof MIX;

const percentile = (sorted: number[], p: number): number | null =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const round = (n: number | null, digits = 1) => (n === null ? null : Number(n.toFixed(digits)));

/** A small seeded generator (mulberry32): the same mix and choices every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(13);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

// ------------------------------------------------------------------ data and server

const expectedLoans = Math.ceil(MINUTES * 60 * RATE * (MIX.loan / 100));
const cardsPerLibrary = Math.ceil((expectedLoans * 1.25) / LOAN_LIBRARIES.length) + 10;
const cardNumber = (libraryId: number, n: number) =>
  `8${String(libraryId).padStart(4, '0')}${String(n).padStart(5, '0')}`;

const dataDir = mkdtempSync(join(tmpdir(), 'filmhyllan-soak-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  APP_SECRET,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  MEDIA_DIR: BENCH_MEDIA_DIR,
  WEB_DIST: join(dataDir, 'no-web-build'),
  SEED: 'demo',
};

function runCli(script: string, args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: appDir,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed (${result.status})`);
}

/** The demo data and the run's cards, written before the server starts (PGlite has one process at a time). */
function prepareData() {
  runCli('apps/api/src/db/seed/cli.ts', []);
  for (const libraryId of LOAN_LIBRARIES) {
    const file = join(dataDir, `cards-${libraryId}.csv`);
    const lines = Array.from({ length: cardsPerLibrary }, (_, n) => {
      const card = cardNumber(libraryId, n);
      return `${card},${card.slice(-4)}`;
    });
    writeFileSync(file, ['card_number,pin', ...lines].join('\n') + '\n');
    runCli('apps/api/src/modules/patrons/import-cards-cli.ts', ['--library', String(libraryId), file]);
  }
}

async function waitFor(
  what: string,
  ready: () => Promise<boolean> | boolean,
  child: ChildProcess,
  ms: number,
) {
  const deadline = Date.now() + ms;
  while (!(await ready())) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before ${what}`);
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(500);
  }
}

function startServer(): ChildProcess {
  const probe = join(root, 'bench/memory-probe.ts');
  return spawn(process.execPath, ['--import', 'tsx', '--import', probe, 'apps/api/src/server.ts'], {
    cwd: appDir,
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

// ------------------------------------------------------------------ memory and CPU of the server

interface MemorySample {
  atSeconds: number;
  rssMb: number;
  rssAnonMb: number;
  heapUsedMb: number | null;
  heapTotalMb: number | null;
  externalMb: number | null;
  arrayBuffersMb: number | null;
  /** CPU seconds the server had used by then. */
  cpuSeconds: number;
  /** CPU seconds this load generator had used by then. */
  generatorCpuSeconds: number;
  /** CPU seconds the whole machine had been busy by then (all cores), from /proc/stat. */
  machineBusySeconds: number;
  /** The machine's 1-minute load average: other work on a shared machine shows in the tail latency. */
  loadAverage: number;
}

function procStatus(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, rssAnonMb: kb('RssAnon') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** CPU seconds the server has used (user + system), from /proc/<pid>/stat; clock ticks are 100 a second. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Seconds all cores together have been busy since boot (everything but idle and iowait), from /proc/stat. */
function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  return (total - ticks[3]! - ticks[4]!) / 100;
}

function heap(child: ChildProcess): Promise<NodeJS.MemoryUsage | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), 2000);
    const onMessage = (message: unknown) => {
      const memory = (message as { memory?: NodeJS.MemoryUsage }).memory;
      if (memory) done(memory);
    };
    function done(value: NodeJS.MemoryUsage | null) {
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(value);
    }
    child.on('message', onMessage);
    child.send('memory');
  });
}

// ------------------------------------------------------------------ HTTP

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();

async function post<T>(path: string, fields: Record<string, string | number>): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form(fields),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
const getJson = async <T>(path: string): Promise<T> => (await (await fetch(`${base}${path}`)).json()) as T;

interface Session {
  sessionid: string;
  csrftoken: string;
}
const newSession = (portal = 'customer') => post<Session>('/api/init_portal_session', { portal });

/** Lifts a loan library's budget and patron limit through its librarian, as its staff would. */
async function liftBudget(libraryId: number) {
  const started = await newSession('librarian');
  const login = await post<{ new_sessionid: string; new_csrftoken: string }>(
    '/api/librarian/librarian/login',
    {
      username: `librarian-${libraryId}`,
      password: 'librarian-password-1',
      portal_sessionid: started.sessionid,
      portal_csrftoken: started.csrftoken,
    },
  );
  await post('/api/librarian/librarian/update_budget', {
    portal_sessionid: login.new_sessionid,
    portal_csrftoken: login.new_csrftoken,
    budget_type: 'count',
    monthly_budget_loans: 1_000_000,
    monthly_budget_cents: '',
    patron_limit: 100,
    patron_limit_period: 'month',
    loan_period_hours: 48,
  });
}

// ------------------------------------------------------------------ the visitors' requests

interface Library {
  id: number;
  country: string;
  locale: string;
}
interface World {
  sessions: Session[];
  libraries: Library[];
  /** Titles (not announced ones) of the loan libraries and a few more, by library id. */
  catalogues: Map<number, number[]>;
  searches: string[];
  /** Loans to play: their playlist URL, and the variant playlists and segments once seen. */
  playing: { master: string; variants: string[]; segments: string[] }[];
  nextCard: Map<number, number>;
}

const LOCALES: Record<string, string> = { se: 'sv', no: 'no', fi: 'fi' };

async function buildWorld(): Promise<World> {
  const sessions = await Promise.all(Array.from({ length: 20 }, () => newSession()));
  const sid = `portal_sessionid=${sessions[0]!.sessionid}`;
  const libraries: Library[] = [];
  for (const country of ['se', 'no', 'fi']) {
    const { libraries: found } = await getJson<{ libraries: { id: number }[] }>(
      `/api/library/library/get_all_libraries?country=${country}&${sid}`,
    );
    libraries.push(...found.map(({ id }) => ({ id, country, locale: LOCALES[country]! })));
  }
  const catalogues = new Map<number, number[]>();
  const names: string[] = [];
  const sampled = [...LOAN_LIBRARIES, ...libraries.filter((_, i) => i % 8 === 0).map((l) => l.id)];
  for (const id of new Set(sampled)) {
    const library = libraries.find((l) => l.id === id)!;
    const ids: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const { titles } = await getJson<{ titles: { id: number; name: string; coming_on: string | null }[] }>(
        `/api/library/title/get_titles?library_id=${id}&country_iso=${library.country}&locale=${library.locale}` +
          `&sort=name&page=${page}&${sid}`,
      );
      ids.push(...titles.filter((t) => t.coming_on === null).map((t) => t.id));
      names.push(...titles.map((t) => t.name));
    }
    catalogues.set(id, ids);
  }
  const words = [...new Set(names.flatMap((n) => n.toLowerCase().split(/\s+/)).filter((w) => w.length >= 3))];
  const searches = words.flatMap((w) => [w.slice(0, 3), w.slice(0, 5), w]).slice(0, 600);
  return { sessions, libraries, catalogues, searches, playing: [], nextCard: new Map() };
}

/** One request of a kind: where it goes, and what its answer teaches the visitors (loans to play, sessions). */
interface Planned {
  kind: Kind;
  url: string;
  init?: RequestInit;
  learn?: (status: number, body: ArrayBuffer) => void;
}

const SORTS = ['newest', 'name', 'year', 'rating'];
const GENRES = ['[1]', '[1,4]', '[2]', '[3,5]', '[6]'];
const YEARS = ['["2000s"]', '["1990s"]', '["2010s","2020s"]'];
const text = (body: ArrayBuffer) => new TextDecoder().decode(body);
const uris = (playlist: string) => playlist.split('\n').filter((line) => line && !line.startsWith('#'));

function plan(kind: Kind, world: World): Planned {
  const session = pick(world.sessions);
  const sid = `portal_sessionid=${session.sessionid}`;
  const library = pick(world.libraries);
  const scope = `library_id=${library.id}&country_iso=${library.country}&locale=${random() < 0.2 ? 'en' : library.locale}`;
  const q = encodeURIComponent;
  // Playing needs a loan: until one is there, or its playlists have not been read yet, the step before it runs.
  const loaded = world.playing.filter((p) => p.segments.length > 0);
  const withVariants = world.playing.filter((p) => p.variants.length > 0);
  if (kind === 'segment' && loaded.length === 0) kind = 'variant';
  if (kind === 'variant' && withVariants.length === 0) kind = 'master';
  if (kind === 'master' && world.playing.length === 0) kind = 'loan';

  switch (kind) {
    case 'browse': {
      const filter = random() < 0.3 ? `&genres=${q(pick(GENRES))}&years=${q(pick(YEARS))}` : '';
      const page = 1 + Math.floor(random() * 5);
      return {
        kind,
        url: `/api/library/title/get_titles?${scope}&sort=${pick(SORTS)}&page=${page}${filter}&${sid}`,
      };
    }
    case 'title': {
      const [id, titles] = pick([...world.catalogues]);
      return {
        kind,
        url: `/api/library/title/get_title?title_id=${pick(titles)}&library_id=${id}&with_subtitle_languages=1&${sid}`,
      };
    }
    case 'search':
      return {
        kind,
        url: `/api/library/title/get_titles?${scope}&search=${q(pick(world.searches))}&sort=asc&${sid}`,
      };
    case 'libraries':
      return random() < 0.5
        ? { kind, url: `/api/library/library/get_all_libraries?country=${library.country}&${sid}` }
        : { kind, url: `/api/library/library/get_library?library_id=${library.id}&${sid}` };
    case 'newSession':
      return {
        kind,
        url: '/api/init_portal_session',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'portal=customer',
        },
        learn: (status, body) => {
          if (status === 200)
            world.sessions[Math.floor(random() * world.sessions.length)] = JSON.parse(text(body));
        },
      };
    case 'loan': {
      const libraryId = pick(LOAN_LIBRARIES);
      const n = world.nextCard.get(libraryId) ?? 0;
      world.nextCard.set(libraryId, n + 1);
      const card = cardNumber(libraryId, n % cardsPerLibrary);
      const titles = world.catalogues.get(libraryId)!;
      return {
        kind,
        url: '/api/customer/customer/loan',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form({
            portal_sessionid: session.sessionid,
            portal_csrftoken: session.csrftoken,
            card_number: card,
            pin_code: card.slice(-4),
            library_id: libraryId,
            title_id: titles[(n * 7) % titles.length]!,
          }),
        },
        learn: (status, body) => {
          if (status !== 200) return;
          const { loan } = JSON.parse(text(body)) as { loan: { stream: { playlist_url: string } } };
          world.playing.push({ master: loan.stream.playlist_url, variants: [], segments: [] });
          if (world.playing.length > 100) world.playing.shift();
        },
      };
    }
    case 'master': {
      const play = pick(world.playing);
      return {
        kind,
        url: play.master,
        learn: (status, body) => {
          if (status === 200)
            play.variants = uris(text(body)).map((u) => new URL(u, base + play.master).pathname);
        },
      };
    }
    case 'variant': {
      const play = pick(withVariants);
      const variant = pick(play.variants);
      return {
        kind,
        url: variant,
        learn: (status, body) => {
          if (status === 200)
            play.segments = uris(text(body)).map((u) => new URL(u, base + variant).pathname);
        },
      };
    }
    case 'segment':
      return { kind, url: pick(pick(loaded).segments) };
  }
}

// ------------------------------------------------------------------ the run

interface Outcome {
  kind: Kind;
  sentAtMs: number;
  ms: number;
  status: number;
  bytes: number;
  /** A loan refusal's error code. */
  code?: string;
}

async function send(planned: Planned, startedAt: number): Promise<Outcome> {
  const sentAt = performance.now();
  let status = 0;
  let bytes = 0;
  let code: string | undefined;
  try {
    const res = await fetch(base + planned.url, planned.init);
    const body = await res.arrayBuffer();
    status = res.status;
    bytes = body.byteLength;
    if (planned.kind === 'loan' && status !== 200) code = /"code":"(\w+)"/.exec(text(body))?.[1];
    planned.learn?.(status, body);
  } catch {
    status = 0;
  }
  return {
    kind: planned.kind,
    sentAtMs: sentAt - startedAt,
    ms: performance.now() - sentAt,
    status,
    bytes,
    code,
  };
}

/** The kinds in a fixed, shuffled deck of 100 (MIX's weights), dealt in turn. */
function deck(): Kind[] {
  const cards = (Object.entries(MIX) as [Kind, number][]).flatMap(([kind, n]) => Array<Kind>(n).fill(kind));
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards;
}

async function soak(child: ChildProcess, world: World) {
  const pid = child.pid!;
  const outcomes: Outcome[] = [];
  const memory: MemorySample[] = [];
  const kinds = deck();
  const durationMs = MINUTES * 60_000;
  const intervalMs = 1000 / RATE;
  const pending = new Set<Promise<void>>();
  let skipped = 0;
  const startedAt = performance.now();

  const sample = async () => {
    const atSeconds = Math.round((performance.now() - startedAt) / 1000);
    const proc = procStatus(pid);
    const usage = await heap(child);
    const mb = (n: number | undefined) => (n === undefined ? null : round(n / MB));
    memory.push({
      atSeconds,
      rssMb: round(proc.rssMb)!,
      rssAnonMb: round(proc.rssAnonMb)!,
      heapUsedMb: mb(usage?.heapUsed),
      heapTotalMb: mb(usage?.heapTotal),
      externalMb: mb(usage?.external),
      arrayBuffersMb: mb(usage?.arrayBuffers),
      cpuSeconds: cpuSeconds(pid),
      generatorCpuSeconds: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
      machineBusySeconds: machineBusySeconds(),
      loadAverage: loadavg()[0]!,
    });
    if (atSeconds > 0 && atSeconds % 60 === 0) {
      console.log(`${atSeconds / 60} min: ${outcomes.length} answered, RSS ${memory.at(-1)!.rssMb} MB`);
    }
  };
  await sample();
  const sampler = setInterval(() => void sample(), SAMPLE_EVERY_MS);

  for (let i = 0; ; i++) {
    const due = startedAt + i * intervalMs;
    if (due - startedAt >= durationMs) break;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (pending.size >= MAX_IN_FLIGHT) {
      skipped++;
      continue;
    }
    const request = send(plan(kinds[i % kinds.length]!, world), startedAt).then((o) => {
      outcomes.push(o);
      pending.delete(request);
    });
    pending.add(request);
  }
  await Promise.all(pending);
  clearInterval(sampler);
  await sample();
  return { outcomes, memory, skipped };
}

function summarise(run: Awaited<ReturnType<typeof soak>>) {
  const { outcomes, memory } = run;
  const unexpected = (o: Outcome) =>
    o.status === 0 || o.status >= 500 || (o.status >= 400 && !(o.kind === 'loan' && o.code));
  const minutes = Array.from({ length: MINUTES }, (_, m) => {
    const inMinute = outcomes.filter((o) => o.sentAtMs >= m * 60_000 && o.sentAtMs < (m + 1) * 60_000);
    const ms = inMinute.map((o) => o.ms).sort((a, b) => a - b);
    const byKind = Object.fromEntries(
      (Object.keys(MIX) as Kind[]).map((kind) => {
        const k = inMinute
          .filter((o) => o.kind === kind)
          .map((o) => o.ms)
          .sort((a, b) => a - b);
        return [
          kind,
          { requests: k.length, p50Ms: round(percentile(k, 50)), p99Ms: round(percentile(k, 99)) },
        ];
      }),
    );
    const samples = memory.filter((s) => s.atSeconds >= m * 60 && s.atSeconds < (m + 1) * 60);
    // The server's CPU over the minute, from the samples at its start and end (its share of one core).
    const span = memory.filter((s) => s.atSeconds >= m * 60 && s.atSeconds <= (m + 1) * 60);
    const [from, to] = [span[0], span.at(-1)];
    const cpuPercent = (seconds: (s: MemorySample) => number) =>
      from && to && to.atSeconds > from.atSeconds
        ? round(((seconds(to) - seconds(from)) / (to.atSeconds - from.atSeconds)) * 100)
        : null;
    const server = cpuPercent((s) => s.cpuSeconds);
    const generator = cpuPercent((s) => s.generatorCpuSeconds);
    const machine = cpuPercent((s) => s.machineBusySeconds);
    return {
      minute: m + 1,
      requests: inMinute.length,
      unexpectedErrors: inMinute.filter(unexpected).length,
      p50Ms: round(percentile(ms, 50)),
      p90Ms: round(percentile(ms, 90)),
      p99Ms: round(percentile(ms, 99)),
      maxMs: round(ms.at(-1) ?? null),
      rssMb: round(median(samples.map((s) => s.rssMb))),
      heapUsedMb: round(median(samples.flatMap((s) => (s.heapUsedMb === null ? [] : [s.heapUsedMb])))),
      serverCpuPercent: server,
      // The rest of the machine's busy time (of 200 % on two cores): work other than this benchmark's.
      otherCpuPercent:
        machine === null || server === null || generator === null
          ? null
          : round(machine - server - generator),
      loadAverage: round(median(samples.map((s) => s.loadAverage)), 2),
      byKind,
    };
  });
  const firstP99 = minutes[0]!.p99Ms!;
  const worst = minutes.reduce((a, b) => ((b.p99Ms ?? 0) > (a.p99Ms ?? 0) ? b : a));
  const secondRss = minutes[Math.min(1, minutes.length - 1)]!.rssMb!;
  const lastRss = minutes.at(-1)!.rssMb!;
  const growth = ((lastRss - secondRss) / secondRss) * 100;
  const unexpectedErrors = outcomes.filter(unexpected).length;
  const loans = outcomes.filter((o) => o.kind === 'loan');
  const refusals: Record<string, number> = {};
  for (const o of loans) if (o.code) refusals[o.code] = (refusals[o.code] ?? 0) + 1;
  const verdict = {
    memoryFlat: growth <= MEMORY_BOUND_PERCENT,
    rssSecondMinuteMb: secondRss,
    rssLastMinuteMb: lastRss,
    rssGrowthPercent: round(growth),
    rssBoundPercent: MEMORY_BOUND_PERCENT,
    p99WithinTwiceFirstMinute: minutes.every((m) => (m.p99Ms ?? 0) <= 2 * firstP99),
    firstMinuteP99Ms: firstP99,
    worstMinute: worst.minute,
    worstMinuteP99Ms: worst.p99Ms,
    unexpectedErrors,
    skippedRequests: run.skipped,
    pass: false,
  };
  verdict.pass =
    verdict.memoryFlat && verdict.p99WithinTwiceFirstMinute && unexpectedErrors === 0 && run.skipped === 0;
  return {
    minutes,
    verdict,
    loans: {
      attempted: loans.length,
      created: loans.filter((o) => o.status === 200).length,
      refusals,
    },
    playback: {
      masterPlaylists: outcomes.filter((o) => o.kind === 'master' && o.status === 200).length,
      variantPlaylists: outcomes.filter((o) => o.kind === 'variant' && o.status === 200).length,
      segments: outcomes.filter((o) => o.kind === 'segment' && o.status === 200).length,
      segmentMb: round(outcomes.filter((o) => o.kind === 'segment').reduce((n, o) => n + o.bytes, 0) / MB),
    },
    statuses: outcomes.reduce<Record<string, number>>((acc, o) => {
      acc[o.status] = (acc[o.status] ?? 0) + 1;
      return acc;
    }, {}),
  };
}

const machine = machineInfo();
console.log(
  `soak: ${MINUTES} min at ${RATE} requests/s on ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; preparing data`,
);
prepareData();
const child = startServer();
const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
try {
  await waitFor(
    '/api/health',
    () =>
      fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      ),
    child,
    120_000,
  );
  const clips = ['demo/clip-0', 'demo/clip-1'].map((key) => join(BENCH_MEDIA_DIR, key, 'master.m3u8'));
  await waitFor('the demo clips', () => clips.every((file) => existsSync(file)), child, 300_000);
  for (const libraryId of LOAN_LIBRARIES) await liftBudget(libraryId);
  const world = await buildWorld();
  console.log(
    `running: ${MINUTES} min, ${expectedLoans} loans expected over ${cardsPerLibrary * LOAN_LIBRARIES.length} cards`,
  );
  const run = await soak(child, world);
  const summary = summarise(run);
  const result = {
    date: new Date().toISOString(),
    database: DATABASE_URL ? 'postgres' : 'pglite',
    durationMinutes: MINUTES,
    requestsPerSecond: RATE,
    mix: MIX,
    machine,
    source: measuredSource(),
    note: process.env.SOAK_NOTE ?? '',
    ...summary,
    memorySamples: run.memory,
  };
  console.table(summary.minutes.map(({ byKind: _b, p90Ms: _p, maxMs: _m, ...minute }) => minute));
  console.log(
    JSON.stringify({ verdict: summary.verdict, loans: summary.loans, playback: summary.playback }, null, 2),
  );
  console.log(`written ${writeResult('soak', result)}`);
  if (!summary.verdict.pass) process.exitCode = 1;
} finally {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await stopped;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
