import type { FastifyInstance } from 'fastify';
import { getSite, saveBanner, saveCountryConfig, saveGetStartedSteps } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { presentCountryConfig } from '../configuration/configuration.presenter';
import { presentCountryGuide, presentSiteBanner } from './site.presenter';

/** The site in the operator console: the countries' front-page banners and links (roles in the contract). */
export async function siteRoutes(app: FastifyInstance) {
  const { configuration, getStarted, operators } = app.services;
  defineRoute(app, getSite, async () => {
    const site = await configuration.site();
    const guides = await getStarted.guides(site.countries.map((country) => country.countryIso));
    return {
      banners: site.banners.map(presentSiteBanner),
      countries: site.countries.map(presentCountryConfig),
      guides: guides.map(presentCountryGuide),
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
  defineRoute(app, saveCountryConfig, async ({ input, session, request }) => {
    const { username } = await operators.current(session);
    const config = await configuration.saveCountryLinks(
      input.countryIso,
      {
        defaultUrl: input.defaultUrl,
        pressUrl: input.pressUrl,
        helpUrl: input.helpUrl,
        contactEmail: input.contactEmail,
        privacyPolicyUrl: input.privacyPolicyUrl,
      },
      { portal: 'operator', id: session.operatorId!, username, address: request.ip },
    );
    return { success: true as const, config: presentCountryConfig(config) };
  });
  defineRoute(app, saveGetStartedSteps, async ({ input, session, request }) => {
    const { username } = await operators.current(session);
    const guide = await getStarted.saveSteps(input.countryIso, input.steps, {
      portal: 'operator',
      id: session.operatorId!,
      username,
      address: request.ip,
    });
    return { success: true as const, guide: presentCountryGuide(guide) };
  });
}
