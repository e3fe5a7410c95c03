import type { FastifyInstance } from 'fastify';
import { getAllGetStartedSteps } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';

export async function getStartedStepRoutes(app: FastifyInstance) {
  const { getStarted } = app.services;
  defineRoute(app, getAllGetStartedSteps, ({ input }) => getStarted.steps(input.countryCode));
}
