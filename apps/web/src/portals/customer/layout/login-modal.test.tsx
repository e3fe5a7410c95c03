import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { getSession } from '@/lib/session';
import { json, testUser as user } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, startCustomerSession } from '@/test-support/session';
import { LoginModal } from './login-modal';

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
  const queryClient = new QueryClient();
  queryClient.setQueryData(['boot', 'customer'], 'kept');
  queryClient.setQueryData(['catalogue', 'sv', 'title', 1], 'refreshed');
  const onClose = vi.fn();
  const onLoggedIn = vi.fn();
  await renderWithProviders(<LoginModal open onClose={onClose} onLoggedIn={onLoggedIn} />, {
    texts,
    queryClient,
  });
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
  await startCustomerSession(fetchMock);
});

afterEach(() => restoreFetch(fetchMock));

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
