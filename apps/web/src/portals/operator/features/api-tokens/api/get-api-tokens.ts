import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiTokens } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** Under the console's root key 'operator', which a logout drops. */
export const apiTokensKey = ['operator', 'api-tokens'] as const;

export const fetchApiTokens = (signal?: AbortSignal) => callEndpoint(getApiTokens, {}, { signal });

export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: apiTokensKey, queryFn: ({ signal }) => fetchApiTokens(signal) });

/**
 * GET /operator/token/get_tokens: the calling operator's own tokens, newest first, active and revoked. Asked only
 * when `enabled` (a role that may hold tokens): support would be refused.
 */
export const useApiTokens = (enabled: boolean) => useQuery({ ...apiTokensQueryOptions(), enabled });
