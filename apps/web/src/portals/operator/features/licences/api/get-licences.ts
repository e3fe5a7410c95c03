import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLicences } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** Under the console's root key 'operator', which a logout drops. */
export const licencesKey = (titleId: number) => ['operator', 'licences', titleId] as const;

export const fetchLicences = (titleId: number, signal?: AbortSignal) =>
  callEndpoint(getLicences, { title_id: titleId }, { signal });

export const licencesQueryOptions = (titleId: number) =>
  queryOptions({
    queryKey: licencesKey(titleId),
    queryFn: ({ signal }) => fetchLicences(titleId, signal),
  });

/** GET /operator/title/get_licences: the title's window per country (every operator role). */
export const useLicences = (titleId: number) => useQuery(licencesQueryOptions(titleId));
