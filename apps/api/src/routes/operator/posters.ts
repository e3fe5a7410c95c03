import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import {
  getPoster,
  POSTER_FORM_BODY_LIMIT,
  removePoster,
  uploadPoster,
  type TitlePoster,
} from '@filmhyllan/contract';
import { presentPoster } from '../../modules/posters/poster-address';
import type { TitlePosterRow } from '../../modules/posters/posters.repository';
import type { Session } from '../../modules/session/session.service';
import { defineRoute } from '../define-route';

/** A title's poster as the console shows it (docs/decisions/027: the naming seam). */
export const presentTitlePoster = (row: TitlePosterRow): TitlePoster => ({
  title_id: row.titleId,
  ...presentPoster(row.titleId, row.posterPath, row.uploaded),
});

/** A title's poster in the console (docs/decisions/053). */
export async function posterConsoleRoutes(app: FastifyInstance) {
  const { posters, operators } = app.services;
  const actorOf = async (session: Session, address: string) => ({
    portal: 'operator' as const,
    id: session.operatorId!,
    username: (await operators.current(session)).username,
    address,
  });

  defineRoute(app, getPoster, async ({ input }) => ({
    poster: presentTitlePoster(await posters.poster(input.titleId)),
  }));

  // The upload alone takes a form body larger than the other calls' (the file in base64): its own parser,
  // in a context of its own, so every other route keeps the small limit.
  await app.register(async (upload) => {
    upload.removeContentTypeParser('application/x-www-form-urlencoded');
    await upload.register(formbody, { bodyLimit: POSTER_FORM_BODY_LIMIT });
    defineRoute(
      upload,
      uploadPoster,
      async ({ input, session, request }) => {
        const saved = await posters.uploadPoster(
          input.titleId,
          input.poster,
          await actorOf(session, request.ip),
        );
        return { success: true as const, poster: presentTitlePoster(saved) };
      },
      {},
      { bodyLimit: POSTER_FORM_BODY_LIMIT },
    );
  });

  defineRoute(app, removePoster, async ({ input, session, request }) => {
    const saved = await posters.removePoster(input.titleId, await actorOf(session, request.ip));
    return { success: true as const, poster: presentTitlePoster(saved) };
  });
}
