import type { FastifyInstance } from 'fastify';
import {
  getGeneralInfo,
  getLibrarianData,
  getLibrarianTitles,
  librarianLogin,
  librarianLogout,
  updateBudget,
  updateReportSettings,
  getBudgetChanges,
  getStatistics,
  exportStatistics,
  setTitleExcluded,
  exportMarc,
  getMarcFeed,
  rotateMarcFeed,
  getLists,
  saveList,
  deleteList,
  reorderLists,
  rotateSushiKey,
  exportCounterReport,
} from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { perMinute, type RateLimits } from '../rate-limits';
import { requestLocale } from '../request-locale';
import {
  presentBudget,
  presentBudgetChange,
  presentGeneralInfo,
  presentReportSettings,
  presentLibrarian,
  presentLibrarianLibrary,
  presentLibrarianTitle,
  presentStatistics,
} from './librarian.presenter';
import { presentLibrarianList } from './librarian-lists.presenter';
import { presentSushiCredentials } from './sushi.presenter';
import { librarianActor } from '../../modules/librarians/librarians.service';
import type { MarcFeedAddresses } from '../../modules/marc/marc-feed.service';

const presentMarcFeed = (feed: MarcFeedAddresses) => ({
  iso2709_url: feed.urls.iso2709,
  marcxml_url: feed.urls.marcxml,
  rotated_at: feed.rotatedAt.toISOString(),
});

/** The librarian portal. Role checks come from each endpoint's access ('librarian') in the contract. */
export async function librarianRoutes(app: FastifyInstance, options: { limits: RateLimits }) {
  const { librarians, librarianLists, statistics, marc, marcFeeds, sushi } = app.services;
  defineRoute(
    app,
    librarianLogin,
    async ({ input, session }) => {
      const { librarian, sessionid, csrftoken } = await librarians.login(
        session,
        input.username,
        input.password,
      );
      return {
        success: true as const,
        librarian: presentLibrarian(librarian),
        new_csrftoken: csrftoken,
        new_sessionid: sessionid,
      };
    },
    perMinute(options.limits.loginsPerMinute),
  );
  defineRoute(app, librarianLogout, async ({ session }) => ({
    success: true as const,
    new_csrftoken: (await librarians.logout(session)).csrftoken,
  }));
  defineRoute(app, getLibrarianData, async ({ session }) => {
    const { librarian, library } = await librarians.data(session);
    return { librarian: presentLibrarian(librarian), library: presentLibrarianLibrary(library) };
  });
  defineRoute(app, getLibrarianTitles, async ({ session }) => {
    const { titles, count, genres } = await librarians.titles(session);
    return { titles: titles.map(presentLibrarianTitle), count, genres };
  });
  defineRoute(app, getGeneralInfo, async ({ session }) => {
    const overview = await librarians.generalInfo(session);
    return {
      ...presentGeneralInfo(overview),
      ...presentSushiCredentials(await sushi.credentials(overview.library)),
    };
  });
  defineRoute(app, rotateSushiKey, async ({ session, request }) => {
    const { librarian, library } = await librarians.account(session);
    const credentials = await sushi.rotate(library, librarianActor(librarian, { address: request.ip }));
    return { success: true as const, ...presentSushiCredentials(credentials) };
  });
  defineRoute(app, exportCounterReport, async ({ input, session, reply }) => {
    const file = await sushi.tabular(await librarians.library(session), input);
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.filename}"`);
    return file.body;
  });
  defineRoute(app, getBudgetChanges, async ({ session }) => ({
    success: true as const,
    changes: (await librarians.budgetChanges(session)).map(presentBudgetChange),
  }));
  defineRoute(app, getStatistics, async ({ input, session, request }) =>
    presentStatistics(
      await statistics.statistics(await librarians.library(session), input, requestLocale(request)),
    ),
  );
  defineRoute(app, exportStatistics, async ({ input, session, request, reply }) => {
    const file = await statistics.exportCsv(await librarians.library(session), input, requestLocale(request));
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.filename}"`);
    return file.body;
  });
  defineRoute(app, exportMarc, async ({ input, session, reply }) => {
    const library = await librarians.library(session);
    const file = await marc.exportFile(
      { id: library.id, countryIso: library.countryIso, timeZone: library.timeZone },
      input.format,
      input.since,
    );
    reply.type(file.contentType).header('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return file.body;
  });
  defineRoute(app, getMarcFeed, async ({ session }) => {
    const feed = await marcFeeds.addresses(await librarians.library(session));
    return { feed: feed && presentMarcFeed(feed) };
  });
  defineRoute(app, rotateMarcFeed, async ({ session, request }) => {
    const { librarian, library } = await librarians.account(session);
    const feed = await marcFeeds.rotate(library, librarianActor(librarian, { address: request.ip }));
    return { success: true as const, feed: presentMarcFeed(feed) };
  });
  defineRoute(app, setTitleExcluded, async ({ input, session, request }) => {
    const { excluded, titleIds } = await librarians.setTitleExcluded(session, input, { address: request.ip });
    return { success: true as const, excluded, title_ids: titleIds };
  });
  defineRoute(app, updateBudget, async ({ input, session, request }) => ({
    success: true as const,
    budget: presentBudget(await librarians.updateBudget(session, input, { address: request.ip })),
  }));
  defineRoute(app, updateReportSettings, async ({ input, session, request }) => {
    const { library, lastReport } = await librarians.updateReportSettings(session, input, {
      address: request.ip,
    });
    return { success: true as const, reports: presentReportSettings(library, lastReport) };
  });
  defineRoute(app, getLists, async ({ session, request }) => ({
    lists: (await librarianLists.lists(session, requestLocale(request))).map(presentLibrarianList),
  }));
  defineRoute(app, saveList, async ({ input, session, request }) => {
    const list = await librarianLists.save(
      session,
      {
        listId: input.listId ?? null,
        headings: { sv: input.headingSv, no: input.headingNo, fi: input.headingFi, en: input.headingEn },
        titleIds: input.titleIds,
        startsOn: input.startsOn ?? null,
        endsOn: input.endsOn ?? null,
      },
      { address: request.ip },
      requestLocale(request),
    );
    return { success: true as const, list: presentLibrarianList(list) };
  });
  defineRoute(app, deleteList, async ({ input, session, request }) => {
    await librarianLists.remove(session, input.listId, { address: request.ip });
    return { success: true as const };
  });
  defineRoute(app, reorderLists, async ({ input, session, request }) => ({
    success: true as const,
    lists: (
      await librarianLists.reorder(session, input.listIds, { address: request.ip }, requestLocale(request))
    ).map(presentLibrarianList),
  }));
}
