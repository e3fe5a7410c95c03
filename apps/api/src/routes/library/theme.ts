import type { FastifyInstance } from 'fastify';
import { getTheme, getThemes, THEMES_PAGE_SIZE } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { requestLocale } from '../request-locale';

export async function themeRoutes(app: FastifyInstance) {
  const { catalogue } = app.services;

  defineRoute(app, getThemes, ({ input, session, request }) =>
    catalogue.themes(session, {
      libraryId: input.library_id,
      countryIso: input.country_iso,
      page: input.page,
      num: input.num_titles,
      locale: requestLocale(request),
      pageSize: THEMES_PAGE_SIZE,
    }),
  );

  defineRoute(app, getTheme, async ({ input, session, request }) => ({
    theme: await catalogue.theme(session, {
      themeId: input.theme_id,
      libraryId: input.library_id,
      countryIso: input.country_iso,
      num: input.num_titles,
      locale: requestLocale(request),
    }),
  }));
}
