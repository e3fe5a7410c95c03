// @vitest-environment jsdom
// (reads and writes document.cookie or the document)
import { beforeEach, describe, expect, it } from 'vitest';
import {
  consentStore,
  decide,
  hasAnalyticsConsent,
  parseConsent,
  serializeConsent,
  CONSENT_COOKIE,
} from './consent';
import { readCookie } from './cookies';

describe('consent', () => {
  beforeEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
    consentStore.reload();
  });

  it('has no decision and no analytics without the cookie', () => {
    expect(consentStore.get().choice).toBe('none');
    expect(hasAnalyticsConsent()).toBe(false);
  });

  it('the choices set the categories; necessary is always on', () => {
    expect(decide('all').categories).toEqual({ necessary: true, analytics: true });
    expect(decide('necessary', true).categories).toEqual({ necessary: true, analytics: false });
    expect(decide('custom', true).categories).toEqual({ necessary: true, analytics: true });
    expect(decide('custom').categories.analytics).toBe(false);
  });

  it('round-trips through the cookie value and ignores garbage', () => {
    expect(parseConsent(serializeConsent(decide('custom', true)))).toEqual(decide('custom', true));
    expect(parseConsent('v1.all.1')).toEqual(decide('all'));
    expect(parseConsent('yes please').choice).toBe('none');
  });

  it('saves the decision in the consent cookie', () => {
    consentStore.save(decide('all'));
    expect(readCookie(CONSENT_COOKIE)).toBe('v1.all.1');
    expect(hasAnalyticsConsent()).toBe(true);
    consentStore.reload();
    expect(consentStore.get().choice).toBe('all');
  });
});
