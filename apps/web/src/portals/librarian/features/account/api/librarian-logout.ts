import { useMutation, useQueryClient } from '@tanstack/react-query';
import { librarianLogout } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import { completeLogout } from '@/lib/session';
import { forgetLibrarianResults } from './librarian-session';

export const logLibrarianOut = () => callEndpoint(librarianLogout, {});

/**
 * POST /librarian/librarian/logout; then the session forgets the librarian and stores the new CSRF token
 * (completeLogout), `leave` goes to the login page (spec section 2) and the cached library data is dropped —
 * after leaving, so the page being left does not load again. A 5xx or no answer opens the error popup.
 */
export function useLibrarianLogout(leave: () => void | Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeLogout(logLibrarianOut),
    onSuccess: async () => {
      await leave();
      void forgetLibrarianResults(queryClient);
    },
  });
}
