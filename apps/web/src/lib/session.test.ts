// @vitest-environment jsdom
// (reads and writes document.cookie or the document)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './api-client';
import { readCookie } from './cookies';
import {
  adoptSessionFromCookies,
  applyLoginChange,
  getSession,
  RELOAD_GUARD_KEY,
  renewCsrfToken,
  resetSessionForTests,
  startSession,
  subscribeSession,
  type StartSessionDeps,
} from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function clearCookies() {
  for (const name of ['customer_portal_sessionid', 'customer_portal_csrftoken']) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
}

function deps(now = 100_000) {
  const values = new Map<string, string>();
  const d = {
    reload: vi.fn<() => void>(),
    now: () => now,
    guard: {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
    },
  } satisfies StartSessionDeps;
  return d;
}

/** A fresh session store and cookies, and fetch answered by the returned mock. */
function withFetchedSession() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    clearCookies();
    resetSessionForTests();
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ session: () => getSession() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}

describe('startSession', () => {
  const fetchMock = withFetchedSession();

  it('starts a new session without cookies and stores id and token in the portal cookies', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, sessionid: 'S1', csrftoken: 'C1' }));
    const result = await startSession('customer', deps());
    expect(result).toEqual({
      kind: 'ready',
      session: {
        portal: 'customer',
        sessionid: 'S1',
        csrftoken: 'C1',
        loginData: { user: null, librarian: null },
      },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/init_portal_session');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('portal=customer');
    expect(readCookie('customer_portal_sessionid')).toBe('S1');
    expect(readCookie('customer_portal_csrftoken')).toBe('C1');
  });

  it('starts a customer session in child mode when the build option is on', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(json(200, { success: true, sessionid: 'S1', csrftoken: 'C1' })),
    );
    await startSession('customer', { ...deps(), childMode: true });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('portal=customer&child_mode=1');
    fetchMock.mockClear();
    clearCookies();
    // The librarian portal has no child mode.
    document.cookie = 'librarian_portal_sessionid=; path=/; max-age=0';
    await startSession('librarian', { ...deps(), childMode: true });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('portal=librarian');
  });

  it('renews the token when both cookies exist and takes login_data', async () => {
    document.cookie = 'customer_portal_sessionid=S1; path=/';
    document.cookie = 'customer_portal_csrftoken=C1; path=/';
    const user = { username: 'eva', email: 'eva@example.se', first_name: 'Eva', last_name: 'Ek' };
    fetchMock.mockResolvedValue(
      json(200, { success: true, new_csrftoken: 'C2', login_data: { user, librarian: null } }),
    );
    const result = await startSession('customer', deps());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('portal_sessionid=S1&portal_csrftoken=C1');
    expect(result.kind === 'ready' && result.session.loginData.user).toEqual(user);
    expect(readCookie('customer_portal_csrftoken')).toBe('C2');
  });

  it('re-asserts child mode when a child-mode build renews a session found in the cookies', async () => {
    document.cookie = 'customer_portal_sessionid=S1; path=/';
    document.cookie = 'customer_portal_csrftoken=C1; path=/';
    fetchMock.mockResolvedValue(
      json(200, { success: true, new_csrftoken: 'C2', login_data: { user: null, librarian: null } }),
    );
    await startSession('customer', { ...deps(), childMode: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/renew_portal_csrftoken');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('child_mode=1&portal_sessionid=S1&portal_csrftoken=C1');
  });

  it('clears the cookies and reloads once when the server refuses the session', async () => {
    document.cookie = 'customer_portal_sessionid=OLD; path=/';
    document.cookie = 'customer_portal_csrftoken=OLD; path=/';
    fetchMock.mockResolvedValue(
      json(401, { success: false, error: { code: 'SESSION_INVALID', message: 'expired' } }),
    );
    const d = deps();
    expect(await startSession('customer', d)).toEqual({ kind: 'reloading' });
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(readCookie('customer_portal_sessionid')).toBeUndefined();
    expect(d.guard.getItem(RELOAD_GUARD_KEY)).toBe('100000');
  });

  it('does not reload in a loop: right after a reload it starts a new session instead', async () => {
    document.cookie = 'customer_portal_sessionid=OLD; path=/';
    document.cookie = 'customer_portal_csrftoken=OLD; path=/';
    fetchMock
      .mockResolvedValueOnce(
        json(401, { success: false, error: { code: 'SESSION_INVALID', message: 'expired' } }),
      )
      .mockResolvedValueOnce(json(200, { success: true, sessionid: 'NEW', csrftoken: 'T' }));
    const d = deps(100_000);
    d.guard.setItem(RELOAD_GUARD_KEY, String(95_000));
    const result = await startSession('customer', d);
    expect(d.reload).not.toHaveBeenCalled();
    expect(result.kind === 'ready' && result.session.sessionid).toBe('NEW');
    expect(readCookie('customer_portal_sessionid')).toBe('NEW');
  });

  it('keeps the cookies and throws when the server is unreachable', async () => {
    document.cookie = 'customer_portal_sessionid=S1; path=/';
    document.cookie = 'customer_portal_csrftoken=C1; path=/';
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const d = deps();
    await expect(startSession('customer', d)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(d.reload).not.toHaveBeenCalled();
    expect(readCookie('customer_portal_sessionid')).toBe('S1');
  });
});

describe('startSession with the session from the page (boot data)', () => {
  const fetchMock = withFetchedSession();
  const ulla = { username: 'ulla', email: 'ulla@example.com', first_name: 'Ulla', last_name: 'Larsson' };
  const fromPage = { sessionid: 'PAGE-S', csrftoken: 'PAGE-C', login_data: { user: ulla, librarian: null } };

  it('publishes it and writes the cookies without calling the API', async () => {
    // Cookies of an older session: the server already renewed or replaced it for this page.
    document.cookie = 'customer_portal_sessionid=OLD; path=/';
    document.cookie = 'customer_portal_csrftoken=OLD-C; path=/';
    const d = deps();
    d.guard.setItem(RELOAD_GUARD_KEY, '99000');
    const seen: unknown[] = [];
    const unsubscribe = subscribeSession(() => seen.push(getSession()));
    const session = {
      portal: 'customer',
      sessionid: 'PAGE-S',
      csrftoken: 'PAGE-C',
      loginData: { user: ulla, librarian: null },
    };
    expect(await startSession('customer', d, fromPage)).toEqual({ kind: 'ready', session });
    unsubscribe();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getSession()).toEqual(session);
    expect(seen).toEqual([session]);
    expect(readCookie('customer_portal_sessionid')).toBe('PAGE-S');
    expect(readCookie('customer_portal_csrftoken')).toBe('PAGE-C');
    // A session that works ends the reload guard's watch.
    expect(d.guard.getItem(RELOAD_GUARD_KEY)).toBeNull();
  });

  it("writes a librarian page's session into the librarian cookies", async () => {
    const librarian = { username: 'bibliotekarie', library_id: 1 };
    const page = { ...fromPage, login_data: { user: null, librarian } };
    const result = await startSession('librarian', { ...deps(), childMode: true }, page);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.kind === 'ready' && result.session.portal).toBe('librarian');
    expect(readCookie('librarian_portal_sessionid')).toBe('PAGE-S');
    expect(readCookie('librarian_portal_csrftoken')).toBe('PAGE-C');
    document.cookie = 'librarian_portal_sessionid=; path=/; max-age=0';
    document.cookie = 'librarian_portal_csrftoken=; path=/; max-age=0';
  });

  it("in a child-mode build stores the page's tokens and then renews them with child_mode=1", async () => {
    fetchMock.mockResolvedValue(
      json(200, { success: true, new_csrftoken: 'C2', login_data: { user: ulla, librarian: null } }),
    );
    const result = await startSession('customer', { ...deps(), childMode: true }, fromPage);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/renew_portal_csrftoken');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(
      'child_mode=1&portal_sessionid=PAGE-S&portal_csrftoken=PAGE-C',
    );
    expect(result).toEqual({
      kind: 'ready',
      session: {
        portal: 'customer',
        sessionid: 'PAGE-S',
        csrftoken: 'C2',
        loginData: { user: ulla, librarian: null },
      },
    });
    expect(readCookie('customer_portal_sessionid')).toBe('PAGE-S');
    expect(readCookie('customer_portal_csrftoken')).toBe('C2');
  });
});

