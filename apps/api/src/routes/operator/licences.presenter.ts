import type {
  CountryAvailability as WireCountryAvailability,
  CountryIso,
  Licence as WireLicence,
} from '@filmhyllan/contract';
import type { LicenceRow } from '../../modules/licences/licences.repository';
import type { CountryAvailability } from '../../modules/licences/licences.service';

/** A licence window on the wire (docs/decisions/027: the naming seam; 052: the windows). */
export const presentLicence = (row: LicenceRow): WireLicence => ({
  title_id: row.titleId,
  country_iso: row.countryIso as CountryIso,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  price_cents: row.priceCents,
  updated_at: row.updatedAt.toISOString(),
});

/** What a country's patrons see of a title on a day, on the wire. */
export const presentAvailability = (row: CountryAvailability): WireCountryAvailability => ({
  country_iso: row.countryIso as CountryIso,
  on: row.on,
  status: row.status,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
});
