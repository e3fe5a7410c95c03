import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { ehubLoan, loan } from '@filmhyllan/contract';
import type { Metrics } from '../lib/metrics';
import { errorCodeOf, sendError } from './errors';
import { letThroughUnderPressure } from './load-shedding';

export interface MetricsPluginOptions {
  metrics: Metrics;
  /** METRICS_TOKEN: /metrics answers only to `Authorization: Bearer <token>`; absent, /metrics is 404. */
  token: string | undefined;
}

/** The two loan routes, by their route pattern, and their label. */
const loanRoutes = new Map([
  [`/api${loan.path}`, 'loan'],
  [`/api${ehubLoan.path}`, 'ehub_loan'],
]);

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Prometheus metrics (lib/metrics.ts): every answer's duration by route pattern, the loans by outcome and error
 * code, and `GET /metrics` for the scraper. /metrics answers only with the configured bearer token, compared in
 * constant time (both sides hashed first, so neither the length nor a prefix leaks); without METRICS_TOKEN it is
 * 404, as if it did not exist.
 */
export const metricsPlugin = fp<MetricsPluginOptions>(async (app, { metrics, token }) => {
  const expected = token === undefined ? undefined : digest(token);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.httpRequestDuration.observe(
      { route, method: request.method, status_code: status },
      reply.elapsedTime / 1000,
    );
    const loanRoute = loanRoutes.get(route);
    if (loanRoute && request.method === 'POST') {
      const outcome = status < 400 ? 'lent' : status < 500 ? 'refused' : 'failed';
      const code = status < 400 ? 'none' : (errorCodeOf(reply) ?? `HTTP_${status}`);
      metrics.loans.inc({ route: loanRoute, outcome, code });
    }
  });

  app.get(
    '/metrics',
    { schema: { hide: true }, config: { pressureHandler: letThroughUnderPressure } },
    async (request, reply) => {
      if (!expected) return sendError(request, reply, 'NOT_FOUND');
      const header = request.headers.authorization ?? '';
      const given = /^Bearer (.+)$/i.exec(header)?.[1];
      if (given === undefined || !timingSafeEqual(digest(given), expected)) {
        reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        return sendError(request, reply, 'UNAUTHORIZED');
      }
      reply.header('Cache-Control', 'no-store');
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
});
