import etag from '@fastify/etag';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import {
  ErrorResponse,
  routeInputOf,
  wireRequest,
  wireResponse,
  type Endpoint,
  type RouteInput,
} from '@filmhyllan/contract';
import type { Session, SessionCredentials } from '../modules/session/session.service';

export interface HandlerContext<E extends Endpoint> {
  /** The validated request, its fields named in camelCase (the contract's naming seam, docs/decisions/027). */
  input: RouteInput<E>;
  /** The caller's session (null only for access 'none'). */
  session: E['access'] extends 'none' ? Session | null : Session;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one contract endpoint: the contract's request schema validates the query (GET) or form body (POST),
 * its response schema serialises the answer (so no column can leak), and its access level guards the route.
 * An endpoint marked `cache: 'revalidate'` also answers with an ETag and 304 (see `revalidated`).
 *
 * The handler receives the request's fields in camelCase (the session fields left out) and answers in the wire's
 * names, which the area's presenter writes from the service's domain objects (docs/decisions/027).
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<z.input<E['response']>>,
  routeConfig: Omit<FastifyContextConfig, 'access' | 'operatorRoles' | 'tokenScope'> = {},
  /** A body limit of its own, above the app's 64 KiB (a file's text sent as a field). */
  routeOptions: Pick<RouteOptions, 'bodyLimit'> = {},
): void {
  const input = wireRequest(endpoint);
  const routeInput = routeInputOf(endpoint);
  const route: RouteOptions = {
    ...routeOptions,
    method: endpoint.method,
    url: endpoint.path,
    config: {
      ...routeConfig,
      access: endpoint.access,
      ...(endpoint.roles ? { operatorRoles: endpoint.roles } : {}),
      ...(endpoint.tokenScope ? { tokenScope: endpoint.tokenScope } : {}),
    },
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.method === 'GET' ? { querystring: input } : { body: input }),
      response: { 200: wireResponse(endpoint), '4xx': ErrorResponse, '5xx': ErrorResponse },
    },
    handler: async (request, reply) => {
      const fields = endpoint.method === 'GET' ? request.query : request.body;
      return succeeded(
        reply,
        await handler({
          input: routeInput((fields ?? {}) as Record<string, unknown>),
          session: request.portalSession as HandlerContext<E>['session'],
          request,
          reply,
        }),
      );
    },
  };
  if (endpoint.cache === 'revalidate') revalidated(app, route);
  else app.route(route);
}

/**
 * A handler's answer with `success: true` ahead of its fields (the contract's wireResponse); a reply the handler
 * sent itself (a file) or an answer that says success already passes unchanged.
 */
function succeeded(reply: FastifyReply, answer: unknown): unknown {
  if (answer === reply || answer === null || typeof answer !== 'object' || Array.isArray(answer))
    return answer;
  if ('success' in answer) return answer;
  return { success: true, ...answer };
}

export interface SessionCheckingContext<E extends Endpoint> {
  /** The validated request, its fields named in camelCase. */
  input: RouteInput<E>;
  /** The call's session id and CSRF token, hashed, for the handler's own statements to check. */
  credentials: SessionCredentials;
  /** Looks the session up as the session plugin would (refusing as it would) and sets `request.portalSession`. */
  resolveSession(): Promise<Session>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers a POST endpoint of access 'session' whose handler checks the session itself, in the statements it
 * sends anyway (the loan: one round trip instead of two, docs/decisions/016). The session plugin only checks that
 * the session fields are there. Input is still judged after the session: a body the contract refuses is answered
 * with its VALIDATION_FAILED only once the session has been looked up and found valid, so a caller without a
 * session learns nothing of the route's input rules; the handler sets `request.portalSession` once it knows the
 * session (or calls `resolveSession`).
 */
export function defineSessionCheckingRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: SessionCheckingContext<E>) => Promise<z.input<E['response']>>,
): void {
  if (endpoint.method === 'GET' || endpoint.access !== 'session' || endpoint.cache === 'revalidate')
    throw new Error(`${endpoint.path}: only a POST of access 'session' can check its session itself`);
  const { sessions } = app.services;
  const routeInput = routeInputOf(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, sessionInHandler: true },
    attachValidation: true,
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      body: wireRequest(endpoint),
      response: { 200: wireResponse(endpoint), '4xx': ErrorResponse, '5xx': ErrorResponse },
    },
    handler: async (request, reply) => {
      const credentials = request.portalCredentials!;
      const resolveSession = async () =>
        (request.portalSession = await sessions.resolveCredentials(credentials));
      if (request.validationError) {
        await resolveSession();
        throw request.validationError;
      }
      return succeeded(
        reply,
        await handler({
          input: routeInput((request.body ?? {}) as Record<string, unknown>),
          credentials,
          resolveSession,
          request,
          reply,
        }),
      );
    },
  });
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