describe('applyLoginChange', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const ulla = { username: 'ulla', email: 'ulla@example.com', first_name: 'Ulla', last_name: 'Larsson' };
  beforeEach(async () => {
    clearCookies();
    resetSessionForTests();
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ session: () => getSession() });
    fetchMock.mockResolvedValueOnce(json(200, { success: true, sessionid: 'S1', csrftoken: 'C1' }));
    await startSession('customer', deps());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('takes the new session id of a login into the cookie and the store, and later calls send it', async () => {
    applyLoginChange('C2', { user: ulla, librarian: null }, 'S2');
    expect(getSession()).toMatchObject({
      sessionid: 'S2',
      csrftoken: 'C2',
      loginData: { user: ulla, librarian: null },
    });
    expect(readCookie('customer_portal_sessionid')).toBe('S2');
    expect(readCookie('customer_portal_csrftoken')).toBe('C2');

    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, new_csrftoken: 'C3', login_data: { user: ulla, librarian: null } }),
    );
    await renewCsrfToken();
    expect(fetchMock.mock.calls.at(-1)?.[1]?.body).toBe('portal_sessionid=S2&portal_csrftoken=C2');
  });

  it('keeps the session id when none is given (logout) or null (a register that did not log in)', () => {
    applyLoginChange('C2', { user: null, librarian: null });
    expect(getSession()).toMatchObject({ sessionid: 'S1', csrftoken: 'C2' });
    applyLoginChange('C3', { user: null, librarian: null }, null);
    expect(getSession()).toMatchObject({ sessionid: 'S1', csrftoken: 'C3' });
    expect(readCookie('customer_portal_sessionid')).toBe('S1');
    expect(readCookie('customer_portal_csrftoken')).toBe('C3');
  });
});

describe('adoptSessionFromCookies', () => {
  const fetchMock = withFetchedSession();

  it("takes over the id another tab's login wrote to the cookies and learns who is logged in", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, sessionid: 'OLD', csrftoken: 'C1' }));
    await startSession('customer', deps());
    // Nothing newer in the cookies: nothing to take over, and no call is made.
    expect(await adoptSessionFromCookies()).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    document.cookie = 'customer_portal_sessionid=NEW; path=/';
    document.cookie = 'customer_portal_csrftoken=C-NEW; path=/';
    const user = { username: 'anna', email: 'a@example.se', first_name: 'Anna', last_name: 'L' };
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, new_csrftoken: 'C2', login_data: { user, librarian: null } }),
    );
    expect(await adoptSessionFromCookies()).toBe(true);
    expect(String(fetchMock.mock.calls[1]![1]?.body)).toContain('portal_sessionid=NEW');
    expect(getSession()).toMatchObject({ sessionid: 'NEW', csrftoken: 'C2', loginData: { user } });
    expect(readCookie('customer_portal_csrftoken')).toBe('C2');
  });
});
