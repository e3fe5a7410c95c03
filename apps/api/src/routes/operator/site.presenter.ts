import type { SiteBanner as WireSiteBanner } from '@filmhyllan/contract';
import type { SiteBanner } from '../../modules/configuration/configuration.service';

/** A country's banner on the wire (docs/decisions/036). */
export function presentSiteBanner(banner: SiteBanner): WireSiteBanner {
  return {
    country_iso: banner.countryIso,
    banner_status: banner.status,
    banner_text_sv: banner.text.sv,
    banner_text_no: banner.text.no,
    banner_text_fi: banner.text.fi,
    banner_text_en: banner.text.en,
    starts_at: banner.startsAt?.toISOString() ?? null,
    ends_at: banner.endsAt?.toISOString() ?? null,
    updated_at: banner.updatedAt?.toISOString() ?? null,
  };
}
