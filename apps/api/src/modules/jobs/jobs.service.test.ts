import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import type { JobQueueOptions } from '../../db/job-queue';
import { openTestDatabase } from '../../test-support/test-databases';
import { createTestJobs } from '../../test-support/test-jobs';
import type { AuditRecord } from '../audit/audit.service';
import { JOB_REASONS, JobFailure, type JobHandler, type JobsService } from './jobs.service';

/*
 * The queue as two API processes use it: two instances (each its own pg-boss and workers) on one database, on
 * PGlite and (TEST_DATABASE_URL) PostgreSQL. Timings are short (a 1 s lease, maintenance every second) and every
 * wait is for a state, never for a time.
 */

let database: DatabaseHandle;
const instances: JobsService[] = [];
const audits: AuditRecord[] = [];
const logged: string[] = [];
const actor = { portal: 'operator' as const, id: 1, username: 'olga', address: '127.0.0.1' };

function instance(options: { heartbeatMs?: number; queue?: Partial<JobQueueOptions> } = {}): JobsService {
  const service = createTestJobs(database, {
    ...options,
    audit: (record) => audits.push(record),
    log: (_obj, msg) => logged.push(msg),
  });
  instances.push(service);
  return service;
}

/** A handler that runs until `release` is called (or its signal aborts), counting its starts. */
function gate() {
  const starts: string[] = [];
  let open: () => void = () => {};
  const released = new Promise<void>((resolve) => (open = resolve));
  const handler: JobHandler = async (job, ctx) => {
    starts.push(job.id);
    await ctx.progress(40);
    await new Promise<void>((resolve, reject) => {
      void released.then(resolve);
      ctx.signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  };
  return { starts, handler, release: () => open() };
}

const waitFor = <T>(check: () => Promise<T> | T) => vi.waitFor(check, { timeout: 15_000, interval: 50 });

beforeEach(async () => {
  database = await openTestDatabase(6);
  audits.length = 0;
  logged.length = 0;
});

afterEach(async () => {
  await Promise.all(instances.splice(0).map((service) => service.stop(1000)));
  await database.close();
});

describe('job queue', () => {
  it('runs a job to done with its progress, and answers a singleton key with the job it already has', async () => {
    const service = instance();
    const seen: number[] = [];
    const payloads: unknown[] = [];
    service.register('demo', async (job, ctx) => {
      payloads.push(job.payload);
      for (const pct of [10, 55.4, 140]) {
        await ctx.progress(pct);
        seen.push((await service.get(job.id)).progress);
      }
    });
    const id = await service.enqueue('demo', { clip: 'a.mp4' }, { titleId: undefined, singletonKey: 'k' });
    expect(await service.enqueue('demo', { clip: 'b.mp4' }, { singletonKey: 'k' })).toBe(id);
    expect((await service.get(id)).state).toBe('queued');
    await service.startWorkers();
    await waitFor(async () => expect((await service.get(id)).state).toBe('done'));
    const job = await service.get(id);
    expect(seen).toEqual([10, 55, 100]);
    expect(payloads).toEqual([{ clip: 'a.mp4' }]);
    expect(job).toMatchObject({ progress: 100, reason: null, attempt: 1 });
    expect(job.startedAt).toBeInstanceOf(Date);
    expect(job.finishedAt).toBeInstanceOf(Date);
    // Done, the key is free again.
    expect(await service.enqueue('demo', { clip: 'c.mp4' }, { singletonKey: 'k' })).not.toBe(id);
  });

  it('gives each job to exactly one of two instances', async () => {
    const runs: string[] = [];
    const handler: JobHandler = async (job, ctx) => {
      runs.push(job.id);
      await ctx.progress(50);
    };
    const a = instance();
    const b = instance();
    a.register('demo', handler);
    b.register('demo', handler);
    await Promise.all([a.startWorkers(), b.startWorkers()]);
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).enqueue('demo', { i })),
    );
    await waitFor(async () => {
      const { jobs } = await a.list({ states: ['done'] }, { page: 1, pageSize: 50 });
      expect(jobs).toHaveLength(12);
    });
    expect(runs.toSorted()).toEqual(ids.toSorted());
  });

  it('takes up again the job of a worker that stopped renewing its lease, and ignores that worker after', async () => {
    const frozen = gate();
    // A worker whose process hangs: it never renews its lease.
    const a = instance({ heartbeatMs: 3_600_000 });
    a.register('demo', frozen.handler);
    await a.startWorkers();
    const id = await a.enqueue('demo', {});
    await waitFor(() => expect(frozen.starts).toEqual([id]));

    const b = instance();
    const healthy = gate();
    b.register('demo', healthy.handler);
    await b.startWorkers();
    await waitFor(() => expect(healthy.starts).toEqual([id]));
    expect((await b.get(id)).attempt).toBe(2);

    // The first worker wakes up and finishes: its hold has ended, so nothing it writes counts.
    frozen.release();
    await waitFor(() => expect(a.runningCount()).toBe(0));
    expect((await b.get(id)).state).toBe('running');
    healthy.release();
    await waitFor(async () => expect((await b.get(id)).state).toBe('done'));
  });

  it('keeps a long job with its worker while the heartbeat renews the lease', async () => {
    const service = instance();
    const slow = gate();
    service.register('demo', slow.handler);
    await service.startWorkers();
    const id = await service.enqueue('demo', {});
    await waitFor(() => expect(slow.starts).toEqual([id]));
    // Three leases go by; the job is never delivered again.
    const started = Date.now();
    await waitFor(() => expect(Date.now() - started).toBeGreaterThan(3_000));
    expect(slow.starts).toEqual([id]);
    slow.release();
    await waitFor(async () => expect((await service.get(id)).state).toBe('done'));
    expect((await service.get(id)).attempt).toBe(1);
  });

  it('fails a job with the reason its handler gives, or a plain one for an unexpected error', async () => {
    const service = instance();
    service.register('bad_source', async () => {
      throw new JobFailure('job_reason_source_unreadable');
    });
    service.register('crash', async () => {
      throw new TypeError('x is undefined');
    });
    await service.startWorkers();
    const bad = await service.enqueue('bad_source', {});
    const crash = await service.enqueue('crash', {});
    await waitFor(async () => {
      expect(await service.get(bad)).toMatchObject({
        state: 'failed',
        reason: 'job_reason_source_unreadable',
      });
      expect(await service.get(crash)).toMatchObject({ state: 'failed', reason: JOB_REASONS.unexpected });
    });
    expect(logged).toEqual(['job failed unexpectedly']);
  });

  it('cancels a queued job before it runs and a running one through its signal, and retries both', async () => {
    const service = instance();
    const running = gate();
    service.register('demo', running.handler);
    const queued = await service.enqueue('demo', {});
    const cancelledQueued = await service.cancel(queued, actor);
    expect(cancelledQueued).toMatchObject({ state: 'cancelled', reason: JOB_REASONS.cancelled });

    await service.startWorkers();
    const id = await service.enqueue('demo', {});
    await waitFor(() => expect(running.starts).toEqual([id]));
    await service.cancel(id, actor);
    await waitFor(() => expect(service.runningCount()).toBe(0));
    expect(await service.get(id)).toMatchObject({ state: 'cancelled', progress: 40 });
    await expect(service.cancel(id, actor)).rejects.toMatchObject({ code: 'JOB_ENDED' });
    expect(running.starts).toEqual([id]);

    running.release();
    expect((await service.retry(queued, actor)).state).toBe('queued');
    await service.retry(id, actor);
    await waitFor(async () => {
      expect((await service.get(queued)).state).toBe('done');
      expect((await service.get(id)).state).toBe('done');
    });
    await expect(service.retry(id, actor)).rejects.toMatchObject({ code: 'JOB_NOT_RETRIABLE' });
    expect(audits.map((entry) => [entry.action, entry.objectId])).toEqual([
      ['job.cancel', queued],
      ['job.cancel', id],
      ['job.retry', queued],
      ['job.retry', id],
    ]);
  });

  it('refuses to retry a job while another job of its singleton key is queued', async () => {
    const service = instance();
    const id = await service.enqueue('demo', {}, { singletonKey: 'title-1' });
    await service.cancel(id, actor);
    await service.enqueue('demo', {}, { singletonKey: 'title-1' });
    await expect(service.retry(id, actor)).rejects.toMatchObject({ code: 'JOB_NOT_RETRIABLE' });
  });

  it('hands the running job of a process that shuts down to another process', async () => {
    const a = instance();
    const b = instance();
    const first = gate();
    const second = gate();
    a.register('demo', first.handler);
    await a.startWorkers();
    const id = await a.enqueue('demo', {});
    await waitFor(() => expect(first.starts).toEqual([id]));
    b.register('demo', second.handler);
    await b.startWorkers();
    await a.stop(1000);
    await waitFor(() => expect(second.starts).toEqual([id]));
    second.release();
    await waitFor(async () => expect((await b.get(id)).state).toBe('done'));
  });

  it('fails a job whose workers keep dying, with a plain reason', async () => {
    const service = instance({ heartbeatMs: 3_600_000, queue: { redeliveries: 0 } });
    const frozen = gate();
    service.register('demo', frozen.handler);
    await service.startWorkers();
    const id = await service.enqueue('demo', {});
    await waitFor(async () =>
      expect(await service.get(id)).toMatchObject({ state: 'failed', reason: JOB_REASONS.workerLost }),
    );
    frozen.release();
  });
});
