import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import pg from 'pg';

/*
 * Real OS processes for the journeys that need more than the one server the e2e config starts
 * (tests/media-in-a-bucket.spec.ts): server processes on a PostgreSQL database of their own, nginx in front of one
 * of them, and what they need (free ports, a database, a master file). Every process is started in a process
 * group of its own and stopped by its PID (the group: a server's ffmpeg children go with it).
 */

/** This folder (e2e/), where the servers are started from, as the e2e config's webServer is. */
export const e2eDir = new URL('.', import.meta.url).pathname;
/** The built web app the servers serve (`npm run build -w @filmhyllan/web`; `npm run test:e2e` builds it). */
export const webDist = new URL('../apps/web/dist', import.meta.url).pathname;
const readmePath = new URL('../README.md', import.meta.url).pathname;

/** A port nobody listens on now (taken by a process a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Debian's nginx (NGINX_PATH to name another), or undefined when none is installed. */
export function nginxBinary(): string | undefined {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : undefined;
}

// ------------------------------------------------------------------ processes

/** A child process in a group of its own, its output's last lines kept for failure messages. */
export interface Started {
  name: string;
  child: ChildProcess;
  /** The last 300 lines of stdout and stderr. */
  output: string[];
  /** Stops the group by its PID: SIGTERM, SIGKILL after `graceMs`. Safe to call twice. */
  stop(graceMs?: number): Promise<void>;
}

function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Started {
  // detached: the child leads a process group of its own, which stop() ends as a whole (by its PID).
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      if (output.push(line) > 300) output.shift();
    });
  }
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once('exit', () => resolve());
    child.once('error', (error) => {
      output.push(`${name} could not start: ${error.message}`);
      resolve();
    });
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  return {
    name,
    child,
    output,
    async stop(graceMs = 10_000) {
      if (child.pid === undefined) return;
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // Whatever of its group is left (an ffmpeg the server started).
      signalGroup('SIGKILL');
    },
  };
}

/** Why a process failed to come up, with its last output lines. */
const failure = (started: Started, why: string) =>
  new Error(`${started.name} ${why}; its last output:\n${started.output.slice(-40).join('\n')}`);

