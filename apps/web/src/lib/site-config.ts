import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryIso, Language } from '@filmhyllan/contract';
import { getConfig } from '@filmhyllan/contract/client';
import { endpointQuery } from '@/lib/api-client';

export const siteConfigKey = (language: Language, country: CountryIso) =>
  ['configuration', 'site', language, country] as const;

export const siteConfigQueryOptions = (language: Language, country: CountryIso) =>
  queryOptions({
    queryKey: siteConfigKey(language, country),
    ...endpointQuery(getConfig, { site_lang: language, country_code: country }),
    staleTime: 10 * 60_000,
  });

/** Front-page banner (the country's, in the site language) and privacy policy link. */
export const useSiteConfig = (language: Language, country: CountryIso) =>
  useQuery(siteConfigQueryOptions(language, country));

/**
 * The Google Cast receiver application of the server (CAST_RECEIVER_APP_ID, docs/decisions/060), from the site
 * configuration every customer page already has; null while unknown, outside a site, or when casting is off.
 */
export function useCastReceiverAppId(language: Language, country: CountryIso | null): string | null {
  const config = useQuery({
    ...siteConfigQueryOptions(language, country ?? 'se'),
    enabled: country !== null,
  });
  return (country && config.data?.cast_receiver_app_id) || null;
}
