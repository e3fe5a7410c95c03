import type { FastifyInstance } from 'fastify';
import { recoverWithEmail } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { perHour, type RateLimits } from '../rate-limits';

export async function passwordRecoveryRoutes(app: FastifyInstance, options: { limits: RateLimits }) {
  const { users } = app.services;
  defineRoute(
    app,
    recoverWithEmail,
    async ({ input }) => {
      await users.recoverWithEmail(input.email, input.language);
      return { success: true as const };
    },
    perHour(options.limits.passwordRecoveriesPerHour),
  );
}
