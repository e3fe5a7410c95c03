import fp from 'fastify-plugin';
import type { DatabaseState } from '../db/migration-state';
import { letThroughUnderPressure } from './load-shedding';

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks the process as shutting down: /api/ready answers 503 from now on (server.ts, on SIGTERM). */
    beginShutdown(): void;
  }
}

export interface ReadinessOptions {
  /** Whether the database answers and holds every migration (db/migration-state, bound by app.ts). */
  databaseState(): Promise<DatabaseState>;
}

/**
 * `GET /api/health` is liveness: the process answers and so does the database (a restart would help if not).
 * `GET /api/ready` is readiness, for a load balancer or an orchestrator: 200 only when the database answers, it
 * holds every migration of this build and the process is not shutting down; otherwise 503 with the reason, so
 * traffic goes elsewhere while the process starts, drains or waits for its database. Neither is shed under load.
 */
export const readinessPlugin = fp<ReadinessOptions>(async (app, { databaseState }) => {
  let shuttingDown = false;
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });

  app.get(
    '/api/ready',
    { schema: { hide: true }, config: { pressureHandler: letThroughUnderPressure } },
    async (_request, reply) => {
      const state = shuttingDown ? 'shutting_down' : await databaseState();
      reply.header('Cache-Control', 'no-store');
      if (state !== 'ready') return reply.code(503).send({ status: 'not_ready', reason: state });
      return reply.send({ status: 'ready' });
    },
  );
});
