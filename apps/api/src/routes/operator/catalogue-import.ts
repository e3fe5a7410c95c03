import type { FastifyInstance } from 'fastify';
import { CATALOGUE_REPORT_MAX_ROWS, exportCatalogue, importCatalogue } from '@filmhyllan/contract';
import { requestLanguage } from '../../plugins/errors';
import { defineRoute } from '../define-route';

/**
 * The form body of an import: the file's text, form-encoded (a comma or a line break takes three bytes, a
 * letter outside ASCII up to nine), with room for CATALOGUE_FILE_MAX_CHARS characters of an ordinary file.
 */
const IMPORT_BODY_LIMIT = 24 * 1024 * 1024;

/** A distributor's catalogue file imported and exported (docs/decisions/054). */
export async function catalogueImportRoutes(app: FastifyInstance) {
  const { catalogueImport, operators, translations } = app.services;
  defineRoute(
    app,
    importCatalogue,
    async ({ input, session, request }) => {
      const operator = await operators.current(session);
      const report = await catalogueImport.run(input, {
        portal: 'operator',
        id: session.operatorId!,
        username: operator.username,
        address: request.ip,
      });
      const lang = requestLanguage(request);
      return {
        dry_run: report.dryRun,
        imported: report.imported,
        counts: report.counts,
        problems: report.problems.slice(0, CATALOGUE_REPORT_MAX_ROWS).map((p) => ({
          row: p.row,
          column: p.column,
          reason: p.reason,
          message: translations.text(`catalogue_import_reason_${p.reason}`, lang) ?? p.reason,
        })),
        rows: report.rows.slice(0, CATALOGUE_REPORT_MAX_ROWS).map((r) => ({
          row: r.row,
          distributor: r.distributor,
          distributor_ref: r.distributorRef,
          title_id: r.titleId,
          outcome: r.outcome,
        })),
      };
    },
    {},
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
  defineRoute(app, exportCatalogue, async ({ input, reply }) => {
    const file = await catalogueImport.export(input.format, input.distributor);
    reply
      .type(input.format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.filename}"`);
    return file.body;
  });
}
