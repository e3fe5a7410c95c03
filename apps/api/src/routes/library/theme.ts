import type { FastifyInstance } from 'fastify';
import { getTheme, getThemes, THEMES_PAGE_SIZE } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { requestLocale } from '../request-locale';
import { presentTheme } from './theme.presenter';

export async function themeRoutes(app: FastifyInstance) {
  const { catalogue } = app.services;

  defineRoute(app, getThemes, async ({ input, session, request }) => {
    const { themes, count } = await catalogue.themes(session, {
      libraryId: input.libraryId,
      countryIso: input.countryIso,
      page: input.page,
      num: input.numTitles,
      locale: requestLocale(request),
      pageSize: THEMES_PAGE_SIZE,
    });
    return { themes: themes.map(presentTheme), count };
  });

  defineRoute(app, getTheme, async ({ input, session, request }) => ({
    theme: presentTheme(
      await catalogue.theme(session, {
        themeId: input.themeId,
        libraryId: input.libraryId,
        countryIso: input.countryIso,
        num: input.numTitles,
        locale: requestLocale(request),
      }),
    ),
  }));
}
