import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendOperatorInvite } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { operatorsKey } from './get-operators';

/** POST /operator/operator/resend_invite; the list shows a refusal beside the operator (no global popup). */
export function useResendOperatorInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof resendOperatorInvite>) =>
      callEndpoint(resendOperatorInvite, input),
    meta: { errorExempt: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
