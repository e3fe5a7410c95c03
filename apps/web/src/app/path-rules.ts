import type { Language } from '@filmhyllan/contract';
import { countryLanguages, defaultLanguage, isLanguage, supportsLanguage, type Country } from '@/lib/country';
import { paths } from './paths';

/**
 * The path rules of spec section 2, as pure functions the router's loaders call. Each answers the URL to
 * redirect to, or undefined when the page may show.
 */

export interface PageUrl {
  pathname: string;
  search: string;
  hash: string;
}

/** The language a prefix-less path goes to: the stored one when the country supports it, else its first. */
export function preferredLanguage(country: Country, stored: string | undefined): Language {
  return supportsLanguage(country, stored) ? stored : defaultLanguage(country);
}

/**
 * 1. A path without a language prefix gets the preferred language in front: /library/3/all -> /sv/library/3/all.
 * 2. A language the country does not offer becomes the country's first: /fi/ on a Swedish host -> /sv/.
 * 3. A bare language root gets its trailing slash: /sv -> /sv/ (and /sv/lib -> /sv/lib/, /sv/admin -> /sv/admin/).
 */
export function languageRedirect(
  url: PageUrl,
  country: Country,
  storedLanguage: string | undefined,
): string | undefined {
  const suffix = `${url.search}${url.hash}`;
  const segments = url.pathname.split('/');
  const first = segments[1];
  if (!isLanguage(first)) {
    const lang = preferredLanguage(country, storedLanguage);
    return `/${lang}${url.pathname === '/' ? '/' : url.pathname}${suffix}`;
  }
  if (!countryLanguages[country].includes(first)) {
    segments[1] = defaultLanguage(country);
    const pathname = segments.length === 2 ? `${segments.join('/')}/` : segments.join('/');
    return `${pathname}${suffix}`;
  }
  const bareRoots = [`/${first}`, `/${first}/lib`, `/${first}/admin`];
  if (bareRoots.includes(url.pathname)) return `${url.pathname}/${suffix}`;
  return undefined;
}

/**
 * "If no user is loaded and the page is not the front page, redirect to the front page" (spec section 2).
 * Decision: this applies only to the pages that show a user's own data — profile, settings and transition —
 * and is declared on those routes. Catalogue pages (/library/...), title pages and upcoming titles stay open:
 * anonymous visitors browse and may borrow with card number and PIN (spec sections 1 and 6), which the literal
 * rule would make impossible. A password-reset link (/settings/change-password/{token}) is opened logged out by
 * definition, so it is exempt too; /account-deleted is shown once nobody is logged in, so it has no guard.
 */
export function requireUserRedirect(lang: Language, pathname: string, hasUser: boolean): string | undefined {
  if (hasUser) return undefined;
  const resetLink = /^\/[^/]+\/settings\/change-password\/[^/]+\/?$/.test(pathname);
  return resetLink ? undefined : paths.customer.front.href({ lang });
}

/** A librarian page without a librarian session goes to the login, which comes back here afterwards. */
export function requireLibrarianRedirect(
  lang: Language,
  url: PageUrl,
  hasLibrarian: boolean,
): string | undefined {
  if (hasLibrarian) return undefined;
  return paths.librarian.login.href({ lang }, { next: `${url.pathname}${url.search}` });
}

/** An operator console page without an operator session goes to the console's login, which comes back here. */
export function requireOperatorRedirect(
  lang: Language,
  url: PageUrl,
  hasOperator: boolean,
): string | undefined {
  if (hasOperator) return undefined;
  return paths.operator.login.href({ lang }, { next: `${url.pathname}${url.search}` });
}
