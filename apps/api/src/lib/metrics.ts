import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics, one registry per app instance (tests build many apps in one process and must
 * not count into each other's numbers). Served at /metrics by plugins/metrics.ts; README "Deployment".
 */
export function createMetrics() {
  const registry = new Registry();
  // Process metrics: CPU, memory, heap, event loop lag, GC, open handles (prom-client's defaults).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  return {
    registry,
    /**
     * Answered requests by route pattern (`/api/library/title/get_title`, never the URL with its ids or query,
     * which would make a series per id), method and status. Requests no route matched share one label.
     */
    httpRequestDuration: new Histogram({
      name: 'filmhyllan_http_request_duration_seconds',
      help: 'Time from the request to its answer, by route pattern, method and status code',
      labelNames: ['route', 'method', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    /** Loan calls by outcome (lent, refused, failed) and the refusal's error code ("none" when lent). */
    loans: new Counter({
      name: 'filmhyllan_loans_total',
      help: 'Loan calls by route (loan, ehub_loan), outcome (lent, refused, failed) and error code',
      labelNames: ['route', 'outcome', 'code'] as const,
      registers,
    }),
    /**
     * Each patron check sent to a library's own system, by system (host:port, from LIBRARY_SYSTEMS_FILE: a few
     * at most) and outcome (answered, unavailable).
     */
    sip2RequestDuration: new Histogram({
      name: 'filmhyllan_sip2_request_duration_seconds',
      help: 'Time a library system took to answer a patron check over SIP2, by system and outcome',
      labelNames: ['system', 'outcome'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10],
      registers,
    }),
    /** Patron checks a library system could not answer, by system and reason (timeout, connection_refused ...). */
    sip2Errors: new Counter({
      name: 'filmhyllan_sip2_errors_total',
      help: 'Patron checks over SIP2 that got no usable answer, by system and reason',
      labelNames: ['system', 'reason'] as const,
      registers,
    }),
    /** Failed reads of an in-memory copy of database data (the catalogue, the library rows, the budget spend). */
    refreshFailures: new Counter({
      name: 'filmhyllan_refresh_failures_total',
      help: 'Failed reads of an in-memory copy of database data, by copy',
      labelNames: ['copy'] as const,
      registers,
    }),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
