import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJobs } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';

/** Under the console's root key 'operator', which a logout drops; every jobs query starts with it. */
export const jobsKey = ['operator', 'jobs'] as const;

/** How often the jobs screen asks again while it is shown: the jobs' progress is live (issue 27). */
export const JOBS_REFRESH_MS = 2000;

export type JobsSearch = EndpointInput<typeof getJobs>;

export const fetchJobs = (search: JobsSearch, signal?: AbortSignal) =>
  callEndpoint(getJobs, search, { signal });

export const jobsQueryOptions = (search: JobsSearch) =>
  queryOptions({
    queryKey: [...jobsKey, 'list', search],
    queryFn: ({ signal }) => fetchJobs(search, signal),
    refetchInterval: JOBS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

/** GET /operator/jobs/get_jobs: a page of jobs, newest first, asked again every 2 s (admin, editor, support). */
export const useJobs = (search: JobsSearch) => useQuery(jobsQueryOptions(search));
