import type { FastifyInstance } from 'fastify';
import { checkSubscriberExists, subscribe } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';

export async function subscriptionRoutes(app: FastifyInstance) {
  const { subscriptions } = app.services;
  defineRoute(app, checkSubscriberExists, ({ input, session }) =>
    subscriptions.check(session, input.include_status),
  );
  defineRoute(app, subscribe, ({ input, session }) =>
    subscriptions.subscribe(session, input.opt_in, input.country_iso),
  );
}
