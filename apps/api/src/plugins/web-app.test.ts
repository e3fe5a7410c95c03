import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorsPlugin } from './errors';
import { loadSheddingPlugin } from './load-shedding';
import { webAppPlugin } from './web-app';

/** Above @fastify/compress's 1 KB threshold, so the page is compressed. */
const INDEX_HTML = `<!doctype html><html><head><title>Filmhyllan</title><style>${'body{margin:0}'.repeat(
  100,
)}</style></head><body><div id="root"></div></body></html>`;
const ASSET = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), ASSET);
  // What the build writes beside each text asset (vite-plugin-compression2).
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(ASSET));
  app = Fastify();
  await app.register(errorsPlugin);
  // The page is sent through reply.compress, which @fastify/compress adds; app.ts registers it before.
  await app.register(compress, { threshold: 1024 });
  await app.register(webAppPlugin, { webDist: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('serves hashed assets for a year, index.html for client routes (never stored), JSON 404 under /api', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    for (const path of ['/', '/sv/', '/fi/library/101/all?genres=%5B19%5D', '/sv/lib/login']) {
      const page = await app.inject({ url: path });
      expect(page.statusCode, path).toBe(200);
      expect(page.body).toContain('<title>Filmhyllan</title>');
      // The page carries the session's tokens (boot data): no cache may keep it, and it differs by cookie.
      expect(page.headers['cache-control'], path).toBe('no-store');
      expect(String(page.headers.vary), path).toMatch(/\bCookie\b/i);
    }
    const api = await app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    expect((await app.inject({ url: '/assets/missing-file.js' })).statusCode).toBe(404);
  });

  it('answers a missing file-like path with a 404: the app page to a browser, plain text to anything else', async () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const path of ['/sv/foo.png', '/en/library/101/poster.jpg', '/robots.txt']) {
      const page = await app.inject({ url: path, headers: { accept: browser } });
      expect(page.statusCode, path).toBe(404);
      // The app's router shows its not-found page for the unknown path.
      expect(page.body, path).toContain('<div id="root"></div>');
      expect(page.headers['content-type'], path).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], path).toBe('no-store');

      for (const accept of [undefined, 'image/avif,image/webp,*/*', '*/*', 'application/json']) {
        const file = await app.inject({ url: path, headers: accept ? { accept } : {} });
        expect(file.statusCode, `${path} ${accept}`).toBe(404);
        expect(file.headers['content-type'], `${path} ${accept}`).toBe('text/plain; charset=utf-8');
        expect(file.body).toBe('Not found');
      }
    }
    // A missing script never gets the page as its body, even from a browser asking broadly.
    const script = await app.inject({ url: '/assets/index-gone.js', headers: { accept: '*/*' } });
    expect(script.statusCode).toBe(404);
    expect(script.body).not.toContain('<html');
    // The API keeps its JSON error, and a real file is still served.
    const api = await app.inject({ url: '/api/nothing.png', headers: { accept: browser } });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    expect(
      (await app.inject({ url: '/assets/index-abc123.js', headers: { accept: browser } })).statusCode,
    ).toBe(200);
  });

  it('without the API routes the page still answers, with boot data that holds no session and no answers', async () => {
    // This app has no /api routes: the session start the boot data makes through inject is a 404, and the
    // app is left to start its own session.
    const page = await app.inject({ url: '/sv/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<script type="application/json" id="boot-data">{"session":null,"answers":{}}</script></body>',
    );
    // A path without a language prefix is first redirected by the app: no boot data.
    expect((await app.inject({ url: '/' })).body).not.toContain('boot-data');
  });

  it('compresses the page with brotli for a client that accepts it', async () => {
    const page = await app.inject({ url: '/sv/', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(String(page.headers.vary)).toMatch(/\bCookie\b/i);
    expect(String(page.headers.vary)).toMatch(/\baccept-encoding\b/i);
    const html = brotliDecompressSync(page.rawPayload).toString('utf8');
    expect(html).toContain('<title>Filmhyllan</title>');
    expect(html).toContain('<script type="application/json" id="boot-data">');
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('sends the precompressed asset the client accepts, and the plain file to a client that accepts none', async () => {
    const br = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(ASSET);

    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(ASSET);

    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(ASSET);
  });
});

describe('web app serving without @fastify/compress', () => {
  it('refuses to start, or answers the page: never a 500 for every page', async () => {
    // webAppPlugin sends the page with reply.compress, which only @fastify/compress provides. Either the plugin
    // says so when it is registered (a fastify-plugin dependency) or it sends the page uncompressed.
    const bare = Fastify({ logger: false });
    await bare.register(errorsPlugin);
    try {
      let started = true;
      try {
        await bare.register(webAppPlugin, { webDist: dist });
        await bare.ready();
      } catch (error) {
        started = false;
        expect(String(error)).toMatch(/compress/);
      }
      if (started) expect((await bare.inject({ url: '/sv/' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('web app serving under load shedding', () => {
  it("sends the build's files while pages and API calls are shed", async () => {
    const shedding = Fastify();
    try {
      await shedding.register(errorsPlugin);
      await shedding.register(compress, { threshold: 1024 });
      // A heap limit of one byte, sampled every 10 ms: under pressure from the first sample on.
      await shedding.register(loadSheddingPlugin, {
        maxEventLoopDelayMs: 0,
        maxEventLoopUtilization: 0,
        maxHeapUsedBytes: 1,
        maxRssBytes: 0,
        retryAfterSeconds: 5,
        sampleIntervalMs: 10,
      });
      await shedding.register(webAppPlugin, { webDist: dist });
      shedding.get('/api/thing', () => ({ success: true }));
      await shedding.ready();
      await vi.waitFor(async () =>
        expect((await shedding.inject({ url: '/api/thing' })).statusCode).toBe(503),
      );
      expect((await shedding.inject({ url: '/sv/' })).statusCode).toBe(503);
      const asset = await shedding.inject({ url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe(ASSET);
      expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    } finally {
      await shedding.close();
    }
  });
});
