import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { closeAccountModal, getAccountModal } from '@/lib/account-modal';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { ResetPasswordForm } from './reset-password-form';

const texts = {
  new_password: { en: 'New password' },
  account_password_rules: { en: 'At least {min} characters.' },
  change_password: { en: 'Change password' },
  password_changed: { en: 'Your password has been changed.' },
  reset_password_log_in: { en: 'Log in with your new password.' },
  reset_password_new_link: { en: 'Send a new link' },
  log_in: { en: 'Log in' },
  error_invalid_reset_token: { en: 'The password reset link is invalid or has expired.' },
  error_invalid_password: { en: 'The password does not meet the requirements.' },
};

const fetchMock = vi.fn<typeof fetch>();
const passwordBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/user/user/change_password'))
    .map(([, init]) => new URLSearchParams(String(init?.body)));

async function renderForm(loggedIn = false) {
  await renderWithProviders(<ResetPasswordForm token="tok-123_abc" loggedIn={loggedIn} />, {
    language: 'en',
    texts,
  });
  const submit = (password: string) => {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };
  return { submit };
}

beforeEach(() => {
  stubApi(fetchMock);
  closeAccountModal();
});

afterEach(() => restoreFetch(fetchMock));

describe('ResetPasswordForm', () => {
  it('sets the new password with the link token, then offers the login', async () => {
    const { submit } = await renderForm();
    fetchMock.mockResolvedValueOnce(json(200, { success: true }));
    submit('my-new-long-password');

    const done = await screen.findByText('Your password has been changed.');
    const [body] = passwordBodies();
    expect(body?.get('token')).toBe('tok-123_abc');
    expect(body?.get('new_password')).toBe('my-new-long-password');
    expect(body?.has('password')).toBe(false);
    // The outcome takes the focus, so it is read out.
    await waitFor(() => expect(document.activeElement).toBe(done.parentElement));
    expect(screen.queryByLabelText('New password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(getAccountModal().modal).toBe('login');
  });

  it('offers no login to someone already logged in', async () => {
    const { submit } = await renderForm(true);
    fetchMock.mockResolvedValueOnce(json(200, { success: true }));
    submit('my-new-long-password');
    await screen.findByText('Your password has been changed.');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('says when the link is used or expired and offers a new one', async () => {
    const { submit } = await renderForm();
    fetchMock.mockResolvedValueOnce(
      json(400, { success: false, error: { code: 'INVALID_RESET_TOKEN', message: 'expired' } }),
    );
    submit('my-new-long-password');

    const alert = await screen.findByText('The password reset link is invalid or has expired.');
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert.parentElement));
    expect(screen.queryByLabelText('New password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(getAccountModal().modal).toBe('forgotPassword');
  });

  it('keeps a password that breaks the rule on its field, without sending', async () => {
    const { submit } = await renderForm();
    submit('short');
    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByText('The password does not meet the requirements.')).toBeTruthy();
    expect(passwordBodies()).toHaveLength(0);
  });
});
