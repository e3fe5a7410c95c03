import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { Config } from '../config';

export type PressureLimits = Config['pressure'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure reads a route's own handler from its config (letThroughUnderPressure). */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void> | void;
  }
}

/**
 * A route's pressureHandler that lets the request through while the server sheds load: the liveness and
 * readiness probes and /metrics must keep answering exactly then (a liveness probe refused under load would get
 * a busy process restarted, and all of them at once).
 */
export const letThroughUnderPressure = (): undefined => undefined;

/** A shed request, with @fastify/under-pressure's code: the error handler answers it as SERVICE_UNAVAILABLE. */
class LoadShedError extends Error {
  readonly code = 'FST_UNDER_PRESSURE';
  readonly statusCode = 503;
  constructor() {
    super('Service Unavailable');
  }
}

/**
 * Load shedding (@fastify/under-pressure): while the event loop lags more than its limit on average (or the heap,
 * the resident memory or the event loop utilisation is above a configured limit), new requests are answered at
 * once with 503 SERVICE_UNAVAILABLE and Retry-After, in the API's error shape (plugins/errors.ts), instead of
 * queueing behind the ones in progress. A limit of 0 is off. The limits are sampled once a second.
 *
 * Shedding starts two samples after the app is ready: the event loop is measured from the plugin's registration
 * on, and the start's own work (building the catalogue index before listening) would otherwise show up as lag
 * in the first sample and turn away the first requests of a process that is idle.
 */
export const loadSheddingPlugin = fp<PressureLimits & { sampleIntervalMs?: number }>(async (app, limits) => {
  const sampleIntervalMs = limits.sampleIntervalMs ?? 1000;
  let armed = false;
  let arming: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    arming = setTimeout(() => (armed = true), 2 * sampleIntervalMs);
    arming.unref();
  });
  app.addHook('onClose', async () => clearTimeout(arming));
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    maxRssBytes: limits.maxRssBytes,
    sampleInterval: sampleIntervalMs,
    pressureHandler: (_request, reply) => {
      if (!armed) return;
      reply.header('Retry-After', String(limits.retryAfterSeconds));
      return Promise.reject(new LoadShedError());
    },
  });
});
