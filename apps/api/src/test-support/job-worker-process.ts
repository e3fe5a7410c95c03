/**
 * A job worker in a process of its own, for the test of the queue across processes (modules/jobs/
 * jobs.processes.test.ts): the jobs service and its pg-boss delivery as services.ts wires them in an API process
 * (test-support/test-jobs.ts), * taking the built-in `check` kind, on the PostgreSQL schema DATABASE_SCHEMA of DATABASE_URL, with the lease of
 * JOB_LEASE_SECONDS and maintenance every second. It says what it does in JSON lines on stdout: ready, and each
 * job it starts and runs to its end.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../db/client';
import { CHECK_JOB_KIND, checkJobHandler } from '../modules/jobs/jobs.service';
import { createTestJobs } from './test-jobs';

const say = (msg: string, fields: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ msg, pid: process.pid, ...fields }));
const log = (obj: object, msg: string) => console.error(JSON.stringify({ msg, ...obj }));

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  schemaName: process.env.DATABASE_SCHEMA,
  poolSize: 3,
  migrate: false,
});
const jobs = createTestJobs(database, {
  queue: {
    leaseSeconds: Number(process.env.JOB_LEASE_SECONDS ?? 2),
    pollSeconds: 0.25,
    onError: (err) => log({ err: String(err) }, 'job queue error'),
  },
  log,
});
const check = checkJobHandler((ms, signal) => sleep(ms, undefined, { signal }));
jobs.register(CHECK_JOB_KIND, async (job, ctx) => {
  say('job started', { jobId: job.id });
  await check(job, ctx);
  say('job ran to its end', { jobId: job.id });
});
await jobs.startWorkers();
say('job worker ready');

process.once('SIGTERM', () => {
  void jobs
    .stop(2000)
    .then(() => database.close())
    .then(() => process.exit(0));
});
