import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ehubLoan, getCurrentMonthLoansLeft, loan } from '@filmhyllan/contract';
import { createPhaseTiming } from '../../modules/loans/phase-timing';
import { defineRoute, defineSessionCheckingRoute } from '../define-route';
import { presentCardLoansLeft, presentLoanResult } from './customer.presenter';

export async function customerRoutes(app: FastifyInstance) {
  const { loans, ehub } = app.services;

  /**
   * The phases of each loan, sent as Server-Timing entries beside the `app;dur=` total the API sends with every
   * answer (that hook runs first, being the application's; this one, the routes', appends to it).
   */
  const phases = new WeakMap<FastifyRequest, () => string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const timing = phases.get(request)?.();
    if (timing) {
      const total = reply.getHeader('Server-Timing');
      reply.header('Server-Timing', total ? `${String(total)}, ${timing}` : timing);
    }
    return payload;
  });

  // The session is checked in the loan's own message (one round trip for the whole loan, decision 016).
  defineSessionCheckingRoute(app, loan, async ({ input, credentials, resolveSession, request, reply }) => {
    // Everything before the handler (body and its validation) is the request phase.
    const timing = createPhaseTiming(reply.elapsedTime, 'request');
    phases.set(request, timing.header);
    const result = await loans.borrowInSession(
      credentials,
      {
        libraryId: input.libraryId,
        titleId: input.titleId,
        cardNumber: input.cardNumber,
        pin: input.pinCode,
        clientAddress: request.ip,
      },
      {
        resolveSession,
        found: (session) => (request.portalSession = session),
        mark: timing.mark,
      },
    );
    return presentLoanResult(result);
  });

  defineRoute(app, ehubLoan, async ({ input, session }) => {
    const vouched = await ehub.redeem(input.accessToken);
    return presentLoanResult(
      await loans.borrowVouched(session, vouched.library_id, vouched.card_number, vouched.title_id),
    );
  });

  defineRoute(app, getCurrentMonthLoansLeft, async ({ input, request }) =>
    presentCardLoansLeft(
      await loans.loansLeft({
        libraryId: input.libraryId,
        cardNumber: input.cardNumber,
        pin: input.pinCode,
        clientAddress: request.ip,
      }),
    ),
  );
}
