import type { CountryGuide as WireCountryGuide, SiteBanner as WireSiteBanner } from '@filmhyllan/contract';
import type { CountryGuide } from '../../modules/i18n/get-started.service';
import { bannerSnapshot, type SiteBanner } from '../../modules/configuration/configuration.service';

/** A country's banner on the wire (docs/decisions/036). */
export function presentSiteBanner(banner: SiteBanner): WireSiteBanner {
  return {
    country_iso: banner.countryIso,
    ...bannerSnapshot(banner),
    updated_at: banner.updatedAt?.toISOString() ?? null,
  };
}

/** A country's get-started guide on the wire. */
export function presentCountryGuide(guide: CountryGuide): WireCountryGuide {
  return { country_iso: guide.countryIso, own: guide.own, steps: guide.steps };
}
