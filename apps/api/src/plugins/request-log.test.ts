import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { errorsPlugin } from './errors';
import { logSerializers } from './log-redaction';
import { isStaticFilePath, OneLineRequestLog } from './request-log';
import { webAppPlugin } from './web-app';

interface LogLine {
  reqId?: string;
  msg: string;
  level: number;
  req?: { method: string; url: string };
  statusCode?: number;
  responseTime?: number;
}
const parse = (lines: string[]): LogLine[] =>
  lines.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as LogLine);

describe('isStaticFilePath', () => {
  it('is a file of the web app: an extension, outside /api', () => {
    expect(isStaticFilePath('/assets/index-abc123.js')).toBe(true);
    expect(isStaticFilePath('/favicon.svg?v=2')).toBe(true);
    expect(isStaticFilePath('/sv/library/1/title/12')).toBe(false);
    expect(isStaticFilePath('/')).toBe(false);
    expect(isStaticFilePath('/api/media/tok.sig/v0/seg000.ts')).toBe(false);
    expect(isStaticFilePath('/api/health')).toBe(false);
  });
});

describe('the API’s request log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: (h) => seedFixtures(h.db) });
  });
  afterAll(() => t.close());

  it('is one line per API request: method, redacted URL, status and time', async () => {
    const before = t.logs.length;
    const res = await t.app.inject({ url: '/api/health?portal_sessionid=Sess10nSecret' });
    expect(res.statusCode).toBe(200);
    const lines = parse(t.logs.slice(before));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      req: { method: 'GET', url: '/api/health?portal_sessionid=[redacted]' },
      statusCode: 200,
    });
    expect(lines[0]!.responseTime).toBeGreaterThanOrEqual(0);
  });
});

describe('static files of the web app', () => {
  let dist: string;
  let app: FastifyInstance;
  const logs: string[] = [];
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'request-log-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // The logger as app.ts sets it up, over the web app plugin and one API route.
    app = Fastify({
      logger: {
        level: 'info',
        serializers: logSerializers,
        stream: new Writable({
          write(chunk, _encoding, callback) {
            logs.push(String(chunk));
            callback();
          },
        }),
      },
      logController: new OneLineRequestLog(),
    });
    await app.register(errorsPlugin);
    app.get('/api/ping', async () => ({ ok: true }));
    await app.register(webAppPlugin, { webDist: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('get no line; pages and API calls one each', async () => {
    const before = logs.length;
    expect((await app.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/favicon.svg' })).statusCode).toBe(404);
    expect(parse(logs.slice(before))).toEqual([]);

    expect((await app.inject({ url: '/sv/' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/ping' })).statusCode).toBe(200);
    const urls = parse(logs.slice(before)).map((line) => `${line.req?.url} ${line.statusCode}`);
    // The page's own line, and one for each call its boot data made inside the process (404 here: no such route).
    expect(urls.filter((url) => !url.startsWith('/api/init_portal_session'))).toEqual([
      '/sv/ 200',
      '/api/ping 200',
    ]);
  });
});
