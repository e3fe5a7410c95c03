import type { FastifyInstance } from 'fastify';
import { checkSubscriberExists, subscribe } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { presentSubscriber, presentSubscription } from './subscriptions.presenter';

export async function subscriptionRoutes(app: FastifyInstance) {
  const { subscriptions } = app.services;
  defineRoute(app, checkSubscriberExists, async ({ input, session }) =>
    presentSubscriber(await subscriptions.check(session, input.includeStatus)),
  );
  defineRoute(app, subscribe, async ({ input, session }) =>
    presentSubscription(await subscriptions.subscribe(session, input.optIn, input.countryIso)),
  );
}
