import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorRole, PatronAuthSettings, Translations } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { startOperatorSession } from '@/test-support/session';
import { PatronAuthSection } from './patron-auth-section';

/** Only the texts the assertions read; any other key shows as itself. */
const texts: Translations = Object.fromEntries(
  Object.entries({
    operator_patron_auth_title: 'Kontroll av lånekort',
    operator_patron_auth_host: 'Värd',
    operator_patron_auth_login_password: 'SIP2-lösenord',
    operator_patron_auth_password_set: 'Ett lösenord är sparat.',
    operator_patron_auth_save: 'Spara',
    operator_patron_auth_saved: 'Inställningarna är sparade.',
    operator_patron_auth_test_run: 'Kör testet',
    operator_patron_auth_test_failed: 'Testet misslyckades.',
    operator_patron_auth_step_ok: 'OK',
    operator_patron_auth_step_failed: 'Misslyckades',
    operator_patron_auth_step_connect: 'Anslutning',
    operator_patron_auth_step_login: 'Inloggning',
    operator_patron_auth_step_patron: 'Låntagare',
    operator_patron_auth_step_ms: '{ms} ms',
    operator_patron_auth_managed_by_file: 'Styrs av LIBRARY_SYSTEMS_FILE.',
    operator_patron_auth_mode: 'Vem kontrollerar korten',
    operator_patron_auth_mode_directory: 'Inbyggd katalog',
    operator_patron_auth_port: 'Port',
    operator_patron_auth_login_user: 'SIP2-användare',
    operator_patron_auth_field_separator: 'Fältavgränsare',
    operator_patron_auth_card_rule_kind: 'Regel för kortnummer',
    operator_patron_auth_card_rule_prefix: 'Prefix',
    operator_patron_auth_card_rule: 'Regel',
    operator_patron_auth_pin_format: 'PIN-kodens tangentbord',
    operator_patron_auth_pin_text: 'Text',
    operator_patron_auth_error_holds_separator: 'Får inte innehålla fältavgränsaren.',
    operator_patron_auth_error_card_prefix: 'Ange ett prefix av bokstäver och siffror.',
    operator_patron_auth_error_pin_digits: 'Välj siffror.',
    error_validation_failed: 'Kontrollera uppgifterna.',
    error_patron_auth_managed_by_file: 'Styrs av filen.',
    loan_card_number_invalid: 'Kortnumret är inte giltigt.',
    number_between: 'Ange ett tal från {min} till {max}.',
    required_field: 'Obligatoriskt fält',
    form_not_sent: 'Formuläret skickades inte',
    card_number: 'Kortnummer',
    pin_code: 'PIN-kod',
  }).map(([key, sv]) => [key, { sv }]),
);

const settings = (changes: Partial<PatronAuthSettings> = {}): PatronAuthSettings => ({
  library_id: 7,
  managed_by: 'console',
  mode: 'sip2',
  sip2: {
    host: 'ils.example.se',
    port: 6001,
    tls: false,
    tls_verify: true,
    login_user: 'filmhyllan',
    password_set: true,
    institution_id: 'X',
    location_code: '',
    encoding: 'cp850',
    field_separator: '|',
    timeout_ms: 3000,
    pin_is_validated: true,
  },
  card_rule_kind: 'none',
  card_rule: '',
  pin_format: 'text',
  ...changes,
});

