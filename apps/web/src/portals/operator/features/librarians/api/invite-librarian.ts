import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteLibrarian } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { librariansKey } from './get-librarians';

/**
 * POST /operator/librarian/invite_librarian: a new librarian of the library, mailed a link to choose a password.
 * The form shows every refusal (a taken username under its field): no global popup.
 */
export function useInviteLibrarian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof inviteLibrarian>) => callEndpoint(inviteLibrarian, input),
    meta: { errorExempt: true },
    onSuccess: ({ librarian }) =>
      queryClient.invalidateQueries({ queryKey: librariansKey(librarian.library_id) }),
  });
}
