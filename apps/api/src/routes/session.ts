import type { FastifyInstance } from 'fastify';
import { initPortalSession, renewPortalCsrftoken } from '@filmhyllan/contract';
import { defineRoute } from './define-route';

export async function sessionRoutes(app: FastifyInstance, options: { sessionStartsPerMinute: number }) {
  const { sessions } = app.services;

  defineRoute(
    app,
    initPortalSession,
    async ({ input }) => ({
      success: true as const,
      ...(await sessions.start(input.portal, input.child_mode)),
    }),
    // Every session is a database row: a client may not mint them without bound.
    { rateLimit: { max: options.sessionStartsPerMinute, timeWindow: 60_000 } },
  );

  defineRoute(app, renewPortalCsrftoken, async ({ input, session }) => {
    if (input.child_mode && session.portal === 'customer' && !session.childMode) {
      await sessions.enterChildMode(session);
    }
    return {
      success: true as const,
      new_csrftoken: await sessions.renewCsrf(session),
      login_data: await sessions.loginData(session),
    };
  });
}
