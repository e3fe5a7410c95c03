import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Id } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';

/**
 * Posters, generated from the title (no image files, no network): /api/posters/<title id>.svg.
 * Public and cacheable: a poster tells nothing a catalogue page does not.
 */
export async function posterRoutes(app: FastifyInstance) {
  app.get(
    '/posters/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^\d{1,10}\.svg$/) }) } },
    async (request, reply) => {
      const id = Id.safeParse((request.params as { file: string }).file.replace(/\.svg$/, ''));
      if (!id.success) throw new AppError('NOT_FOUND');
      const svg = await app.services.posters.svg(id.data);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .send(svg);
    },
  );
}
