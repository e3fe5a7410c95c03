import { useMutation } from '@tanstack/react-query';
import { setOperatorPassword } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';

/** POST /operator/operator/set_password: a password from the mailed invitation; the form shows every failure. */
export const useSetOperatorPassword = () =>
  useMutation({
    mutationFn: (input: EndpointInput<typeof setOperatorPassword>) =>
      callEndpoint(setOperatorPassword, input),
    meta: { errorExempt: true },
  });
