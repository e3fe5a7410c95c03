import type { CountryIso, Language } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { ConfigurationRepository } from './configuration.repository';

/** The banner and privacy policy of a site language. */
export interface SiteConfig {
  bannerStatus: boolean;
  bannerText: string;
  privacyPolicyUrl: string;
}

/** The links, languages and contact address of a service country. */
export interface CountryConfig {
  countryIso: CountryIso;
  languages: Language[];
  defaultUrl: string;
  pressUrl: string;
  helpUrl: string;
  contactEmail: string;
}

export function createConfigurationService(repo: ConfigurationRepository) {
  return {
    /** The banner and privacy policy of a site language; a language without its own row uses English. */
    async siteConfig(siteLang: Language): Promise<SiteConfig> {
      const row = (await repo.siteConfig(siteLang)) ?? (await repo.siteConfig('en'));
      return {
        bannerStatus: row?.bannerStatus ?? false,
        bannerText: row?.bannerText ?? '',
        privacyPolicyUrl: row?.privacyPolicyUrl ?? '',
      };
    },

    async countryConfig(countryIso: CountryIso): Promise<CountryConfig> {
      const row = await repo.countryConfig(countryIso);
      if (!row) throw new AppError('UNKNOWN_COUNTRY');
      return {
        countryIso,
        languages: row.languages as Language[],
        defaultUrl: row.defaultUrl,
        pressUrl: row.pressUrl,
        helpUrl: row.helpUrl,
        contactEmail: row.contactEmail,
      };
    },
  };
}
export type ConfigurationService = ReturnType<typeof createConfigurationService>;
