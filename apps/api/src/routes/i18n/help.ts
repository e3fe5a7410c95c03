import type { FastifyInstance } from 'fastify';
import { sendEmail } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { perHour, type RateLimits } from '../rate-limits';

export async function helpRoutes(app: FastifyInstance, options: { limits: RateLimits }) {
  const { help } = app.services;
  defineRoute(
    app,
    sendEmail,
    async ({ input, session }) => {
      await help.sendMessage(session, input);
      return { success: true as const };
    },
    perHour(options.limits.helpMessagesPerHour),
  );
}
