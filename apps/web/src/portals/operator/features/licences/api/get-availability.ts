import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAvailability } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** Under the title's licences key: a change of a window drops both. */
export const availabilityKey = (titleId: number, date: string) =>
  ['operator', 'licences', titleId, 'availability', date] as const;

export const fetchAvailability = (titleId: number, date: string, signal?: AbortSignal) =>
  callEndpoint(getAvailability, { title_id: titleId, ...(date ? { date } : {}) }, { signal });

export const availabilityQueryOptions = (titleId: number, date: string) =>
  queryOptions({
    queryKey: availabilityKey(titleId, date),
    queryFn: ({ signal }) => fetchAvailability(titleId, date, signal),
    placeholderData: keepPreviousData,
  });

/** GET /operator/title/get_availability: what a patron of each country sees on a day ('' : their today). */
export const useAvailability = (titleId: number, date: string) =>
  useQuery(availabilityQueryOptions(titleId, date));
