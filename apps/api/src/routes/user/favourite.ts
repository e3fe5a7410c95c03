import type { FastifyInstance } from 'fastify';
import { addFavourite, fetchFavourite, removeFavourite } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { requestLocale } from '../request-locale';
import { presentFavourite, presentFavouriteEntry } from './favourite.presenter';

export async function favouriteRoutes(app: FastifyInstance) {
  const { favourites } = app.services;
  defineRoute(app, addFavourite, async ({ input, session }) => ({
    success: true as const,
    favourite: presentFavouriteEntry(await favourites.add(session, input.titleId, input.libraryId)),
  }));
  defineRoute(app, removeFavourite, async ({ input, session }) => {
    await favourites.remove(session, input.titleId);
    return { success: true as const };
  });
  defineRoute(app, fetchFavourite, async ({ session, request }) => ({
    favourites: (await favourites.list(session, requestLocale(request))).map(presentFavourite),
  }));
}
