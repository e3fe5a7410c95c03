import type { FastifyInstance } from 'fastify';
import {
  getAuthUserPastLoans,
  getRunningLoans,
  getWatchPosition,
  PAST_LOANS_LIMIT,
  saveWatchPosition,
} from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { requestLocale } from '../request-locale';
import { presentPastLoan, presentRunningLoan, presentWatchPosition } from './loan.presenter';

export async function loanRoutes(app: FastifyInstance) {
  const { loans, runningLoans } = app.services;
  defineRoute(app, getAuthUserPastLoans, async ({ session, request }) => ({
    loans: (await loans.pastLoans(session, PAST_LOANS_LIMIT, requestLocale(request))).map(presentPastLoan),
  }));
  defineRoute(app, getRunningLoans, async ({ input, session, request }) => ({
    loans: (await runningLoans.runningLoans(session, input.libraryId ?? null, requestLocale(request))).map(
      presentRunningLoan,
    ),
  }));
  defineRoute(app, getWatchPosition, async ({ input, session }) =>
    presentWatchPosition(await loans.watchPosition(session, input.titleId)),
  );
  defineRoute(app, saveWatchPosition, async ({ input, session }) => {
    await loans.saveWatchPosition(session, input.titleId, input.positionSeconds);
    return { success: true as const };
  });
}
