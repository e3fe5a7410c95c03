import type { FastifyInstance } from 'fastify';
import { getOperator, operatorLogin, operatorLogout } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { perMinute, type RateLimits } from '../rate-limits';
import { presentEnrolment, presentOperator } from './operator.presenter';

/** The operator portal. Role checks come from each endpoint's access ('operator') and roles in the contract. */
export async function operatorRoutes(app: FastifyInstance, options: { limits: RateLimits }) {
  const { operators } = app.services;
  defineRoute(
    app,
    operatorLogin,
    async ({ input, session, request }) => {
      const result = await operators.login(session, { ...input, address: request.ip });
      if (result.kind === 'enrolment') {
        return { success: true as const, enrolment: presentEnrolment(result.enrolment) };
      }
      return {
        success: true as const,
        operator: presentOperator(result.operator),
        new_csrftoken: result.csrftoken,
        new_sessionid: result.sessionid,
      };
    },
    perMinute(options.limits.loginsPerMinute),
  );
  defineRoute(app, operatorLogout, async ({ session }) => ({
    success: true as const,
    new_csrftoken: (await operators.logout(session)).csrftoken,
  }));
  defineRoute(app, getOperator, async ({ session }) => ({
    operator: presentOperator(await operators.current(session)),
  }));
}
