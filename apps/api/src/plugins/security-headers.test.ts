import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactUrl, securityHeadersPlugin } from './security-headers';

describe('redactUrl', () => {
  it('removes session fields, PINs and tokens, also the eHub link a title page is opened with', () => {
    expect(redactUrl('/sv/title/12?ehub_access=abc.def&x=1')).toBe('/sv/title/12?ehub_access=[redacted]&x=1');
    expect(redactUrl('/api/library/title/get_title?title_id=1&portal_sessionid=s3cret')).toBe(
      '/api/library/title/get_title?title_id=1&portal_sessionid=[redacted]',
    );
    expect(redactUrl('/api/media/tok.sig/master.m3u8')).toBe('/api/media/[redacted]/master.m3u8');
  });
});

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
