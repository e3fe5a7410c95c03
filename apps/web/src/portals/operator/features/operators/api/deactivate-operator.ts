import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deactivateOperator } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { operatorsKey } from './get-operators';

/** POST /operator/operator/deactivate_operator; the list shows a refusal beside the operator (no global popup). */
export function useDeactivateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof deactivateOperator>) => callEndpoint(deactivateOperator, input),
    meta: { errorExempt: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
