import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<z.input<E['response']>>,
  routeConfig: Omit<FastifyContextConfig, 'access'> = {},
): void {
  const input = wireRequest(endpoint);
  app.route({
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
  });
}
