import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, type JobStateValue } from '../../db/schema';

export type { JobStateValue };

/** A job as the service sees it. */
export interface JobRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  titleId: number | null;
  singletonKey: string | null;
  state: JobStateValue;
  progress: number;
  reason: string | null;
  attempt: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface NewJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  titleId: number | null;
  singletonKey: string | null;
  createdAt: Date;
}

export interface JobFilters {
  states?: JobStateValue[] | undefined;
  titleId?: number | undefined;
}

/** A worker's hold on a job: its delivery attempt. */
export interface JobHold {
  id: string;
  attempt: number;
}

const ACTIVE: JobStateValue[] = ['queued', 'running'];
const ENDED: JobStateValue[] = ['done', 'failed', 'cancelled'];

export function createJobsRepository(db: Database) {
  const byId = async (id: string): Promise<JobRow | undefined> => {
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    return row;
  };
  /** Only while the job runs on the hold's attempt: a worker taken for dead writes nothing any more. */
  const held = (hold: JobHold) =>
    and(eq(jobs.id, hold.id), eq(jobs.attempt, hold.attempt), eq(jobs.state, 'running'));

  return {
    byId,

    /**
     * Inserts a queued job; with a singleton key that a queued or running job of the kind already holds, inserts
     * nothing and answers that job instead (`created: false`).
     */
    async insert(job: NewJob): Promise<{ job: JobRow; created: boolean }> {
      const [row] = await db
        .insert(jobs)
        .values({ ...job, state: 'queued' })
        .onConflictDoNothing()
        .returning();
      if (row) return { job: row, created: true };
      const [existing] = await db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, job.kind),
            eq(jobs.singletonKey, job.singletonKey ?? ''),
            inArray(jobs.state, ACTIVE),
          ),
        );
      if (!existing) throw new Error(`job ${job.id} could not be inserted`);
      return { job: existing, created: false };
    },

    /** A page of jobs, newest first, with the number matching in all. */
    async list(
      filters: JobFilters,
      page: { offset: number; limit: number },
    ): Promise<{ rows: JobRow[]; total: number }> {
      const where = and(
        filters.states ? inArray(jobs.state, filters.states) : undefined,
        filters.titleId !== undefined ? eq(jobs.titleId, filters.titleId) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(jobs)
          .where(where)
          .orderBy(desc(jobs.createdAt), desc(jobs.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(jobs).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /**
     * A worker begins a delivery of a queued job, or of a running one whose worker was taken for dead: the attempt
     * moves on, so the earlier worker's hold ends. Nothing when the job was cancelled or has ended.
     */
    async begin(id: string, at: Date): Promise<(JobRow & JobHold) | undefined> {
      const [row] = await db
        .update(jobs)
        .set({
          state: 'running',
          attempt: sql`${jobs.attempt} + 1`,
          progress: 0,
          reason: null,
          startedAt: at,
        })
        .where(and(eq(jobs.id, id), inArray(jobs.state, ACTIVE)))
        .returning();
      return row;
    },

    /** Records progress; false when the hold has ended (cancelled, or taken over). */
    async progress(hold: JobHold, progress: number): Promise<boolean> {
      const rows = await db.update(jobs).set({ progress }).where(held(hold)).returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Whether the job still runs on this hold. */
    async holds(hold: JobHold): Promise<boolean> {
      const rows = await db.select({ id: jobs.id }).from(jobs).where(held(hold));
      return rows.length > 0;
    },

    /** Ends a job run on this hold as done or failed; false when the hold had ended already. */
    async finish(
      hold: JobHold,
      outcome: { state: 'done' | 'failed'; reason: string | null; at: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          state: outcome.state,
          reason: outcome.reason,
          finishedAt: outcome.at,
          ...(outcome.state === 'done' ? { progress: 100 } : {}),
        })
        .where(held(hold))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** A job this process stops running (shutdown) waits for its next worker. */
    async requeue(hold: JobHold): Promise<void> {
      await db.update(jobs).set({ state: 'queued', progress: 0 }).where(held(hold));
    },

    /** Fails a queued or running job whatever its hold (its workers kept dying). */
    async giveUp(id: string, reason: string, at: Date): Promise<void> {
      await db
        .update(jobs)
        .set({ state: 'failed', reason, finishedAt: at })
        .where(and(eq(jobs.id, id), inArray(jobs.state, ACTIVE)));
    },

    /** Cancels a queued or running job; undefined when it had ended (or does not exist). */
    async cancel(id: string, reason: string, at: Date): Promise<JobRow | undefined> {
      const [row] = await db
        .update(jobs)
        .set({ state: 'cancelled', reason, finishedAt: at })
        .where(and(eq(jobs.id, id), inArray(jobs.state, ACTIVE)))
        .returning();
      return row;
    },

    /**
     * Queues an ended job again (failed or cancelled; `states` says which may be), from the start. Nothing when it
     * is not in one of them, or when another job of its kind and singleton key is queued or running.
     */
    async requeueEnded(id: string, states: JobStateValue[]): Promise<JobRow | undefined> {
      const other = sql`not exists (
        select 1 from ${jobs} as other
        where other.kind = ${jobs.kind} and other.singleton_key = ${jobs.singletonKey}
          and other.state in ('queued', 'running') and other.id <> ${jobs.id}
      )`;
      const [row] = await db
        .update(jobs)
        .set({ state: 'queued', progress: 0, reason: null, startedAt: null, finishedAt: null })
        .where(and(eq(jobs.id, id), inArray(jobs.state, states), other))
        .returning();
      return row;
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
export { ENDED as ENDED_JOB_STATES };
