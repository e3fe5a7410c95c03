import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePatronAuth } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { patronAuthKey } from './get-patron-auth';

/** POST /operator/library/save_patron_auth (admin); the form shows every refusal, no global popup. */
export function useSavePatronAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof savePatronAuth>) => callEndpoint(savePatronAuth, input),
    meta: { errorExempt: true },
    onSuccess: ({ settings }) => queryClient.setQueryData(patronAuthKey(settings.library_id), { settings }),
  });
}
