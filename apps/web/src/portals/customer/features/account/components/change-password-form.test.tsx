import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { ChangePasswordForm } from './change-password-form';

const texts = {
  current_password: { en: 'Current password' },
  new_password: { en: 'New password' },
  account_password_rules: { en: 'At least {min} characters.' },
  change_password: { en: 'Change password' },
  password_changed: { en: 'Your password has been changed.' },
  required_field: { en: 'Required field' },
  error_wrong_password: { en: 'The current password is not correct.' },
  error_invalid_password: { en: 'The password does not meet the requirements.' },
  error_rate_limited: { en: 'Too many attempts. Please wait a moment.' },
};

const fetchMock = vi.fn<typeof fetch>();
const passwordBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/user/user/change_password'))
    .map(([, init]) => new URLSearchParams(String(init?.body)));

async function renderForm() {
  await renderWithProviders(<ChangePasswordForm />, { language: 'en', texts });
  const fill = (current: string, next: string) => {
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  return { fill, submit };
}

beforeEach(() => stubApi(fetchMock));

afterEach(() => restoreFetch(fetchMock));

describe('ChangePasswordForm', () => {
  it('shows the password rules under the new password', async () => {
    await renderForm();
    const hint = screen.getByText('At least 10 characters.');
    expect(screen.getByLabelText('New password').getAttribute('aria-describedby')).toContain(hint.id);
  });

  it('puts WRONG_PASSWORD on the current password and focuses it', async () => {
    const { fill, submit } = await renderForm();
    fetchMock.mockResolvedValueOnce(
      json(400, {
        success: false,
        error: { code: 'WRONG_PASSWORD', message: 'wrong', fields: { password: 'WRONG_PASSWORD' } },
      }),
    );
    fill('not-my-password', 'a-brand-new-password');
    submit();
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('The current password is not correct.');
    expect(current.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBeNull();
    const [body] = passwordBodies();
    expect(body?.get('password')).toBe('not-my-password');
    expect(body?.get('new_password')).toBe('a-brand-new-password');
    expect(body?.has('token')).toBe(false);
  });

  it('puts INVALID_PASSWORD on the new password before sending', async () => {
    const { fill, submit } = await renderForm();
    fill('my-old-password', 'short');
    submit();
    const next = screen.getByLabelText('New password');
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(screen.getByText('The password does not meet the requirements.')).toBeTruthy();
    expect(passwordBodies()).toHaveLength(0);
  });

  it('says when too many wrong passwords were tried, for the whole form', async () => {
    const { fill, submit } = await renderForm();
    fetchMock.mockResolvedValueOnce(
      json(429, { success: false, error: { code: 'RATE_LIMITED', message: 'slow down' } }),
    );
    fill('guess-number-eleven', 'a-brand-new-password');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please wait a moment.'),
    );
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBeNull();
  });

  it('says the password was changed and empties the form', async () => {
    const { fill, submit } = await renderForm();
    fetchMock.mockResolvedValueOnce(json(200, { success: true }));
    fill('my-old-password', 'a-brand-new-password');
    submit();
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('');
  });
});
