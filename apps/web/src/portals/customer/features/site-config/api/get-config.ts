import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@filmhyllan/contract';
import { getConfig } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

export const siteConfigKey = (language: Language) => ['configuration', 'site', language] as const;

export const siteConfigQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: siteConfigKey(language),
    queryFn: ({ signal }) => callEndpoint(getConfig, { site_lang: language }, { signal }),
    staleTime: 10 * 60_000,
  });

/** Front-page banner and privacy policy link for the site language. */
export const useSiteConfig = (language: Language) => useQuery(siteConfigQueryOptions(language));
