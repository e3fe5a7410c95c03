import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { configureApiClient } from '@/lib/api-client';
import { createI18n } from '@/lib/i18n';
import { getSession, resetSessionForTests, startSession } from '@/lib/session';
import { LoginModal } from './login-modal';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const user = { username: 'demo', email: 'demo@example.com', first_name: 'Demo', last_name: 'Patron' };

const texts = {
  log_in: { sv: 'Logga in' },
  username: { sv: 'Användarnamn' },
  password: { sv: 'Lösenord' },
  cancel: { sv: 'Avbryt' },
  required_field: { sv: 'Obligatoriskt fält' },
  error_wrong_username_or_password: { sv: 'Fel användarnamn eller lösenord.' },
  error_network: { sv: 'Ingen kontakt med servern.' },
};

const fetchMock = vi.fn<typeof fetch>();

async function setup() {
  const i18n = await createI18n('sv', texts, () => {});
  const queryClient = new QueryClient();
  queryClient.setQueryData(['boot', 'customer'], 'kept');
  queryClient.setQueryData(['catalogue', 'sv', 'title', 1], 'refreshed');
  const onClose = vi.fn();
  const onLoggedIn = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LoginModal open onClose={onClose} onLoggedIn={onLoggedIn} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Logga in' }));
  const fill = (username: string, password: string) => {
    fireEvent.change(screen.getByLabelText('Användarnamn'), { target: { value: username } });
    fireEvent.change(screen.getByLabelText('Lösenord'), { target: { value: password } });
  };
  return { queryClient, onClose, onLoggedIn, submit, fill };
}

/** The form bodies sent to /user/user/login. */
const loginBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/user/user/login'))
    .map(([, init]) => new URLSearchParams(String(init?.body)));

beforeEach(async () => {
  document.cookie = 'customer_portal_sessionid=; path=/; max-age=0';
  document.cookie = 'customer_portal_csrftoken=; path=/; max-age=0';
  resetSessionForTests();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ session: () => getSession() });
  fetchMock.mockResolvedValueOnce(json(200, { success: true, sessionid: 'S1', csrftoken: 'C1' }));
  await startSession('customer', { reload: vi.fn(), now: () => 0, guard: undefined });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('LoginModal', () => {
  it('asks for empty fields without sending anything, and focuses the first one', async () => {
    const { submit } = await setup();
    submit();
    expect(await screen.findAllByText('Obligatoriskt fält')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText('Användarnamn'));
    expect(screen.getByLabelText('Användarnamn').getAttribute('aria-invalid')).toBe('true');
    expect(loginBodies()).toHaveLength(0);
  });

  it('logs in: the session gets the user and the new CSRF token, and user results are refreshed', async () => {
    const { submit, fill, onLoggedIn, queryClient } = await setup();
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, user, new_csrftoken: 'C2', new_sessionid: 'S2' }),
    );
    fill('  demo ', 'demo-password-1');
    submit();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    const [body] = loginBodies();
    expect(body?.get('username')).toBe('demo');
    expect(body?.get('password')).toBe('demo-password-1');
    expect(body?.get('portal_csrftoken')).toBe('C1');
    expect(getSession()?.csrftoken).toBe('C2');
    expect(getSession()?.loginData).toEqual({ user, librarian: null });
    expect(document.cookie).toContain('customer_portal_csrftoken=C2');
    const cache = queryClient.getQueryCache();
    expect(cache.find({ queryKey: ['catalogue', 'sv', 'title', 1] })?.state.isInvalidated).toBe(true);
    expect(cache.find({ queryKey: ['boot', 'customer'] })?.state.isInvalidated).toBe(false);
  });

  it('shows a wrong username or password in the modal and selects the password again', async () => {
    const { submit, fill, onLoggedIn, onClose } = await setup();
    fetchMock.mockResolvedValueOnce(
      json(401, {
        success: false,
        error: { code: 'WRONG_USERNAME_OR_PASSWORD', message: 'Wrong username or password' },
      }),
    );
    fill('demo', 'wrong');
    submit();
    const alert = await screen.findByText('Fel användarnamn eller lösenord.');
    expect(alert.getAttribute('role')).toBe('alert');
    const password = screen.getByLabelText('Lösenord');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe(alert.id);
    expect(getSession()?.loginData.user).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when the server cannot be reached', async () => {
    const { submit, fill } = await setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fill('demo', 'demo-password-1');
    submit();
    // The alert is always in the page (so that what is put into it is announced): wait for its text.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Ingen kontakt med servern.'),
    );
  });

  it('Cancel closes without logging in', async () => {
    const { onClose } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
