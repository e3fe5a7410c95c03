import type { FastifyInstance } from 'fastify';
import { createInventory, getInventories, removeInventory } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';

export async function inventoryRoutes(app: FastifyInstance) {
  const { inventory } = app.services;
  defineRoute(app, createInventory, ({ input, session, request }) =>
    inventory.create(session, {
      libraryId: input.libraryId,
      cardNumber: input.cardNumber,
      pin: input.pinCode,
      clientAddress: request.ip,
    }),
  );
  defineRoute(app, removeInventory, ({ input, session }) => inventory.remove(session, input.libraryId));
  defineRoute(app, getInventories, async ({ session }) => ({
    inventories: await inventory.savedCards(session),
  }));
}
