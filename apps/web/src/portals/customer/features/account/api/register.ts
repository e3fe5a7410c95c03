import { useMutation } from '@tanstack/react-query';
import { register } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { applyLoginChange } from '@/lib/session';

export type RegisterInput = EndpointInput<typeof register>;

export const registerUser = (input: RegisterInput) => callEndpoint(register, input);

/**
 * POST /user/user/register. With log_user_in_after_register the new user is logged in at once: the session
 * holds the user and, as after a login, the new session id and CSRF token (the old id no longer works). The
 * register modal shows every failure itself (field codes on their fields), so the call is exempt from the
 * global error popup. The caller refreshes what depends on the login.
 */
export const useRegister = () =>
  useMutation({
    mutationFn: registerUser,
    meta: { errorExempt: true },
    onSuccess: (result) => {
      if (result.logged_in && result.new_csrftoken) {
        applyLoginChange(result.new_csrftoken, { user: result.user, librarian: null }, result.new_sessionid);
      }
    },
  });
