import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MARC_FEED_PATH, MarcFeedQuery } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { MarcFormat } from '../../modules/marc/marc-records';
import { perMinute } from '../rate-limits';

const formatOfExtension: Record<string, MarcFormat> = { mrc: 'iso2709', xml: 'marcxml' };

/** A file name of the feed: the token, then .mrc (ISO 2709) or .xml (MARCXML). */
const FEED_FILE = /^([^.]{1,100})\.(mrc|xml)$/;

/** Fetches per client address and minute: a library system fetches a few times a day. */
const FEED_FETCHES_PER_MINUTE = 30;

/**
 * The library's MARC feed (docs/decisions/062): GET /api/marc/feed/<token>.mrc or .xml, with an optional since,
 * for a library system fetching on a schedule without a session. Outside the contract's endpoints (the token is
 * part of the path), its query is the contract's MarcFeedQuery. A repeated fetch of unchanged records answers 304
 * to If-None-Match. The token is redacted from the request log (plugins/log-redaction.ts).
 */
export async function marcFeedRoutes(app: FastifyInstance) {
  const { marc, marcFeeds, libraryById } = app.services;
  app.get(
    `${MARC_FEED_PATH}/:file`,
    {
      schema: { hide: true, params: z.object({ file: z.string() }), querystring: MarcFeedQuery },
      config: perMinute(FEED_FETCHES_PER_MINUTE),
    },
    async (request, reply) => {
      const match = FEED_FILE.exec((request.params as { file: string }).file);
      if (!match) throw new AppError('MARC_FEED_NOT_FOUND');
      const libraryId = await marcFeeds.libraryOfToken(match[1]!);
      const library = await libraryById(libraryId);
      if (!library) throw new AppError('MARC_FEED_NOT_FOUND');
      const { since } = request.query as z.infer<typeof MarcFeedQuery>;
      const file = await marc.exportFile(
        { id: library.id, countryIso: library.countryIso, timeZone: library.timeZone },
        formatOfExtension[match[2]!]!,
        since,
      );
      // The address is a secret: no shared cache keeps the answer; the library system revalidates.
      reply.header('Cache-Control', 'private, no-cache').header('ETag', file.etag);
      const seen = request.headers['if-none-match'];
      if (seen !== undefined && seen.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
        return reply.code(304).send();
      }
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
}
