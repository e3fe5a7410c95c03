import type { JobHandler } from '../jobs/jobs.service';
import type { LibrariesRepository } from './libraries.repository';
import { weekdayWeights } from './pacing';

/** The durable job kind that refreshes the 'auto' pacing's weekday weights (docs/decisions/059). */
export const PACING_WEIGHTS_JOB_KIND = 'pacing_weights';

export interface PacingWeightsDeps {
  repo: Pick<LibrariesRepository, 'weekdayLoans' | 'storeWeekdayWeights' | 'pacingWeightsDue'>;
  /** Enqueues a durable job (jobs.service enqueue); a queued or running one with the same key is answered. */
  enqueue: (kind: string, payload: object, opts: { singletonKey: string }) => Promise<string>;
  /** Told after weights changed, so the library directory (allowance notices) reads the rows again. */
  libraryChanged: () => void;
  clock?: () => Date;
}

/**
 * The 'auto' pacing's weekday weights (pacing.ts, weekdayWeights): computed from a library's loans of the last 8
 * full weeks and stored on its row, where the loan's charge statement reads them. Refreshed when a save sets the
 * pacing to auto, and once a day per library by the `pacing_weights` job, which `enqueueIfDue` queues when some
 * library's weights are older than its local day (server.ts asks every hour; a day's first ask queues it, the
 * others find nothing due).
 */
export function createPacingWeights(deps: PacingWeightsDeps) {
  const clock = deps.clock ?? (() => new Date());

  const refresh = async (which: { libraryId: number } | 'due'): Promise<number> => {
    const rows = await deps.repo.weekdayLoans(clock(), which);
    for (const row of rows)
      await deps.repo.storeWeekdayWeights(row.libraryId, weekdayWeights(row.loans), row.today);
    if (rows.length > 0) deps.libraryChanged();
    return rows.length;
  };

  return {
    /** Computes and stores one library's weights now (a save set its pacing to auto). */
    refreshLibrary: (libraryId: number): Promise<number> => refresh({ libraryId }),

    /** The job: refreshes every auto library whose weights are older than its local day. */
    handler: (async (_job, ctx) => {
      await refresh('due');
      await ctx.progress(100);
    }) satisfies JobHandler,

    /** Queues the job when a library's weights are due (one job at a time: the singleton key). */
    async enqueueIfDue(): Promise<string | undefined> {
      if (!(await deps.repo.pacingWeightsDue(clock()))) return undefined;
      return deps.enqueue(PACING_WEIGHTS_JOB_KIND, {}, { singletonKey: PACING_WEIGHTS_JOB_KIND });
    },
  };
}
export type PacingWeights = ReturnType<typeof createPacingWeights>;
