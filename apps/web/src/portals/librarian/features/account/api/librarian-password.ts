import { useMutation } from '@tanstack/react-query';
import { recoverLibrarianPassword, setLibrarianPassword } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';

/** POST /librarian/librarian/set_password: a password from the mailed link; the form shows every failure. */
export const useSetLibrarianPassword = () =>
  useMutation({
    mutationFn: (input: EndpointInput<typeof setLibrarianPassword>) =>
      callEndpoint(setLibrarianPassword, input),
    meta: { errorExempt: true },
  });

/**
 * POST /librarian/librarian/recover_with_email. The server answers success whether or not the address is a
 * librarian's; any failure is one generic message in the form, never the global popup.
 */
export const useRecoverLibrarianPassword = () =>
  useMutation({
    mutationFn: (input: EndpointInput<typeof recoverLibrarianPassword>) =>
      callEndpoint(recoverLibrarianPassword, input),
    meta: { errorExempt: true },
  });
