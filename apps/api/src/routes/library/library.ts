import type { FastifyInstance } from 'fastify';
import { getAllLibraries, getLibrary } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { presentLibrary, presentLibraryList } from './library.presenter';

export async function libraryRoutes(app: FastifyInstance) {
  const { libraries, libraryDirectory, loans } = app.services;
  // The library answers come from memory (decision 016): a loan charged here shows in their budget flags at once.
  loans.onBudgetCharged((charged) => libraryDirectory.recordUsage(charged));
  defineRoute(app, getAllLibraries, async ({ input, session }) =>
    presentLibraryList(await libraries.list(input.country, session)),
  );
  defineRoute(app, getLibrary, async ({ input, session }) => ({
    library: presentLibrary(await libraries.get(input.libraryId, session)),
  }));
}
