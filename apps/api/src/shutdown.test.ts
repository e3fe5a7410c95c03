/**
 * Graceful shutdown of the real server (server.ts, close-with-grace): on SIGTERM it stops accepting connections,
 * finishes the request in flight and exits 0; a request that never finishes is abandoned at the deadline
 * (SHUTDOWN_DEADLINE_SECONDS) with exit code 1. The request in flight is one whose body has not arrived yet:
 * `Expect: 100-continue` makes the server say when it has taken the request, so the signal surely finds it there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  freePort,
  killServerProcesses,
  READY_LINE,
  spawnServer,
  type ServerProcess,
} from './test-support/server-process';

const DEADLINE_SECONDS = 2;
const workDir = mkdtempSync(join(tmpdir(), 'filmhyllan-shutdown-'));
const BODY = 'portal=customer';

async function startServer(name: string, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const server = spawnServer({
    NODE_ENV: 'production',
    PORT: String(await freePort()),
    DATA_DIR: join(workDir, name),
    MEDIA_DIR: join(workDir, name, 'media'),
    WEB_DIST: join(workDir, 'no-web-build'),
    APP_SECRET: 'shutdown-test-secret',
    LOG_LEVEL: 'info',
    SEED: 'none',
    ...env,
  });
  await server.waitFor(READY_LINE);
  return server;
}

/** A request the server has taken (it answered 100 Continue) whose body is not sent yet. */
async function requestInFlight(server: ServerProcess) {
  const socket: Socket = connect(Number(new URL(server.base).port), '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    'POST /api/init_portal_session HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${BODY.length}\r\n` +
      'Expect: 100-continue\r\n\r\n',
  );
  await vi.waitFor(() => expect(received).toContain('100 Continue'), { timeout: 10_000 });
  return {
    /** Sends the body and answers the whole response once the server closes the connection. */
    async finish(): Promise<string> {
      socket.end(BODY);
      await closed;
      return received;
    },
    destroy: () => socket.destroy(),
  };
}

let graceful: ServerProcess;
let stuck: ServerProcess;
beforeAll(async () => {
  [graceful, stuck] = await Promise.all([
    startServer('graceful'),
    startServer('stuck', { SHUTDOWN_DEADLINE_SECONDS: String(DEADLINE_SECONDS) }),
  ]);
}, 120_000);
afterAll(() => {
  killServerProcesses();
  rmSync(workDir, { recursive: true, force: true });
});

describe('on SIGTERM the server', () => {
  it('stops accepting connections, answers the request in flight, closes everything and exits 0', async () => {
    const inFlight = await requestInFlight(graceful);
    graceful.child.kill('SIGTERM');
    await graceful.waitFor('"msg":"shutting down"');
    // New connections are refused once the listener has closed, while the request in flight is still open.
    await vi.waitFor(() => expect(fetch(`${graceful.base}/api/health`)).rejects.toThrow(), {
      timeout: 10_000,
    });
    const response = await inFlight.finish();
    expect(response).toMatch(/HTTP\/1\.1 200 OK/);
    expect(response).toContain('"sessionid"');
    expect(await graceful.exited).toEqual({ code: 0, signal: null });
    expect(graceful.output.some((line) => line.includes('"msg":"shut down"'))).toBe(true);
    expect(graceful.output.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  }, 60_000);

  it('exits 1 at the deadline when a request never finishes', async () => {
    const inFlight = await requestInFlight(stuck);
    const signalled = performance.now();
    stuck.child.kill('SIGTERM');
    try {
      expect(await stuck.exited).toEqual({ code: 1, signal: null });
    } finally {
      inFlight.destroy();
    }
    expect(performance.now() - signalled).toBeGreaterThanOrEqual(DEADLINE_SECONDS * 1000 - 50);
    expect(stuck.output.some((line) => line.includes('shutdown deadline passed'))).toBe(true);
    expect(stuck.output.some((line) => line.includes('"msg":"shut down"'))).toBe(false);
  }, 60_000);
});
