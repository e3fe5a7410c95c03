import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors';

/**
 * Serves the built single-page app: hashed assets with a year-long immutable cache, and index.html (never cached)
 * for every other GET path that is not under /api, so client-side routes survive a reload.
 */
export const webAppPlugin = fp<{ webDist: string }>(async (app, { webDist }) => {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // Our own Cache-Control below: @fastify/static's default (max-age=0) would override it.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          path.includes(`${join(webDist, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built; only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (hasWebApp && isPage && !/\.[a-z0-9]{1,8}$/i.test(path)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendError(request, reply, 'NOT_FOUND');
  });
});
