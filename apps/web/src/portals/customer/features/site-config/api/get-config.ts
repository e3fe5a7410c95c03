import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryIso, Language } from '@filmhyllan/contract';
import { getConfig } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

export const siteConfigKey = (language: Language, country: CountryIso) =>
  ['configuration', 'site', language, country] as const;

export const siteConfigQueryOptions = (language: Language, country: CountryIso) =>
  queryOptions({
    queryKey: siteConfigKey(language, country),
    queryFn: ({ signal }) =>
      callEndpoint(getConfig, { site_lang: language, country_code: country }, { signal }),
    staleTime: 10 * 60_000,
  });

/** Front-page banner (the country's, in the site language) and privacy policy link. */
export const useSiteConfig = (language: Language, country: CountryIso) =>
  useQuery(siteConfigQueryOptions(language, country));
