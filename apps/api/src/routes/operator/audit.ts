import type { FastifyInstance } from 'fastify';
import { exportAuditLog, getAuditLog } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { presentAuditEntry } from './audit.presenter';

/** The audit log in the operator console: read and exported, never changed (roles in the contract). */
export async function auditRoutes(app: FastifyInstance) {
  const { audit } = app.services;
  defineRoute(app, getAuditLog, async ({ input }) => {
    const { page, pageSize, ...filters } = input;
    const found = await audit.search(filters, { page, pageSize });
    return {
      entries: found.entries.map(presentAuditEntry),
      total: found.total,
      page: found.page,
      page_size: found.pageSize,
    };
  });
  defineRoute(app, exportAuditLog, async ({ input, reply }) => {
    const file = await audit.exportCsv(input);
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.filename}"`);
    return file.body;
  });
}
