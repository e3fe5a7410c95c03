import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCountryConfig } from '@filmhyllan/contract/client';
import { endpointQuery } from '@/lib/api-client';
import type { Country } from '@/lib/country';

export const countryConfigKey = (country: Country) => ['configuration', 'country', country] as const;

export const countryConfigQueryOptions = (country: Country) =>
  queryOptions({
    queryKey: countryConfigKey(country),
    ...endpointQuery(getCountryConfig, { country_code: country }),
    staleTime: 10 * 60_000,
  });

/** Contact e-mail, press and help links of the service country. */
export const useCountryConfig = (country: Country) => useQuery(countryConfigQueryOptions(country));
