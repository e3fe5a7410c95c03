import type { BrowserContext } from '@playwright/test';
import type { Lang } from './ui-text';

/*
 * The sites a journey visits: Swedish and English pages on the base URL, Norwegian and Finnish ones on their
 * country's host (no.localhost, fi.localhost), as the server tells countries apart by host.
 */

/** The site of a language's pages. */
export function siteOrigin(baseURL: string, lang: Lang): string {
  if (lang === 'sv' || lang === 'en') return baseURL;
  const url = new URL(baseURL);
  url.hostname = `${lang}.localhost`;
  return url.origin;
}

/** The cookie banner answered "necessary only" on every country's site, so it covers nothing a journey checks. */
export async function acceptNecessaryCookies(context: BrowserContext, baseURL: string): Promise<void> {
  const consent = { name: 'filmhyllan_consent', value: 'v1.necessary.0' };
  await context.addCookies(
    (['sv', 'no', 'fi'] as const).map((lang) => ({ ...consent, url: siteOrigin(baseURL, lang) })),
  );
}
