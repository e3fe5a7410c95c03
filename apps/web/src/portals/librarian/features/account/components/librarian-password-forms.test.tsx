import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { LibrarianForgotPassword, SetLibrarianPasswordForm } from './librarian-password-forms';

const texts = {
  new_password: { fi: 'Uusi salasana' },
  account_password_rules: { fi: 'Vähintään {min} merkkiä.' },
  change_password: { fi: 'Vaihda salasana' },
  password_changed: { fi: 'Salasanasi on vaihdettu.' },
  log_in: { fi: 'Kirjaudu sisään' },
  error_invalid_reset_token: { fi: 'Linkki ei ole voimassa.' },
  error_invalid_password: { fi: 'Salasana ei täytä vaatimuksia.' },
  forgot_password: { fi: 'Unohditko salasanasi?' },
  recover_password_title: { fi: 'Salasanan palautus' },
  recover_password_body: { fi: 'Anna sähköpostiosoitteesi.' },
  recover_password_sent: { fi: 'Jos osoite on rekisteröity, olemme lähettäneet linkin.' },
  email: { fi: 'Sähköposti' },
  send_link: { fi: 'Lähetä linkki' },
  required_field: { fi: 'Pakollinen kenttä' },
  error_invalid_email: { fi: 'Sähköpostiosoite ei kelpaa.' },
};

const fetchMock = vi.fn<typeof fetch>();
const sentTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => new URLSearchParams(String(init?.body)));

const render = (ui: React.ReactElement) =>
  renderWithProviders(ui, { language: 'fi', texts, route: { url: '/fi/lib/x', path: '/:lang/lib/*' } });

beforeEach(() => stubApi(fetchMock));
afterEach(() => restoreFetch(fetchMock));

describe('SetLibrarianPasswordForm', () => {
  const submit = (password: string) =>
    act(async () => {
      fireEvent.change(screen.getByLabelText('Uusi salasana'), { target: { value: password } });
      fireEvent.click(screen.getByRole('button', { name: 'Vaihda salasana' }));
    });

  it("sends the link's token and the new password, then offers the librarian login", async () => {
    await render(<SetLibrarianPasswordForm token="tok-123_abc" />);
    fetchMock.mockResolvedValueOnce(json(200, { success: true, username: 'anna' }));
    await submit('a-long-new-password');
    const done = await screen.findByText('Salasanasi on vaihdettu.');
    const [body] = sentTo('/librarian/librarian/set_password');
    expect(body?.get('token')).toBe('tok-123_abc');
    expect(body?.get('new_password')).toBe('a-long-new-password');
    await waitFor(() => expect(document.activeElement).toBe(done.parentElement));
    expect(screen.getByRole('link', { name: 'Kirjaudu sisään' }).getAttribute('href')).toBe('/fi/lib/login');
  });

  it('refuses a short password before sending, and says when the link no longer works', async () => {
    await render(<SetLibrarianPasswordForm token="tok" />);
    await submit('short');
    expect(screen.getByText('Salasana ei täytä vaatimuksia.')).toBeTruthy();
    expect(sentTo('/librarian/librarian/set_password')).toHaveLength(0);
    fetchMock.mockResolvedValueOnce(
      json(400, { success: false, error: { code: 'INVALID_RESET_TOKEN', message: 'x' } }),
    );
    await submit('a-long-new-password');
    expect(await screen.findByText('Linkki ei ole voimassa.')).toBeTruthy();
    expect(screen.queryByLabelText('Uusi salasana')).toBeNull();
  });
});

describe('LibrarianForgotPassword', () => {
  it("opens from the link, sends the address in the page's language and says the same whatever it is", async () => {
    await render(<LibrarianForgotPassword />);
    expect(screen.queryByLabelText('Sähköposti')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unohditko salasanasi?' }));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Lähetä linkki' })));
    expect(screen.getByText('Pakollinen kenttä')).toBeTruthy();
    expect(sentTo('/librarian/librarian/recover_with_email')).toHaveLength(0);

    fetchMock.mockResolvedValueOnce(json(200, { success: true }));
    fireEvent.change(screen.getByLabelText('Sähköposti'), { target: { value: ' anna@kirjasto.fi ' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Lähetä linkki' })));
    expect(await screen.findByText('Jos osoite on rekisteröity, olemme lähettäneet linkin.')).toBeTruthy();
    const [body] = sentTo('/librarian/librarian/recover_with_email');
    expect(body?.get('email')).toBe('anna@kirjasto.fi');
    expect(body?.get('language')).toBe('fi');
  });
});
