import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Translations } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { startOperatorSession } from '@/test-support/session';
import { OperatorSetPasswordPage } from './set-password-page';

/** Only the texts the assertions read; any other key shows as itself. */
const texts: Translations = Object.fromEntries(
  Object.entries({
    new_password: 'Nytt lösenord',
    operator_set_password: 'Välj lösenord',
    operator_password_chosen: 'Lösenordet är valt. Logga in för att fortsätta.',
    operator_go_to_login: 'Till inloggningen',
    form_not_sent: 'Formuläret skickades inte',
    required_field: 'Fältet måste fyllas i.',
    error_invalid_password: 'Lösenordet är för kort.',
    error_invalid_reset_token: 'Länken är använd eller har gått ut.',
    error_rate_limited: 'För många försök. Vänta en stund.',
  }).map(([key, sv]) => [key, { sv }]),
);

const TOKEN = 'tok-0123456789abcdef';
const fetchMock = vi.fn<typeof fetch>();
let answer: () => Response;

const setPasswordCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/operator/operator/set_password'))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));

beforeEach(async () => {
  await startOperatorSession(fetchMock);
  answer = () => json(200, { success: true });
  fetchMock.mockImplementation(async (url) => {
    if (String(url).endsWith('/operator/operator/set_password')) return answer();
    throw new Error(`unexpected call ${String(url)}`);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const renderPage = () =>
  renderWithProviders(<OperatorSetPasswordPage />, {
    texts,
    route: { url: `/sv/admin/set-password/${TOKEN}`, path: '/:lang/admin/set-password/:token' },
  });

const choose = async (password: string) => {
  fireEvent.change(screen.getByLabelText('Nytt lösenord'), { target: { value: password } });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Välj lösenord' })));
};
const describedBy = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('the set-password page', () => {
  it('shows its heading and the password field at once, without asking the server anything', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Välj lösenord');
    expect(screen.getByLabelText('Nytt lösenord').getAttribute('type')).toBe('password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a too short password before sending', async () => {
    await renderPage();
    await choose('short');
    await waitFor(() => expect(describedBy('Nytt lösenord')).toContain('Lösenordet är för kort.'));
    const summary = screen.getByRole('group', { name: 'Formuläret skickades inte' });
    expect(within(summary).getByRole('link').textContent).toBe('Nytt lösenord: Lösenordet är för kort.');
    expect(setPasswordCalls()).toEqual([]);
  });

  it('sends the link’s token with the password and then leads to the login', async () => {
    await renderPage();
    await choose('a-long-enough-password');
    expect(setPasswordCalls()).toEqual([
      expect.objectContaining({
        token: TOKEN,
        new_password: 'a-long-enough-password',
        portal_csrftoken: 'C1',
      }),
    ]);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Lösenordet är valt. Logga in för att fortsätta.');
    expect(document.activeElement).toBe(status.parentElement);
    expect(screen.getByRole('link', { name: 'Till inloggningen' }).getAttribute('href')).toBe(
      '/sv/admin/login',
    );
    expect(screen.queryByLabelText('Nytt lösenord')).toBeNull();
  });

  it('says so when the link is used or expired, with the way to the login', async () => {
    answer = () =>
      json(400, { success: false, error: { code: 'INVALID_RESET_TOKEN', message: 'used or expired' } });
    await renderPage();
    await choose('a-long-enough-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Länken är använd eller har gått ut.');
    expect(screen.getByRole('link', { name: 'Till inloggningen' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('puts the server’s refusal of the password under the field', async () => {
    answer = () => json(400, { success: false, error: { code: 'INVALID_PASSWORD', message: 'too weak' } });
    await renderPage();
    await choose('a-long-enough-password');
    await waitFor(() => expect(describedBy('Nytt lösenord')).toContain('Lösenordet är för kort.'));
    expect(screen.getByLabelText('Nytt lösenord').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows any other refusal as the form’s, keeping the form', async () => {
    answer = () => json(429, { success: false, error: { code: 'RATE_LIMITED', message: 'slow down' } });
    await renderPage();
    await choose('a-long-enough-password');
    const summary = await screen.findByRole('group', { name: 'Formuläret skickades inte' });
    expect(summary.textContent).toContain('För många försök. Vänta en stund.');
    expect(screen.getByLabelText('Nytt lösenord')).toBeTruthy();
  });
});
