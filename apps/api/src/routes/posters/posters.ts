import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Id } from '@filmhyllan/contract';
import { queryRows } from '../../db/client';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { renderPoster } from '../../modules/posters/poster';

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
      const [title] = await queryRows<{
        id: number;
        name: string;
        year: number | null;
        genres: string[] | null;
      }>(
        app.db,
        sql`select t.id, coalesce(nullif(t.name, ''), t.name_en, '') as name, t.year,
          (select array_agg(coalesce(g.names->>'en', '') order by g.id) from title_genres tg join genres g on g.id = tg.genre_id where tg.title_id = t.id) as genres
        from titles t where t.id = ${id.data}`,
      );
      if (!title) throw new AppError('NOT_FOUND');
      const svg = renderPoster({
        id: title.id,
        name: title.name,
        year: title.year,
        genreNames: title.genres ?? [],
      });
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .send(svg);
    },
  );
}
