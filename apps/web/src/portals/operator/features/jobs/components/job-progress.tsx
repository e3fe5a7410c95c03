import type { Job } from '@filmhyllan/contract';
import { LoadError } from '@/components/ui/load-error';
import { useTranslation } from '@/lib/i18n-react';
import { useJob } from '../api/get-job';
import styles from './jobs.module.css';

/** The state's interface string; a cancelled job reads "Cancelled" (it is `failed` on the wire). */
export const jobStateKey = (job: Pick<Job, 'state' | 'cancelled'>) =>
  job.cancelled ? 'operator_jobs_state_cancelled' : `operator_jobs_state_${job.state}`;

/** What a job does, in words; a kind without a string of its own shows its name. */
export function useJobKindLabel() {
  const { t } = useTranslation();
  const known: Record<string, string> = {
    check: t('operator_jobs_kind_check'),
    transcode: t('operator_jobs_kind_transcode'),
    audio_description: t('operator_jobs_kind_audio_description'),
    pacing_weights: t('operator_jobs_kind_pacing_weights'),
    repackage: t('operator_jobs_kind_repackage'),
  };
  return (kind: string) => known[kind] ?? kind;
}

/**
 * A job's state, its progress as a progress bar (role progressbar, 0 to 100) and, when it failed, its reason. The
 * state is a live region, so a screen reader hears when the job ends.
 */
export function JobBar({ job, label }: { job: Job; label: string }) {
  const { t } = useTranslation();
  const state = t(jobStateKey(job));
  return (
    <div className={styles.progress} data-state={job.cancelled ? 'cancelled' : job.state}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.progress}
        aria-valuetext={`${job.progress} %, ${state}`}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${job.progress}%` }} />
      </div>
      <p className={styles.figures}>
        <span role="status" className={styles.state} data-testid="job-state">
          {state}
        </span>
        <span aria-hidden="true">{job.progress} %</span>
      </p>
      {job.reason && (
        <p className={styles.reason} data-testid="job-reason">
          {job.reason}
        </p>
      )}
    </div>
  );
}

/** One job followed live until it ends, for a page that started it (a title's media section embeds it). */
export function JobProgress({ jobId, label }: { jobId: string; label?: string }) {
  const { t } = useTranslation();
  const kindLabel = useJobKindLabel();
  const job = useJob(jobId);
  if (job.isError)
    return <LoadError message={t('operator_jobs_load_failed')} onRetry={() => void job.refetch()} />;
  if (!job.data) return <p aria-busy="true">{t('loading')}</p>;
  const { job: current } = job.data;
  return (
    <JobBar job={current} label={label ?? `${kindLabel(current.kind)}: ${t('operator_jobs_col_progress')}`} />
  );
}
