// @vitest-environment jsdom
// (reads and writes document.cookie or the document)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApiClient } from './api-client';
import { completeLogout, getSession, renewCsrfToken, resetSessionForTests, startSession } from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const user = { username: 'demo', email: 'demo@example.com', first_name: 'Demo', last_name: 'Patron' };
const refused = (code: 'LOGIN_REQUIRED' | 'CSRF_INVALID', status = 401) =>
  new ApiError({ status, code, message: code, origin: '/user/user/logout' });

const fetchMock = vi.fn<typeof fetch>();

/** A customer session logged in as `user`, with CSRF token C2. */
async function loggedIn() {
  fetchMock.mockResolvedValueOnce(json(200, { success: true, sessionid: 'S1', csrftoken: 'C1' }));
  await startSession('customer', { reload: vi.fn(), now: () => 0, guard: undefined });
  fetchMock.mockResolvedValueOnce(
    json(200, { success: true, new_csrftoken: 'C2', login_data: { user, librarian: null } }),
  );
  await renewCsrfToken();
  fetchMock.mockClear();
}

beforeEach(() => {
  document.cookie = 'customer_portal_sessionid=; path=/; max-age=0';
  document.cookie = 'customer_portal_csrftoken=; path=/; max-age=0';
  resetSessionForTests();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ session: () => getSession() });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('completeLogout', () => {
  it('clears who is logged in and stores the new CSRF token', async () => {
    await loggedIn();
    await completeLogout(async () => ({ new_csrftoken: 'C3' }));
    expect(getSession()).toMatchObject({
      sessionid: 'S1',
      csrftoken: 'C3',
      loginData: { user: null, librarian: null },
    });
    expect(document.cookie).toContain('customer_portal_csrftoken=C3');
  });

  it('after a 4xx, renews the token and is done when nobody is logged in any more', async () => {
    await loggedIn();
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, new_csrftoken: 'C4', login_data: { user: null, librarian: null } }),
    );
    const logout = vi.fn().mockRejectedValueOnce(refused('LOGIN_REQUIRED'));
    await completeLogout(logout);
    expect(logout).toHaveBeenCalledOnce();
    expect(getSession()).toMatchObject({ csrftoken: 'C4', loginData: { user: null } });
  });

  it('after a 4xx with the user still logged in (a stale token), logs out once more', async () => {
    await loggedIn();
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, new_csrftoken: 'C4', login_data: { user, librarian: null } }),
    );
    const logout = vi
      .fn()
      .mockRejectedValueOnce(refused('CSRF_INVALID', 403))
      .mockResolvedValueOnce({ new_csrftoken: 'C5' });
    await completeLogout(logout);
    expect(logout).toHaveBeenCalledTimes(2);
    expect(getSession()).toMatchObject({ csrftoken: 'C5', loginData: { user: null } });
  });

  it('reloads the page when even the renewal is refused', async () => {
    await loggedIn();
    fetchMock.mockResolvedValueOnce(
      json(401, { success: false, error: { code: 'SESSION_INVALID', message: 'gone' } }),
    );
    const reload = vi.fn();
    const done = vi.fn();
    void completeLogout(() => Promise.reject(refused('LOGIN_REQUIRED')), reload).then(done);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(done).not.toHaveBeenCalled();
  });

  it('throws a 5xx or a missing answer and changes nothing', async () => {
    await loggedIn();
    const down = new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down', origin: 'x' });
    await expect(completeLogout(() => Promise.reject(down))).rejects.toBe(down);
    const offline = new ApiError({
      status: undefined,
      code: 'NETWORK_ERROR',
      message: 'offline',
      origin: 'x',
    });
    await expect(completeLogout(() => Promise.reject(offline))).rejects.toBe(offline);
    expect(getSession()).toMatchObject({ csrftoken: 'C2', loginData: { user } });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
