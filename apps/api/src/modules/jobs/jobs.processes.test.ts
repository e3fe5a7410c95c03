import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../../db/client';
import { jobQueueSchema, LOST_JOBS_QUEUE } from '../../db/job-queue';
import { killServerProcesses, spawnServer, type ServerProcess } from '../../test-support/server-process';
import { openTestDatabase } from '../../test-support/test-databases';
import { createTestJobs } from '../../test-support/test-jobs';
import { createJobsRepository } from './jobs.repository';
import { CHECK_JOB_KIND, type JobsService } from './jobs.service';

/*
 * The job queue across real processes (docs/decisions/047, issue 27): two worker processes on one PostgreSQL
 * database (test-support/job-worker-process.ts), a built-in `check` job that runs for seconds, and the process
 * running it killed with SIGKILL. The other process must take the job up after the lease (2 s here) and finish it,
 * once. PostgreSQL only: the embedded PGlite is one process's database.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const LEASE_SECONDS = 2;
/** How long the check job counts to 100: long enough to be killed in the middle, short enough for the test. */
const JOB_SECONDS = 6;

describe.runIf(databaseUrl)('the job queue across two worker processes on PostgreSQL', () => {
  let database: DatabaseHandle;
  let enqueuer: JobsService;
  const workers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(3);
    const env = {
      DATABASE_URL: database.connection!.url,
      DATABASE_SCHEMA: database.connection!.schemaName,
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    // One after the other: each makes pg-boss's schema and the queue if they are not there yet.
    for (let i = 0; i < 2; i++) {
      const worker = spawnServer(env, 'src/test-support/job-worker-process.ts');
      workers.push(worker);
      await worker.waitFor('"msg":"job worker ready"');
    }
    // This process only enqueues, as an API process with JOBS_WORKER=0 does.
    enqueuer = createTestJobs(database, { queue: { leaseSeconds: LEASE_SECONDS } });
  }, 60_000);

  afterAll(async () => {
    killServerProcesses();
    await Promise.all(workers.map((worker) => worker.exited));
    await enqueuer?.stop(1000);
    await database?.close();
  });

  const lines = (worker: ServerProcess, msg: string, jobId: string) =>
    worker.output.filter((line) => line.includes(`"msg":"${msg}"`) && line.includes(jobId));

  it("gives the job to one process, and a SIGKILLed process's job to the other, which finishes it once", async () => {
    const id = await enqueuer.enqueue(CHECK_JOB_KIND, { seconds: JOB_SECONDS });
    // Exactly one process starts it, and it makes progress there.
    const first = await vi.waitFor(
      () => {
        const started = workers.filter((worker) => lines(worker, 'job started', id).length > 0);
        if (started.length === 0) throw new Error('not started yet');
        return started;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(first).toHaveLength(1);
    const [killed] = first as [ServerProcess];
    const survivor = workers.find((worker) => worker !== killed)!;
    await vi.waitFor(
      async () => {
        const job = await enqueuer.get(id);
        expect(job).toMatchObject({ state: 'running', attempt: 1 });
        expect(job.progress).toBeGreaterThan(0);
      },
      { timeout: 15_000, interval: 50 },
    );

    killed.child.kill('SIGKILL');
    expect(await killed.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const atKill = await enqueuer.get(id);
    expect(atKill.progress).toBeLessThan(100);

    // The other process takes it up once the lease has run out, from the start, and runs it to its end.
    await survivor.waitFor('"msg":"job started"');
    await vi.waitFor(async () => expect((await enqueuer.get(id)).state).toBe('done'), {
      timeout: 25_000,
      interval: 100,
    });
    const job = await enqueuer.get(id);
    expect(job).toMatchObject({ state: 'done', progress: 100, reason: null, attempt: 2 });
    expect(lines(survivor, 'job started', id)).toHaveLength(1);
    expect(lines(survivor, 'job ran to its end', id)).toHaveLength(1);
    expect(lines(killed, 'job ran to its end', id)).toHaveLength(0);

    // pg-boss: one delivery, taken a second time after its worker died, completed; nothing went to the lost jobs.
    // The queue marks its delivery completed after the handler has written the job's end, so a busy machine can
    // read the two a moment apart.
    await vi.waitFor(
      async () => {
        const deliveries = await queryRows(
          database.db,
          sql.raw(
            `SELECT name, state, retry_count FROM "${jobQueueSchema(database)}".job ` +
              `WHERE name IN ('${CHECK_JOB_KIND}', '${LOST_JOBS_QUEUE}')`,
          ),
        );
        expect(deliveries).toEqual([{ name: CHECK_JOB_KIND, state: 'completed', retry_count: 1 }]);
      },
      { timeout: 10_000, interval: 100 },
    );

    // A late write of the dead process's run (its hold: attempt 1) is ignored.
    const repo = createJobsRepository(database.db);
    const deadHold = { id, attempt: 1 };
    expect(await repo.progress(deadHold, 30)).toBe(false);
    expect(await repo.finish(deadHold, { state: 'failed', reason: 'late', at: new Date() })).toBe(false);
    expect(await enqueuer.get(id)).toEqual(job);
  }, 60_000);
});
