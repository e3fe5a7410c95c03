// @vitest-environment jsdom
// (reads and writes document.cookie or the document)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BootData } from '@filmhyllan/contract';
import { answerKey, BOOT_DATA_ELEMENT_ID, getConfig, getTranslations } from '@filmhyllan/contract/client';
import { callEndpoint, configureApiClient } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { getSession, resetSessionForTests } from '@/lib/session';
import { json } from '@/test-support/fixtures';
import type * as BuildOptionsModule from '@/lib/build-options';
import { boot, readBootData } from './bootstrap';

// The child-mode build option is read once at import; the tests switch it through this object.
const options = vi.hoisted(() => ({ childMode: false }));
vi.mock('@/lib/build-options', async (importOriginal) => {
  const original = await importOriginal<typeof BuildOptionsModule>();
  const buildOptions = new Proxy(original.buildOptions, {
    get: (target, key) => (key === 'childMode' ? options.childMode : Reflect.get(target, key)),
  });
  return { ...original, buildOptions };
});

const translations = { all_titles: { sv: 'Alla titlar', en: 'All titles' } };
const config = { success: true, banner_status: true, banner_text: 'Välkommen!' };
const ulla = { username: 'ulla', email: 'ulla@example.com', first_name: 'Ulla', last_name: 'Larsson' };

const bootData = (): BootData => ({
  session: { sessionid: 'PAGE-S', csrftoken: 'PAGE-C', login_data: { user: ulla, librarian: null } },
  answers: {
    [answerKey(getTranslations.path, [])]: { success: true, translations },
    [answerKey(getConfig.path, [['site_lang', 'sv']])]: config,
  },
});

function addBootElement(text: string, doc: Document = document): HTMLElement {
  const element = doc.createElement('script');
  element.type = 'application/json';
  element.id = BOOT_DATA_ELEMENT_ID;
  element.textContent = text;
  doc.body.append(element);
  return element;
}

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (call: Parameters<typeof fetch> | undefined) => String(call?.[0]);

function clearCookies() {
  for (const portal of ['customer', 'librarian']) {
    for (const name of ['sessionid', 'csrftoken'])
      document.cookie = `${portal}_portal_${name}=; path=/; max-age=0`;
  }
}

beforeEach(() => {
  clearCookies();
  resetSessionForTests();
  sessionStorage.clear();
  options.childMode = false;
  vi.stubGlobal('fetch', fetchMock);
  // As main.tsx connects the client to the session.
  configureApiClient({ session: () => getSession(), answers: new Map() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
  configureApiClient({ answers: new Map() });
});

describe('readBootData', () => {
  it('reads the boot data and removes the element, so a second start-up asks the server', () => {
    addBootElement(JSON.stringify(bootData()));
    expect(readBootData()).toEqual(bootData());
    expect(document.getElementById(BOOT_DATA_ELEMENT_ID)).toBeNull();
    expect(readBootData()).toBeNull();
  });

  it('reads from the document it is given', () => {
    const doc = document.implementation.createHTMLDocument('page');
    addBootElement(JSON.stringify({ session: null, answers: {} }), doc);
    expect(readBootData(doc)).toEqual({ session: null, answers: {} });
    expect(doc.getElementById(BOOT_DATA_ELEMENT_ID)).toBeNull();
  });

  it('answers null without the element, or for an element it cannot read', () => {
    expect(readBootData()).toBeNull();
    for (const text of ['', '{not json', 'null', '42', '"text"', '{"session":null}', '{"answers":null}']) {
      addBootElement(text);
      expect(readBootData(), text).toBeNull();
      document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
    }
  });

  it('takes a missing session as none', () => {
    addBootElement('{"answers":{}}');
    expect(readBootData()).toEqual({ session: null, answers: {} });
  });
});

describe('boot', () => {
  it('with boot data asks the server for neither the session nor the translations', async () => {
    fetchMock.mockRejectedValue(new Error('no request expected'));
    const result = await boot('customer', 'sv', undefined, bootData());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.kind).toBe('ready');
    if (result.kind !== 'ready') return;
    expect(result.i18n.t('all_titles')).toBe('Alla titlar');
    expect(getSession()).toEqual({
      portal: 'customer',
      sessionid: 'PAGE-S',
      csrftoken: 'PAGE-C',
      loginData: { user: ulla, librarian: null },
    });
    expect(readCookie('customer_portal_sessionid')).toBe('PAGE-S');
    expect(readCookie('customer_portal_csrftoken')).toBe('PAGE-C');

    // The layout's first call takes its answer from the page once; the next identical call asks the server.
    expect(await callEndpoint(getConfig, { site_lang: 'sv' })).toEqual(config);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(json(200, config));
    await callEndpoint(getConfig, { site_lang: 'sv' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(urlOf(fetchMock.mock.calls[0])).toBe(
      '/api/configuration/configuration/get_config?site_lang=sv&portal_sessionid=PAGE-S',
    );
  });

  it('with boot data that carries no session (rate limited) starts one and uses the answers', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, sessionid: 'S1', csrftoken: 'C1' }));
    const result = await boot('customer', 'sv', undefined, { ...bootData(), session: null });
    expect(result.kind).toBe('ready');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(urlOf(fetchMock.mock.calls[0])).toBe('/api/init_portal_session');
    expect(readCookie('customer_portal_sessionid')).toBe('S1');
  });

  it('without boot data starts a session and fetches the translations', async () => {
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url === '/api/init_portal_session') {
        return Promise.resolve(json(200, { success: true, sessionid: 'S1', csrftoken: 'C1' }));
      }
      if (url.startsWith('/api/i18n/translation/get_translations')) {
        return Promise.resolve(json(200, { success: true, translations }));
      }
      return Promise.reject(new Error(`unexpected call ${url}`));
    });
    const result = await boot('customer', 'sv', undefined, null);
    expect(result.kind).toBe('ready');
    if (result.kind !== 'ready') return;
    expect(result.i18n.t('all_titles')).toBe('Alla titlar');
    expect(fetchMock.mock.calls.map(urlOf)).toEqual([
      '/api/init_portal_session',
      '/api/i18n/translation/get_translations?portal_sessionid=S1',
    ]);
    expect(readCookie('customer_portal_sessionid')).toBe('S1');
    expect(readCookie('customer_portal_csrftoken')).toBe('C1');
  });

  it('in a child-mode build renews the page session with child mode and asks for its own answers', async () => {
    options.childMode = true;
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url === '/api/renew_portal_csrftoken') {
        return Promise.resolve(
          json(200, { success: true, new_csrftoken: 'C2', login_data: { user: ulla, librarian: null } }),
        );
      }
      if (url.startsWith('/api/i18n/translation/get_translations')) {
        return Promise.resolve(json(200, { success: true, translations: {} }));
      }
      return Promise.reject(new Error(`unexpected call ${url}`));
    });
    const result = await boot('customer', 'sv', undefined, bootData());
    expect(result.kind).toBe('ready');
    expect(fetchMock.mock.calls.map(urlOf)).toEqual([
      '/api/renew_portal_csrftoken',
      '/api/i18n/translation/get_translations?portal_sessionid=PAGE-S',
    ]);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(
      'child_mode=1&portal_sessionid=PAGE-S&portal_csrftoken=PAGE-C',
    );
    expect(getSession()).toMatchObject({ sessionid: 'PAGE-S', csrftoken: 'C2' });
    expect(readCookie('customer_portal_csrftoken')).toBe('C2');
  });
});
