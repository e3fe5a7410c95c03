import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOperators } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** Under the console's root key 'operator', which a logout drops. */
export const operatorsKey = ['operator', 'operators'] as const;

export const operatorsQueryOptions = () =>
  queryOptions({
    queryKey: operatorsKey,
    queryFn: ({ signal }) => callEndpoint(getOperators, {}, { signal }),
  });

/** GET /operator/operator/get_operators: every operator account (admins only). */
export const useOperators = (enabled = true) => useQuery({ ...operatorsQueryOptions(), enabled });
