import { useSyncExternalStore } from 'react';
import type { BootSession, LoginData, Portal } from '@filmhyllan/contract';
import {
  initPortalSession,
  renewPortalCsrftoken,
  SESSION_COOKIE_MAX_AGE,
  sessionCookieNames,
} from '@filmhyllan/contract/client';
import { callEndpoint, isApiError } from './api-client';
import { buildOptions } from './build-options';
import { deleteCookie, readCookie, writeCookie } from './cookies';

/** Session cookies live as long as the server's absolute session timeout (spec section 3). */
export { SESSION_COOKIE_MAX_AGE };

export { sessionCookieNames };

export interface SessionState {
  portal: Portal;
  sessionid: string;
  csrftoken: string;
  loginData: LoginData;
}

const noLogin: LoginData = { user: null, librarian: null };

// ---------------------------------------------------------------- the current session, as a tiny store

let current: SessionState | undefined;
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  current = next;
  for (const listener of listeners) listener();
}

export const getSession = (): SessionState | undefined => current;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function storeTokens(portal: Portal, sessionid: string, csrftoken: string): void {
  const names = sessionCookieNames(portal);
  writeCookie(names.sessionid, sessionid, { maxAgeSeconds: SESSION_COOKIE_MAX_AGE });
  writeCookie(names.csrftoken, csrftoken, { maxAgeSeconds: SESSION_COOKIE_MAX_AGE });
}

export function clearSessionCookies(portal: Portal): void {
  const names = sessionCookieNames(portal);
  deleteCookie(names.sessionid);
  deleteCookie(names.csrftoken);
}

// ---------------------------------------------------------------- start

/** Key of the reload guard: a failed renewal reloads the page once, never in a loop. */
export const RELOAD_GUARD_KEY = 'filmhyllan.session_reload_at';
const RELOAD_GUARD_MS = 30_000;

export interface StartSessionDeps {
  reload(): void;
  now(): number;
  /** Where the reload guard lives; sessionStorage in the browser. */
  guard: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  /** The child-mode build option: a new customer session is started with child_mode=1. */
  childMode?: boolean;
}

const browserDeps = (): StartSessionDeps => {
  let guard: StartSessionDeps['guard'];
  try {
    guard = window.sessionStorage;
  } catch {
    guard = undefined;
  }
  return {
    reload: () => window.location.reload(),
    now: () => Date.now(),
    guard,
    childMode: buildOptions.childMode,
  };
};

/** What `startSession` did; 'reloading' means the page is about to reload and nothing should render. */
export type SessionStart = { kind: 'ready'; session: SessionState } | { kind: 'reloading' };

/**
 * Session start (spec section 4). With both cookies: renew the CSRF token and take login_data. When the server
 * refuses the session (a 4xx: unknown, expired, or bad token) the cookies are cleared and the page reloads,
 * once: if it already reloaded in the last 30 s, a fresh session is started right away instead.
 * Without the cookies: start a new portal session and store its id and token.
 * A network failure or 5xx is thrown to the caller: it says nothing about the session, so the cookies stay.
 */
export async function startSession(
  portal: Portal,
  deps: StartSessionDeps = browserDeps(),
  fromPage: BootSession | null = null,
): Promise<SessionStart> {
  // The page's HTML brought the session the server started or renewed from these cookies (boot data): taken as
  // it is, with no call. A child-mode build still renews it below, with the child-mode flag.
  if (fromPage) {
    storeTokens(portal, fromPage.sessionid, fromPage.csrftoken);
    deps.guard?.removeItem(RELOAD_GUARD_KEY);
    if (!(portal === 'customer' && deps.childMode === true)) {
      const { sessionid, csrftoken, login_data: loginData } = fromPage;
      const session = { portal, sessionid, csrftoken, loginData };
      publish(session);
      return { kind: 'ready', session };
    }
  }
  const names = sessionCookieNames(portal);
  const sessionid = readCookie(names.sessionid);
  const csrftoken = readCookie(names.csrftoken);
  // In a child-mode build the server limits every catalogue call of the session to children's titles (genre
  // 19). The flag goes with a new session and with the renewal of one found in the cookies, which an ordinary
  // build on the same site may have started; it is only sent when on, so ordinary calls stay as they were.
  const childMode = portal === 'customer' && deps.childMode === true;
  const childFlag = childMode ? { child_mode: true } : {};

  if (sessionid && csrftoken) {
    publish({ portal, sessionid, csrftoken, loginData: noLogin });
    try {
      const renewed = await callEndpoint(renewPortalCsrftoken, childFlag);
      storeTokens(portal, sessionid, renewed.new_csrftoken);
      deps.guard?.removeItem(RELOAD_GUARD_KEY);
      const session = { portal, sessionid, csrftoken: renewed.new_csrftoken, loginData: renewed.login_data };
      publish(session);
      return { kind: 'ready', session };
    } catch (error) {
      const refused = isApiError(error) && error.status !== undefined && error.status < 500;
      if (!refused) throw error;
      clearSessionCookies(portal);
      const lastReload = Number(deps.guard?.getItem(RELOAD_GUARD_KEY) ?? 0);
      if (deps.guard && deps.now() - lastReload > RELOAD_GUARD_MS) {
        deps.guard.setItem(RELOAD_GUARD_KEY, String(deps.now()));
        deps.reload();
        return { kind: 'reloading' };
      }
      // Reloaded a moment ago (or cannot remember reloads): go on with a new session instead of looping.
    }
  }

  const started = await callEndpoint(initPortalSession, { portal, ...childFlag });
  storeTokens(portal, started.sessionid, started.csrftoken);
  const session = { portal, sessionid: started.sessionid, csrftoken: started.csrftoken, loginData: noLogin };
  publish(session);
  return { kind: 'ready', session };
}

