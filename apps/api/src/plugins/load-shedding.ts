import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { Config } from '../config';

export type PressureLimits = Config['pressure'];

/**
 * A route's pressureHandler that lets the request through while the server sheds load: the liveness and
 * readiness probes and /metrics must keep answering exactly then (a liveness probe refused under load would get
 * a busy process restarted, and all of them at once).
 */
export const letThroughUnderPressure = (): undefined => undefined;

/**
 * Load shedding (@fastify/under-pressure): while the event loop lags more than its limit on average (or the heap,
 * the resident memory or the event loop utilisation is above a configured limit), new requests are answered at
 * once with 503 SERVICE_UNAVAILABLE and Retry-After, in the API's error shape (plugins/errors.ts), instead of
 * queueing behind the ones in progress. A limit of 0 is off. The process samples once a second.
 */
export const loadSheddingPlugin = fp<PressureLimits & { sampleIntervalMs?: number }>(async (app, limits) => {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    maxRssBytes: limits.maxRssBytes,
    retryAfter: limits.retryAfterSeconds,
    ...(limits.sampleIntervalMs ? { sampleInterval: limits.sampleIntervalMs } : {}),
  });
});
