import type { FastifyInstance } from 'fastify';
import { getAllLibraries, getLibrary } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';

export async function libraryRoutes(app: FastifyInstance) {
  const { libraries, libraryDirectory, loans } = app.services;
  // The library answers come from memory (decision 016): a loan charged here shows in their budget flags at once.
  loans.onBudgetCharged((charged) => libraryDirectory.recordUsage(charged));
  defineRoute(app, getAllLibraries, ({ input, session }) => libraries.list(input.country, session));
  defineRoute(app, getLibrary, ({ input, session }) => libraries.get(input.libraryId, session));
}
