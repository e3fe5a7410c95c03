import type { ConfigurationRepository } from './configuration.repository';

/**
 * The base URL of links to a country's site (password reset e-mails, budget alerts, MARC 856 fields); undefined
 * for a country without a configuration.
 */
export type SiteUrl = (countryIso: string) => Promise<string | undefined>;

/**
 * PUBLIC_URL when it is configured (one address serves every country, as in development and tests), otherwise
 * the country's own default_url.
 */
export function createSiteUrl(
  repo: Pick<ConfigurationRepository, 'defaultUrl'>,
  publicUrl: string | undefined,
): SiteUrl {
  return async (countryIso) => publicUrl ?? (await repo.defaultUrl(countryIso));
}
