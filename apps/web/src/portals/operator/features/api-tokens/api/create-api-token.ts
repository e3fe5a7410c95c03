import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiToken } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { apiTokensKey } from './get-api-tokens';

/** POST /operator/token/create_token (admin, editor): answers the token itself, this once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof createApiToken>) => callEndpoint(createApiToken, input),
    meta: { errorExempt: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}
