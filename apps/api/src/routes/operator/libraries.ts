import type { FastifyInstance } from 'fastify';
import { getLibraries, saveLibrary, type OperatorLibrary } from '@filmhyllan/contract';
import type { LibraryRow } from '../../modules/libraries/libraries.repository';
import { librarySnapshot } from '../../modules/libraries/library-admin.service';
import { defineRoute } from '../define-route';

/** A library as the operator console shows it (docs/decisions/027: the naming seam). */
export const presentOperatorLibrary = (row: LibraryRow): OperatorLibrary => ({
  library_id: row.id,
  ...librarySnapshot(row),
  ehub_configured: row.ehubSecret !== null,
});

/** The libraries in the operator console: listed, created, changed and deactivated (roles in the contract). */
export async function operatorLibraryRoutes(app: FastifyInstance) {
  const { libraryAdmin, operators } = app.services;
  defineRoute(app, getLibraries, async ({ input }) => {
    const { page, pageSize, ...filters } = input;
    const found = await libraryAdmin.list(filters, { page, pageSize });
    return {
      libraries: found.rows.map(presentOperatorLibrary),
      total: found.total,
      page: found.page,
      page_size: found.pageSize,
    };
  });
  defineRoute(app, saveLibrary, async ({ input, session, request }) => {
    const operator = await operators.current(session);
    const { libraryId, ...fields } = input;
    const saved = await libraryAdmin.save(libraryId, fields, {
      portal: 'operator',
      id: session.operatorId!,
      username: operator.username,
      address: request.ip,
    });
    return { success: true as const, library: presentOperatorLibrary(saved) };
  });
}
