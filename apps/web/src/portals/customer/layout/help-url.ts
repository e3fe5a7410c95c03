import type { Language } from '@filmhyllan/contract';
import { languageCodes } from '@filmhyllan/contract/client';

const languages: ReadonlySet<string> = new Set(languageCodes);

/**
 * The country's help site in the page's language. The configured help_url ends in the country's first
 * language (https://help.filmhyllan.se/sv); that last segment is swapped for the page's language, so an English
 * page on the Swedish site links https://help.filmhyllan.se/en. A URL without a language segment is left as
 * configured.
 */
export function localizedHelpUrl(helpUrl: string, language: Language): string {
  let url: URL;
  try {
    url = new URL(helpUrl);
  } catch {
    return helpUrl;
  }
  const segments = url.pathname.split('/');
  const last = segments.length - (segments.at(-1) === '' ? 2 : 1);
  if (last < 1 || !languages.has(segments[last] ?? '')) return helpUrl;
  segments[last] = language;
  url.pathname = segments.join('/');
  return url.toString();
}
