import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createPreviewLink,
  findPreviewTitles,
  getLibrarianViewing,
  getOperatorViewing,
  getPreviewLinks,
  openPreview,
  revokePreviewLink,
  startLibrarianViewing,
  startOperatorViewing,
  startPreview,
  startTrailer,
} from '@filmhyllan/contract';
import type { AuditActor } from '../../modules/audit/audit.service';
import type { Session } from '../../modules/session/session.service';
import { defineRoute } from '../define-route';
import { presentPreviewLink, presentViewingStream, previewLinkPath } from './viewing.presenter';

/**
 * The title page's viewing modes without a loan (docs/decisions/044): watch-as-admin for operators, watch-as-
 * librarian for librarians, and the preview links of watch-as-special. Roles are the contract's.
 */
export async function viewingRoutes(app: FastifyInstance) {
  const { viewing, operators, librarians } = app.services;
  const now = () => viewing.now();

  const operatorActor = async (session: Session, request: FastifyRequest): Promise<AuditActor> => ({
    portal: 'operator',
    id: session.operatorId!,
    username: (await operators.current(session)).username,
    address: request.ip,
  });

  defineRoute(app, getOperatorViewing, async ({ input }) => {
    await viewing.operatorMayPlay(input.titleId);
    return { title_id: input.titleId };
  });
  defineRoute(app, startOperatorViewing, async ({ input, session, request }) =>
    presentViewingStream(await viewing.operatorPlays(await operatorActor(session, request), input.titleId)),
  );

  defineRoute(app, getLibrarianViewing, async ({ input, session }) => {
    await viewing.librarianMayPlay(await librarians.library(session), input.titleId);
    return { title_id: input.titleId };
  });
  defineRoute(app, startLibrarianViewing, async ({ input, session, request }) => {
    const { librarian, library } = await librarians.data(session);
    const actor: AuditActor = {
      portal: 'librarian',
      id: session.librarianId!,
      username: librarian.username,
      address: request.ip,
    };
    return presentViewingStream(await viewing.librarianPlays(actor, library, input.titleId));
  });

  defineRoute(app, findPreviewTitles, async ({ input }) => ({
    titles: (await viewing.findTitles(input.search, input.language)).map((title) => ({
      title_id: title.id,
      name: title.name,
      year: title.year,
    })),
  }));
  defineRoute(app, createPreviewLink, async ({ input, session, request }) => {
    const { link, token } = await viewing.createLink(await operatorActor(session, request), {
      titleId: input.titleId,
      hours: input.hours,
      expiresAt: input.expiresAt,
      note: input.note,
    });
    return {
      success: true as const,
      preview_link: presentPreviewLink(link, now()),
      link_path: previewLinkPath(input.language, link.titleId, token),
    };
  });
  defineRoute(app, getPreviewLinks, async () => {
    const at = now();
    return { preview_links: (await viewing.listLinks()).map((link) => presentPreviewLink(link, at)) };
  });
  defineRoute(app, revokePreviewLink, async ({ input, session, request }) => ({
    success: true as const,
    preview_link: presentPreviewLink(
      await viewing.revokeLink(await operatorActor(session, request), input.previewLinkId),
      now(),
    ),
  }));

  defineRoute(app, openPreview, async ({ input }) => {
    const { titleId, expiresAt } = await viewing.openPreview(input.previewToken);
    return { title_id: titleId, expires_at: expiresAt.toISOString() };
  });
  defineRoute(app, startPreview, async ({ input, request }) =>
    presentViewingStream(await viewing.previewPlays(input.previewToken, request.ip)),
  );

  // A title's trailer (docs/decisions/048): no loan, nothing counted.
  defineRoute(app, startTrailer, async ({ input }) =>
    presentViewingStream(await viewing.trailerPlays(input.titleId)),
  );
}
