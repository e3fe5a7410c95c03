import type { FastifyInstance } from 'fastify';
import { ehubLoan, getCurrentMonthLoansLeft, loan } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';

export async function customerRoutes(app: FastifyInstance) {
  const { loans, ehub } = app.services;

  defineRoute(app, loan, ({ input, session, request }) =>
    loans.borrow(session, {
      libraryId: input.library_id,
      titleId: input.title_id,
      cardNumber: input.card_number,
      pin: input.pin_code,
      clientAddress: request.ip,
    }),
  );

  defineRoute(app, ehubLoan, async ({ input, session }) => {
    const vouched = await ehub.redeem(input.access_token);
    return loans.borrowVouched(session, vouched.library_id, vouched.card_number, vouched.title_id);
  });

  defineRoute(app, getCurrentMonthLoansLeft, ({ input, request }) =>
    loans.loansLeft({
      libraryId: input.library_id,
      cardNumber: input.card_number,
      pin: input.pin_code,
      clientAddress: request.ip,
    }),
  );
}
