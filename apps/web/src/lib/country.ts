import type { CountryIso, Language } from '@filmhyllan/contract';
import { languageCodes } from '@filmhyllan/contract';

export type Country = CountryIso;

/** Interface languages per service country; the first one is the country's default. */
export const countryLanguages: Record<Country, readonly Language[]> = {
  se: ['sv', 'en'],
  no: ['no', 'en'],
  fi: ['fi', 'sv', 'en'],
};

/** Locale for sorting and formatting in each country (library names sort with the country's collation). */
export const countryLocales: Record<Country, string> = { se: 'sv-SE', no: 'nb-NO', fi: 'fi-FI' };

export const isLanguage = (value: string | undefined): value is Language =>
  value !== undefined && (languageCodes as readonly string[]).includes(value);

export const isCountry = (value: string): value is Country =>
  value === 'se' || value === 'no' || value === 'fi';

/** The language prefix of a path ('/fi/library/3/all' -> 'fi'), or undefined when the first segment is none. */
export function languageFromPath(pathname: string): Language | undefined {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : undefined;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Hosts that name no country: localhost (and *.localhost), bare host names, IP addresses. */
function namesNoCountry(labels: string[], hostname: string): boolean {
  const last = labels[labels.length - 1] ?? '';
  return labels.length === 1 || last === 'localhost' || IPV4.test(hostname) || hostname.includes(':');
}

/**
 * The service country for a page.
 *
 * 1. A first host label se./no./fi. names the country (so http://fi.localhost:3000/fi/ is Finland).
 * 2. Otherwise the top-level domain: .se, .no, .fi. Any other top-level domain is unexpected in production:
 *    it is logged and means Sweden.
 * 3. Hosts that name no country (localhost, IP addresses) use the path's language prefix: no -> Norway,
 *    fi -> Finland, anything else -> Sweden.
 */
export function countryFromLocation(
  hostname: string,
  pathname: string,
  warn: (message: string) => void = console.warn,
): Country {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const labels = host.split('.');
  const first = labels[0] ?? '';
  if (labels.length > 1 && isCountry(first)) return first;
  if (namesNoCountry(labels, host)) {
    const language = languageFromPath(pathname);
    if (language === 'no') return 'no';
    if (language === 'fi') return 'fi';
    return 'se';
  }
  const tld = labels[labels.length - 1] ?? '';
  if (isCountry(tld)) return tld;
  warn(`Unrecognised country domain "${tld}" in host "${hostname}"; using Sweden.`);
  return 'se';
}

export const defaultLanguage = (country: Country): Language => countryLanguages[country][0] as Language;

export const supportsLanguage = (country: Country, language: string | undefined): language is Language =>
  countryLanguages[country].some((l) => l === language);
