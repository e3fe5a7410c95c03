import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorLogout } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import { applyLoginChange } from '@/lib/session';
import { setCurrentOperator } from './operator-session';

/** Every operator query key starts with this root: a logout drops them all. */
export const operatorKey = ['operator'] as const;

/**
 * POST /operator/operator/logout; the session stays, anonymous, with the new CSRF token. `leave` goes to the
 * login page, then nothing the console loaded stays in memory. A 5xx or no answer opens the error popup.
 */
export function useOperatorLogout(leave: () => void | Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(operatorLogout, {}),
    onSuccess: async ({ new_csrftoken }) => {
      applyLoginChange(new_csrftoken, { user: null, librarian: null });
      setCurrentOperator(null);
      await leave();
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] === operatorKey[0] });
    },
  });
}
