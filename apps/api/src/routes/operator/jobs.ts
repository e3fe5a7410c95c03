import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cancelJob, getJob, getJobs, retryJob, startCheckJob } from '@filmhyllan/contract';
import { CHECK_JOB_KIND } from '../../modules/jobs/jobs.service';
import type { Session } from '../../modules/session/session.service';
import { requestLanguage } from '../../plugins/errors';
import { defineRoute } from '../define-route';
import { presentJob } from './jobs.presenter';

/** Durable jobs in the operator console: read, retried, cancelled, and a check job started (roles in the contract). */
export async function jobRoutes(app: FastifyInstance) {
  const { jobs, operators, translations, audit } = app.services;
  /** A translation key in the request's language; a handler's own text as it is. */
  const present = (request: FastifyRequest) => {
    const lang = requestLanguage(request);
    return (row: Parameters<typeof presentJob>[0]) =>
      presentJob(row, (reason) => translations.text(reason, lang) ?? reason);
  };
  const actorOf = async (session: Session, request: FastifyRequest) => ({
    portal: 'operator' as const,
    id: session.operatorId!,
    username: (await operators.current(session)).username,
    address: request.ip,
  });

  defineRoute(app, getJob, async ({ input, request }) => ({
    job: present(request)(await jobs.get(input.jobId)),
  }));
  defineRoute(app, getJobs, async ({ input, request }) => {
    const found = await jobs.list(
      {
        states: input.state === 'failed' ? ['failed', 'cancelled'] : input.state ? [input.state] : undefined,
        titleId: input.titleId,
      },
      { page: input.page, pageSize: input.pageSize },
    );
    return {
      jobs: found.jobs.map(present(request)),
      total: found.total,
      page: input.page,
      page_size: input.pageSize,
    };
  });
  defineRoute(app, retryJob, async ({ input, session, request }) => {
    const job = await jobs.retry(input.jobId, await actorOf(session, request));
    return { success: true as const, job: present(request)(job) };
  });
  defineRoute(app, cancelJob, async ({ input, session, request }) => {
    const job = await jobs.cancel(input.jobId, await actorOf(session, request));
    return { success: true as const, job: present(request)(job) };
  });
  defineRoute(app, startCheckJob, async ({ input, session, request }) => {
    const id = await jobs.enqueue(CHECK_JOB_KIND, { seconds: input.seconds });
    await audit.record({
      actor: await actorOf(session, request),
      libraryId: null,
      action: 'job.start_check',
      objectType: 'job',
      objectId: id,
      before: null,
      after: { kind: CHECK_JOB_KIND, seconds: input.seconds },
    });
    return { success: true as const, job: present(request)(await jobs.get(id)) };
  });
}
