import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalHostPlugin } from './canonical-host';
import { securityHeadersPlugin } from './security-headers';

/** An app behind a reverse proxy (TRUST_PROXY=1) with the site's host names configured. */
async function site(options: { canonicalHost: string | undefined; oldHosts: string[] }) {
  const app = Fastify({ trustProxy: true });
  await app.register(canonicalHostPlugin, options);
  await app.register(securityHeadersPlugin);
  app.get('/*', async () => ({ ok: true }));
  return app;
}

const request = (host: string, proto: 'http' | 'https', url = '/sv/library/1/all?genre=3&q=a%20b') => ({
  url,
  headers: { host, 'x-forwarded-proto': proto },
});

describe('with CANONICAL_HOST and OLD_HOSTS', () => {
  let app: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => {
    app = await site({ canonicalHost: 'filmhyllan.se', oldHosts: ['gamla.example.se', 'www.filmhyllan.se'] });
  });
  afterAll(() => app.close());

  it('sends http to https with 301, path and query kept', async () => {
    const res = await app.inject(request('filmhyllan.se', 'http'));
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://filmhyllan.se/sv/library/1/all?genre=3&q=a%20b');
  });

  it('sends an old host name to the site, over http and https, with its port ignored', async () => {
    for (const [host, proto] of [
      ['gamla.example.se', 'https'],
      ['GAMLA.example.se:443', 'http'],
      ['www.filmhyllan.se', 'https'],
    ] as const) {
      const res = await app.inject(request(host, proto, '/api/x?portal_sessionid=s'));
      expect(res.statusCode, host).toBe(301);
      expect(res.headers.location, host).toBe('https://filmhyllan.se/api/x?portal_sessionid=s');
    }
  });

  it('answers https on the site itself, with HSTS for a year', async () => {
    const res = await app.inject(request('filmhyllan.se', 'https'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('never redirects to a host a request names, and answers other names (an address) as asked', async () => {
    const res = await app.inject(request('evil.example', 'http'));
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    // No HSTS over http: a browser would ignore it, and a local server must not pin itself.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('without CANONICAL_HOST', () => {
  it('redirects nothing (local use)', async () => {
    const app = await site({ canonicalHost: undefined, oldHosts: ['gamla.example.se'] });
    try {
      for (const req of [request('localhost:3000', 'http'), request('gamla.example.se', 'http')]) {
        expect((await app.inject(req)).statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
