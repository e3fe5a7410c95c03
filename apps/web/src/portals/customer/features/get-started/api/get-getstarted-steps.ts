import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllGetStartedSteps } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import type { Country } from '@/lib/country';

export const getStartedStepsKey = (country: Country) => ['i18n', 'getstarted', country] as const;

export const getStartedStepsQueryOptions = (country: Country) =>
  queryOptions({
    queryKey: getStartedStepsKey(country),
    queryFn: ({ signal }) => callEndpoint(getAllGetStartedSteps, { country_code: country }, { signal }),
    staleTime: 10 * 60_000,
  });

/** The country's get-started guide in every language (its own, or the shared one). */
export const useGetStartedSteps = (country: Country) => useQuery(getStartedStepsQueryOptions(country));
