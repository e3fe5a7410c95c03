import type { SiteBanner as WireSiteBanner } from '@filmhyllan/contract';
import { bannerSnapshot, type SiteBanner } from '../../modules/configuration/configuration.service';

/** A country's banner on the wire (docs/decisions/036). */
export function presentSiteBanner(banner: SiteBanner): WireSiteBanner {
  return {
    country_iso: banner.countryIso,
    ...bannerSnapshot(banner),
    updated_at: banner.updatedAt?.toISOString() ?? null,
  };
}
