import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import { completeLogout } from '@/lib/session';
import { forgetLoginResults } from './login-change';

export const logoutUser = () => callEndpoint(logout, {});

/**
 * POST /user/user/logout, then (spec sections 2 and 4) the user is cleared and the new CSRF token stored
 * (completeLogout, which also copes with a session that was logged out elsewhere), `leave` goes to the front
 * page, and the cached results are forgotten — after leaving, so the page being left does not load its data
 * again for nobody. A 5xx or no answer opens the global error popup and changes nothing.
 */
export function useLogout(leave: () => void | Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeLogout(logoutUser),
    onSuccess: async () => {
      await leave();
      void forgetLoginResults(queryClient);
    },
  });
}
