import type { FastifyInstance } from 'fastify';
import { CARDS_REPORT_MAX_ROWS, importCards } from '@filmhyllan/contract';
import { requestLanguage } from '../../plugins/errors';
import { defineRoute } from '../define-route';

/**
 * The form body of an import: the file's text, form-encoded (a comma or a line break takes three bytes), with
 * room for CARDS_CSV_MAX_CHARS characters of an ordinary file; a bigger body is PAYLOAD_TOO_LARGE.
 */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** The built-in directory's cards, imported from CSV in the operator console (docs/decisions/040). */
export async function cardRoutes(app: FastifyInstance) {
  const { cardImport, operators, translations } = app.services;
  defineRoute(
    app,
    importCards,
    async ({ input, session, request }) => {
      const operator = await operators.current(session);
      const report = await cardImport.run(input, {
        portal: 'operator',
        id: session.operatorId!,
        username: operator.username,
        address: request.ip,
      });
      const lang = requestLanguage(request);
      return {
        library_id: input.libraryId,
        dry_run: input.dryRun,
        counts: report.counts,
        problems: report.problems.slice(0, CARDS_REPORT_MAX_ROWS).map((p) => ({
          line: p.line,
          card_ending: p.cardEnding,
          reason: p.reason,
          message: translations.text(`cards_import_reason_${p.reason}`, lang) ?? p.reason,
        })),
      };
    },
    {},
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
}
