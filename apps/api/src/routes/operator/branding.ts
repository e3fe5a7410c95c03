import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  getBranding,
  LOGO_FORM_BODY_LIMIT,
  removeLogo,
  saveBranding,
  uploadLogo,
  type LibraryBranding,
  type LibraryFontFamily,
} from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { LibraryRow } from '../../modules/libraries/libraries.repository';
import type { Session } from '../../modules/session/session.service';
import { defineRoute } from '../define-route';

/** A library's branding as the console shows it (docs/decisions/027: the naming seam). */
export const presentBranding = (row: LibraryRow): LibraryBranding => ({
  library_id: row.id,
  logo_url: row.logoUrl,
  display_name: row.displayName,
  font_family: row.fontFamily as LibraryFontFamily | null,
});

/** A year: the address holds the image's digest, so what it answers never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A library's logo and branding in the console, and the logo as every page loads it (docs/decisions/043). */
export async function brandingRoutes(app: FastifyInstance) {
  const { libraryBranding, operators } = app.services;
  const actorOf = async (session: Session, address: string) => ({
    portal: 'operator' as const,
    id: session.operatorId!,
    username: (await operators.current(session)).username,
    address,
  });

  defineRoute(app, getBranding, async ({ input }) => ({
    branding: presentBranding(await libraryBranding.library(input.libraryId)),
  }));

  // The upload alone takes a form body larger than the other calls' (the file in base64): its own parser,
  // in a context of its own, so every other route keeps the small limit.
  await app.register(async (upload) => {
    upload.removeContentTypeParser('application/x-www-form-urlencoded');
    await upload.register(formbody, { bodyLimit: LOGO_FORM_BODY_LIMIT });
    defineRoute(upload, uploadLogo, async ({ input, session, request }) => {
      const saved = await libraryBranding.uploadLogo(
        input.libraryId,
        input.logo,
        await actorOf(session, request.ip),
      );
      return { success: true as const, branding: presentBranding(saved) };
    });
  });

  defineRoute(app, removeLogo, async ({ input, session, request }) => {
    const saved = await libraryBranding.removeLogo(input.libraryId, await actorOf(session, request.ip));
    return { success: true as const, branding: presentBranding(saved) };
  });

  defineRoute(app, saveBranding, async ({ input, session, request }) => {
    const saved = await libraryBranding.saveBranding(
      input.libraryId,
      { displayName: input.displayName, fontFamily: input.fontFamily },
      await actorOf(session, request.ip),
    );
    return { success: true as const, branding: presentBranding(saved) };
  });

  // Public like the library list that names the address; the type is that of our encoding, never the upload's.
  app.get(
    '/library-logos/:libraryId/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          libraryId: z.string().regex(/^\d{1,10}$/),
          file: z.string().regex(/^[0-9a-f]{64}\.png$/),
        }),
      },
    },
    async (request, reply) => {
      const params = request.params as { libraryId: string; file: string };
      const logo = await libraryBranding.logo(Number(params.libraryId), params.file.slice(0, 64));
      if (!logo) throw new AppError('NOT_FOUND');
      return reply
        .type('image/png')
        .header('Cache-Control', IMMUTABLE)
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(logo.image);
    },
  );
}
