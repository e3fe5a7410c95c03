import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deactivateLibrarian } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { librariansKey } from './get-librarians';

/**
 * POST /operator/librarian/deactivate_librarian (admin): the librarian cannot log in any more and every session
 * of theirs ends at once. The confirmation dialog shows a refusal itself: no global popup.
 */
export function useDeactivateLibrarian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof deactivateLibrarian>) =>
      callEndpoint(deactivateLibrarian, input),
    meta: { errorExempt: true },
    onSuccess: ({ librarian }) =>
      queryClient.invalidateQueries({ queryKey: librariansKey(librarian.library_id) }),
  });
}
