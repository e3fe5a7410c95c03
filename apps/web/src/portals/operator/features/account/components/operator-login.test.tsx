import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Translations } from '@filmhyllan/contract';
import { configureApiClient } from '@/lib/api-client';
import { getSession, resetSessionForTests, startSession } from '@/lib/session';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { resetOperatorForTests, useCurrentOperator } from '../api/operator-session';
import { OperatorLogin } from './operator-login';

const texts: Translations = Object.fromEntries(
  Object.entries({
    username: 'Användarnamn',
    password: 'Lösenord',
    operator_continue: 'Fortsätt',
    log_in: 'Logga in',
    operator_totp_code: 'Kod från appen',
    operator_recovery_code: 'Reservkod',
    operator_use_recovery_code: 'Använd en reservkod',
    operator_totp_code_format: 'Ange sex siffror.',
    operator_recovery_codes_saved: 'Jag har sparat reservkoderna',
    operator_enrol_qr_alt: 'QR-kod',
    required_field: 'Fältet måste fyllas i.',
    form_not_sent: 'Formuläret skickades inte',
    error_wrong_username_or_password: 'Fel användarnamn eller lösenord.',
    error_wrong_totp_code: 'Koden stämmer inte.',
  }).map(([key, sv]) => [key, { sv }]),
);

const fetchMock = vi.fn<typeof fetch>();

/** The fields of each login call, in order. */
const loginCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/operator/operator/login'))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));

function WhoIsLoggedIn() {
  const operator = useCurrentOperator();
  return <p data-testid="operator">{operator ? operator.username : 'nobody'}</p>;
}

async function renderLogin() {
  return renderWithProviders(
    <>
      <OperatorLogin />
      <WhoIsLoggedIn />
    </>,
    { texts },
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

const loggedIn = {
  success: true,
  operator: { username: 'operator', role: 'admin' },
  new_csrftoken: 'C2',
  new_sessionid: 'S2',
};

beforeEach(async () => {
  resetSessionForTests();
  resetOperatorForTests();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ baseUrl: '/api', session: () => getSession(), language: () => 'sv' });
  await startSession(
    'operator',
    { reload: () => {}, now: () => 0, guard: undefined },
    { sessionid: 'S1', csrftoken: 'C1', login_data: { user: null, librarian: null } },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('the operator login', () => {
  it('asks for username and password first, naming empty fields in the summary', async () => {
    await renderLogin();
    await press('Fortsätt');
    expect(fetchMock).not.toHaveBeenCalled();
    const summary = await screen.findByRole('group', { name: 'Formuläret skickades inte' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(screen.getByRole('link', { name: 'Användarnamn: Fältet måste fyllas i.' })).toBeTruthy();
    expect(screen.getByLabelText('Lösenord').getAttribute('aria-invalid')).toBe('true');
  });

  it('then asks for the app code and logs in with it, taking the new session id', async () => {
    await renderLogin();
    fetchMock.mockResolvedValueOnce(
      json(400, { success: false, error: { code: 'TOTP_REQUIRED', message: 'code required' } }),
    );
    type('Användarnamn', 'operator');
    type('Lösenord', 'operator-password-1');
    await press('Fortsätt');
    await screen.findByLabelText('Kod från appen');

    type('Kod från appen', '12345');
    await press('Logga in');
    expect(await screen.findByText('Ange sex siffror.', { selector: 'p' })).toBeTruthy();

    fetchMock.mockResolvedValueOnce(
      json(400, { success: false, error: { code: 'WRONG_TOTP_CODE', message: 'wrong code' } }),
    );
    type('Kod från appen', '123456');
    await press('Logga in');
    expect(await screen.findByText('Koden stämmer inte.', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kod från appen: Koden stämmer inte.' })).toBeTruthy();

    fetchMock.mockResolvedValueOnce(json(200, loggedIn));
    type('Kod från appen', '654321');
    await press('Logga in');
    await waitFor(() => expect(screen.getByTestId('operator').textContent).toBe('operator'));
    expect(loginCalls()).toEqual([
      {
        username: 'operator',
        password: 'operator-password-1',
        portal_sessionid: 'S1',
        portal_csrftoken: 'C1',
      },
      expect.objectContaining({ totp_code: '123456' }),
      {
        username: 'operator',
        password: 'operator-password-1',
        totp_code: '654321',
        portal_sessionid: 'S1',
        portal_csrftoken: 'C1',
      },
    ]);
    expect(getSession()).toMatchObject({ sessionid: 'S2', csrftoken: 'C2' });
  });

  it('takes a recovery code instead after the switch', async () => {
    await renderLogin();
    fetchMock.mockResolvedValueOnce(
      json(400, { success: false, error: { code: 'TOTP_REQUIRED', message: 'code required' } }),
    );
    type('Användarnamn', 'operator');
    type('Lösenord', 'operator-password-1');
    await press('Fortsätt');
    await press('Använd en reservkod');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Reservkod')));
    fetchMock.mockResolvedValueOnce(json(200, loggedIn));
    type('Reservkod', 'abcd-efgh');
    await press('Logga in');
    await waitFor(() => expect(screen.getByTestId('operator').textContent).toBe('operator'));
    expect(loginCalls()[1]).toMatchObject({ recovery_code: 'abcd-efgh' });
    expect(loginCalls()[1]).not.toHaveProperty('totp_code');
  });

  it('shows a refused password in the summary and stays on the first step', async () => {
    await renderLogin();
    fetchMock.mockResolvedValueOnce(
      json(400, { success: false, error: { code: 'WRONG_USERNAME_OR_PASSWORD', message: 'wrong' } }),
    );
    type('Användarnamn', 'operator');
    type('Lösenord', 'wrong');
    await press('Fortsätt');
    expect(await screen.findByText('Fel användarnamn eller lösenord.')).toBeTruthy();
    expect(screen.queryByLabelText('Kod från appen')).toBeNull();
  });

  it('shows a first login the enrolment, then confirms it with a code', async () => {
    await renderLogin();
    const codes = Array.from({ length: 10 }, (_, index) => `code-${index}`);
    fetchMock.mockResolvedValueOnce(
      json(200, {
        success: true,
        enrolment: {
          otpauth_uri: 'otpauth://totp/Filmhyllan:new?secret=ABC',
          qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
          secret: 'JBSWY3DPEHPK3PXP',
          recovery_codes: codes,
        },
      }),
    );
    type('Användarnamn', 'new');
    type('Lösenord', 'temporary-password');
    await press('Fortsätt');

    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR-kod' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    for (const code of codes) expect(screen.getByText(code)).toBeTruthy();
    // No recovery codes yet: they hold once the app is confirmed.
    expect(screen.queryByLabelText('Kod från appen')).toBeNull();
    fireEvent.click(screen.getByLabelText('Jag har sparat reservkoderna'));
    expect(screen.queryByRole('button', { name: 'Använd en reservkod' })).toBeNull();

    fetchMock.mockResolvedValueOnce(
      json(200, { ...loggedIn, operator: { username: 'new', role: 'support' } }),
    );
    type('Kod från appen', '111222');
    await press('Logga in');
    await waitFor(() => expect(screen.getByTestId('operator').textContent).toBe('new'));
    expect(loginCalls()[1]).toMatchObject({
      username: 'new',
      password: 'temporary-password',
      totp_code: '111222',
    });
  });
});
