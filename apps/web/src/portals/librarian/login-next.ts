import type { Language } from '@filmhyllan/contract';
import type { PageUrl } from '@/app/path-rules';
import { paths } from '@/app/paths';

/*
 * Where the librarian login sends a librarian back. Only the login page reads it, so it loads with that page and
 * not with every page of the site.
 */

/**
 * Where the login sends a librarian back: only a librarian page of this site; anything else (another origin,
 * a customer page, a protocol-relative URL, a path that climbs out with `..`) goes to the statistics page.
 */
export function safeLibrarianNext(lang: Language, next: string | null): string {
  if (
    next &&
    /^\/(sv|no|fi|en)\/lib(\/[^/\\]|\/$)/.test(next) &&
    !/\/\.\.?(\/|$|[?#])/.test(next) &&
    !next.startsWith(`/${lang}/lib/login`)
  ) {
    return next;
  }
  return paths.librarian.statistics.href({ lang });
}

/**
 * The `next` of a librarian login URL, through safeLibrarianNext: the spec's path form /{lang}/lib/login/{next}
 * (next URL-encoded as one segment, or written out as the rest of the path), else ?next=.
 */
export function librarianLoginNext(lang: Language, url: Pick<PageUrl, 'pathname' | 'search'>): string {
  const prefix = `${paths.librarian.login.href({ lang })}/`;
  const rest = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : '';
  if (!rest) return safeLibrarianNext(lang, new URLSearchParams(url.search).get('next'));
  let next: string | null;
  try {
    next = decodeURIComponent(rest);
  } catch {
    // Not valid percent-encoding: nothing to go back to.
    next = null;
  }
  return safeLibrarianNext(lang, next && (next.startsWith('/') ? next : `/${next}`));
}
