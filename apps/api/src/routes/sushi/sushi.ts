import type { FastifyInstance, FastifyReply } from 'fastify';
import { COUNTER_PLATFORM, COUNTER_RELEASE, IR_M1, IR_M1_NAME } from '@filmhyllan/contract';
import { sushiException } from '../../modules/sushi/counter-report';
import { SushiError, type SushiQuery } from '../../modules/sushi/sushi.service';

/** The parameters an IR_M1 request may carry; any other is named back in exception 3050. */
const KNOWN_PARAMETERS = new Set([
  'customer_id',
  'requestor_id',
  'api_key',
  'platform',
  'begin_date',
  'end_date',
]);

/** One query value: the first when a parameter comes twice, undefined when it is not text. */
const one = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === 'string' ? first : undefined;
};

const sushiQuery = (query: Record<string, unknown>): SushiQuery => ({
  customerId: one(query.customer_id),
  requestorId: one(query.requestor_id),
  apiKey: one(query.api_key),
  beginDate: one(query.begin_date),
  endDate: one(query.end_date),
});

const refused = (reply: FastifyReply, error: SushiError) => {
  if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.exception);
};

/**
 * The COUNTER_SUSHI API, Release 5.1 (docs/decisions/063), for the libraries' usage harvesters: a protocol of
 * its own outside the contract's envelope (COUNTER JSON answers, one SUSHI exception per refusal), read-only,
 * with the library's customer_id, requestor_id and api_key in the query instead of a portal session. The api_key
 * never reaches a log line (plugins/log-redaction: a field named like a key). Wrong credentials are limited per
 * customer id and per address (sushi.service authenticate: 1020, 429).
 */
export async function sushiRoutes(app: FastifyInstance) {
  const { sushi } = app.services;
  const hidden = { schema: { hide: true } };

  app.get('/sushi/r51/status', hidden, async (_request, reply) =>
    reply.send([
      {
        Description: `${COUNTER_PLATFORM} COUNTER_SUSHI API, Release ${COUNTER_RELEASE}`,
        Service_Active: true,
      },
    ]),
  );

  app.get('/sushi/r51/reports', hidden, async (_request, reply) =>
    reply.send([
      {
        Report_Name: IR_M1_NAME,
        Report_ID: IR_M1,
        Release: COUNTER_RELEASE,
        Report_Description: 'Total and unique requests of films and episodes, per title and month',
        Path: '/api/sushi/r51/reports/ir_m1',
      },
    ]),
  );

  app.get('/sushi/r51/reports/ir_m1', hidden, async (request, reply) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const query = sushiQuery(raw);
    try {
      const library = await sushi.authenticate(query, request.ip);
      const report = await sushi.irM1(library, query);
      const unknown = Object.keys(raw).filter((name) => !KNOWN_PARAMETERS.has(name));
      if (unknown.length > 0) {
        report.Report_Header.Exceptions = [
          ...(report.Report_Header.Exceptions ?? []),
          sushiException(3050, unknown.join(', ')),
        ];
      }
      return reply.type('application/json; charset=utf-8').send(report);
    } catch (error) {
      if (error instanceof SushiError) return refused(reply, error);
      throw error;
    }
  });

  // Any other path under /sushi/r51/reports is a report the server does not offer: COUNTER's 3000 with 404.
  app.get('/sushi/r51/reports/:report', hidden, async (request, reply) =>
    refused(reply, new SushiError(3000, (request.params as { report: string }).report)),
  );
}
