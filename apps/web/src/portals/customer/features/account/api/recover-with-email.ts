import { useMutation } from '@tanstack/react-query';
import { recoverWithEmail } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';

export const sendRecoveryLink = (input: EndpointInput<typeof recoverWithEmail>) =>
  callEndpoint(recoverWithEmail, input);

/**
 * POST /user/password_recovery/recover_with_email. The server answers success whether or not the address has
 * an account; any failure is one generic message in the modal (spec section 8), never the global popup.
 */
export const useRecoverWithEmail = () =>
  useMutation({ mutationFn: sendRecoveryLink, meta: { errorExempt: true } });