/** Waits until `url` answers 200 (or fails when the process exits or `timeoutMs` passes). */
async function waitForHealth(started: Started, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (started.child.exitCode !== null || started.child.signalCode !== null)
      throw failure(started, `exited (${started.child.exitCode ?? started.child.signalCode})`);
    if (Date.now() > deadline) throw failure(started, `did not answer ${url} within ${timeoutMs} ms`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface ServerProcess extends Started {
  port: number;
  /** http://127.0.0.1:<port> */
  base: string;
}

/**
 * `node --import tsx ../apps/api/src/server.ts` from e2e/ (as the e2e config starts its server) on a free port,
 * with `env` over this process's environment (the database, Redis and library systems of the runner's own are
 * not passed on); answers once /api/health answers.
 */
export async function startServer(
  name: string,
  env: Record<string, string>,
  register: (started: Started) => void,
  timeoutMs = 180_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const inherited = { ...process.env };
  for (const variable of ['DATABASE_URL', 'REDIS_URL', 'METRICS_TOKEN', 'LIBRARY_SYSTEMS_FILE', 'SEED'])
    delete inherited[variable];
  const started = startProcess(name, process.execPath, ['--import', 'tsx', '../apps/api/src/server.ts'], {
    cwd: e2eDir,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  register(started);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(started, `${base}/api/health`, timeoutMs);
  return { ...started, port, base };
}

// ------------------------------------------------------------------ nginx

/**
 * The README's nginx block for the video cache (Deployment → Video): its `proxy_cache_path` line (http context)
 * and its `location /api/media-files/` block (server context), as README.md has them now.
 */
export function readmeCacheConfig(): { http: string; location: string } {
  const readme = readFileSync(readmePath, 'utf8');
  const video = readme.indexOf('- **Video**');
  const block = video < 0 ? undefined : /```nginx\n([\s\S]*?)```/.exec(readme.slice(video))?.[1];
  if (!block) throw new Error('README.md has no nginx block under Deployment → Video');
  const text = block.replace(/^ {2}/gm, '');
  const at = text.indexOf('location /api/media-files/');
  if (!text.startsWith('proxy_cache_path') || at < 0)
    throw new Error('the README nginx block is no longer proxy_cache_path + location /api/media-files/');
  return { http: text.slice(0, at).trim(), location: text.slice(at).trim() };
}

export interface NginxProcess extends Started {
  /** http://127.0.0.1:<port> */
  base: string;
  /** The access log: one line a request, fields split by `|` (see NginxLogLine). */
  accessLog: string;
}

/** One request in the access log: the journey's patron tag (header X-Journey-Patron), status, URI and cache. */
export interface NginxLogLine {
  patron: string;
  status: number;
  uri: string;
  /** $upstream_cache_status: HIT, MISS, ... ('-' where nothing is cached). */
  cache: string;
  /** $upstream_addr: the origin that answered ('-' when none did). */
  upstream: string;
}

/** The access log's lines so far. */
export function readNginxLog(file: string): NginxLogLine[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [patron = '', status = '', uri = '', cache = '', upstream = ''] = line.split('|');
      return { patron, status: Number(status), uri, cache, upstream };
    });
}

/**
 * nginx in `dir` on a free port, in front of the server on `originPort`: the README's cache block for the shared
 * segment address, everything else passed through uncached (with the client's address and Host, as a
 * deployment's front passes them). One process (`master_process off`), so stop() ends all of it.
 */
export async function startNginx(
  binary: string,
  dir: string,
  originPort: number,
  register: (started: Started) => void,
): Promise<NginxProcess> {
  mkdirSync(dir, { recursive: true });
  const cache = readmeCacheConfig();
  const http = cache.http.replace(/proxy_cache_path\s+\S+/, `proxy_cache_path ${join(dir, 'cache')}`);
  if (http === cache.http) throw new Error('the README block has no proxy_cache_path folder to move');
  const port = await freePort();
  const accessLog = join(dir, 'access.log');
  const errorLog = join(dir, 'error.log');
  const conf = `
daemon off;
master_process off;
pid ${join(dir, 'nginx.pid')};
lock_file ${join(dir, 'nginx.lock')};
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
  log_format journey '$http_x_journey_patron|$status|$request_uri|$upstream_cache_status|$upstream_addr';
  access_log ${accessLog} journey;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  upstream filmhyllan { server 127.0.0.1:${originPort}; }
  ${http}
  server {
    listen 127.0.0.1:${port};
    # From README.md, Deployment, Video:
    ${cache.location.replaceAll('\n', '\n    ')}
    # Everything else passes through uncached.
    location / {
      proxy_pass http://filmhyllan;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  const args = ['-c', file, '-p', dir, '-e', errorLog];
  const checked = spawnSync(binary, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (checked.status !== 0)
    throw new Error(`nginx -t refused the configuration:\n${checked.stderr}\n${conf}`);
  const started = startProcess('nginx', binary, args, { cwd: dir, env: process.env });
  register(started);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(started, `${base}/api/health`, 20_000);
  } catch (error) {
    const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
    throw new Error(`${(error as Error).message}\nnginx error log:\n${log}`);
  }
  return { ...started, base, accessLog };
}

// ------------------------------------------------------------------ PostgreSQL

/** Scratch databases of this journey are named `filmhyllan_e2e_bucket_<unix seconds>_<random>`. */
const DATABASE_PREFIX = 'filmhyllan_e2e_bucket_';

const withAdmin = async <T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
};

/**
 * A new, empty database on the server of `adminUrl` (TEST_DATABASE_URL), and its URL; databases of this kind left
 * by runs that died more than an hour ago are dropped first.
 */
export async function createScratchDatabase(
  adminUrl: string,
  random: string,
): Promise<{ name: string; url: string }> {
  const now = Math.floor(Date.now() / 1000);
  const name = `${DATABASE_PREFIX}${now}_${random}`;
  await withAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [DATABASE_PREFIX],
    );
    for (const { datname } of rows) {
      const created = Number(datname.slice(DATABASE_PREFIX.length).split('_')[0]);
      if (Number.isSafeInteger(created) && now - created > 3600 && /^[a-z0-9_]+$/.test(datname))
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await client.query(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops a database made by createScratchDatabase (connections still open to it are ended). */
export async function dropScratchDatabase(adminUrl: string, name: string): Promise<void> {
  if (!name.startsWith(DATABASE_PREFIX) || !/^[a-z0-9_]+$/.test(name)) throw new Error(`not ours: ${name}`);
  await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** One query on a database, answered as rows. */
export async function queryRows<T extends object>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  return withAdmin(url, async (client) => (await client.query<T & pg.QueryResultRow>(text, values)).rows);
}

// ------------------------------------------------------------------ media

/** A `seconds` long 640x360 H.264/AAC MP4 master (test pattern and a tone), made with ffmpeg. */
export async function makeMaster(ffmpeg: string, file: string, seconds: number): Promise<Buffer> {
  await promisify(execFile)(ffmpeg, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=24:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=523:sample_rate=48000:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    ...['-movflags', '+faststart', '-f', 'mp4', file],
  ]);
  return readFileSync(file);
}

/**
 * Hard links of the clear demo clips made on this machine before (under `from`, e.g. the e2e config's media
 * folder) into a server's own MEDIA_DIR, so that the server does not make them again with ffmpeg: the clips are
 * made once per machine (decision 070). Only complete clips (with their master playlist) are linked; nothing when
 * there are none, and the server makes its own.
 */
export function linkDemoClips(from: string, mediaDir: string): number {
  const demo = join(from, 'demo');
  if (!existsSync(demo)) return 0;
  let linked = 0;
  for (const clip of readdirSync(demo)) {
    const source = join(demo, clip);
    if (!/^clip-[a-z0-9]+$/.test(clip) || !existsSync(join(source, 'master.m3u8'))) continue;
    const files = (readdirSync(source, { recursive: true, encoding: 'utf8' }) as string[])
      // The clear clip's own files, not versions packaged beside it by a server on file storage.
      .filter((path) => !/^r\d+(\/|$)/.test(path) && statSync(join(source, path)).isFile())
      // Its master last: a clip is complete for the server once its master is there.
      .sort((a, b) => Number(a === 'master.m3u8') - Number(b === 'master.m3u8'));
    try {
      for (const path of files) {
        const target = join(mediaDir, 'demo', clip, path);
        mkdirSync(dirname(target), { recursive: true });
        linkSync(join(source, path), target);
      }
      linked++;
    } catch {
      // Another file system, or a clip being replaced: the server makes it itself.
      rmSync(join(mediaDir, 'demo', clip), { recursive: true, force: true });
    }
  }
  return linked;
}
