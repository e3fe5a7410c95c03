import type { Language } from '@filmhyllan/contract';
import { countryLanguages, type Country } from '@filmhyllan/contract/client';

export type { Country } from '@filmhyllan/contract/client';
export {
  countryFromLocation,
  countryLanguages,
  isCountry,
  isLanguage,
  languageFromPath,
} from '@filmhyllan/contract/client';

/** Locale for sorting and formatting in each country (library names sort with the country's collation). */
export const countryLocales: Record<Country, string> = { se: 'sv-SE', no: 'nb-NO', fi: 'fi-FI' };

export const defaultLanguage = (country: Country): Language => countryLanguages[country][0] as Language;

export const supportsLanguage = (country: Country, language: string | undefined): language is Language =>
  countryLanguages[country].some((l) => l === language);
