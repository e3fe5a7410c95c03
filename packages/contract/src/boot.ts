import type { Language, LoginData, Portal } from './index';
import {
  getAllLibraries,
  getConfig,
  getCountryConfig,
  getNewTitles,
  getTranslations,
  type Route,
} from './routes';
import { languageFromPath } from './site';
import { NEW_TITLES_ON_START_PAGE } from './values';
import type { Country } from './site';

/*
 * Boot data (docs/decisions/015): the HTML the server sends for a page carries, as a non-executable JSON
 * script, the session start and the answers of the first calls the page makes. The web app takes them instead
 * of asking, so the first page is drawn with no request after its scripts but the page's own content.
 */

/** The cookies that keep a portal's session in the browser (the app writes them; the server reads them). */
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
 * The calls a page makes before it can draw anything, with the fields the app sends: on every page the
 * interface strings, in the customer portal also the site and country configuration and the country's
 * libraries (header, footer and library choice), and on the front page its row of new titles.
 */
export function bootCalls(portal: Portal, language: Language, country: Country, path = ''): BootCall[] {
  const calls: BootCall[] = [{ route: getTranslations, fields: {} }];
  if (portal === 'customer') {
    calls.push(
      { route: getConfig, fields: { site_lang: language } },
      { route: getCountryConfig, fields: { country_code: country } },
      { route: getAllLibraries, fields: { country } },
    );
    if (isFrontPage(path)) {
      calls.push({
        route: getNewTitles,
        fields: { country_iso: country, num_titles: String(NEW_TITLES_ON_START_PAGE) },
      });
    }
  }
  return calls;
}
