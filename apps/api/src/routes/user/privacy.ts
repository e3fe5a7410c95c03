import type { FastifyInstance } from 'fastify';
import { exportMyData, getPrivacyOverview, setKeepLoanHistory } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { presentMyData, presentPrivacyOverview } from './privacy.presenter';

export async function privacyRoutes(app: FastifyInstance) {
  const { privacy } = app.services;
  defineRoute(app, getPrivacyOverview, async ({ session }) =>
    presentPrivacyOverview(await privacy.overview(session)),
  );
  defineRoute(app, setKeepLoanHistory, async ({ input, session }) =>
    presentPrivacyOverview(await privacy.setKeepLoanHistory(session, input.keep)),
  );
  defineRoute(app, exportMyData, async ({ session, reply }) => {
    const data = presentMyData(await privacy.export(session));
    // A download, never kept by a cache on the way: it is the user's own data.
    reply
      .header(
        'content-disposition',
        `attachment; filename="filmhyllan-my-data-${data.exported_at.slice(0, 10)}.json"`,
      )
      .header('cache-control', 'no-store');
    return data;
  });
}
