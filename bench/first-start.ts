/**
 * The first start as a new user meets it: `npm start` in a copy of the working tree with no web build and no
 * data folder, timed from the spawn to the first 200 of /api/health, the first 200 of / (the page), and the
 * moment the first demo title plays (a loan of Stockholm's newest title with the demo card: its master playlist,
 * variant playlist and first segment all answer 200), and the first answer of any kind (the "starting" page
 * `npm start` serves until the server listens). Then a second start on the same folder (web build, data
 * and clips present) and a start with the web build but a fresh data folder.
 *
 *   npm run bench:first-start     # BENCH_PORT (default 3450); BENCH_FFMPEG=packaged hides the system ffmpeg
 *
 * The copy holds the working tree's files (git ls-files: tracked and untracked, not ignored) with node_modules
 * linked from this repository. Writes bench/results/first-start-<date>.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { writeResult } from './result-files';
import { machineInfo, measuredSource, root } from './server';

const PORT = Number(process.env.BENCH_PORT ?? 3450);
const PACKAGED_FFMPEG = process.env.BENCH_FFMPEG === 'packaged';
const TIMEOUT_MS = 180_000;
const base = `http://127.0.0.1:${PORT}`;

interface Case {
  name: string;
  /** From the spawn of `npm start` to the first HTTP answer of / (the "starting" page counts), in ms. */
  firstAnswerMs: number;
  /** From the spawn of `npm start` to the first 200, in ms. */
  healthMs: number;
  pageMs: number;
  firstTitlePlaysMs: number;
}

/** A copy of the working tree (what git would check out, plus new files) with node_modules linked in. */
function copyApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'filmhyllan-first-start-'));
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .stdout.split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(root, file))) continue; // deleted in the working tree
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  for (const folder of ['.', 'apps/api', 'apps/web', 'packages/contract', 'e2e', 'bench']) {
    const modules = join(root, folder, 'node_modules');
    if (existsSync(modules)) symlinkSync(modules, join(dir, folder, 'node_modules'));
  }
  return dir;
}

/** A PATH with node, npm and sh but no ffmpeg: the server must fall back to the npm package's binary. */
function pathWithoutFfmpeg(): string {
  const bin = mkdtempSync(join(tmpdir(), 'filmhyllan-bin-'));
  for (const tool of ['node', 'npm', 'npx', 'sh', 'git']) {
    const found = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
    if (found) symlinkSync(found, join(bin, tool));
  }
  return bin;
}

const ok = async (url: string, init?: RequestInit): Promise<Response | undefined> => {
  try {
    const res = await fetch(url, { redirect: 'manual', ...init });
    return res.status === 200 ? res : undefined;
  } catch {
    return undefined;
  }
};

const answers = (url: string): Promise<boolean> =>
  fetch(url, { redirect: 'manual' }).then(
    () => true,
    () => false,
  );

const form = (fields: Record<string, string | number>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
});

/** Borrows Stockholm's newest title with the demo card; answers the loan's master playlist URL. */
async function borrow(): Promise<string> {
  const session = (await (
    await fetch(`${base}/api/init_portal_session`, form({ portal: 'customer' }))
  ).json()) as {
    sessionid: string;
    csrftoken: string;
  };
  const { titles } = (await (
    await fetch(
      `${base}/api/library/title/get_titles?library_id=1&country_iso=se&locale=sv&sort=newest&page=1` +
        `&portal_sessionid=${session.sessionid}`,
    )
  ).json()) as { titles: { id: number }[] };
  const answer = (await (
    await fetch(
      `${base}/api/customer/customer/loan`,
      form({
        portal_sessionid: session.sessionid,
        portal_csrftoken: session.csrftoken,
        card_number: '11111111',
        pin_code: '1234',
        library_id: 1,
        title_id: titles[0]!.id,
      }),
    )
  ).json()) as { loan?: { stream: { playlist_url: string } } };
  if (!answer.loan) throw new Error(`the loan was refused: ${JSON.stringify(answer)}`);
  return answer.loan.stream.playlist_url;
}

/** Whether the stream plays: master playlist, its first variant and that variant's first segment answer 200. */
async function plays(playlist: string): Promise<boolean> {
  const master = await ok(`${base}${playlist}`);
  if (!master) return false;
  const variant = (await master.text())
    .split('\n')
    .find((line) => line.endsWith('.m3u8') && !line.startsWith('#'));
  const folder = playlist.slice(0, playlist.lastIndexOf('/') + 1);
  const variantRes = variant && (await ok(`${base}${folder}${variant}`));
  if (!variantRes) return false;
  const segment = (await variantRes.text()).split('\n').find((line) => line.endsWith('.ts'));
  const variantFolder = `${folder}${variant.slice(0, variant.lastIndexOf('/') + 1)}`;
  return !!segment && !!(await ok(`${base}${variantFolder}${segment}`));
}

async function measure(name: string, appDir: string, env: NodeJS.ProcessEnv): Promise<Case> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: appDir,
    env: { ...env, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const result: Case = { name, firstAnswerMs: 0, healthMs: 0, pageMs: 0, firstTitlePlaysMs: 0 };
  let playlist: string | undefined;
  try {
    while (!result.firstTitlePlaysMs) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if (elapsed() > TIMEOUT_MS) throw new Error(`${name}: not playing within ${TIMEOUT_MS} ms`);
      if (!result.firstAnswerMs && (await answers(`${base}/`))) result.firstAnswerMs = elapsed();
      if (!result.healthMs && (await ok(`${base}/api/health`))) result.healthMs = elapsed();
      if (!result.pageMs && (await ok(`${base}/`))) result.pageMs = elapsed();
      if (result.healthMs && !playlist) playlist = await borrow();
      if (playlist && (await plays(playlist))) result.firstTitlePlaysMs = elapsed();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    // npm, its shell and the server: the whole process group.
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
  console.log(
    `${name}: first answer ${result.firstAnswerMs} ms, /api/health ${result.healthMs} ms, / ${result.pageMs} ms, first title plays ${result.firstTitlePlaysMs} ms`,
  );
  return result;
}

const machine = machineInfo();
const appDir = copyApp();
const bin = PACKAGED_FFMPEG ? pathWithoutFfmpeg() : undefined;
const env: NodeJS.ProcessEnv = { ...process.env, ...(bin ? { PATH: bin } : {}) };
for (const name of ['DATA_DIR', 'MEDIA_DIR', 'WEB_DIST', 'DATABASE_URL', 'SEED', 'NODE_ENV', 'LOG_LEVEL']) {
  delete env[name];
}
const cases: Case[] = [];
try {
  cases.push(await measure('fresh checkout (no web build, no data)', appDir, env));
  cases.push(await measure('second start (web build, data and clips present)', appDir, env));
  rmSync(join(appDir, 'data'), { recursive: true, force: true });
  cases.push(await measure('web build present, fresh data folder', appDir, env));
} finally {
  rmSync(appDir, { recursive: true, force: true });
  if (bin) rmSync(bin, { recursive: true, force: true });
}
const file = writeResult('first-start', {
  date: new Date().toISOString(),
  source: measuredSource(),
  machine,
  ffmpeg: PACKAGED_FFMPEG ? 'npm package (@ffmpeg-installer/ffmpeg)' : 'system first, else npm package',
  cases,
} as { date: string });
console.log(`written ${file}`);
