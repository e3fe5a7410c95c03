import type { CountryConfig, CountryIso, Language } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { ConfigurationRepository } from './configuration.repository';

export function createConfigurationService(repo: ConfigurationRepository) {
  return {
    /** The banner and privacy policy of a site language; a language without its own row uses English. */
    async siteConfig(siteLang: Language) {
      const row = (await repo.siteConfig(siteLang)) ?? (await repo.siteConfig('en'));
      return {
        config: { banner_status: row?.bannerStatus ?? false, banner_text: row?.bannerText ?? '' },
        privacy_policy_url: row?.privacyPolicyUrl ?? '',
      };
    },

    async countryConfig(countryIso: CountryIso): Promise<CountryConfig> {
      const row = await repo.countryConfig(countryIso);
      if (!row) throw new AppError('UNKNOWN_COUNTRY');
      return {
        country_iso: countryIso,
        languages: row.languages as Language[],
        default_url: row.defaultUrl,
        press_url: row.pressUrl,
        help_url: row.helpUrl,
        contact_email: row.contactEmail,
      };
    },
  };
}
export type ConfigurationService = ReturnType<typeof createConfigurationService>;
