import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteOperator } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { operatorsKey } from './get-operators';

/** POST /operator/operator/invite_operator; the form shows every refusal (no global popup). */
export function useInviteOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof inviteOperator>) => callEndpoint(inviteOperator, input),
    meta: { errorExempt: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
