import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Id } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { renderPoster } from '../../modules/posters/poster';
import { createPostersRepository } from '../../modules/posters/posters.repository';

/**
 * Posters, generated from the title (no image files, no network): /api/posters/<title id>.svg.
 * Public and cacheable: a poster tells nothing a catalogue page does not.
 */
export async function posterRoutes(app: FastifyInstance) {
  const posters = createPostersRepository(app.db);
  app.get(
    '/posters/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^\d{1,10}\.svg$/) }) } },
    async (request, reply) => {
      const id = Id.safeParse((request.params as { file: string }).file.replace(/\.svg$/, ''));
      if (!id.success) throw new AppError('NOT_FOUND');
      const title = await posters.posterTitle(id.data);
      if (!title) throw new AppError('NOT_FOUND');
      const svg = renderPoster(title);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .send(svg);
    },
  );
}
