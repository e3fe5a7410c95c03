import type { FastifyInstance } from 'fastify';
import { getAuthUserPastLoans, PAST_LOANS_LIMIT } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';

export async function loanRoutes(app: FastifyInstance) {
  const { loans } = app.services;
  defineRoute(app, getAuthUserPastLoans, async ({ session }) => ({
    loans: await loans.pastLoans(session, PAST_LOANS_LIMIT),
  }));
}
