import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJob } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import { JOBS_REFRESH_MS, jobsKey } from './get-jobs';

export const fetchJob = (jobId: string, signal?: AbortSignal) =>
  callEndpoint(getJob, { job_id: jobId }, { signal });

export const jobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: [...jobsKey, 'one', jobId],
    queryFn: ({ signal }) => fetchJob(jobId, signal),
    // Asked again while the job is queued or running; an ended job does not change by itself.
    refetchInterval: (query) => {
      const state = query.state.data?.job.state;
      return state === 'done' || state === 'failed' ? false : JOBS_REFRESH_MS;
    },
  });

/** GET /operator/jobs/get_job: one job, followed live until it ends. */
export const useJob = (jobId: string) => useQuery(jobQueryOptions(jobId));
