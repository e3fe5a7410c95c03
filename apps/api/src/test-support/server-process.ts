import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** apps/api, where `src/server.ts` runs from. */
export const apiDir = new URL('../..', import.meta.url).pathname;

/** A port nobody listens on now (the server takes it a moment later). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface ServerProcess {
  /** http://127.0.0.1:<PORT> */
  base: string;
  child: ChildProcess;
  /** The server's output lines (stdout and stderr), the last 500. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once a line containing `text` has been written (rejects if the server exits first). */
  waitFor(text: string): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Kills every server process still running (a test's afterAll). */
export function killServerProcesses(): void {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * Starts `src/server.ts` as `npm start` runs it (or another `script` of apps/api), in a child process with `env`
 * over this process's environment (DATABASE_URL and the like of the test run's own are not passed on unless
 * given). One PID: `node --import tsx`.
 */
export function spawnServer(env: NodeJS.ProcessEnv, script = 'src/server.ts'): ServerProcess {
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'METRICS_TOKEN', 'LIBRARY_SYSTEMS_FILE'])
    delete inherited[name];
  const child = spawn(process.execPath, ['--import', 'tsx', join(apiDir, script)], {
    cwd: apiDir,
    env: { ...inherited, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const output: string[] = [];
  const waiting = new Set<{ text: string; resolve: () => void }>();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      if (output.push(line) > 500) output.shift();
      for (const waiter of waiting) if (line.includes(waiter.text)) waiter.resolve();
    });
  }
  const waitFor = (text: string) =>
    new Promise<void>((resolve, reject) => {
      if (output.some((line) => line.includes(text))) return resolve();
      const waiter = {
        text,
        resolve: () => {
          waiting.delete(waiter);
          resolve();
        },
      };
      waiting.add(waiter);
      void exited.then(({ code, signal }) => {
        if (!waiting.has(waiter)) return;
        waiting.delete(waiter);
        reject(new Error(`the server stopped (${code ?? signal}) before "${text}":\n${output.join('\n')}`));
      });
    });
  return { base: `http://127.0.0.1:${env.PORT}`, child, output, exited, waitFor };
}

/** The log line of a server that listens and serves. */
export const READY_LINE = '"msg":"Filmhyllan is ready"';

/**
 * A call to a server process over HTTP: a GET, or with `body` a form POST; answers the status and the parsed JSON.
 */
export async function callServer<T>(
  base: string,
  path: string,
  body?: Record<string, string | number>,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: body
      ? new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString()
      : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}
