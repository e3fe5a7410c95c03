import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors';
import { webAppPlugin } from './web-app';

describe('web app serving', () => {
  it('serves hashed assets for a year, index.html for client routes (never cached), JSON 404 under /api', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Filmhyllan</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(webAppPlugin, { webDist: dist });
    try {
      const asset = await app.inject({ url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const path of ['/', '/sv/', '/fi/library/101/all?genres=%5B19%5D', '/sv/lib/login']) {
        const page = await app.inject({ url: path });
        expect(page.statusCode, path).toBe(200);
        expect(page.body).toContain('<title>Filmhyllan</title>');
        expect(page.headers['cache-control'], path).toBe('no-cache');
      }
      const api = await app.inject({ url: '/api/nothing-here' });
      expect(api.statusCode).toBe(404);
      expect(api.json().error.code).toBe('NOT_FOUND');
      expect((await app.inject({ url: '/assets/missing-file.js' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
