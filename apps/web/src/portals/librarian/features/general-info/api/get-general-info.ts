import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGeneralInfo } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** Librarian query keys start with 'librarian' (the logout forgets them all). */
export const generalInfoKey = ['librarian', 'general-info'] as const;

export const fetchGeneralInfo = (signal?: AbortSignal) => callEndpoint(getGeneralInfo, {}, { signal });

export const generalInfoQueryOptions = () =>
  queryOptions({
    queryKey: generalInfoKey,
    queryFn: ({ signal }) => fetchGeneralInfo(signal),
  });

/** Budget settings, this month's spend and the loan statistics: the statistics and budget screens. */
export const useGeneralInfo = () => useQuery(generalInfoQueryOptions());
