import type { Language, LoginData, Portal } from './index';
import {
  getAllLibraries,
  getConfig,
  getCountryConfig,
  getFilterOptions,
  getLibrary,
  getNewTitles,
  getTitle,
  getTitles,
  getTranslations,
  type Route,
} from './routes';
import { languageFromPath, portalOfPath } from './site';
import { NEW_TITLES_ON_START_PAGE, toBracketedList } from './values';
import type { Country } from './site';

/*
 * Boot data (docs/decisions/015): the HTML the server sends for a page carries, as a non-executable JSON
 * script, the session start and the answers of the first calls the page makes. The web app takes them instead
 * of asking, so the first page is drawn with no request after its scripts but the page's own content.
 */

/** The cookies that keep a portal's session in the browser (the app writes them; the server reads them). */
/**
 * How long the session cookies live: the server's absolute session timeout (spec section 3). The app writes them
 * so (apps/web lib/session.ts), and so does the server with the page that brings a session (plugins/web-app.ts).
 */
export const SESSION_COOKIE_MAX_AGE = 1_198_800;

export const sessionCookieNames = (portal: Portal) => ({
  sessionid: `${portal}_portal_sessionid`,
  csrftoken: `${portal}_portal_csrftoken`,
});

/** The id of the `<script type="application/json">` element holding the boot data. */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';

export interface BootSession {
  sessionid: string;
  csrftoken: string;
  login_data: LoginData;
}

export interface BootData {
  /** The session the server started or renewed for this page; null when it could not (the app starts one). */
  session: BootSession | null;
  /** Answers of GET calls by answerKey: each is used once, by the first identical call. */
  answers: Record<string, unknown>;
}

const SESSION_FIELDS = new Set(['portal_sessionid', 'portal_csrftoken']);

/**
 * The key of a GET call's answer: its path and its fields (session fields left out), sorted, so that the
 * server's call and the app's identical call meet.
 */
export function answerKey(path: string, fields: Iterable<[string, string]>): string {
  const sorted = [...fields]
    .filter(([name]) => !SESSION_FIELDS.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(sorted).toString()}`;
}

export interface BootCall {
  route: Route<string, 'GET'>;
  fields: Record<string, string>;
}

/** The customer front page: the language prefix alone (`/sv/` or `/sv`). */
export const isFrontPage = (path: string): boolean => {
  const language = languageFromPath(path);
  return language !== undefined && (path === `/${language}` || path === `/${language}/`);
};

/**
 * A customer page of one library, `/{lang}/library/{libraryId}/…`: its library, and the title of a title page
 * (`…/title/{titleId}`) or the list of an All titles page (`…/all`).
 */
export function libraryPageOf(
  path: string,
): { libraryId: string; titleId?: string; allTitles?: true } | null {
  const match = /^\/[a-z]{2}\/library\/([1-9]\d{0,8})\/(?:(all)|title\/([1-9]\d{0,8})|[a-z]+)\/?$/.exec(path);
  if (!match || languageFromPath(path) === undefined) return null;
  const [, libraryId, all, titleId] = match;
  return {
    libraryId: libraryId!,
    ...(titleId ? { titleId } : {}),
    ...(all ? { allTitles: true as const } : {}),
  };
}

/** All titles' first page with no filter, as the app asks for it (features/catalogue/title-filters.ts). */
const unfilteredTitles = (libraryId: string, country: Country, language: Language) => ({
  library_id: libraryId,
  country_iso: country,
  page: '1',
  locale: language,
  sort: 'newest',
  ...Object.fromEntries(
    ['genres', 'languages', 'years', 'parental_guidance', 'ratings', 'access'].map((name) => [
      name,
      toBracketedList([]),
    ]),
  ),
});

/**
 * The calls a page makes before it can draw anything, with the fields the app sends: on every page the
 * interface strings, in the customer portal also the site and country configuration and the country's
 * libraries (header, footer and library choice); on the front page its row of new titles; on a library's
 * pages the library, with the title on a title page and, on All titles without filters (`search`, the query
 * string, is empty), the first page of titles and the filter options.
 */
export function bootCalls(
  portal: Portal,
  language: Language,
  country: Country,
  path = '',
  search = '',
): BootCall[] {
  const calls: BootCall[] = [{ route: getTranslations, fields: {} }];
  if (portal === 'customer') {
    calls.push(
      { route: getConfig, fields: { site_lang: language, country_code: country } },
      { route: getCountryConfig, fields: { country_code: country } },
      { route: getAllLibraries, fields: { country } },
    );
    const page = libraryPageOf(path);
    if (page) {
      const { libraryId, titleId } = page;
      calls.push({ route: getLibrary, fields: { library_id: libraryId } });
      // As the title page asks (features/catalogue/api/get-title.ts): booleans travel as 1 and 0.
      if (titleId)
        calls.push({
          route: getTitle,
          fields: { title_id: titleId, library_id: libraryId, with_subtitle_languages: '1' },
        });
      // Filters and sort live in the query string: only the unfiltered list is known here.
      if (page.allTitles && search === '')
        calls.push(
          { route: getTitles, fields: unfilteredTitles(libraryId, country, language) },
          { route: getFilterOptions, fields: { library_id: libraryId, locale: language } },
        );
    }
    if (isFrontPage(path)) {
      calls.push({
        route: getNewTitles,
        fields: { country_iso: country, num_titles: String(NEW_TITLES_ON_START_PAGE) },
      });
    }
  }
  return calls;
}

/** The customer portal's layout module, as the web build's manifest names it: every customer page loads it. */
const CUSTOMER_LAYOUT_MODULE = 'src/portals/customer/layout/customer-layout.tsx';

/**
 * The patron pages whose screen module the HTML names for preloading, by the path after the language prefix
 * (the patterns of the web app's `paths.customer`; its route test checks that each leads to this module).
 */
const customerPageModules: [pattern: RegExp, module: string][] = [
  [/^$/, 'src/portals/customer/routes/front-page.tsx'],
  [/^library\/\d+\/(all|selected|search)\/?$/, 'src/portals/customer/routes/library-pages.tsx'],
  [/^library\/\d+\/title\/\d+\/?$/, 'src/portals/customer/routes/title-page.tsx'],
  [/^nyheter\/?$/, 'src/portals/customer/routes/upcoming-page.tsx'],
];

/**
 * The modules, as the web build's manifest names them, that the router loads lazily before it can draw the
 * page at `path`: the server preloads them from the page's head, so they arrive with the entry's scripts
 * instead of after them. Empty for pages not listed (they load as they would).
 */
export function pageModules(path: string): string[] {
  const language = languageFromPath(path);
  if (!language || portalOfPath(path) !== 'customer') return [];
  const rest = path.slice(language.length + 1).replace(/^\//, '');
  const page = customerPageModules.find(([pattern]) => pattern.test(rest));
  return page ? [CUSTOMER_LAYOUT_MODULE, page[1]] : [CUSTOMER_LAYOUT_MODULE];
}
