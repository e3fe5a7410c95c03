import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { BOOT_DATA_ELEMENT_ID } from '@filmhyllan/contract';
import { sendError } from './errors';
import { bootDataFor, withBootData } from './boot-data';
import { loadPageTemplate } from './page-template';

/**
 * Serves the built single-page app: hashed assets with a year-long immutable cache (precompressed), and for
 * every other GET path that is not under /api the page itself, so client-side routes survive a reload. The
 * page carries its boot data (docs/decisions/015): it holds the session's tokens, so no cache may keep it.
 */
export const webAppPlugin = fp<{ webDist: string }>(async (app, { webDist }) => {
  const indexFile = join(webDist, 'index.html');
  const hasWebApp = existsSync(indexFile);
  // Read once: the build does not change under a running server (npm start builds before it starts).
  const template = hasWebApp ? loadPageTemplate(webDist) : null;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (vite.config.ts): sent as they are, by the client's
      // Accept-Encoding, with no compression work per request.
      preCompressed: true,
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

  const isPagePath = (path: string) =>
    !path.startsWith('/api/') && path !== '/api' && !/\.[a-z0-9]{1,8}$/i.test(path);

  // Pages are a route of their own (not the not-found handler), so that @fastify/compress compresses them.
  if (template) {
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        const path = request.url.split('?')[0] ?? '/';
        if (!isPagePath(path)) return sendError(request, reply, 'NOT_FOUND');
        const data = request.method === 'GET' ? await bootDataFor(app, request) : null;
        const page = template.forPath(path);
        return reply
          .header('Cache-Control', 'no-store')
          .header('Vary', 'Cookie')
          .type('text/html; charset=utf-8')
          .send(data ? withBootData(page, data, BOOT_DATA_ELEMENT_ID) : page);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND'));
});
