import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeadersPlugin } from './security-headers';

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
