import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getStatistics } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import type { DateRange } from '../statistics-range';

/**
 * Librarian query keys start with 'librarian' (the logout forgets them all). A range of null is the server's
 * default, this month so far.
 */
export const statisticsKey = (range: DateRange | null) =>
  ['librarian', 'statistics', range?.from ?? null, range?.to ?? null] as const;

export const fetchStatistics = (range: DateRange | null, signal?: AbortSignal) =>
  callEndpoint(getStatistics, range ?? {}, { signal });

export const statisticsQueryOptions = (range: DateRange | null) =>
  queryOptions({
    queryKey: statisticsKey(range),
    queryFn: ({ signal }) => fetchStatistics(range, signal),
  });

/**
 * The library's loans and spend over `range`, with this month's forecast. Not asked while the range is not
 * valid (`enabled` false); the figures of the range before stay on screen while a new range loads.
 */
export const useStatistics = (range: DateRange | null, enabled = true) =>
  useQuery({ ...statisticsQueryOptions(range), enabled, placeholderData: keepPreviousData });
