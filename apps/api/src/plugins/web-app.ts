import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import {
  BOOT_DATA_ELEMENT_ID,
  CAST_RECEIVER_PATH,
  CAST_RECEIVER_TEXTS_ELEMENT_ID,
  portalOfPath,
  SESSION_COOKIE_MAX_AGE,
  sessionCookieNames,
  type Translations,
} from '@filmhyllan/contract';
import { sendError } from './errors';
import { letThroughUnderPressure } from './load-shedding';
import { bootDataFor, withBootData } from './boot-data';
import { loadPageTemplate } from './page-template';

/**
 * Serves the built single-page app: hashed assets with a year-long immutable cache (precompressed), and for
 * every other GET path that is not under /api the page itself, so client-side routes survive a reload. The
 * page carries its boot data (docs/decisions/015): it holds the session's tokens, so no cache may keep it.
 */
export const webAppPlugin = fp<{
  webDist: string;
  /** The interface strings (the translations service's); the Cast receiver page gets its own from them. */
  translations?: () => Promise<Translations>;
}>(async (app, { webDist, translations }) => {
  // request.cookies: a page's boot data renews the session of its portal's cookies (boot-data.ts). Registered
  // here, by the only reader of cookies: the API takes its session from the query or the body (session.ts).
  await app.register(fastifyCookie);
  const indexFile = join(webDist, 'index.html');
  const hasWebApp = existsSync(indexFile);
  // Read once: the build does not change under a running server (npm start builds before it starts).
  const template = hasWebApp ? loadPageTemplate(webDist) : null;
  if (hasWebApp) {
    // The build's files are sent as they lie (precompressed, no database, no rendering), so load shedding lets
    // them through: a page that has loaded must get its scripts, or the patron sees a blank page instead of one
    // that can say the service is busy. The pages themselves (their boot data reads the session) are still shed.
    await app.register(async (files) => {
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, pressureHandler: letThroughUnderPressure };
      });
      await registerStaticFiles(files);
    });
  } else {
    app.log.warn({ webDist }, 'web app not built; only the API is served');
  }

  async function registerStaticFiles(files: typeof app) {
    await files.register(fastifyStatic, {
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
  }

  const isApiPath = (path: string) => path.startsWith('/api/') || path === '/api';
  /** A path whose last segment looks like a file name (/sv/foo.png, /assets/old-abc123.js). */
  const isFileLike = (path: string) => /\.[a-z0-9]{1,8}$/i.test(path);
  /** A browser navigating to the address (not a script, image or fetch asking for a file). */
  const wantsPage = (accept: string | undefined) => /\btext\/html\b/i.test(accept ?? '');

  // Our Cast receiver (docs/decisions/060): a page of its own from the build (cast-receiver/index.html), with its
  // own CSP (security-headers.ts) and its few strings in every language written into it, so that it needs no
  // session and no call before it can say what went wrong.
  const receiverFile = join(webDist, 'cast-receiver', 'index.html');
  const receiverHtml = existsSync(receiverFile) ? readFileSync(receiverFile, 'utf8') : null;
  if (receiverHtml) {
    const receiverBase = CAST_RECEIVER_PATH.slice(0, -1);
    app.get(receiverBase, { schema: { hide: true } }, (request, reply) => {
      const query = request.url.slice(receiverBase.length);
      return reply.redirect(`${CAST_RECEIVER_PATH}${query.startsWith('?') ? query : ''}`, 301);
    });
    app.get(CAST_RECEIVER_PATH, { schema: { hide: true } }, async (_request, reply) => {
      const texts = Object.fromEntries(
        Object.entries((await translations?.()) ?? {}).filter(([key]) => key.startsWith('cast_receiver_')),
      );
      const json = JSON.stringify(texts).replace(/</g, '\\u003c');
      const script = `<script type="application/json" id="${CAST_RECEIVER_TEXTS_ELEMENT_ID}">${json}</script>`;
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(receiverHtml.replace('</body>', () => `${script}</body>`));
    });
  }

  // Pages are a route of their own (not the not-found handler), so that @fastify/compress compresses them.
  if (template) {
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        const path = request.url.split('?')[0] ?? '/';
        if (isApiPath(path)) return sendError(request, reply, 'NOT_FOUND');
        // A file that is not there (every real file was answered by the static handler before this route) is a
        // 404: to a browser navigating there, the app's own not-found page (its router shows it for any unknown
        // path); to anything else, such as a <script> or <img> asking for it, a plain-text 404, never HTML
        // where a file was expected, nor the API's JSON error.
        if (isFileLike(path) && !wantsPage(request.headers.accept)) {
          return reply
            .code(404)
            .header('Cache-Control', 'no-store')
            .type('text/plain; charset=utf-8')
            .send('Not found');
        }
        const data = request.method === 'GET' ? await bootDataFor(app, request) : null;
        const page = template.forPath(path);
        // The session the page brings (renewed: its CSRF token is new, the one in the cookie no longer valid) goes
        // into the cookies with the page itself, as the app writes them (lib/cookies.ts), not only when the app's
        // scripts have run: a reload or a second tab opened before then would otherwise send the old token, be
        // refused and start a session without the login.
        if (data?.session) {
          const names = sessionCookieNames(portalOfPath(path));
          const secure = request.protocol === 'https';
          for (const [name, value] of [
            [names.sessionid, data.session.sessionid],
            [names.csrftoken, data.session.csrftoken],
          ] as const) {
            reply.setCookie(name, value, {
              path: '/',
              maxAge: SESSION_COOKIE_MAX_AGE,
              sameSite: 'lax',
              secure,
              httpOnly: false,
            });
          }
        }
        return reply
          .code(isFileLike(path) ? 404 : 200)
          .header('Cache-Control', 'no-store')
          .header('Vary', 'Cookie')
          .type('text/html; charset=utf-8')
          .send(data ? withBootData(page, data, BOOT_DATA_ELEMENT_ID, path) : page);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND'));
});
