import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import {
  attachAudioDescription,
  attachMedia,
  attachSubtitles,
  SUBTITLES_FORM_BODY_LIMIT,
} from '@filmhyllan/contract';
import type { Session } from '../../modules/session/session.service';
import { defineRoute } from '../define-route';

/** A title's media in the console: its film's and trailer's masters, audio descriptions and subtitles (docs/decisions/048). */
export async function operatorMediaRoutes(app: FastifyInstance) {
  const { subtitles, operators, attachMedia: media } = app.services;
  const actorOf = async (session: Session, address: string) => ({
    portal: 'operator' as const,
    id: session.operatorId!,
    username: (await operators.current(session)).username,
    address,
  });

  defineRoute(app, attachMedia, async ({ input, session, request }) => ({
    success: true as const,
    job_id: await media.attach(
      { titleId: input.titleId, uploadId: input.uploadId, purpose: input.purpose },
      await actorOf(session, request.ip),
      { mayUseOthers: session.operatorRole === 'admin' },
    ),
  }));

  defineRoute(app, attachAudioDescription, async ({ input, session, request }) => ({
    success: true as const,
    job_id: await media.attachAudioDescription(
      { titleId: input.titleId, uploadId: input.uploadId, language: input.language },
      await actorOf(session, request.ip),
      { mayUseOthers: session.operatorRole === 'admin' },
    ),
  }));

  // The subtitle file travels in the form body (base64): its own parser with a larger limit, in a context of
  // its own, so every other route keeps the small one (as the logo upload does).
  await app.register(async (upload) => {
    upload.removeContentTypeParser('application/x-www-form-urlencoded');
    await upload.register(formbody, { bodyLimit: SUBTITLES_FORM_BODY_LIMIT });
    defineRoute(upload, attachSubtitles, async ({ input, session, request }) => {
      const result = await subtitles.attach(
        { titleId: input.titleId, language: input.language, sdh: input.sdh, file: input.file },
        await actorOf(session, request.ip),
      );
      return {
        success: true as const,
        title_id: input.titleId,
        language: input.language,
        sdh: input.sdh,
        ...result,
      };
    });
  });
}
