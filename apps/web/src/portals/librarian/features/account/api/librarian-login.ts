import { useMutation } from '@tanstack/react-query';
import { librarianLogin } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { applyLoginChange } from '@/lib/session';
import { appStorage } from '@/lib/storage';

export const logLibrarianIn = (input: EndpointInput<typeof librarianLogin>) =>
  callEndpoint(librarianLogin, input);

/**
 * POST /librarian/librarian/login, on the librarian-portal session the portal started (lib/session.ts). On
 * success the session holds the librarian, the new session id and CSRF token, and the browser remembers that
 * a librarian has logged in here. The login page shows every failure itself: no global popup.
 */
export function useLibrarianLogin() {
  return useMutation({
    mutationFn: logLibrarianIn,
    meta: { errorExempt: true },
    onSuccess: (result) => {
      applyLoginChange(
        result.new_csrftoken,
        { user: null, librarian: result.librarian },
        result.new_sessionid,
      );
      appStorage().set('everLoggedInAsLibrarian', true);
    },
  });
}
