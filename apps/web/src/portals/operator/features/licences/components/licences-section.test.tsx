import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CountryAvailability, Licence, OperatorRole, Translations } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { startOperatorSession } from '@/test-support/session';
import { LicencesSection } from './licences-section';

/** Only the texts the assertions read; any other key shows as itself. */
const texts: Translations = Object.fromEntries(
  Object.entries({
    operator_licences_title: 'Licenser',
    operator_licences_none: 'Titeln har ingen licens än.',
    operator_licence_country: 'Land',
    operator_licence_starts_on: 'Första dag',
    operator_licence_ends_on: 'Sista dag',
    operator_licence_price_cents: 'Pris per lån (öre/cent)',
    operator_licence_save: 'Spara licensen',
    operator_licence_saved: 'Licensen för {country} är sparad.',
    operator_licence_removed: 'Licensen för {country} är borttagen.',
    operator_licence_edit: 'Ändra licensen för {country}',
    operator_licence_remove: 'Ta bort licensen för {country}',
    operator_licence_no_end: 'Inget slut',
    operator_licence_ends_before_start: 'Sista dagen kan inte vara före första dagen.',
    operator_availability_date: 'Datum',
    operator_availability_available: 'I katalogen',
    operator_availability_upcoming: 'Kommer {date}',
    operator_availability_leaving_soon: 'I katalogen, försvinner snart (till {date})',
    operator_availability_not_licensed: 'Ingen licens',
    operator_availability_on: 'Den {date}',
    country_se: 'Sverige',
    country_no: 'Norge',
    country_fi: 'Finland',
    required_field: 'Fyll i fältet.',
    error_validation_failed: 'Kontrollera uppgiften.',
    error_title_not_found: 'Titeln finns inte.',
  }).map(([key, sv]) => [key, { sv }]),
);

const TITLE_ID = 101;
let licences: Licence[];
let availability: CountryAvailability[];
let answers: Record<string, () => Response>;
const fetchMock = vi.fn<typeof fetch>();