const fetchMock = vi.fn<typeof fetch>();
let stored: PatronAuthSettings;
const bodies = (name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/${name}`))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));

beforeEach(async () => {
  await startOperatorSession(fetchMock);
  stored = settings();
  fetchMock.mockImplementation(async (url) => {
    const name = new URL(String(url), 'http://x').pathname.split('/').pop()!;
    if (name === 'get_patron_auth') return json(200, { success: true, settings: stored });
    if (name === 'save_patron_auth') return json(200, { success: true, settings: stored });
    if (name === 'test_patron_auth')
      return json(200, {
        success: true,
        ok: false,
        steps: [
          { step: 'connect', ok: true, ms: 4, reason: null, message: null },
          { step: 'login', ok: true, ms: 7, reason: null, message: null },
          { step: 'patron', ok: false, ms: 12, reason: 'pin_not_valid', message: 'PIN-koden är fel.' },
        ],
      });
    throw new Error(`unexpected call ${name}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const renderSection = async (role: OperatorRole) => {
  await renderWithProviders(<PatronAuthSection libraryId={7} role={role} />, {
    texts,
    route: { url: '/sv/admin/libraries/7', path: '/:lang/admin/libraries/:libraryId' },
  });
  await screen.findByLabelText('Värd');
};

describe('the patron authentication section', () => {
  it('lets an admin save the SIP2 settings, the password write-only (empty keeps the stored one)', async () => {
    await renderSection('admin');
    const password = screen.getByLabelText('SIP2-lösenord') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(screen.getByText('Ett lösenord är sparat.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Värd'), { target: { value: 'ils2.example.se' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Spara' })));
    await screen.findByText(/Inställningarna är sparade\./);
    expect(bodies('save_patron_auth')[0]).toMatchObject({
      library_id: '7',
      mode: 'sip2',
      sip2_host: 'ils2.example.se',
      sip2_login_password: '',
      pin_format: 'text',
    });
  });

  it('keeps the saved notice and the focus when the saved settings differ from the loaded ones', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      const name = new URL(String(url), 'http://x').pathname.split('/').pop()!;
      if (name === 'get_patron_auth') return json(200, { success: true, settings: stored });
      if (name === 'save_patron_auth') {
        const host = new URLSearchParams(String(init?.body)).get('sip2_host')!;
        stored = { ...stored, sip2: { ...stored.sip2!, host } };
        return json(200, { success: true, settings: stored });
      }
      throw new Error(`unexpected call ${name}`);
    });
    await renderSection('admin');
    fireEvent.change(screen.getByLabelText('Värd'), { target: { value: 'ils3.example.se' } });
    fireEvent.change(screen.getByLabelText('SIP2-lösenord'), { target: { value: 'new-secret' } });
    const save = screen.getByRole('button', { name: 'Spara' });
    save.focus();
    await act(async () => void fireEvent.click(save));
    await screen.findByText(/Inställningarna är sparade\./);
    expect((screen.getByLabelText('Värd') as HTMLInputElement).value).toBe('ils3.example.se');
    expect((screen.getByLabelText('SIP2-lösenord') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Spara' }));
  });

  it('shows support the settings read-only, and runs the self-test with each step in words', async () => {
    await renderSection('support');
    expect(screen.getByLabelText('Värd').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Spara' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Kortnummer'), { target: { value: 'ab123' } });
    fireEvent.change(screen.getByLabelText('PIN-kod'), { target: { value: 'fel' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Kör testet' })));
    const result = await screen.findByTestId('self-test-result');
    expect(result.textContent).toContain('Testet misslyckades.');
    const steps = [...result.querySelectorAll('li')].map((li) => li.textContent);
    expect(steps[0]).toMatch(/Anslutning: OK \(4 ms\)/);
    expect(steps[2]).toMatch(/Låntagare: Misslyckades \(12 ms\) — PIN-koden är fel\./);
    expect(bodies('test_patron_auth')[0]).toMatchObject({
      library_id: '7',
      card_number: 'ab123',
      pin_code: 'fel',
    });
  });

  it('shows a library the file manages read-only, and nothing to an editor', async () => {
    stored = settings({ managed_by: 'file' });
    await renderSection('admin');
    expect(screen.getByText('Styrs av LIBRARY_SYSTEMS_FILE.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spara' })).toBeNull();
    cleanup();
    const view = await renderWithProviders(<PatronAuthSection libraryId={7} role="editor" />, {
      texts,
      route: { url: '/sv/admin/libraries/7', path: '/:lang/admin/libraries/:libraryId' },
    });
    expect(view.container.textContent).toBe('');
  });
});

describe('the patron authentication form', () => {
  const summary = () => screen.getByRole('group', { name: 'Formuläret skickades inte' });
  const summaryLinks = () =>
    within(summary())
      .getAllByRole('link')
      .map((link) => link.textContent);
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

  it('names every field the server would refuse at once, under the fields and in the summary, which takes the focus; nothing is sent', async () => {
    stored = settings({ sip2: { ...settings().sip2!, password_set: false } });
    await renderSection('admin');
    type('Värd', '');
    type('Port', '70000');
    type('SIP2-användare', 'film|hyllan');
    fireEvent.change(screen.getByLabelText('Regel för kortnummer'), { target: { value: 'prefix' } });
    type('Regel', 'AB-');
    await press('Spara');
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(summaryLinks()).toEqual([
      'Värd: Obligatoriskt fält',
      // Swedish groups thousands with a no-break space.
      expect.stringMatching(/^Port: Ange ett tal från 1 till 65\s535\.$/),
      'SIP2-användare: Får inte innehålla fältavgränsaren.',
      'SIP2-lösenord: Obligatoriskt fält',
      'Regel: Ange ett prefix av bokstäver och siffror.',
    ]);
    expect(screen.getByLabelText('Värd').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Regel').getAttribute('aria-describedby')).toMatch(/-error/);
    expect(bodies('save_patron_auth')).toEqual([]);

    // A link of the summary moves the focus to its field.
    fireEvent.click(within(summary()).getByRole('link', { name: /^Port:/ }));
    expect(document.activeElement).toBe(screen.getByLabelText('Port'));
  });

  it('refuses a text PIN keyboard for the built-in directory on the keyboard choice', async () => {
    await renderSection('admin');
    fireEvent.click(screen.getByLabelText('Inbyggd katalog'));
    await press('Spara');
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(summaryLinks()).toEqual(['PIN-kodens tangentbord: Välj siffror.']);
    fireEvent.click(within(summary()).getByRole('link'));
    expect(document.activeElement).toBe(
      screen.getByLabelText('Inbyggd katalog').closest('form')!.querySelector('[value="digits"]'),
    );
    expect(bodies('save_patron_auth')).toEqual([]);
  });

  it('saves the built-in directory without checking the SIP2 fields it hides', async () => {
    stored = settings({ pin_format: 'digits' });
    await renderSection('admin');
    type('Värd', '');
    fireEvent.click(screen.getByLabelText('Inbyggd katalog'));
    expect(screen.queryByLabelText('Värd')).toBeNull();
    await press('Spara');
    await screen.findByText(/Inställningarna är sparade\./);
    expect(bodies('save_patron_auth')[0]).toMatchObject({
      library_id: '7',
      mode: 'directory',
      card_rule_kind: 'none',
      card_rule: '',
      pin_format: 'digits',
    });
  });

  it("puts the server's field refusals on their fields and the summary, and a refusal of the whole form in the summary", async () => {
    let answer = json(400, {
      success: false,
      error: { code: 'VALIDATION_FAILED', message: 'x', fields: { sip2_host: 'is required for SIP2' } },
    });
    fetchMock.mockImplementation(async (url) => {
      const name = new URL(String(url), 'http://x').pathname.split('/').pop()!;
      if (name === 'get_patron_auth') return json(200, { success: true, settings: stored });
      if (name === 'save_patron_auth') return answer;
      throw new Error(`unexpected call ${name}`);
    });
    await renderSection('admin');
    await press('Spara');
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(summaryLinks()).toEqual(['Värd: Kontrollera uppgifterna.']);
    expect(screen.getByLabelText('Värd').getAttribute('aria-invalid')).toBe('true');

    answer = json(409, { success: false, error: { code: 'PATRON_AUTH_MANAGED_BY_FILE', message: 'x' } });
    await press('Spara');
    await waitFor(() => expect(within(summary()).getByText('Styrs av filen.')).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(screen.queryByText(/Inställningarna är sparade/)).toBeNull();
  });

  it('checks the self-test card number before asking the system', async () => {
    await renderSection('support');
    type('Kortnummer', 'ab 12');
    type('PIN-kod', '1234');
    await press('Kör testet');
    await screen.findByText('Kortnumret är inte giltigt.');
    expect(document.activeElement).toBe(screen.getByLabelText('Kortnummer'));
    expect(bodies('test_patron_auth')).toEqual([]);
  });
});
