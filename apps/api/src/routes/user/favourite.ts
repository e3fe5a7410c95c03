import type { FastifyInstance } from 'fastify';
import { addFavourite, fetchFavourite, removeFavourite } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { requestLocale } from '../request-locale';

export async function favouriteRoutes(app: FastifyInstance) {
  const { favourites } = app.services;
  defineRoute(app, addFavourite, ({ input, session }) =>
    favourites.add(session, input.title_id, input.library_id),
  );
  defineRoute(app, removeFavourite, ({ input, session }) => favourites.remove(session, input.title_id));
  defineRoute(app, fetchFavourite, ({ session, request }) =>
    favourites.list(session, requestLocale(request)),
  );
}
