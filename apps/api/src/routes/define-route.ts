import etag from '@fastify/etag';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import { ErrorResponse, wireRequest, type Endpoint } from '@filmhyllan/contract';
import type { Session } from '../modules/session/session.service';

export interface HandlerContext<E extends Endpoint> {
  input: z.output<E['request']>;
  /** The caller's session (null only for access 'none'). */
  session: E['access'] extends 'none' ? Session | null : Session;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one contract endpoint: the contract's request schema validates the query (GET) or form body (POST),
 * its response schema serialises the answer (so no column can leak), and its access level guards the route.
 * An endpoint marked `cache: 'revalidate'` also answers with an ETag and 304 (see `revalidated`).
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<z.input<E['response']>>,
  routeConfig: Omit<FastifyContextConfig, 'access'> = {},
): void {
  const input = wireRequest(endpoint);
  const route: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    config: { ...routeConfig, access: endpoint.access },
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.method === 'GET' ? { querystring: input } : { body: input }),
      response: { 200: endpoint.response, '4xx': ErrorResponse, '5xx': ErrorResponse },
    },
    handler: async (request, reply) => {
      const raw = endpoint.method === 'GET' ? request.query : request.body;
      const {
        portal_sessionid: _id,
        portal_csrftoken: _csrf,
        ...fields
      } = (raw ?? {}) as Record<string, unknown>;
      return handler({
        input: fields as z.output<E['request']>,
        session: request.portalSession as HandlerContext<E>['session'],
        request,
        reply,
      });
    },
  };
  if (endpoint.cache === 'revalidate') revalidated(app, route);
  else app.route(route);
}

/** What a revalidated answer says: only the browser's own cache may keep it, and it must ask before each use. */
export const REVALIDATE = 'private, no-cache';

/**
 * Registers a route whose answer the browser keeps and revalidates: @fastify/etag, in a scope of this route
 * alone, hashes the serialised body into an ETag and answers 304 with no body to a matching If-None-Match.
 * The tag comes from the body itself, so it changes with whatever the answer shows (a translation reload, a
 * librarian's edit, the caller's child mode or favourites) and no edit has to remember to invalidate anything.
 *
 * Order matters: the scope's onSend hook runs before @fastify/compress's, which it adds to each route's own
 * onSend list, so the tag is taken from the uncompressed JSON; the same tag then stands for the brotli, gzip
 * and plain forms of the answer, which is why it is weak (W/"..."), as RFC 9110 asks of a tag shared by
 * representations that differ in their bytes. If-None-Match compares weakly, so 304s still work.
 */
function revalidated(app: FastifyInstance, route: RouteOptions): void {
  // A child plugin: loaded once the calling routes plugin has finished, with the same prefix and hooks.
  void app.register(async (scope) => {
    await scope.register(etag, { weak: true });
    scope.route({
      ...route,
      // Route-level hooks run after the instance's (security-headers' no-store, the ETag's 304), so this has the
      // last word on Cache-Control. Error answers keep no-store: only a 200 and its 304 may be kept, and an error
      // loses the tag the plugin gave it too (it hashes every answer), so nothing offers it for revalidation.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode !== 200 && reply.statusCode !== 304) {
          reply.removeHeader('ETag');
          return payload;
        }
        reply.header('Cache-Control', REVALIDATE);
        if (reply.statusCode === 200) return payload;
        // The plugin's 304 has an empty string as its body, for which Fastify would write Content-Length: 0 (RFC
        // 9110 allows only the length of the full answer there); no body at all leaves both length and type out.
        reply.removeHeader('Content-Type');
        return null;
      },
    });
  });
}
