import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deactivateLibrarian,
  getLibrarians,
  inviteLibrarian,
  resendLibrarianInvite,
} from '@filmhyllan/contract';
import type { AuditActor } from '../../modules/audit/audit.service';
import type { LibrarianAccountRow } from '../../modules/librarians/librarian-accounts.repository';
import { librarianStatus } from '../../modules/librarians/librarian-accounts.service';
import type { Session } from '../../modules/session/session.service';
import { defineRoute } from '../define-route';

const presentLibrarianAccount = (row: LibrarianAccountRow) => ({
  librarian_id: row.id,
  username: row.username,
  email: row.email,
  library_id: row.libraryId,
  status: librarianStatus(row),
  invite_expires_at: row.inviteExpiresAt?.toISOString() ?? null,
  last_login_at: row.lastLoginAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** Librarian accounts in the operator console (roles in the contract; docs/decisions/035). */
export async function operatorLibrarianRoutes(app: FastifyInstance) {
  const { librarianAccounts, operators } = app.services;

  /** The logged-in operator and the caller's address, as the audit log records them. */
  const actorOf = async (session: Session, request: FastifyRequest): Promise<AuditActor> => ({
    portal: 'operator',
    id: session.operatorId!,
    username: (await operators.current(session)).username,
    address: request.ip,
  });

  defineRoute(app, getLibrarians, async ({ input }) => ({
    librarians: (await librarianAccounts.list(input.libraryId)).map(presentLibrarianAccount),
  }));
  defineRoute(app, inviteLibrarian, async ({ input, session, request }) => {
    const row = await librarianAccounts.invite(await actorOf(session, request), {
      libraryId: input.libraryId,
      username: input.username,
      email: input.email,
      language: input.language,
    });
    return { success: true as const, librarian: presentLibrarianAccount(row) };
  });
  defineRoute(app, resendLibrarianInvite, async ({ input, session, request }) => {
    const row = await librarianAccounts.resendInvite(await actorOf(session, request), {
      librarianId: input.librarianId,
      language: input.language,
    });
    return { success: true as const, librarian: presentLibrarianAccount(row) };
  });
  defineRoute(app, deactivateLibrarian, async ({ input, session, request }) => {
    const row = await librarianAccounts.deactivate(await actorOf(session, request), input.librarianId);
    return { success: true as const, librarian: presentLibrarianAccount(row) };
  });
}
