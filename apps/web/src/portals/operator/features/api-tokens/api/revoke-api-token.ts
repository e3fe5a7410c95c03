import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeApiToken } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { apiTokensKey } from './get-api-tokens';

/** POST /operator/token/revoke_token (admin, editor): the token works no more from its next request. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof revokeApiToken>) => callEndpoint(revokeApiToken, input),
    meta: { errorExempt: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}
