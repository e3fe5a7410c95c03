import type { FastifyInstance } from 'fastify';
import {
  getFilterOptions,
  getGroupTitles,
  getNewTitles,
  getSearchSuggestions,
  getSelectedTitles,
  getSelectedTitlesByLibrary,
  getTitle,
  getTitles,
  getTitleSuggestions,
} from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { requestLocale } from '../request-locale';
import { presentFilterOptions, presentGroupTitles, presentTitlePage } from './title.presenter';

export async function titleRoutes(app: FastifyInstance) {
  const { catalogue, libraries, loans } = app.services;

  // The catalogue's lists are its shared title summaries, already in the wire's shape (docs/decisions/013, 027).
  defineRoute(app, getTitles, ({ input, session }) => catalogue.listTitles(session, input));

  defineRoute(app, getSearchSuggestions, async ({ input, session }) => ({
    suggestions: (await catalogue.searchSuggestions(session, input)).map((s) => ({
      kind: s.kind,
      id: s.id,
      name: s.name,
      title_id: s.titleId,
    })),
  }));

  defineRoute(app, getFilterOptions, async ({ input, session }) =>
    presentFilterOptions(await catalogue.filterOptions(session, input.libraryId, input.locale)),
  );

  defineRoute(app, getNewTitles, async ({ input, session, request }) => ({
    titles: await catalogue.newTitles(session, {
      countryIso: input.countryIso,
      libraryId: input.libraryId,
      num: input.numTitles,
      locale: requestLocale(request),
    }),
  }));

  // The spec names this answer's fields in camelCase already.
  defineRoute(app, getSelectedTitles, ({ input, session, request }) =>
    catalogue.selectedTitles(session, {
      libraryId: input.libraryId,
      countryIso: input.countryIso,
      num: input.numTitles,
      locale: requestLocale(request),
    }),
  );

  defineRoute(app, getSelectedTitlesByLibrary, async ({ input, session, request }) => ({
    titles: await catalogue.selectedTitlesByLibrary(session, {
      libraryId: input.libraryId,
      countryIso: input.countryIso,
      num: input.numTitles,
      locale: requestLocale(request),
    }),
  }));

  defineRoute(app, getTitle, async ({ input, session, request }) => {
    const { title, suggestions } = await catalogue.title(session, {
      titleId: input.titleId,
      libraryId: input.libraryId,
      withSubtitles: input.withSubtitleLanguages,
      locale: requestLocale(request),
    });
    const { libraryId } = input;
    return presentTitlePage({
      title,
      suggestions,
      loansLeft:
        libraryId === undefined
          ? { loansLeft: null, period: 'month' }
          : await libraries.savedCardLoansLeft(libraryId, session),
      activeLoan: libraryId === undefined ? null : await loans.activeLoan(session, input.titleId, libraryId),
    });
  });

  defineRoute(app, getTitleSuggestions, async ({ input, session, request }) => ({
    suggestions: await catalogue.suggestions(session, {
      titleId: input.titleId,
      libraryId: input.libraryId,
      locale: requestLocale(request),
    }),
  }));

  defineRoute(app, getGroupTitles, async ({ input, session, request }) =>
    presentGroupTitles(
      await catalogue.groupTitles(session, {
        groupId: input.groupId,
        libraryId: input.libraryId,
        locale: requestLocale(request),
      }),
    ),
  );
}
