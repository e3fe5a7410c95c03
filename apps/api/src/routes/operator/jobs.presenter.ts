import type { Job } from '@filmhyllan/contract';
import type { JobRow } from '../../modules/jobs/jobs.repository';

/**
 * A job on the wire: cancelled answers `failed` with `cancelled: true` (docs/decisions/047); the reason, a
 * translation key or a handler's own text, in the reader's language.
 */
export function presentJob(job: JobRow, reasonText: (reason: string) => string): Job {
  const ended = job.state === 'failed' || job.state === 'cancelled';
  return {
    job_id: job.id,
    kind: job.kind,
    title_id: job.titleId,
    state: job.state === 'cancelled' ? 'failed' : job.state,
    cancelled: job.state === 'cancelled',
    progress: job.progress,
    reason: ended && job.reason !== null ? reasonText(job.reason) : null,
    created_at: job.createdAt.toISOString(),
    started_at: job.startedAt?.toISOString() ?? null,
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}
