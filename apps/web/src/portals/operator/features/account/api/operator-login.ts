import { useMutation } from '@tanstack/react-query';
import { operatorLogin } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { applyLoginChange } from '@/lib/session';
import { setCurrentOperator } from './operator-session';

export const logOperatorIn = (input: EndpointInput<typeof operatorLogin>) =>
  callEndpoint(operatorLogin, input);

/**
 * POST /operator/operator/login on the console's session. An operator without a confirmed authenticator app is
 * answered with an enrolment and stays logged out; a login answers the operator, the new session id and CSRF
 * token, which replace the old ones. The login page shows every failure itself: no global popup.
 */
export function useOperatorLogin() {
  return useMutation({
    mutationFn: logOperatorIn,
    meta: { errorExempt: true },
    onSuccess: (result) => {
      if (!result.operator || !result.new_csrftoken || !result.new_sessionid) return;
      applyLoginChange(result.new_csrftoken, { user: null, librarian: null }, result.new_sessionid);
      setCurrentOperator(result.operator);
    },
  });
}
