import type { FastifyInstance } from 'fastify';
import { getConfig, getCountryConfig } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';

export async function configurationRoutes(app: FastifyInstance) {
  const { configuration } = app.services;
  defineRoute(app, getConfig, ({ input }) => configuration.siteConfig(input.site_lang));
  defineRoute(app, getCountryConfig, async ({ input }) => ({
    config: await configuration.countryConfig(input.country_code),
  }));
}
