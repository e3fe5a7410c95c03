import { useMutation } from '@tanstack/react-query';
import { changePassword } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** Either the current password (logged in, on /settings) or the token of a reset link (logged out). */
export type ChangePasswordInput =
  { password: string; new_password: string } | { token: string; new_password: string };

/** Exactly one of password and token is sent (the other is left out of the form body). */
export const postChangePassword = (input: ChangePasswordInput) =>
  callEndpoint(changePassword, { password: null, token: null, ...input });

/** Refusals (WRONG_PASSWORD, INVALID_PASSWORD, INVALID_RESET_TOKEN) are shown in the form: errorExempt. */
export const useChangePassword = () =>
  useMutation({ mutationFn: postChangePassword, meta: { errorExempt: true } });
