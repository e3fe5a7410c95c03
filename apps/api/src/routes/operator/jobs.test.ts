import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { titles } from '../../db/schema';
import { jobsErrorMessages, jobsTranslations } from '../../db/seed/translations/jobs';
import { get, post, type ClientSession } from '../../test-support/account-fixtures';
import { createOperatorTestApp, type OperatorTestApp } from '../../test-support/operator-test-app';
import { JobFailure } from '../../modules/jobs/jobs.service';

/** The jobs routes of the operator console (docs/decisions/047), with the workers of this app running. */

let t: OperatorTestApp;
let admin: ClientSession;
let editor: ClientSession;
let support: ClientSession;
/** Three titles of the catalogue fixtures. */
let titleIds: number[];

beforeAll(async () => {
  t = await createOperatorTestApp({
    translations: [jobsTranslations, jobsErrorMessages],
    catalogue: true,
    jobWorkers: true,
    jobs: { leaseSeconds: 2, pollSeconds: 0.2, maintenanceSeconds: 1 },
  });
  ({ admin, editor, support } = t.operators);
  titleIds = (await t.database.db.select({ id: titles.id }).from(titles).orderBy(titles.id).limit(3)).map(
    (row) => row.id,
  );
  t.app.services.jobs.register('broken_master', async (job) => {
    throw new JobFailure((job.payload as { reason: string }).reason);
  });
  await t.app.ready();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const getJob = (session: ClientSession | null, jobId: string, lang?: string) =>
  get(
    t.app,
    '/operator/jobs/get_job',
    session,
    { job_id: jobId },
    lang ? { 'x-app-language': lang } : undefined,
  );
const jobOf = async (jobId: string) => (await getJob(admin, jobId)).json().job;
const waitFor = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 50 });
/** A job of a kind no worker here takes: it stays queued. */
const queuedJob = (titleId?: number) =>
  t.app.services.jobs.enqueue('parked', { n: 1 }, titleId === undefined ? {} : { titleId });
const auditOf = async (jobId: string) =>
  (await get(t.app, '/operator/audit/get_audit_log', admin, { object_type: 'job', object_id: jobId })).json()
    .entries as { action: string; actor_username: string; before: unknown; after: unknown }[];

