import type { CountryConfig as WireCountryConfig, getConfig } from '@filmhyllan/contract';
import type { z } from 'zod';
import type { CountryConfig, SiteConfig } from '../../modules/configuration/configuration.service';

/** The configuration area on the wire (docs/decisions/027). */
export function presentSiteConfig(
  site: SiteConfig,
  castReceiverAppId: string | undefined,
): z.input<typeof getConfig.response> {
  return {
    config: {
      banner_status: site.bannerStatus,
      banner_text: site.bannerText,
      banner_level: site.bannerLevel,
    },
    privacy_policy_url: site.privacyPolicyUrl,
    cast_receiver_app_id: castReceiverAppId ?? null,
  };
}

export function presentCountryConfig(country: CountryConfig): WireCountryConfig {
  return {
    country_iso: country.countryIso,
    languages: country.languages,
    default_url: country.defaultUrl,
    press_url: country.pressUrl,
    help_url: country.helpUrl,
    contact_email: country.contactEmail,
    privacy_policy_url: country.privacyPolicyUrl,
  };
}
