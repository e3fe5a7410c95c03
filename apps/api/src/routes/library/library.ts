import type { FastifyInstance } from 'fastify';
import { getAllLibraries, getLibrary } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';

export async function libraryRoutes(app: FastifyInstance) {
  const { libraries } = app.services;
  defineRoute(app, getAllLibraries, ({ input, session }) => libraries.list(input.country, session));
  defineRoute(app, getLibrary, ({ input, session }) => libraries.get(input.library_id, session));
}
