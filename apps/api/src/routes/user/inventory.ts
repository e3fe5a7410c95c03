import type { FastifyInstance } from 'fastify';
import { createInventory, getInventories, removeInventory } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';

export async function inventoryRoutes(app: FastifyInstance) {
  const { inventory } = app.services;
  defineRoute(app, createInventory, ({ input, session, request }) =>
    inventory.create(session, {
      libraryId: input.library_id,
      cardNumber: input.card_number,
      pin: input.pin_code,
      clientAddress: request.ip,
    }),
  );
  defineRoute(app, removeInventory, ({ input, session }) => inventory.remove(session, input.library_id));
  defineRoute(app, getInventories, async ({ session }) => ({
    inventories: await inventory.savedCards(session),
  }));
}
