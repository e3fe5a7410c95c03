import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelJob, retryJob, startCheckJob } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { jobsKey } from './get-jobs';

/** POST /operator/jobs/retry_job (admin, editor): a failed or cancelled job is queued again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof retryJob>) => callEndpoint(retryJob, input),
    meta: { errorExempt: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}

/** POST /operator/jobs/cancel_job (admin, editor): a queued job never runs, a running one stops. */
export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof cancelJob>) => callEndpoint(cancelJob, input),
    meta: { errorExempt: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}

/** POST /operator/jobs/start_check_job (admin): a harmless job that shows some server takes jobs. */
export function useStartCheckJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof startCheckJob>) => callEndpoint(startCheckJob, input),
    meta: { errorExempt: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
