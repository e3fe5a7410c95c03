import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Id, type Language, type PosterFormat } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';

/** A year: the address holds the image's digest, so what it answers never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const imageTypes: Record<PosterFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** <id>.svg, or <id>.<language>.svg: the id and the language asked for. */
const GENERATED_FILE = /^(\d{1,10})(?:\.(sv|no|fi|en))?\.svg$/;

/**
 * Posters, public and cacheable: a poster tells nothing a catalogue page does not.
 * - generated from the title (no image files, no network): /api/posters/<title id>.svg, and in a language
 *   (the name and genres in it, as the customer pages ask): /api/posters/<title id>.<sv|no|fi|en>.svg;
 * - generated for a series' tile (its name, not an episode's): /api/posters/series/<series id>[.<language>].svg;
 * - uploaded, in each size and format we encoded (docs/decisions/053): /api/posters/<title id>/<sha256>-<width>.<avif|webp|jpg>.
 */
export async function posterRoutes(app: FastifyInstance) {
  /** A generated poster's route: without a language the stored name and English genres, with one both in it. */
  const generated = (path: string, render: (id: number, language?: Language) => Promise<string>) =>
    app.get(
      path,
      { schema: { hide: true, params: z.object({ file: z.string().regex(GENERATED_FILE) }) } },
      async (request, reply) => {
        const [, digits, language] = GENERATED_FILE.exec((request.params as { file: string }).file)!;
        const id = Id.safeParse(digits);
        if (!id.success) throw new AppError('NOT_FOUND');
        const svg = await render(id.data, language as Language | undefined);
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('Cache-Control', 'public, max-age=86400')
          .send(svg);
      },
    );
  generated('/posters/:file', (id, language) => app.services.posters.svg(id, language));
  generated('/posters/series/:file', (id, language) => app.services.posters.seriesSvg(id, language));

  app.get(
    '/posters/:titleId/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          titleId: z.string().regex(/^\d{1,10}$/),
          file: z.string().regex(/^[0-9a-f]{64}-\d{1,4}\.(avif|webp|jpg)$/),
        }),
      },
    },
    async (request, reply) => {
      const params = request.params as { titleId: string; file: string };
      const [, sha256, width, format] = /^([0-9a-f]{64})-(\d+)\.(\w+)$/.exec(params.file)!;
      const titleId = Id.safeParse(params.titleId);
      if (!titleId.success) throw new AppError('NOT_FOUND');
      const image = await app.services.posters.image(
        titleId.data,
        sha256!,
        Number(width),
        format as PosterFormat,
      );
      if (!image) throw new AppError('NOT_FOUND');
      return reply
        .type(imageTypes[format as PosterFormat])
        .header('Cache-Control', IMMUTABLE)
        .send(image);
    },
  );
}
