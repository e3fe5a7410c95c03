import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteLicence, saveLicence } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { licencesKey } from './get-licences';

/*
 * Saving or removing a window (admin, editor): the title's windows and what patrons see are read again. The
 * section shows every refusal itself (a field's next to it): no global popup.
 */

function useInvalidateLicences() {
  const queryClient = useQueryClient();
  return (titleId: number) => queryClient.invalidateQueries({ queryKey: licencesKey(titleId) });
}

/** POST /operator/title/save_licence: creates or replaces the country's window. */
export function useSaveLicence() {
  const invalidate = useInvalidateLicences();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof saveLicence>) => callEndpoint(saveLicence, input),
    meta: { errorExempt: true },
    onSuccess: (_answer, input) => invalidate(Number(input.title_id)),
  });
}

/** POST /operator/title/delete_licence: the title leaves the country's catalogue at once. */
export function useDeleteLicence() {
  const invalidate = useInvalidateLicences();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof deleteLicence>) => callEndpoint(deleteLicence, input),
    meta: { errorExempt: true },
    onSuccess: (_answer, input) => invalidate(Number(input.title_id)),
  });
}
