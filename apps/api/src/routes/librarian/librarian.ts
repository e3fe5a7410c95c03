import type { FastifyInstance } from 'fastify';
import {
  getGeneralInfo,
  getLibrarianData,
  getLibrarianTitles,
  librarianLogin,
  librarianLogout,
  updateBudget,
  getBudgetChanges,
  getStatistics,
  exportStatistics,
  setTitleExcluded,
  exportMarc,
} from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { perMinute, type RateLimits } from '../rate-limits';
import { requestLocale } from '../request-locale';

/** The librarian portal. Role checks come from each endpoint's access ('librarian') in the contract. */
export async function librarianRoutes(app: FastifyInstance, options: { limits: RateLimits }) {
  const { librarians, statistics, marc } = app.services;
  defineRoute(
    app,
    librarianLogin,
    ({ input, session }) => librarians.login(session, input.username, input.password),
    perMinute(options.limits.loginsPerMinute),
  );
  defineRoute(app, librarianLogout, ({ session }) => librarians.logout(session));
  defineRoute(app, getLibrarianData, ({ session }) => librarians.data(session));
  defineRoute(app, getLibrarianTitles, ({ session }) => librarians.titles(session));
  defineRoute(app, getGeneralInfo, ({ session }) => librarians.generalInfo(session));
  defineRoute(app, getBudgetChanges, ({ session }) => librarians.budgetChanges(session));
  defineRoute(app, getStatistics, async ({ input, session, request }) =>
    statistics.statistics(await librarians.library(session), input, requestLocale(request)),
  );
  defineRoute(app, exportStatistics, async ({ input, session, request, reply }) => {
    const file = await statistics.exportCsv(await librarians.library(session), input, requestLocale(request));
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.filename}"`);
    return file.body;
  });
  defineRoute(app, exportMarc, async ({ input, session, reply }) => {
    const { library } = await librarians.data(session);
    const file = await marc.exportFile({ id: library.id, countryIso: library.country_iso }, input.format);
    reply.type(file.contentType).header('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return file.body;
  });
  defineRoute(app, setTitleExcluded, ({ input, session }) => librarians.setTitleExcluded(session, input));
  defineRoute(app, updateBudget, ({ input, session }) => librarians.updateBudget(session, input));
}
