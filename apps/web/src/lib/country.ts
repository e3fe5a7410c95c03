import type { Language } from '@filmhyllan/contract';
import type { Country } from '@filmhyllan/contract/client';

export type { Country } from '@filmhyllan/contract/client';
export { countryFromLocation, isCountry, isLanguage, languageFromPath } from '@filmhyllan/contract/client';

/** Interface languages per service country; the first one is the country's default. */
export const countryLanguages: Record<Country, readonly Language[]> = {
  se: ['sv', 'en'],
  no: ['no', 'en'],
  fi: ['fi', 'sv', 'en'],
};

/** Locale for sorting and formatting in each country (library names sort with the country's collation). */
export const countryLocales: Record<Country, string> = { se: 'sv-SE', no: 'nb-NO', fi: 'fi-FI' };

export const defaultLanguage = (country: Country): Language => countryLanguages[country][0] as Language;

export const supportsLanguage = (country: Country, language: string | undefined): language is Language =>
  countryLanguages[country].some((l) => l === language);
