import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import type { AuditActor, AuditRecord } from '../audit/audit.service';
import type { JobFilters, JobHold, JobRow, JobStateValue, JobsRepository } from './jobs.repository';

/*
 * Durable jobs (docs/decisions/047): other modules enqueue work of a kind and register the handler of a kind;
 * workers in every API process (unless JOBS_WORKER=0) take each job once, report progress, and fail it with a
 * reason in plain language. A job whose worker dies is taken up again by another worker after its lease.
 */

/**
 * Thrown by a handler to fail its job: `reason` is a translation key (e.g. `job_reason_source_unreadable`) or,
 * when no such key exists, plain text shown as it is. A failed job is not retried by itself: an operator can.
 */
export class JobFailure extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.name = 'JobFailure';
    this.reason = reason;
  }
}

/** Reasons of our own (translation keys in db/seed/translations/jobs.ts). */
export const JOB_REASONS = {
  cancelled: 'job_reason_cancelled',
  unexpected: 'job_reason_unexpected',
  workerLost: 'job_reason_worker_lost',
  unknownKind: 'job_reason_unknown_kind',
} as const;

export interface JobContext {
  /** Records progress (0 to 100, rounded and clamped). */
  progress(pct: number): Promise<void>;
  /** Aborted when the job is cancelled, when another worker took it over, or when the process shuts down. */
  signal: AbortSignal;
}

export type JobHandler = (job: { id: string; payload: any }, ctx: JobContext) => Promise<void>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the service needs of the delivery (db/job-queue.ts). */
export interface JobDelivery {
  send(kind: string, jobId: string): Promise<void>;
  work(
    kind: string,
    handler: (delivery: { jobId: string; deliveryId: string }) => Promise<'complete' | 'skip'>,
  ): Promise<void>;
  extend(kind: string, deliveryId: string): Promise<boolean>;
  stop(timeoutMs: number): Promise<void>;
}

export interface JobsServiceDeps {
  repo: JobsRepository;
  queue: JobDelivery;
  /** The dead-letter queue's name: deliveries whose workers kept dying. */
  lostQueue: string;
  audit: { record(record: AuditRecord): Promise<void> };
  log: { error(obj: object, msg: string): void };
  /** Seconds a delivery is held without renewal; the heartbeat renews it every third of it. */
  leaseSeconds: number;
  /** How often a running job renews its lease (default a third of it); tests freeze a worker with a long one. */
  heartbeatMs?: number;
  clock?: () => Date;
}

/** Why a running handler's signal was aborted. */
type Stop = 'cancelled' | 'taken_over' | 'shutdown';

export const JOB_KIND_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

/** The built-in kind that only waits and counts to 100: a harmless job for checking the workers (and e2e). */
export const CHECK_JOB_KIND = 'check';

