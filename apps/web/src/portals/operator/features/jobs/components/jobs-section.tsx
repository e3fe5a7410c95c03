import { useState } from 'react';
import { useParams } from 'react-router';
import type { Job, Language, OperatorRole } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { formErrorKey } from '@/lib/form-errors';
import { languageLocales } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { dateTimeFormat } from '@/lib/intl';
import { useJobs, type JobsSearch } from '../api/get-jobs';
import { useCancelJob, useRetryJob, useStartCheckJob } from '../api/job-actions';
import type { JobsFilter } from '../jobs-filter';
import { JobBar, useJobKindLabel } from './job-progress';
import { JobsFilters } from './jobs-filters';
import styles from './jobs.module.css';

/** What each operator role may do here, as the API's roles say (docs/decisions/047). */
export const jobPermissions = (role: OperatorRole | undefined) => ({
  retryAndCancel: role === 'admin' || role === 'editor',
  check: role === 'admin',
});

const PAGE_SIZE = 20;
type Notice = { kind: 'success' | 'error'; text: string } | undefined;

/**
 * Every job, newest first, asked again every 2 s: state, progress bar, times and reason, with Run again and
 * Cancel for admins and editors, and a server check for admins. Outcomes are read out in live regions.
 */
export function JobsSection({ role }: { role: OperatorRole | undefined }) {
  const { t } = useTranslation();
  const may = jobPermissions(role);
  const [filter, setFilter] = useState<JobsFilter>({ state: '', title_id: undefined });
  const [page, setPage] = useState(1);
  const search: JobsSearch = {
    page,
    page_size: PAGE_SIZE,
    ...(filter.state ? { state: filter.state } : {}),
    ...(filter.title_id !== undefined ? { title_id: filter.title_id } : {}),
  };
  const jobs = useJobs(search);
  const retry = useRetryJob();
  const cancel = useCancelJob();
  const check = useStartCheckJob();
  const [notice, setNotice] = useState<Notice>();
  const busy = retry.isPending || cancel.isPending || check.isPending;

  const act = (action: typeof retry | typeof cancel, job: Job, done: string) => {
    if (busy) return;
    setNotice(undefined);
    action.mutate(
      { job_id: job.job_id },
      {
        onSuccess: () => setNotice({ kind: 'success', text: t(done) }),
        onError: (error) => setNotice({ kind: 'error', text: t(formErrorKey(error)) }),
      },
    );
  };
  const startCheck = () => {
    if (busy) return;
    setNotice(undefined);
    check.mutate(
      {},
      {
        onSuccess: () => setNotice({ kind: 'success', text: t('operator_jobs_check_started') }),
        onError: (error) => setNotice({ kind: 'error', text: t(formErrorKey(error)) }),
      },
    );
  };

  const pages = jobs.data ? Math.max(1, Math.ceil(jobs.data.total / PAGE_SIZE)) : 1;
  return (
    <>
      <p className={styles.intro}>{t('operator_jobs_intro')}</p>
      {may.check && (
        <div className={styles.check}>
          <p>{t('operator_jobs_check_hint')}</p>
          <div>
            <Button aria-disabled={busy || undefined} onClick={startCheck}>
              {t('operator_jobs_check')}
            </Button>
          </div>
        </div>
      )}
      <div role="status" className={styles.notice}>
        {notice?.kind === 'success' && <p className={styles.success}>{notice.text}</p>}
      </div>
      <div role="alert" className={styles.notice}>
        {notice?.kind === 'error' && <p className={styles.failure}>{notice.text}</p>}
      </div>
      <section aria-labelledby="jobs-heading" className={styles.section}>
        <h2 id="jobs-heading">{t('operator_jobs_list')}</h2>
        <JobsFilters
          onSearch={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        {jobs.isError ? (
          <LoadError message={t('operator_jobs_load_failed')} onRetry={() => void jobs.refetch()} />
        ) : !jobs.data ? (
          <p aria-busy="true">{t('loading')}</p>
        ) : jobs.data.jobs.length === 0 ? (
          <p className={styles.muted}>{t('operator_jobs_none')}</p>
        ) : (
          <>
            <p className={styles.muted}>{t('operator_jobs_count', { count: jobs.data.total })}</p>
            <ul className={styles.list} data-testid="jobs">
              {jobs.data.jobs.map((job) => (
                <JobCard
                  key={job.job_id}
                  job={job}
                  onRetry={may.retryAndCancel ? () => act(retry, job, 'operator_jobs_retried') : undefined}
                  onCancel={
                    may.retryAndCancel ? () => act(cancel, job, 'operator_jobs_cancelled') : undefined
                  }
                  busy={busy}
                />
              ))}
            </ul>
            {pages > 1 && (
              <nav className={styles.pages} aria-label={t('operator_jobs_pages')}>
                <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('operator_jobs_previous')}
                </Button>
                <span>{t('operator_jobs_page', { page, pages })}</span>
                <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('operator_jobs_next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </section>
    </>
  );
}

/** One job: what and for which title, its bar, its times, and the actions its state allows. */
function JobCard({
  job,
  onRetry,
  onCancel,
  busy,
}: {
  job: Job;
  onRetry: (() => void) | undefined;
  onCancel: (() => void) | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const language = useParams().lang as Language;
  const kindLabel = useJobKindLabel();
  const time = dateTimeFormat(languageLocales[language], { dateStyle: 'medium', timeStyle: 'medium' });
  const shortId = job.job_id.slice(0, 8);
  const name = `${kindLabel(job.kind)} ${shortId}`;
  const ended = job.state === 'done' || job.state === 'failed';
  return (
    <li className={styles.card} data-job-id={job.job_id}>
      <h3>{name}</h3>
      <p className={styles.meta}>
        {job.title_id !== null && (
          <span>
            {t('operator_jobs_col_title')}: {job.title_id}
          </span>
        )}
        <span>{t('operator_jobs_created', { time: time.format(new Date(job.created_at)) })}</span>
        {job.started_at && (
          <span>{t('operator_jobs_started', { time: time.format(new Date(job.started_at)) })}</span>
        )}
        {job.finished_at && (
          <span>{t('operator_jobs_finished', { time: time.format(new Date(job.finished_at)) })}</span>
        )}
      </p>
      <JobBar job={job} label={t('operator_jobs_progress_label', { job: name })} />
      {(onRetry || onCancel) && (
        <div className={styles.actions}>
          {onRetry && job.state === 'failed' && (
            <Button
              size="small"
              aria-label={`${t('operator_jobs_retry')}: ${name}`}
              aria-disabled={busy || undefined}
              onClick={onRetry}
            >
              {t('operator_jobs_retry')}
            </Button>
          )}
          {onCancel && !ended && (
            <Button
              size="small"
              aria-label={`${t('operator_jobs_cancel')}: ${name}`}
              aria-disabled={busy || undefined}
              onClick={onCancel}
            >
              {t('operator_jobs_cancel')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
