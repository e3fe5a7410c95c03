import type { FastifyInstance } from 'fastify';
import { createSavedCard, getSavedCards, removeSavedCard } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { presentSavedCard, presentSavedCardRef } from './saved-cards.presenter';

/** Saved library cards: the spec's /user/inventory/* calls. */
export async function savedCardRoutes(app: FastifyInstance) {
  const { savedCards } = app.services;
  defineRoute(app, createSavedCard, async ({ input, session, request }) => {
    const cards = await savedCards.create(session, {
      libraryId: input.libraryId,
      cardNumber: input.cardNumber,
      pin: input.pinCode,
      clientAddress: request.ip,
    });
    return { success: true as const, inventories: cards.map(presentSavedCardRef) };
  });
  defineRoute(app, removeSavedCard, async ({ input, session }) => ({
    success: true as const,
    inventories: (await savedCards.remove(session, input.libraryId)).map(presentSavedCardRef),
  }));
  defineRoute(app, getSavedCards, async ({ session }) => ({
    inventories: (await savedCards.withLoansLeft(session)).map(presentSavedCard),
  }));
}
