import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { applyLoginChange } from '@/lib/session';
import { refreshAfterLogin } from './login-change';

export const loginUser = (input: EndpointInput<typeof login>) => callEndpoint(login, input);

/**
 * POST /user/user/login. On success the session holds the user, the new session id and CSRF token, and the
 * cached results load again for the user (favourites, loans left, your libraries). The login form shows
 * every failure itself, so the call is exempt from the global error popup.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginUser,
    meta: { errorExempt: true },
    onSuccess: (result) => {
      applyLoginChange(result.new_csrftoken, { user: result.user, librarian: null }, result.new_sessionid);
      void refreshAfterLogin(queryClient);
    },
  });
}
