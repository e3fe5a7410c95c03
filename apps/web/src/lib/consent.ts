import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie, writeCookie } from './cookies';

/**
 * Cookie consent (spec sections 1, 3, 4). Two categories: necessary (always on) and analytics (off until the
 * visitor says yes). The decision lives in one first-party cookie for 180 days; no analytics cookie or script
 * may be set before `hasAnalyticsConsent()` is true.
 */
export const CONSENT_COOKIE = 'filmhyllan_consent';
export const CONSENT_MAX_AGE = 180 * 24 * 60 * 60;

/** no decision yet; all accepted; only necessary; a custom selection. */
export type ConsentChoice = 'none' | 'all' | 'necessary' | 'custom';

export interface ConsentState {
  choice: ConsentChoice;
  categories: { necessary: true; analytics: boolean };
}

export const noDecision: ConsentState = { choice: 'none', categories: { necessary: true, analytics: false } };

/** The cookie's value: `v1.<choice>.<analytics 0|1>`; anything else reads as no decision. */
export function parseConsent(value: string | undefined): ConsentState {
  const match = /^v1\.(all|necessary|custom)\.([01])$/.exec(value ?? '');
  if (!match) return noDecision;
  const choice = match[1] as Exclude<ConsentChoice, 'none'>;
  return { choice, categories: { necessary: true, analytics: match[2] === '1' } };
}

export function serializeConsent(state: ConsentState): string {
  return `v1.${state.choice}.${state.categories.analytics ? 1 : 0}`;
}

export function decide(choice: Exclude<ConsentChoice, 'none'>, analytics = false): ConsentState {
  const on = choice === 'all' ? true : choice === 'necessary' ? false : analytics;
  return { choice, categories: { necessary: true, analytics: on } };
}

let state: ConsentState | undefined;
/** True while the visitor reviews an earlier decision (the footer's cookie settings link). */
let editing = false;
const listeners = new Set<() => void>();
const read = (): ConsentState => (state ??= parseConsent(readCookie(CONSENT_COOKIE)));
const notify = () => {
  for (const listener of listeners) listener();
};
const readEditing = () => editing;

export const consentStore = {
  get: read,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  save(next: ConsentState) {
    if (next.choice === 'none') deleteCookie(CONSENT_COOKIE);
    else writeCookie(CONSENT_COOKIE, serializeConsent(next), { maxAgeSeconds: CONSENT_MAX_AGE });
    state = next;
    editing = false;
    notify();
  },
  /** Shows the banner again, with the categories, to change an earlier decision. */
  edit() {
    editing = true;
    notify();
  },
  /** For tests: read the cookie again. */
  reload() {
    state = undefined;
  },
};

export const hasAnalyticsConsent = (): boolean => read().categories.analytics;

export const useConsent = (): ConsentState => useSyncExternalStore(consentStore.subscribe, read, read);

export const useConsentEditing = (): boolean =>
  useSyncExternalStore(consentStore.subscribe, readEditing, readEditing);
