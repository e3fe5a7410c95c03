import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendLibrarianInvite } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { librariansKey } from './get-librarians';

/**
 * POST /operator/librarian/resend_invite (admin and support): a new invitation link; the earlier one stops
 * working. The section says what went wrong next to the librarian: no global popup.
 */
export function useResendLibrarianInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof resendLibrarianInvite>) =>
      callEndpoint(resendLibrarianInvite, input),
    meta: { errorExempt: true },
    onSuccess: ({ librarian }) =>
      queryClient.invalidateQueries({ queryKey: librariansKey(librarian.library_id) }),
  });
}
