import type { Language } from '@filmhyllan/contract';

/**
 * Every route of the app (spec section 2), in one typed place. Patterns are relative to the language prefix
 * (/{lang}/...) and are what the router matches; `href` builds a URL from typed params. Nobody writes
 * '/library/' + id by hand.
 */

type ParamValue = string | number;

type SegmentParams<S extends string> = S extends `:${infer Name}?`
  ? { [K in Name]?: ParamValue }
  : S extends `:${infer Name}`
    ? { [K in Name]: ParamValue }
    : unknown;

type PatternParams<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? SegmentParams<Head> & PatternParams<Tail>
  : SegmentParams<P>;

export type RouteParams<P extends string> = { lang: Language } & PatternParams<P>;

export type Query = Record<string, ParamValue | undefined>;

export interface AppRoute<P extends string> {
  /** Relative to /{lang}/, as the router declares it. */
  readonly pattern: P;
  href(params: RouteParams<P>, query?: Query): string;
}

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Fills a pattern; optional params that are absent drop their segment. A trailing '/' is kept. */
export function fillPattern(pattern: string, params: Record<string, ParamValue | undefined>): string {
  return pattern
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`Missing route param "${name}" for ${pattern}`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
}

function route<P extends string>(pattern: P): AppRoute<P> {
  return {
    pattern,
    href: (params, query) => {
      const { lang, ...rest } = params as { lang: Language } & Record<string, ParamValue | undefined>;
      return `/${lang}/${fillPattern(pattern, rest)}${queryString(query)}`;
    },
  };
}

/**
 * The title page's query parameter that opens the player as soon as the page knows the running loan: the
 * Continue watching row's one press to play. The page removes it once the player is open.
 */
export const PLAY_ON_OPEN_PARAM = 'play';

export const paths = {
  customer: {
    front: route(''),
    libraryAll: route('library/:libraryId/all'),
    librarySelected: route('library/:libraryId/selected'),
    librarySearch: route('library/:libraryId/search'),
    title: route('library/:libraryId/title/:titleId'),
    /** A series' seasons and episodes in a library: where a series tile leads (docs/decisions/058). */
    series: route('library/:libraryId/series/:seriesId'),
    watchAsAdmin: route('watch-as-admin/title/:titleId'),
    watchAsSpecial: route('watch-as-special/title/:titleId'),
    watchAsLibrarian: route('watch-as-librarian/title/:titleId'),
    transition: route('transition'),
    changePassword: route('settings/change-password/:actionParam?'),
    settings: route('settings/:action?/:actionParam?'),
    profile: route('profile'),
    accountDeleted: route('account-deleted'),
    upcoming: route('nyheter'),
    privacyPolicy: route('privacy-policy'),
    accessibility: route('accessibility'),
  },
  librarian: {
    /** The librarian root is /{lang}/lib/ with its trailing slash. */
    statistics: route('lib/'),
    login: route('lib/login'),
    catalogue: route('lib/catalogue'),
    /** The library's own lists (docs/decisions/061). */
    lists: route('lib/lists'),
    settings: route('lib/settings/:action?'),
    /** The mailed invitation or reset link: choose a password (docs/decisions/035). */
    setPassword: route('lib/set-password/:token'),
  },
  operator: {
    /** The operator console's root is /{lang}/admin/ with its trailing slash: the audit log. */
    auditLog: route('admin/'),
    login: route('admin/login'),
    libraries: route('admin/libraries'),
    newLibrary: route('admin/libraries/new'),
    library: route('admin/libraries/:libraryId'),
    titles: route('admin/titles'),
    newTitle: route('admin/titles/new'),
    /** One title: its details and the sections other features add (licences, media, poster). */
    title: route('admin/titles/:titleId'),
    /** One series: its names per language and its seasons' episodes in order (docs/decisions/051). */
    series: route('admin/series/:groupId'),
    site: route('admin/site'),
    operators: route('admin/operators'),
    previews: route('admin/previews'),
    /** A distributor's catalogue file imported, and the catalogue exported (docs/decisions/054). */
    catalogueImport: route('admin/titles/import'),
    jobs: route('admin/jobs'),
    /** The operator's own API tokens for scripts (docs/decisions/050). */
    apiTokens: route('admin/tokens'),
    /** The mailed invitation link of a new operator: choose a password, then enrol two-factor login. */
    setPassword: route('admin/set-password/:token'),
  },
} as const;

/** The library sub-pages the library switcher keeps (spec section 2, customer header). */
export type LibrarySubpage = 'all' | 'selected' | 'search';

const librarySubpageRoutes = {
  all: paths.customer.libraryAll,
  selected: paths.customer.librarySelected,
  search: paths.customer.librarySearch,
} as const;

/** The library sub-page of a path (/sv/library/3/search -> 'search'); 'all' for any other page. */
export function librarySubpageOf(pathname: string): LibrarySubpage {
  const match = /^\/[^/]+\/library\/[^/]+\/(all|selected|search)\/?$/.exec(pathname);
  return (match?.[1] as LibrarySubpage | undefined) ?? 'all';
}

/** Where choosing a library leads: the same sub-page (all, selected or search) of the new library. */
export function libraryHref(lang: Language, libraryId: number, currentPathname: string): string {
  return librarySubpageRoutes[librarySubpageOf(currentPathname)].href({ lang, libraryId });
}

/** The library id in a customer path, when the page belongs to a library. */
export function libraryIdOf(pathname: string): number | undefined {
  const match = /^\/[^/]+\/library\/(\d+)(\/|$)/.exec(pathname);
  return match ? Number(match[1]) : undefined;
}

/** The same page in another language: only the prefix changes. */
export function withLanguage(pathname: string, lang: Language): string {
  const rest = pathname.split('/').slice(2).join('/');
  return `/${lang}/${rest}`;
}

export const isLibrarianPath = (pathname: string): boolean => pathname.split('/')[2] === 'lib';
