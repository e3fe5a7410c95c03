import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { HELMET_OPTIONS, helmetHeaders, helmetOptions, securityHeadersPlugin } from './security-headers';

describe('Cache-Control of API answers', () => {
  const build = async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin);
    app.get('/api/plain', async () => ({ ok: true }));
    app.get('/api/own', async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-cache');
      return { ok: true };
    });
    app.get('/api/fails', async () => {
      throw new Error('boom');
    });
    return app;
  };

  it('is no-store unless the route set its own', async () => {
    const app = await build();
    try {
      expect((await app.inject({ url: '/api/plain' })).headers['cache-control']).toBe('no-store');
      expect((await app.inject({ url: '/api/fails' })).headers['cache-control']).toBe('no-store');
      expect((await app.inject({ url: '/api/own' })).headers['cache-control']).toBe('private, no-cache');
    } finally {
      await app.close();
    }
  });
});

describe('security headers', () => {
  it('are the headers helmet itself sets on a response, worked out once', async () => {
    // helmet's middleware on a real Node response, for the same options.
    const server = createServer((request, response) =>
      helmet(HELMET_OPTIONS)(request, response, () => response.end()),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const real = await fetch(`http://127.0.0.1:${port}/`);
      const fromHelmet = Object.fromEntries(
        [...real.headers].filter(
          ([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name),
        ),
      );
      const once = Object.fromEntries(
        Object.entries(helmetHeaders(HELMET_OPTIONS)).map(([name, value]) => [name.toLowerCase(), value]),
      );
      expect(once).toEqual(fromHelmet);
      expect(once['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(once['x-frame-options']).toBe('DENY');
      expect(once['x-content-type-options']).toBe('nosniff');
    } finally {
      server.close();
    }
  });

  it('are on answers, errors and unknown routes alike; HSTS only over https', async () => {
    const app = Fastify({ trustProxy: true });
    await app.register(securityHeadersPlugin);
    app.get('/api/plain', async () => ({ ok: true }));
    app.get('/api/fails', async () => {
      throw new Error('boom');
    });
    try {
      const expected = helmetHeaders(HELMET_OPTIONS);
      for (const url of ['/api/plain', '/api/fails', '/nowhere']) {
        const res = await app.inject({ url });
        for (const [name, value] of Object.entries(expected))
          expect(res.headers[name.toLowerCase()], url).toBe(value);
        expect(res.headers['strict-transport-security'], url).toBeUndefined();
      }
      const https = await app.inject({ url: '/api/plain', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });

  it('let the player and the Cast receiver fetch segments from the CDN’s origin (MEDIA_PUBLIC_URL), and nothing else more', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { mediaPublicUrl: 'https://cdn.example.org/films' });
    app.get('/api/plain', async () => ({ ok: true }));
    app.get('/cast-receiver/', async () => 'receiver');
    try {
      const page = String((await app.inject({ url: '/api/plain' })).headers['content-security-policy']);
      expect(page).toContain("connect-src 'self' https://cdn.example.org;");
      expect(page).toContain("media-src 'self' blob: data: https://cdn.example.org;");
      expect(page).toContain("script-src 'self';");
      const receiver = String(
        (await app.inject({ url: '/cast-receiver/' })).headers['content-security-policy'],
      );
      expect(receiver).toContain("connect-src 'self' https://www.gstatic.com https://cdn.example.org;");
      expect(receiver).toContain("media-src 'self' blob: data: https://cdn.example.org;");
      // A same-origin MEDIA_PUBLIC_URL (a path) needs nothing added.
      expect(helmetHeaders(helmetOptions(undefined, '/media'))).toEqual(helmetHeaders(HELMET_OPTIONS));
    } finally {
      await app.close();
    }
  });
});