// ---------------------------------------------------------------- after login and logout

/**
 * After login or logout the server answers a new CSRF token (and, on login, who logged in). A login (also a
 * register that logs in) answers a new session id as well, and the old one stops working at once (session
 * fixation, decision 002): pass it as `newSessionid` and it replaces the old one in the cookie and the store.
 */
export function applyLoginChange(
  newCsrftoken: string,
  loginData: LoginData,
  newSessionid?: string | null,
): void {
  if (!current) throw new Error('no session');
  const sessionid = newSessionid ?? current.sessionid;
  storeTokens(current.portal, sessionid, newCsrftoken);
  publish({ ...current, sessionid, csrftoken: newCsrftoken, loginData });
}

/**
 * A login in another tab gives the browser's session a new id (the server rotates it at login), and this tab's
 * old id is refused with SESSION_INVALID. The cookies then hold the new id: this tab takes it over, renews the
 * CSRF token and so learns who is logged in. Answers whether there was a newer session to take over; the
 * caller then repeats its call once.
 */
export async function adoptSessionFromCookies(): Promise<boolean> {
  if (!current) return false;
  const names = sessionCookieNames(current.portal);
  const sessionid = readCookie(names.sessionid);
  const csrftoken = readCookie(names.csrftoken);
  if (!sessionid || !csrftoken || sessionid === current.sessionid) return false;
  publish({ ...current, sessionid, csrftoken });
  try {
    await renewCsrfToken();
    return true;
  } catch {
    return false;
  }
}

/** A changed profile: the server answers the refreshed user, and the header shows the new name at once. */
export function updateLoginUser(user: NonNullable<LoginData['user']>): void {
  if (!current?.loginData.user) return;
  publish({ ...current, loginData: { ...current.loginData, user } });
}

/** Renews the CSRF token and re-reads login_data, e.g. after a login made in another tab. */
export async function renewCsrfToken(): Promise<SessionState> {
  if (!current) throw new Error('no session');
  const childMode = current.portal === 'customer' && buildOptions.childMode;
  const renewed = await callEndpoint(renewPortalCsrftoken, childMode ? { child_mode: true } : {});
  applyLoginChange(renewed.new_csrftoken, renewed.login_data);
  return current;
}

/**
 * A logout on either portal: the session stays, anonymous, with the new CSRF token the server answers. A 4xx
 * says the session is not what this page thinks (logged out in another tab, a stale token, an ended session):
 * the token is renewed to learn who the session belongs to, and if someone is still logged in the logout is
 * sent once more. If even the renewal is refused the page reloads and the session start deals with it. A 5xx
 * or no answer is thrown: nothing changed.
 */
export async function completeLogout(
  logout: () => Promise<{ new_csrftoken: string }>,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  try {
    const { new_csrftoken } = await logout();
    applyLoginChange(new_csrftoken, noLogin);
    return;
  } catch (error) {
    const refused = isApiError(error) && error.status !== undefined && error.status < 500;
    if (!refused) throw error;
  }
  let renewed: SessionState;
  try {
    renewed = await renewCsrfToken();
  } catch {
    reload();
    return new Promise<never>(() => {});
  }
  if (renewed.loginData.user || renewed.loginData.librarian) {
    const { new_csrftoken } = await logout();
    applyLoginChange(new_csrftoken, noLogin);
  }
}

/** For tests: forget the current session. */
export function resetSessionForTests(): void {
  current = undefined;
  listeners.clear();
}

// ---------------------------------------------------------------- React

const noSession = (): undefined => undefined;

/** The current session; re-renders after login, logout or a renewed token. */
export const useSession = (): SessionState | undefined =>
  useSyncExternalStore(subscribeSession, getSession, noSession);

export const useLoginData = (): LoginData => useSession()?.loginData ?? noLogin;
