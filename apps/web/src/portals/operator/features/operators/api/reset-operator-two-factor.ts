import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetOperatorTwoFactor } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { operatorsKey } from './get-operators';

/** POST /operator/operator/reset_two_factor; the list shows a refusal beside the operator (no global popup). */
export function useResetOperatorTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof resetOperatorTwoFactor>) =>
      callEndpoint(resetOperatorTwoFactor, input),
    meta: { errorExempt: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
