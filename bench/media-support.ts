/**
 * Shared by the media benchmarks (media-offload.ts, media-key.ts): the real server on the demo data with library
 * cards of the run's own, many loans of one title, and that title's encrypted stream (docs/decisions/070).
 *
 * The data is written before the server starts, as `npm run seed` and `npm run cards:import` write it (PGlite has
 * one process at a time): the demo data set, and `cards` cards at one library, whose budget and patron limit are
 * then lifted through its librarian, so every card may borrow. The clear demo clips are made once into
 * BENCH_MEDIA_DIR (shared with the other benchmarks, kept between runs); the server packages them encrypted for
 * its own database into its MEDIA_STORAGE (a bucket, or a copy of the clips in a temp folder, removed by stop()),
 * and the loans wait until the title's variant playlist names its key (#EXT-X-KEY).
 *
 * The server runs with TRUST_PROXY=1: the benchmarks give every viewer (or key request) an address of its own in
 * X-Forwarded-For, as the players of many patrons have, so the per-address limit of the key route (300 a minute)
 * limits nobody who would not be limited in service.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_CLIPS, ensureDemoClips } from '../apps/api/src/media/demo-clips';
import { isEncryptedPlaylist } from '../apps/api/src/media/hls-encryption';
import { appDir, BENCH_MEDIA_DIR } from './server';

/** The same secret for the seed, the card import and the server: PINs are stored as HMACs keyed with it. */
const APP_SECRET = 'media-benchmark';
/** The library whose cards borrow (Stockholm in the demo data). */
export const LOAN_LIBRARY = 1;
/** The first start of a clip-less machine makes the clips; packaging them encrypted takes seconds more. */
const ENCRYPTED_TIMEOUT_MS = 300_000;

export const cardNumber = (n: number) =>
  `7${String(LOAN_LIBRARY).padStart(4, '0')}${String(n).padStart(5, '0')}`;

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** The URIs of a playlist (its lines that are not tags). */
export const playlistUris = (text: string) =>
  text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));

/** The key URI an encrypted variant playlist names (`#EXT-X-KEY:METHOD=AES-128,URI="../key"`). */
export const keyUri = (text: string): string | undefined => /#EXT-X-KEY:[^\n]*URI="([^"]+)"/.exec(text)?.[1];

/** An address of its own for request `n`: 10.x.y.z, 16.7 million before one repeats. */
export const clientAddress = (n: number) => `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255 || 1}`;

