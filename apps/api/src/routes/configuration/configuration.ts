import type { FastifyInstance } from 'fastify';
import { getConfig, getCountryConfig } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { presentCountryConfig, presentSiteConfig } from './configuration.presenter';

export async function configurationRoutes(app: FastifyInstance) {
  const { configuration } = app.services;
  defineRoute(app, getConfig, async ({ input }) =>
    presentSiteConfig(await configuration.siteConfig(input.siteLang, input.countryCode)),
  );
  defineRoute(app, getCountryConfig, async ({ input }) => ({
    config: presentCountryConfig(await configuration.countryConfig(input.countryCode)),
  }));
}
