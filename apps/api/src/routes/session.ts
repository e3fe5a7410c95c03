import type { FastifyInstance } from 'fastify';
import { initPortalSession, renewPortalCsrftoken } from '@filmhyllan/contract';
import { defineRoute } from './define-route';
import { presentLoginData } from './session.presenter';

export async function sessionRoutes(app: FastifyInstance, options: { sessionStartsPerMinute: number }) {
  const { sessions } = app.services;

  defineRoute(
    app,
    initPortalSession,
    async ({ input }) => ({
      success: true as const,
      ...(await sessions.start(input.portal, input.childMode)),
    }),
    // Every session is a database row: a client may not mint them without bound.
    { rateLimit: { max: options.sessionStartsPerMinute, timeWindow: 60_000 } },
  );

  defineRoute(app, renewPortalCsrftoken, async ({ input, session }) => {
    if (input.childMode && session.portal === 'customer' && !session.childMode) {
      await sessions.enterChildMode(session);
    }
    return {
      success: true as const,
      new_csrftoken: await sessions.renewCsrf(session),
      login_data: presentLoginData(await sessions.loginData(session)),
    };
  });
}
