import type { FastifyInstance } from 'fastify';
import {
  getFilterOptions,
  getGroupTitles,
  getNewTitles,
  getSelectedTitles,
  getSelectedTitlesByLibrary,
  getTitle,
  getTitles,
  getTitleSuggestions,
} from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { requestLocale } from '../request-locale';

export async function titleRoutes(app: FastifyInstance) {
  const { catalogue, libraries, loans } = app.services;

  defineRoute(app, getTitles, ({ input, session }) =>
    catalogue.listTitles(session, {
      libraryId: input.library_id,
      countryIso: input.country_iso,
      page: input.page,
      locale: input.locale,
      sort: input.sort,
      genres: input.genres,
      languages: input.languages,
      years: input.years,
      parentalGuidance: input.parental_guidance,
      ratings: input.ratings,
      access: input.access,
      titleCountryIso: input.title_country_iso,
      personnel: input.personnel,
      search: input.search,
    }),
  );

  defineRoute(app, getFilterOptions, ({ input, session }) =>
    catalogue.filterOptions(session, input.library_id, input.locale),
  );

  defineRoute(app, getNewTitles, async ({ input, session, request }) => ({
    titles: await catalogue.newTitles(session, {
      countryIso: input.country_iso,
      libraryId: input.library_id,
      num: input.num_titles,
      locale: requestLocale(request),
    }),
  }));

  defineRoute(app, getSelectedTitles, ({ input, session, request }) =>
    catalogue.selectedTitles(session, {
      libraryId: input.library_id,
      countryIso: input.country_iso,
      num: input.num_titles,
      locale: requestLocale(request),
    }),
  );

  defineRoute(app, getSelectedTitlesByLibrary, async ({ input, session, request }) => ({
    titles: await catalogue.selectedTitlesByLibrary(session, {
      libraryId: input.library_id,
      countryIso: input.country_iso,
      num: input.num_titles,
      locale: requestLocale(request),
    }),
  }));

  defineRoute(app, getTitle, async ({ input, session, request }) => {
    const { title, suggestions } = await catalogue.title(session, {
      titleId: input.title_id,
      libraryId: input.library_id,
      withSubtitles: input.with_subtitle_languages,
      locale: requestLocale(request),
    });
    const left =
      input.library_id === undefined
        ? { loansLeft: null, period: 'month' as const }
        : await libraries.savedCardLoansLeft(input.library_id, session);
    return {
      title,
      num_loans_left: left.loansLeft,
      num_loans_left_period: left.period,
      suggestions,
      active_loan:
        input.library_id === undefined
          ? null
          : await loans.activeLoan(session, input.title_id, input.library_id),
    };
  });

  defineRoute(app, getTitleSuggestions, async ({ input, session, request }) => ({
    suggestions: await catalogue.suggestions(session, {
      titleId: input.title_id,
      libraryId: input.library_id,
      locale: requestLocale(request),
    }),
  }));

  defineRoute(app, getGroupTitles, ({ input, session, request }) =>
    catalogue.groupTitles(session, {
      groupId: input.group_id,
      libraryId: input.library_id,
      locale: requestLocale(request),
    }),
  );
}