const calls = (name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://x').pathname.endsWith(`/${name}`))
    .map(([url, init]) =>
      Object.fromEntries(
        init?.body ? new URLSearchParams(String(init.body)) : new URL(String(url), 'http://x').searchParams,
      ),
    );

const window = (fields: Partial<Licence> = {}): Licence => ({
  title_id: TITLE_ID,
  country_iso: 'se',
  starts_on: '2026-01-01',
  ends_on: null,
  price_cents: 2500,
  updated_at: '2026-11-26T10:00:00.000Z',
  ...fields,
});

beforeEach(async () => {
  await startOperatorSession(fetchMock);
  licences = [window()];
  availability = [
    { country_iso: 'fi', on: '2026-11-26', status: 'not_licensed', starts_on: null, ends_on: null },
    { country_iso: 'no', on: '2026-11-26', status: 'not_licensed', starts_on: null, ends_on: null },
    { country_iso: 'se', on: '2026-11-26', status: 'available', starts_on: '2026-01-01', ends_on: null },
  ];
  answers = {};
  fetchMock.mockImplementation(async (url) => {
    const name = new URL(String(url), 'http://x').pathname.split('/').pop()!;
    if (answers[name]) return answers[name]!();
    if (name === 'get_licences') return json(200, { success: true, licences });
    if (name === 'get_availability') return json(200, { success: true, countries: availability });
    throw new Error(`unexpected call ${name}`);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const renderSection = async (role: OperatorRole) => {
  await renderWithProviders(<LicencesSection titleId={TITLE_ID} role={role} />, {
    texts,
    route: { url: '/sv/admin/titles/101', path: '/:lang/admin/titles/:titleId' },
  });
  await screen.findByRole('heading', { name: 'Sverige' }, { timeout: 5000 }); // the first render on a busy machine
};
const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the licences section', () => {
  it('lists each country’s window and what a patron sees today', async () => {
    await renderSection('editor');
    const sweden = screen.getByRole('heading', { name: 'Sverige' }).closest('li')!;
    expect(within(sweden).getByText('1 januari 2026')).toBeTruthy();
    expect(within(sweden).getByText('Inget slut')).toBeTruthy();
    expect(within(sweden).getByText('2500')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('availability').textContent).toContain('I katalogen'));
    expect(screen.getByTestId('availability').textContent).toContain('Ingen licens');
  });

  it('refuses a last day before the first and empty fields before sending, on their fields', async () => {
    await renderSection('admin');
    await press('Spara licensen');
    await waitFor(() =>
      expect(screen.getByLabelText('Första dag').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByLabelText('Pris per lån (öre/cent)').getAttribute('aria-invalid')).toBe('true');
    type('Första dag', '2026-12-10');
    type('Sista dag', '2026-12-09');
    type('Pris per lån (öre/cent)', '1900');
    await press('Spara licensen');
    await waitFor(() =>
      expect(screen.getAllByText('Sista dagen kan inte vara före första dagen.').length).toBeGreaterThan(0),
    );
    expect(screen.getByLabelText('Sista dag').getAttribute('aria-invalid')).toBe('true');
    expect(calls('save_licence')).toEqual([]);
  });

  it('saves a new country’s window, says so, and reads the windows again', async () => {
    await renderSection('editor');
    expect((screen.getByLabelText('Land') as HTMLSelectElement).value).toBe('no'); // the first without one
    type('Land', 'fi');
    type('Första dag', '2026-12-01');
    type('Sista dag', '2026-12-31');
    type('Pris per lån (öre/cent)', '1900');
    answers.save_licence = () => {
      licences = [window({ country_iso: 'fi', starts_on: '2026-12-01', ends_on: '2026-12-31' }), ...licences];
      return json(200, { success: true, licence: licences[0] });
    };
    await press('Spara licensen');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Licensen för Finland är sparad.'),
    );
    expect(calls('save_licence')).toEqual([
      expect.objectContaining({
        title_id: '101',
        country_iso: 'fi',
        starts_on: '2026-12-01',
        ends_on: '2026-12-31',
        price_cents: '1900',
        portal_csrftoken: 'C1',
      }),
    ]);
    // The form is renewed: the focus goes to the saved window, not lost with the form's button.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Finland' })),
    );
  });

  it('edits a window in the form, shows the server’s refusal on its field, and removes a window', async () => {
    await renderSection('admin');
    await press('Ändra licensen för Sverige');
    expect((screen.getByLabelText('Land') as HTMLSelectElement).value).toBe('se');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'operator_licence_add' })),
    );
    expect((screen.getByLabelText('Första dag') as HTMLInputElement).value).toBe('2026-01-01');
    expect((screen.getByLabelText('Pris per lån (öre/cent)') as HTMLInputElement).value).toBe('2500');
    answers.save_licence = () =>
      json(400, {
        success: false,
        error: { code: 'VALIDATION_FAILED', message: 'x', fields: { price_cents: 'must be 0 or more' } },
      });
    await press('Spara licensen');
    await waitFor(() =>
      expect(screen.getByLabelText('Pris per lån (öre/cent)').getAttribute('aria-invalid')).toBe('true'),
    );

    answers.delete_licence = () => {
      licences = [];
      return json(200, { success: true });
    };
    await press('Ta bort licensen för Sverige');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Licensen för Sverige är borttagen.'),
    );
    expect(calls('delete_licence')).toEqual([
      expect.objectContaining({ title_id: '101', country_iso: 'se' }),
    ]);
    await screen.findByText('Titeln har ingen licens än.');
    // The removed window's buttons are gone with it: the focus is on the list's heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'operator_licence_table' }));
  });

  it('asks what a patron sees on a chosen day', async () => {
    await renderSection('support');
    availability = [
      {
        country_iso: 'se',
        on: '2026-12-20',
        status: 'leaving_soon',
        starts_on: '2026-01-01',
        ends_on: '2026-12-31',
      },
    ];
    type('Datum', '2026-12-20');
    await waitFor(() =>
      expect(screen.getByTestId('availability').textContent).toContain(
        'I katalogen, försvinner snart (till 31 december 2026)',
      ),
    );
    expect(calls('get_availability').at(-1)).toMatchObject({ title_id: '101', date: '2026-12-20' });
  });

  it('shows support the windows to read, with no form and no buttons', async () => {
    await renderSection('support');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Land')).toBeNull();
    expect(screen.getByLabelText('Datum')).toBeTruthy();
  });
});
