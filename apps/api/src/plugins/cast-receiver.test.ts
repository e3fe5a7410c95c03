import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAST_RECEIVER_TEXTS_ELEMENT_ID } from '@filmhyllan/contract';
import { errorsPlugin } from './errors';
import { CAST_RECEIVER_CONTENT_SECURITY_POLICY, securityHeadersPlugin } from './security-headers';
import { webAppPlugin } from './web-app';

const RECEIVER_HTML =
  '<!doctype html><html><head><title>Filmhyllan</title></head><body><main></main>' +
  '<script type="module" src="/cast-receiver/assets/index-abc.js"></script></body></html>';

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'cast-receiver'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'cast-receiver', 'index.html'), RECEIVER_HTML);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function serve(castReceiverAppId?: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { castReceiverAppId });
  await app.register(webAppPlugin, {
    webDist: dist,
    translations: async () => ({
      cast_receiver_refused: { sv: 'Länken gäller inte </script>', en: 'The link is not valid' },
      close: { sv: 'Stäng', en: 'Close' },
    }),
  });
  return app;
}

const scriptSources = (policy: string | undefined) =>
  /script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ') ?? [];

describe('the pages’ Content-Security-Policy and casting', () => {
  it('without CAST_RECEIVER_APP_ID allows scripts from this origin only: nothing of gstatic', async () => {
    const app = await serve();
    try {
      const page = await app.inject({ url: '/sv/', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).not.toContain('gstatic');
      expect(scriptSources(page.headers['content-security-policy'] as string)).toEqual(["'self'"]);
    } finally {
      await app.close();
    }
  });

  it("with CAST_RECEIVER_APP_ID allows Google's Cast sender scripts, and nothing else changes", async () => {
    const plain = await serve();
    const app = await serve('AB12CD34');
    try {
      const page = await app.inject({ url: '/sv/library/1/all', headers: { accept: 'text/html' } });
      const policy = page.headers['content-security-policy'] as string;
      expect(scriptSources(policy)).toContain('https://www.gstatic.com');
      const without = (await plain.inject({ url: '/sv/library/1/all' })).headers['content-security-policy'];
      expect(policy.replace(/script-src [^;]*/, '')).toBe(
        (without as string).replace(/script-src [^;]*/, ''),
      );
    } finally {
      await app.close();
      await plain.close();
    }
  });
});

describe('/cast-receiver/', () => {
  it("is served with its own policy (Google's receiver framework) and its strings written into it", async () => {
    const app = await serve();
    try {
      const res = await app.inject({ url: '/cast-receiver/?src=%2Fapi%2Fmedia%2Fx%2Fmaster.m3u8' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toBe(CAST_RECEIVER_CONTENT_SECURITY_POLICY);
      expect(scriptSources(CAST_RECEIVER_CONTENT_SECURITY_POLICY)).toEqual([
        "'self'",
        'https://www.gstatic.com',
      ]);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.body).toContain('/cast-receiver/assets/index-abc.js');
      const json = new RegExp(
        `<script type="application/json" id="${CAST_RECEIVER_TEXTS_ELEMENT_ID}">(.*?)</script>`,
      ).exec(res.body)?.[1];
      // Only the receiver's strings, and '<' escaped so that a text cannot end the block.
      expect(json).not.toContain('</script>');
      expect(JSON.parse(json ?? 'null')).toEqual({
        cast_receiver_refused: { sv: 'Länken gäller inte </script>', en: 'The link is not valid' },
      });
    } finally {
      await app.close();
    }
  });

  it('is where /cast-receiver leads, with its query', async () => {
    const app = await serve();
    try {
      const res = await app.inject({ url: '/cast-receiver?src=a&title=b' });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/cast-receiver/?src=a&title=b');
    } finally {
      await app.close();
    }
  });
});
