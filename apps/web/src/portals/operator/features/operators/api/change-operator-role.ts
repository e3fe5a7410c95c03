import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeOperatorRole } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { operatorsKey } from './get-operators';

/** POST /operator/operator/change_role; the list shows a refusal beside the operator (no global popup). */
export function useChangeOperatorRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof changeOperatorRole>) => callEndpoint(changeOperatorRole, input),
    meta: { errorExempt: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