describe('start_check_job and get_job', () => {
  it('lets an admin start a check job that a worker runs to done, and answers it to every operator role', async () => {
    const res = await post(t.app, '/operator/jobs/start_check_job', admin, { seconds: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const { job } = res.json();
    expect(job).toMatchObject({ kind: 'check', title_id: null, cancelled: false, reason: null });
    expect(['queued', 'running', 'done']).toContain(job.state);
    await waitFor(async () => expect((await jobOf(job.job_id)).state).toBe('done'));
    for (const session of [admin, editor, support]) {
      const answer = await getJob(session, job.job_id);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().job).toMatchObject({ state: 'done', progress: 100, reason: null });
      expect(Date.parse(answer.json().job.started_at)).toBeLessThanOrEqual(
        Date.parse(answer.json().job.finished_at),
      );
    }
    expect((await auditOf(job.job_id)).map((entry) => entry.action)).toEqual(['job.start_check']);
  });

  it('refuses the check job to editors, support and outsiders', async () => {
    const { librarian, customer, anonymous } = await t.outsiders();
    for (const session of [editor, support]) {
      expect((await post(t.app, '/operator/jobs/start_check_job', session)).json().error.code).toBe(
        'FORBIDDEN',
      );
    }
    for (const session of [librarian, customer, anonymous]) {
      expect((await post(t.app, '/operator/jobs/start_check_job', session)).json().error.code).toBe(
        'LOGIN_REQUIRED',
      );
    }
    const bad = await post(t.app, '/operator/jobs/start_check_job', admin, { seconds: 61 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['seconds']);
  });

  it('answers a failed job with its reason in the reader’s language, or the handler’s own text', async () => {
    const { jobs } = t.app.services;
    const keyed = await jobs.enqueue('broken_master', { reason: 'job_reason_unknown_kind' });
    const plain = await jobs.enqueue('broken_master', { reason: 'The file is not a video.' });
    await waitFor(async () => expect((await jobOf(plain)).state).toBe('failed'));
    await waitFor(async () => expect((await jobOf(keyed)).state).toBe('failed'));
    expect((await getJob(editor, keyed, 'sv')).json().job.reason).toBe(
      'Ingen server kan köra den här sortens jobb.',
    );
    expect((await getJob(editor, keyed, 'fi')).json().job.reason).toBe(
      'Mikään palvelin ei osaa ajaa tämänlaista työtä.',
    );
    expect((await getJob(editor, plain, 'sv')).json().job).toMatchObject({
      state: 'failed',
      cancelled: false,
      reason: 'The file is not a video.',
    });
  });

  it('refuses outsiders, an id that is not a job id, and an unknown job', async () => {
    const id = await queuedJob();
    const { librarian, customer, anonymous } = await t.outsiders();
    for (const session of [librarian, customer, anonymous]) {
      expect((await getJob(session, id)).json().error.code).toBe('LOGIN_REQUIRED');
    }
    expect((await getJob(null, id)).statusCode).toBe(401);
    for (const bad of ['', '42', 'x'.repeat(500), `${UNKNOWN_ID}'--`]) {
      const res = await getJob(admin, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const unknown = await getJob(admin, UNKNOWN_ID, 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });
});

describe('get_jobs', () => {
  it('lists jobs newest first, of a state and a title, a page at a time', async () => {
    const [first, second] = titleIds as [number, number];
    const titleJobs = [await queuedJob(first), await queuedJob(first), await queuedJob(first)];
    await queuedJob(second);
    const page1 = await get(t.app, '/operator/jobs/get_jobs', support, { title_id: first, page_size: 2 });
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json()).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(page1.json().jobs.map((job: { job_id: string }) => job.job_id)).toEqual(
      titleJobs.toReversed().slice(0, 2),
    );
    const page2 = await get(t.app, '/operator/jobs/get_jobs', support, {
      title_id: first,
      page_size: 2,
      page: 2,
    });
    expect(page2.json().jobs.map((job: { job_id: string }) => job.job_id)).toEqual([titleJobs[0]]);

    const queued = await get(t.app, '/operator/jobs/get_jobs', editor, { state: 'queued', page_size: 100 });
    const states = queued.json().jobs.map((job: { state: string }) => job.state);
    expect(states.length).toBeGreaterThanOrEqual(4);
    expect(new Set(states)).toEqual(new Set(['queued']));
  });

  it('counts a cancelled job among the failed ones', async () => {
    const third = titleIds[2]!;
    const id = await queuedJob(third);
    await post(t.app, '/operator/jobs/cancel_job', editor, { job_id: id });
    const failed = await get(t.app, '/operator/jobs/get_jobs', admin, { state: 'failed', title_id: third });
    expect(failed.json().jobs).toEqual([
      expect.objectContaining({ job_id: id, state: 'failed', cancelled: true }),
    ]);
  });

  it.each<Record<string, string | number>>([
    { state: 'cancelled' },
    { state: 'done;drop' },
    { title_id: 'x' },
    { page: 0 },
    { page_size: 101 },
  ])('refuses %o', async (query) => {
    const res = await get(t.app, '/operator/jobs/get_jobs', admin, query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses outsiders', async () => {
    const { librarian, customer, anonymous } = await t.outsiders();
    for (const session of [librarian, customer, anonymous]) {
      expect((await get(t.app, '/operator/jobs/get_jobs', session)).json().error.code).toBe('LOGIN_REQUIRED');
    }
  });
});

describe('cancel_job and retry_job', () => {
  it('lets an editor cancel a queued job and an admin queue it again, each recorded in the audit log', async () => {
    const id = await queuedJob();
    const cancelled = await post(t.app, '/operator/jobs/cancel_job', editor, { job_id: id }, '203.0.113.9');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({
      success: true,
      job: expect.objectContaining({
        job_id: id,
        state: 'failed',
        cancelled: true,
        reason: 'Cancelled by an operator.',
      }),
    });
    const again = await post(t.app, '/operator/jobs/cancel_job', admin, { job_id: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'JOB_ENDED', message: 'The job has already ended.' });

    const retried = await post(t.app, '/operator/jobs/retry_job', admin, { job_id: id });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().job).toMatchObject({
      state: 'queued',
      cancelled: false,
      reason: null,
      progress: 0,
    });
    const notAgain = await post(t.app, '/operator/jobs/retry_job', editor, { job_id: id });
    expect(notAgain.statusCode).toBe(409);
    expect(notAgain.json().error.code).toBe('JOB_NOT_RETRIABLE');

    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'job.retry', actor_username: 'Operatör.Admin' }),
      expect.objectContaining({ action: 'job.cancel', actor_username: 'site.editor' }),
    ]);
  });

  it('cancels a running check job, whose worker stops', async () => {
    const started = await post(t.app, '/operator/jobs/start_check_job', admin, { seconds: 60 });
    const id = started.json().job.job_id;
    await waitFor(async () => expect((await jobOf(id)).state).toBe('running'));
    expect((await post(t.app, '/operator/jobs/cancel_job', admin, { job_id: id })).statusCode).toBe(200);
    await waitFor(async () => expect(t.app.services.jobs.runningCount()).toBe(0));
    expect(await jobOf(id)).toMatchObject({ state: 'failed', cancelled: true });
  });

  it('refuses support operators and outsiders, a wrong CSRF token, bad ids and unknown jobs', async () => {
    const id = await queuedJob();
    const { librarian, customer, anonymous } = await t.outsiders();
    for (const path of ['/operator/jobs/cancel_job', '/operator/jobs/retry_job']) {
      expect((await post(t.app, path, support, { job_id: id })).json().error.code).toBe('FORBIDDEN');
      for (const session of [librarian, customer, anonymous]) {
        expect((await post(t.app, path, session, { job_id: id })).json().error.code).toBe('LOGIN_REQUIRED');
      }
      const forged = await post(
        t.app,
        path,
        { sessionid: admin.sessionid, csrftoken: 'forged' },
        { job_id: id },
      );
      expect(forged.statusCode).toBe(403);
      expect(forged.json().error.code).toBe('CSRF_INVALID');
      const bad = await post(t.app, path, admin, { job_id: 'not-a-job' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.fields)).toEqual(['job_id']);
      expect((await post(t.app, path, admin, { job_id: UNKNOWN_ID })).statusCode).toBe(404);
    }
    expect((await jobOf(id)).state).toBe('queued');
    expect(await auditOf(id)).toEqual([]);
  });
});
