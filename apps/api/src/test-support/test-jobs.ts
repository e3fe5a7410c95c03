import type { DatabaseHandle } from '../db/client';
import { createJobQueue, jobQueueSchema, LOST_JOBS_QUEUE, type JobQueueOptions } from '../db/job-queue';
import type { AuditRecord } from '../modules/audit/audit.service';
import { createJobsRepository } from '../modules/jobs/jobs.repository';
import { createJobsService, type JobsService } from '../modules/jobs/jobs.service';

/**
 * A jobs service with its pg-boss delivery as services.ts wires them, on a test's database, with the short timings
 * of the tests (a 1 s lease, maintenance every second, a look for work every half second) unless `queue` says
 * otherwise. Several on one database behave as several API processes do.
 */
export function createTestJobs(
  database: DatabaseHandle,
  options: {
    heartbeatMs?: number;
    queue?: Partial<JobQueueOptions>;
    audit?: (record: AuditRecord) => void;
    log?: (obj: object, msg: string) => void;
  } = {},
): JobsService {
  const leaseSeconds = options.queue?.leaseSeconds ?? 1;
  return createJobsService({
    repo: createJobsRepository(database.db),
    queue: createJobQueue(database.db, {
      schema: jobQueueSchema(database),
      leaseSeconds,
      redeliveries: 3,
      pollSeconds: 0.5,
      maintenanceSeconds: 1,
      onError: (err) => {
        throw err;
      },
      ...options.queue,
    }),
    lostQueue: LOST_JOBS_QUEUE,
    audit: { record: async (record) => options.audit?.(record) },
    log: { error: (obj, msg) => options.log?.(obj, msg) },
    leaseSeconds,
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
  });
}
