import type { FastifyInstance } from 'fastify';
import { getConfig, getCountryConfig } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { presentCountryConfig, presentSiteConfig } from './configuration.presenter';

/** `castReceiverAppId`: CAST_RECEIVER_APP_ID, which the site configuration tells the player. */
export async function configurationRoutes(
  app: FastifyInstance,
  { castReceiverAppId }: { castReceiverAppId?: string },
) {
  const { configuration } = app.services;
  defineRoute(app, getConfig, async ({ input }) =>
    presentSiteConfig(await configuration.siteConfig(input.siteLang, input.countryCode), castReceiverAppId),
  );
  defineRoute(app, getCountryConfig, async ({ input }) => ({
    config: presentCountryConfig(await configuration.countryConfig(input.countryCode)),
  }));
}