export interface MediaServer {
  /** http://127.0.0.1:<port> */
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface MediaServerOptions {
  port: number;
  /** Cards to import at LOAN_LIBRARY, numbered 0..cards-1 (cardNumber), PIN the last four digits. */
  cards: number;
  /** 'file': a copy of the clear clips in a temp MEDIA_DIR; 's3': MEDIA_STORAGE etc. given in `env`. */
  storage: 'file' | 's3';
  /** Added to the server's (and the seed's) environment: DATABASE_URL, MEDIA_STORAGE and the AWS settings… */
  env?: Record<string, string>;
  /** Run after the data is written and before the server starts (e.g. VACUUM ANALYZE on PostgreSQL). */
  beforeStart?: () => Promise<void>;
}

/** The clear demo clips in BENCH_MEDIA_DIR, made now when missing (not measured: ffmpeg, a minute or two). */
export async function ensureClearClips(): Promise<void> {
  const made = await ensureDemoClips(BENCH_MEDIA_DIR, (line) => console.log(`demo clips: ${line}`));
  if (made > 0) console.log(`demo clips: ${made} made in ${BENCH_MEDIA_DIR}`);
}

/**
 * Writes the demo data and the cards, starts the server and waits for /api/health. With `storage: 'file'` the
 * server's MEDIA_DIR is a temp copy of the clear clips, so the encrypted versions it packages per database go
 * away with it; with 's3' MEDIA_DIR is BENCH_MEDIA_DIR itself (only clear clips are read there, scratch files
 * are removed by the server) and the encrypted versions go to the bucket.
 */
export async function startMediaServer(options: MediaServerOptions): Promise<MediaServer> {
  await ensureClearClips();
  const dataDir = mkdtempSync(join(tmpdir(), 'filmhyllan-media-bench-'));
  let mediaDir = BENCH_MEDIA_DIR;
  if (options.storage === 'file') {
    mediaDir = join(dataDir, 'media');
    for (const clip of DEMO_CLIPS) {
      cpSync(join(BENCH_MEDIA_DIR, clip.key), join(mediaDir, clip.key), { recursive: true });
    }
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    APP_SECRET,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    MEDIA_DIR: mediaDir,
    MEDIA_STORAGE: 'file',
    WEB_DIST: join(dataDir, 'no-web-build'),
    SEED: 'demo',
    TRUST_PROXY: '1',
  };
  // The embedded database unless the benchmark gives one.
  delete env.DATABASE_URL;
  Object.assign(env, options.env);

  const runCli = (script: string, args: string[]) => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: appDir,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed (${result.status})`);
  };
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    runCli('apps/api/src/db/seed/cli.ts', []);
    const csv = join(dataDir, 'cards.csv');
    const lines = Array.from(
      { length: options.cards },
      (_, n) => `${cardNumber(n)},${cardNumber(n).slice(-4)}`,
    );
    writeFileSync(csv, ['card_number,pin', ...lines].join('\n') + '\n');
    runCli('apps/api/src/modules/patrons/import-cards-cli.ts', ['--library', String(LOAN_LIBRARY), csv]);
    await options.beforeStart?.();
    const started = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: appDir,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = started;
    exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
    const base = `http://127.0.0.1:${options.port}`;
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`the server exited with code ${started.exitCode}`);
      if (Date.now() > deadline) throw new Error(`the server did not become healthy: ${base}`);
      const ok = await fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await sleep(250);
    }
    return { base, child: started, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function post<T>(base: string, path: string, fields: Record<string, string | number>): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form(fields),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

interface Session {
  sessionid: string;
  csrftoken: string;
}
const newSession = (base: string, portal = 'customer') =>
  post<Session>(base, '/api/init_portal_session', { portal });

/** Lifts LOAN_LIBRARY's monthly budget and patron limit through its librarian, as its staff would. */
async function liftBudget(base: string, patronLimit: number) {
  const started = await newSession(base, 'librarian');
  const login = await post<{ new_sessionid: string; new_csrftoken: string }>(
    base,
    '/api/librarian/librarian/login',
    {
      username: `librarian-${LOAN_LIBRARY}`,
      password: 'librarian-password-1',
      portal_sessionid: started.sessionid,
      portal_csrftoken: started.csrftoken,
    },
  );
  await post(base, '/api/librarian/librarian/update_budget', {
    portal_sessionid: login.new_sessionid,
    portal_csrftoken: login.new_csrftoken,
    budget_type: 'count',
    monthly_budget_loans: 1_000_000,
    monthly_budget_cents: '',
    patron_limit: patronLimit,
    patron_limit_period: 'month',
    loan_period_hours: 48,
  });
}

export interface Loans {
  titleId: number;
  /** Each loan's master playlist path (/api/media/<token>/master.m3u8), one per card. */
  masters: string[];
  /** How many variants the title's master playlist names. */
  variants: number;
}

/** A text answer, or an error naming the URL and status. */
export async function getText(url: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(url, { headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return text;
}

/**
 * `count` loans of one title at LOAN_LIBRARY, card 0..count-1 each borrowing it (a card may hold a title once):
 * the first of the library's newest titles (released, a plain demo clip with more than one rung) that card 0 can
 * borrow. Waits until the title plays encrypted.
 */
export async function borrowOneTitle(base: string, count: number): Promise<Loans> {
  await liftBudget(base, 100);
  const sessions = await Promise.all(Array.from({ length: 8 }, () => newSession(base)));
  const sid = `portal_sessionid=${sessions[0]!.sessionid}`;
  const { titles } = (await (
    await fetch(
      `${base}/api/library/title/get_titles?library_id=${LOAN_LIBRARY}&country_iso=se&locale=sv&sort=newest&page=1&${sid}`,
    )
  ).json()) as { titles: { id: number; coming_on: string | null }[] };
  const borrow = async (card: number, titleId: number): Promise<string> => {
    const session = sessions[card % sessions.length]!;
    const answer = await post<{ loan: { stream: { playlist_url: string } } }>(
      base,
      '/api/customer/customer/loan',
      {
        portal_sessionid: session.sessionid,
        portal_csrftoken: session.csrftoken,
        card_number: cardNumber(card),
        pin_code: cardNumber(card).slice(-4),
        library_id: LOAN_LIBRARY,
        title_id: titleId,
      },
    );
    return answer.loan.stream.playlist_url;
  };

  // With media in a bucket a title answers its master playlist only once the demo clips are packaged there: the
  // first loan waits for that, then the first title with a ladder (not the 360p-only access clip) is taken.
  let chosen: { titleId: number; master: string; variants: number } | undefined;
  let packaged = false;
  for (const title of titles.filter((t) => t.coming_on === null)) {
    const master = await borrow(0, title.id).catch(() => undefined);
    if (!master) continue;
    if (!packaged) await waitForEncrypted(base, master);
    packaged = true;
    const variants = playlistUris(await getText(base + master)).filter((u) => u.endsWith('.m3u8'));
    if (variants.length > 1) {
      chosen = { titleId: title.id, master, variants: variants.length };
      break;
    }
  }
  if (!chosen)
    throw new Error(`no title of library ${LOAN_LIBRARY}'s newest could be borrowed with a ladder`);

  const masters = [chosen.master];
  for (let card = 1; card < count; card += 4) {
    const batch = Array.from({ length: Math.min(4, count - card) }, (_, i) =>
      borrow(card + i, chosen.titleId),
    );
    masters.push(...(await Promise.all(batch)));
  }
  if (new Set(masters).size !== count) throw new Error('two cards were answered with the same stream');
  return { titleId: chosen.titleId, masters, variants: chosen.variants };
}

/**
 * Waits until the master playlist's first variant is encrypted (the server has packaged the demo clips). Until
 * then the playlists may also be missing (404: the clear clips are not in a bucket).
 */
async function waitForEncrypted(base: string, master: string): Promise<void> {
  const deadline = Date.now() + ENCRYPTED_TIMEOUT_MS;
  for (;;) {
    const encrypted = await getText(base + master).then(
      async (text) => {
        const uri = playlistUris(text).find((u) => u.endsWith('.m3u8'))!;
        return isEncryptedPlaylist(await getText(new URL(uri, base + master).href));
      },
      () => false,
    );
    if (encrypted) return;
    if (Date.now() > deadline)
      throw new Error(`the title did not play encrypted within ${ENCRYPTED_TIMEOUT_MS} ms`);
    await sleep(1000);
  }
}

/**
 * Watches for test runs of others on this machine (vitest, playwright) while a benchmark measures: every 2 s,
 * without blocking. stop() answers the command lines seen (none: the measurement had the machine to itself,
 * but for the system's own work).
 */
export function watchOtherTestRuns(): { stop(): string[] } {
  const seen = new Set<string>();
  const sample = () =>
    execFile('pgrep', ['-fa', '[v]itest|[p]laywright'], (_error, stdout) => {
      for (const line of stdout.split('\n')) {
        const command = line.replace(/^\d+\s+/, '').trim();
        if (command) seen.add(command.slice(0, 160));
      }
    });
  sample();
  const timer = setInterval(sample, 2000);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return [...seen];
    },
  };
}
