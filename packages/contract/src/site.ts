import type { CountryIso, Language, Portal, Translations } from './index';
import { languageCodes } from './values';

/*
 * Which site a page belongs to, from its address: the service country, the language prefix and the portal. The
 * web app decides this at start; the server decides the same when it writes the page's boot data (boot.ts).
 */

export type Country = CountryIso;

export const isLanguage = (value: string | undefined): value is Language =>
  value !== undefined && (languageCodes as readonly string[]).includes(value);

export const isCountry = (value: string): value is Country =>
  value === 'se' || value === 'no' || value === 'fi';

/** Interface languages per service country; the first one is the country's default. */
export const countryLanguages: Record<Country, readonly Language[]> = {
  se: ['sv', 'en'],
  no: ['no', 'en'],
  fi: ['fi', 'sv', 'en'],
};

/**
 * The interface strings a customer page of a country can show: its languages' texts (English, the fallback, is
 * one of them), without the operator console's (operator_…). A page's country and portal are fixed for the
 * document, so its boot data carries these alone.
 */
export function customerTranslations(translations: Translations, country: Country): Translations {
  const languages = countryLanguages[country];
  const kept: Translations = {};
  for (const [key, texts] of Object.entries(translations)) {
    if (key.startsWith('operator_')) continue;
    const inCountry: Translations[string] = {};
    for (const language of languages)
      if (texts[language] !== undefined) inCountry[language] = texts[language];
    kept[key] = inCountry;
  }
  return kept;
}

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

/**
 * The portal a page belongs to: /{lang}/lib/... is the librarian portal, /{lang}/admin/... the operator
 * console, everything else the customer's.
 */
export function portalOfPath(pathname: string): Portal {
  const area = pathname.split('/')[2];
  if (area === 'lib') return 'librarian';
  if (area === 'admin') return 'operator';
  return 'customer';
}

/**
 * Our own Google Cast receiver page (docs/decisions/060), served by the API server beside the web app: a Cast
 * device opens it for the sender's receiver application; a browser opened on `?src=<playlist>` plays the stream.
 */
export const CAST_RECEIVER_PATH = '/cast-receiver/';

/** The id of the receiver page's JSON block of its strings (key -> language -> text), which the server writes. */
export const CAST_RECEIVER_TEXTS_ELEMENT_ID = 'cast-receiver-texts';
