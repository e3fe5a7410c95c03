import { z } from 'zod';
import { Page, Timestamp } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';

/*
 * Durable jobs (issue 27, docs/decisions/047): transcoding and other background work, taken by one worker each,
 * taken up again when its worker dies, retried and cancelled by operators.
 */

/** The four states a client handles; a cancelled job is `failed` with `cancelled: true`. */
export const JobState = z.enum(['queued', 'running', 'done', 'failed']);
export type JobState = z.infer<typeof JobState>;

export const JOBS_PAGE_SIZE_DEFAULT = 25;
export const JOBS_PAGE_SIZE_MAX = 100;
/** The longest a `check` job may count (seconds). */
export const CHECK_JOB_SECONDS_MAX = 60;

export const JobId = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: 'must be a job id' })
  .transform((id) => id.toLowerCase());

export const Job = z.object({
  job_id: z.string(),
  /** What the job does: `transcode`, `check` (a harmless job that counts to 100), ... */
  kind: z.string(),
  title_id: z.number().int().nullable(),
  state: JobState,
  /** True when an operator cancelled the job (its state is then `failed`). */
  cancelled: z.boolean(),
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  /** Why the job failed, in plain language in the request's language (X-App-Language); null unless failed. */
  reason: z.string().nullable(),
  created_at: Timestamp,
  /** When a worker last started it (a job taken up again after its worker died starts again). */
  started_at: Timestamp.nullable(),
  finished_at: Timestamp.nullable(),
});
export type Job = z.infer<typeof Job>;

const STATE_NOTE =
  'state is queued, running, done or failed; a cancelled job answers failed with cancelled true and the reason ' +
  '"Cancelled by an operator". reason is in the language of X-App-Language.';

export const getJob = defineEndpoint({
  ...routes.getJob,
  roles: ['admin', 'editor', 'support'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: 'One job and its state',
  description: `Designed by us (issue 27). The job job_id (unknown: NOT_FOUND). ${STATE_NOTE}`,
  errors: ['NOT_FOUND'],
  request: z.object({ job_id: JobId }),
  response: z.object({ job: Job }),
});

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const getJobs = defineEndpoint({
  ...routes.getJobs,
  roles: ['admin', 'editor', 'support'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: 'List the jobs',
  description:
    `Designed by us (issue 27). Jobs newest first, of one state and of one title_id when given. ${STATE_NOTE} ` +
    `One page (page from 1, page_size up to ${JOBS_PAGE_SIZE_MAX}) and the number matching.`,
  request: z.object({
    state: optional(JobState),
    title_id: optional(z.coerce.number().int().min(1).max(2_147_483_647)),
    page: Page,
    page_size: z.coerce.number().int().min(1).max(JOBS_PAGE_SIZE_MAX).default(JOBS_PAGE_SIZE_DEFAULT),
  }),
  response: z.object({
    jobs: z.array(Job),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

export const retryJob = defineEndpoint({
  ...routes.retryJob,
  roles: ['admin', 'editor'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: 'Run a job again',
  description:
    'Designed by us (issue 27). Queues a failed or cancelled job again, from the start (else JOB_NOT_RETRIABLE, ' +
    'also while another job of its kind for the same thing is queued or running; unknown: NOT_FOUND). Recorded ' +
    'in the audit log.',
  errors: ['NOT_FOUND', 'JOB_NOT_RETRIABLE'],
  request: z.object({ job_id: JobId }),
  response: z.object({ success: z.literal(true), job: Job }),
});

export const cancelJob = defineEndpoint({
  ...routes.cancelJob,
  roles: ['admin', 'editor'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: 'Cancel a job',
  description:
    'Designed by us (issue 27). A queued job never runs; a running one is told to stop, and stops within a ' +
    'few seconds (its partial output is thrown away). A job that has ended: JOB_ENDED; unknown: NOT_FOUND. ' +
    'Recorded in the audit log.',
  errors: ['NOT_FOUND', 'JOB_ENDED'],
  request: z.object({ job_id: JobId }),
  response: z.object({ success: z.literal(true), job: Job }),
});

export const startCheckJob = defineEndpoint({
  ...routes.startCheckJob,
  roles: ['admin'],
  tag: 'operator',
  summary: 'Start a check job',
  description:
    'Designed by us (issue 27). Queues a harmless job of kind `check` that counts to 100 over seconds ' +
    `(default 5, at most ${CHECK_JOB_SECONDS_MAX}): it shows that some server takes jobs. Recorded in the audit log.`,
  request: z.object({
    seconds: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(0).max(CHECK_JOB_SECONDS_MAX).default(5),
    ),
  }),
  response: z.object({ success: z.literal(true), job: Job }),
});
