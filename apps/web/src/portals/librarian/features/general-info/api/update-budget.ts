import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeneralInfo } from '@filmhyllan/contract';
import { updateBudget } from '@filmhyllan/contract/client';
import { budgetChangesKey } from './get-budget-changes';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { generalInfoKey } from './get-general-info';

export type BudgetInput = EndpointInput<typeof updateBudget>;

export const saveBudget = (input: BudgetInput) => callEndpoint(updateBudget, input);

/**
 * POST /librarian/librarian/update_budget. The stored settings replace the cached ones at once; the general info
 * is then loaded again, as this month's remaining budget follows from the new settings. Field errors are shown
 * on the form, so only 5xx answers open the global popup (the network layer's rule).
 */
export function useUpdateBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBudget,
    onSuccess: ({ budget }) => {
      queryClient.setQueryData<GeneralInfo>(generalInfoKey, (info) => (info ? { ...info, budget } : info));
      void queryClient.invalidateQueries({ queryKey: generalInfoKey });
      void queryClient.invalidateQueries({ queryKey: budgetChangesKey });
    },
  });
}
