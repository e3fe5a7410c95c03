import { z } from 'zod';
import { getJobs, JobState } from '@filmhyllan/contract';

/** The jobs screen's filters as the form holds them (strings); the contract's rules read them. */
export const jobsFilterSchema = z.object({
  state: z.union([z.literal(''), JobState]),
  title_id: getJobs.request.shape.title_id,
});
export type JobsFilterInput = { state: string; title_id: string };
export type JobsFilter = z.output<typeof jobsFilterSchema>;
export const emptyJobsFilter: JobsFilterInput = { state: '', title_id: '' };
