import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPatronAuth } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** Under the console's root key 'operator', which a logout drops. */
export const patronAuthKey = (libraryId: number) => ['operator', 'patron-auth', libraryId] as const;

export const patronAuthQueryOptions = (libraryId: number) =>
  queryOptions({
    queryKey: patronAuthKey(libraryId),
    queryFn: ({ signal }) => callEndpoint(getPatronAuth, { library_id: libraryId }, { signal }),
  });

/** GET /operator/library/get_patron_auth: the library's patron authentication (admin and support). */
export const usePatronAuth = (libraryId: number, enabled = true) =>
  useQuery({ ...patronAuthQueryOptions(libraryId), enabled });
