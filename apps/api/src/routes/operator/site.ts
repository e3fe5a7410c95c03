import type { FastifyInstance } from 'fastify';
import { getSite, saveBanner } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { presentCountryConfig } from '../configuration/configuration.presenter';
import { presentSiteBanner } from './site.presenter';

/** The site in the operator console: the countries' front-page banners (roles in the contract). */
export async function siteRoutes(app: FastifyInstance) {
  const { configuration, operators } = app.services;
  defineRoute(app, getSite, async () => {
    const site = await configuration.site();
    return {
      banners: site.banners.map(presentSiteBanner),
      countries: site.countries.map(presentCountryConfig),
    };
  });
  defineRoute(app, saveBanner, async ({ input, session, request }) => {
    const { username } = await operators.current(session);
    const banner = await configuration.saveBanner(
      {
        countryIso: input.countryIso,
        status: input.bannerStatus,
        text: {
          sv: input.bannerTextSv,
          no: input.bannerTextNo,
          fi: input.bannerTextFi,
          en: input.bannerTextEn,
        },
        startsAt: input.startsAt,
        endsAt: input.endsAt,
      },
      { portal: 'operator', id: session.operatorId!, username, address: request.ip },
    );
    return { success: true as const, banner: presentSiteBanner(banner) };
  });
}
