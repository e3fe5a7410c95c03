import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession } from '@/lib/session';
import { restoreFetch } from '@/test-support/session';
import { RegisterModal } from './register-modal';
import { answer, fetchMock, json, renderWithApp, sentTo, startTestSession, user } from './test-harness';

const newUser = {
  ...user,
  username: 'new.patron',
  email: 'new@example.com',
  first_name: 'Nina',
  last_name: '',
};

async function setup() {
  const onClose = vi.fn();
  const onRegistered = vi.fn();
  await renderWithApp(<RegisterModal open onClose={onClose} onRegistered={onRegistered} />);
  const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
  const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
  const submitButton = () => screen.getByRole('button', { name: 'register' });
  const submit = () => act(async () => void fireEvent.click(submitButton()));
  const fillValid = () => {
    type('username', newUser.username);
    type('email', newUser.email);
    type('password', 'a-long-password-1');
    type('first_name', newUser.first_name);
  };
  const acceptPrivacyPolicy = () => fireEvent.click(field('accept_privacy_policy'));
  return { onClose, onRegistered, field, type, submitButton, submit, fillValid, acceptPrivacyPolicy };
}

beforeEach(startTestSession);

afterEach(() => restoreFetch(fetchMock));

describe('RegisterModal', () => {
  it('keeps the submit button disabled until the privacy policy box is checked', async () => {
    const { submitButton, submit, fillValid, acceptPrivacyPolicy } = await setup();
    fillValid();
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    await submit();
    // Enter in a field submits the form too: nothing is sent either way.
    await act(async () => void fireEvent.submit(submitButton().closest('form')!));
    expect(fetchMock).not.toHaveBeenCalled();

    acceptPrivacyPolicy();
    expect(submitButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('links the privacy policy beside its box, in a new tab', async () => {
    const { field } = await setup();
    const link = screen.getByRole('link', { name: /privacy_policy/ });
    expect(link.getAttribute('href')).toBe('/sv/privacy-policy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(field('accept_privacy_policy').getAttribute('aria-describedby')).toContain(link.parentElement!.id);
  });

  it('shows the rules of username and password as hints of their fields', async () => {
    const { field } = await setup();
    const hint = (name: string) =>
      document.getElementById(field(name).getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;
    expect(hint('username')).toBe('username_hint register_username_rules');
    expect(hint('password')).toBe('password_hint register_password_rules');
  });

  it("checks the contract's rules before sending, on each field, and focuses the first", async () => {
    const { type, submit, field, acceptPrivacyPolicy } = await setup();
    type('username', 'a b');
    type('email', 'not-an-address');
    type('password', 'short');
    acceptPrivacyPolicy();
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(field('username')));
    expect(screen.getByText('error_invalid_username')).toBeTruthy();
    expect(screen.getByText('error_invalid_email')).toBeTruthy();
    expect(screen.getByText('error_invalid_password')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's field codes on their fields, described and marked, with focus on the first", async () => {
    answer({
      '/user/user/register': () =>
        json(409, {
          success: false,
          error: {
            code: 'EXISTING_USER',
            message: 'taken',
            fields: { username: 'EXISTING_USER', email: 'EXISTING_EMAIL', last_name: 'LASTNAME_TOO_LONG' },
          },
        }),
    });
    const { fillValid, submit, field, acceptPrivacyPolicy } = await setup();
    fillValid();
    acceptPrivacyPolicy();
    await submit();

    await waitFor(() => expect(document.activeElement).toBe(field('username')));
    for (const [name, message] of [
      ['username', 'error_existing_user'],
      ['email', 'error_existing_email'],
      ['last_name', 'error_lastname_too_long'],
    ] as const) {
      const input = field(name);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const description = input.getAttribute('aria-describedby')!.split(' ')[0]!;
      expect(document.getElementById(description)?.textContent).toBe(message);
    }
    expect(field('password').getAttribute('aria-invalid')).toBeNull();
    expect(getSession()?.loginData.user).toBeNull();
  });

  it('registers, logs the new user in with the new session id and token, then says so with OK', async () => {
    answer({
      '/user/user/register': () =>
        json(200, {
          success: true,
          user: newUser,
          logged_in: true,
          new_csrftoken: 'C2',
          new_sessionid: 'S2',
        }),
    });
    const { fillValid, submit, acceptPrivacyPolicy, onRegistered, onClose, field } = await setup();
    fillValid();
    fireEvent.click(field('newsletter_opt_in'));
    acceptPrivacyPolicy();
    await submit();

    const ok = await screen.findByRole('button', { name: 'ok' });
    await waitFor(() => expect(document.activeElement).toBe(ok));
    expect(screen.getByRole('status').textContent).toBe('register_success');
    expect(onRegistered).toHaveBeenCalledOnce();
    const [body] = sentTo('/user/user/register');
    expect(Object.fromEntries(body!)).toMatchObject({
      username: 'new.patron',
      email: 'new@example.com',
      password: 'a-long-password-1',
      first_name: 'Nina',
      last_name: '',
      log_user_in_after_register: '1',
      subscribe_newsletter: '1',
      country_iso: 'se',
    });
    expect(body!.has('accept_privacy_policy')).toBe(false);
    expect(getSession()).toMatchObject({ sessionid: 'S2', csrftoken: 'C2', loginData: { user: newUser } });

    fireEvent.click(ok);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says a failure that names no field for the whole form', async () => {
    answer({ '/user/user/register': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { fillValid, submit, acceptPrivacyPolicy } = await setup();
    fillValid();
    acceptPrivacyPolicy();
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('error_network'));
  });
});