export function createJobsService(deps: JobsServiceDeps) {
  const clock = deps.clock ?? (() => new Date());
  const handlers = new Map<string, JobHandler>();
  const running = new Map<string, AbortController>();
  let working = false;
  let stopping = false;

  const run = async (
    kind: string,
    delivery: { jobId: string; deliveryId: string },
  ): Promise<'complete' | 'skip'> => {
    const job = await deps.repo.begin(delivery.jobId, clock());
    // Cancelled while queued, or ended already: this delivery has nothing to do.
    if (!job) return 'complete';
    const hold: JobHold = { id: job.id, attempt: job.attempt };
    const handler = handlers.get(kind);
    if (!handler) {
      await deps.repo.finish(hold, { state: 'failed', reason: JOB_REASONS.unknownKind, at: clock() });
      return 'complete';
    }
    const controller = new AbortController();
    const stop = (why: Stop) => {
      if (!controller.signal.aborted) controller.abort(why);
    };
    const stillHeld = async () => {
      if (!(await deps.repo.holds(hold))) stop(await stopReason(hold.id));
    };
    running.set(`${hold.id}:${hold.attempt}`, controller);
    const beat = setInterval(
      () => {
        void Promise.all([deps.queue.extend(kind, delivery.deliveryId), stillHeld()]).catch((err: unknown) =>
          deps.log.error({ err, jobId: hold.id }, 'job heartbeat failed'),
        );
      },
      deps.heartbeatMs ?? Math.max(250, (deps.leaseSeconds * 1000) / 3),
    );
    beat.unref();
    const ctx: JobContext = {
      signal: controller.signal,
      async progress(pct) {
        const value = Math.min(100, Math.max(0, Math.round(Number.isFinite(pct) ? pct : 0)));
        if (!(await deps.repo.progress(hold, value))) stop(await stopReason(hold.id));
      },
    };
    let failure: { err: unknown } | undefined;
    try {
      try {
        await handler({ id: job.id, payload: job.payload }, ctx);
      } catch (err) {
        failure = { err };
      }
      const why = controller.signal.aborted ? (controller.signal.reason as Stop) : undefined;
      if (why === 'shutdown') {
        // Another worker takes it from the start: pg-boss sees the delivery fail and delivers it again.
        await deps.repo.requeue(hold);
        throw new Error(`job ${hold.id} stopped by a shutdown`);
      }
      // Taken over by another worker: the delivery is that worker's now.
      if (why === 'taken_over') return 'skip';
      // Cancelled: the cancel wrote the state.
      if (why) return 'complete';
      if (!failure) {
        // A hold that ended meanwhile (taken over) writes nothing, and leaves the delivery to its new worker.
        return (await deps.repo.finish(hold, { state: 'done', reason: null, at: clock() }))
          ? 'complete'
          : 'skip';
      }
      const { err } = failure;
      if (!(err instanceof JobFailure))
        deps.log.error({ err, jobId: hold.id, kind }, 'job failed unexpectedly');
      const reason = err instanceof JobFailure ? err.reason : JOB_REASONS.unexpected;
      return (await deps.repo.finish(hold, { state: 'failed', reason, at: clock() })) ? 'complete' : 'skip';
    } finally {
      clearInterval(beat);
      running.delete(`${hold.id}:${hold.attempt}`);
    }
  };

  const stopReason = async (id: string): Promise<Stop> =>
    (await deps.repo.byId(id))?.state === 'cancelled' ? 'cancelled' : 'taken_over';

  const startWorker = (kind: string) => deps.queue.work(kind, (delivery) => run(kind, delivery));

  const audited = async (actor: AuditActor, action: string, before: JobRow, after: JobRow): Promise<void> => {
    await deps.audit.record({
      actor,
      libraryId: null,
      action,
      objectType: 'job',
      objectId: after.id,
      before: { state: before.state, progress: before.progress, reason: before.reason },
      after: { state: after.state, progress: after.progress, reason: after.reason, kind: after.kind },
    });
  };

  return {
    /**
     * Queues a job of `kind` with its payload; answers its id. With a singleton key, a queued or running job of
     * the kind with that key is answered instead of a new one.
     */
    async enqueue(
      kind: string,
      payload: object,
      opts: { titleId?: number; singletonKey?: string } = {},
    ): Promise<string> {
      if (!JOB_KIND_PATTERN.test(kind)) throw new Error(`invalid job kind ${kind}`);
      const { job, created } = await deps.repo.insert({
        id: randomUUID(),
        kind,
        payload: payload as Record<string, unknown>,
        titleId: opts.titleId ?? null,
        singletonKey: opts.singletonKey ?? null,
        createdAt: clock(),
      });
      if (created) await deps.queue.send(kind, job.id);
      return job.id;
    },

    /** The kinds with a handler. */
    kinds(): string[] {
      return [...handlers.keys()];
    },

    /** The handler of a kind (one per kind); this process works on the kind when its workers run. */
    register(kind: string, handler: JobHandler): void {
      if (!JOB_KIND_PATTERN.test(kind)) throw new Error(`invalid job kind ${kind}`);
      if (handlers.has(kind)) throw new Error(`job kind ${kind} has a handler already`);
      handlers.set(kind, handler);
      if (working) {
        startWorker(kind).catch((err: unknown) => deps.log.error({ err, kind }, 'job worker did not start'));
      }
    },

    /** Starts taking jobs of every registered kind (and kinds registered later), and lost deliveries. */
    async startWorkers(): Promise<void> {
      if (working) return;
      working = true;
      await deps.queue.work(deps.lostQueue, async ({ jobId }) => {
        await deps.repo.giveUp(jobId, JOB_REASONS.workerLost, clock());
        return 'complete';
      });
      await Promise.all([...handlers.keys()].map(startWorker));
    },

    async get(id: string): Promise<JobRow> {
      const job = await deps.repo.byId(id);
      if (!job) throw new AppError('NOT_FOUND');
      return job;
    },

    async list(
      filters: JobFilters,
      paging: { page: number; pageSize: number },
    ): Promise<{ jobs: JobRow[]; total: number }> {
      const { rows, total } = await deps.repo.list(filters, {
        offset: (paging.page - 1) * paging.pageSize,
        limit: paging.pageSize,
      });
      return { jobs: rows, total };
    },

    /** Cancels a queued or running job (a running handler's signal is aborted); JOB_ENDED when it had ended. */
    async cancel(id: string, actor: AuditActor): Promise<JobRow> {
      const before = await this.get(id);
      const after = await deps.repo.cancel(id, JOB_REASONS.cancelled, clock());
      if (!after) throw new AppError('JOB_ENDED');
      for (const [key, controller] of running) {
        if (key.startsWith(`${id}:`)) controller.abort('cancelled' satisfies Stop);
      }
      await audited(actor, 'job.cancel', before, after);
      return after;
    },

    /** Queues a failed or cancelled job again from the start; JOB_NOT_ENDED while it is queued, running or done. */
    async retry(id: string, actor: AuditActor): Promise<JobRow> {
      const before = await this.get(id);
      const retriable: JobStateValue[] = ['failed', 'cancelled'];
      if (!retriable.includes(before.state)) throw new AppError('JOB_NOT_RETRIABLE');
      const after = await deps.repo.requeueEnded(id, retriable);
      if (!after) throw new AppError('JOB_NOT_RETRIABLE');
      await deps.queue.send(after.kind, after.id);
      await audited(actor, 'job.retry', before, after);
      return after;
    },

    /**
     * Stops the workers: running handlers are aborted (their jobs go back to the queue for another process) and
     * their deliveries are waited for up to `timeoutMs`.
     */
    async stop(timeoutMs: number): Promise<void> {
      if (stopping) return;
      stopping = true;
      for (const controller of running.values()) controller.abort('shutdown' satisfies Stop);
      await deps.queue.stop(timeoutMs);
    },

    /** Jobs of this process's handlers now running (for tests and the shutdown log). */
    runningCount: () => running.size,
  };
}
export type JobsService = ReturnType<typeof createJobsService>;

/** The built-in `check` job: counts to 100 over `seconds` (at most 60), and stops when cancelled. */
export function checkJobHandler(sleep: (ms: number, signal: AbortSignal) => Promise<void>): JobHandler {
  return async (job, ctx) => {
    const seconds = Math.min(60, Math.max(0, Number((job.payload as { seconds?: unknown }).seconds) || 0));
    const steps = 10;
    for (let step = 1; step <= steps; step++) {
      await sleep((seconds * 1000) / steps, ctx.signal);
      if (ctx.signal.aborted) return;
      await ctx.progress((step * 100) / steps);
    }
  };
}
