import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setKeepLoanHistory } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import { privacyOverviewKey } from './get-privacy-overview';

export const postKeepLoanHistory = (keep: boolean) => callEndpoint(setKeepLoanHistory, { keep });

/** Switches the loan history on or off; the answer is the new overview. A failure is shown beside the switch. */
export const useSetKeepLoanHistory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postKeepLoanHistory,
    onSuccess: (answer) => queryClient.setQueryData(privacyOverviewKey, answer),
    meta: { errorExempt: true },
  });
};
