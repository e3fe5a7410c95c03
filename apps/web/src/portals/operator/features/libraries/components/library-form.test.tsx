import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorLibrary, Translations } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { LibraryForm } from './library-form';

const texts: Translations = Object.fromEntries(
  Object.entries({
    operator_library_name: 'Namn',
    operator_library_country: 'Land',
    operator_library_time_zone: 'Tidszon',
    operator_library_extra_names: 'Andra namn',
    monthly_budget_loans: 'Månadsbudget, antal lån',
    monthly_budget_amount: 'Månadsbudget i {currency}',
    patron_limit: 'Lån per låntagare',
    loan_period_hours: 'Lånetid (timmar)',
    alert_email: 'E-post för budgetvarningar',
    budget_type_count: 'Antal lån',
    budget_type_amount: 'Belopp',
    number_between: 'Ange ett tal från {min} till {max}.',
    required_field: 'Obligatoriskt fält',
    form_not_sent: 'Formuläret skickades inte',
    save: 'Spara',
    operator_library_create: 'Skapa biblioteket',
    operator_library_saved: 'Ändringarna är sparade.',
    country_se: 'Sverige',
    country_no: 'Norge',
    country_fi: 'Finland',
  }).map(([key, sv]) => [key, { sv }]),
);

const stored: OperatorLibrary = {
  library_id: 7,
  name: 'Oulun kaupunginkirjasto',
  country_iso: 'fi',
  time_zone: 'Europe/Helsinki',
  extra_display_names: 'Oulu',
  budget_type: 'amount',
  monthly_budget_loans: 300,
  monthly_budget_cents: 250_050,
  patron_limit: 3,
  patron_limit_period: 'week',
  loan_period_hours: 72,
  alert_email: 'budjetti@ouka.fi',
  budget_pacing: 'none',
  active: false,
  ehub_configured: false,
};

const fetchMock = vi.fn<typeof fetch>();
const saves = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/operator/library/save_library'))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));

async function setup(props: Parameters<typeof LibraryForm>[0]) {
  await renderWithProviders(<LibraryForm {...props} />, { texts });
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
  const summary = () => screen.getByRole('group', { name: 'Formuläret skickades inte' });
  return { field, type, press, summary };
}

beforeEach(() => stubApi(fetchMock));
afterEach(() => restoreFetch(fetchMock));

describe('LibraryForm, a new library', () => {
  it('names every missing field at once, under the fields and in the summary, and sends nothing', async () => {
    const { type, press, field, summary } = await setup({ language: 'sv' });
    type('Lånetid (timmar)', '0');
    await press('Skapa biblioteket');
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    const links = within(summary())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Namn: Obligatoriskt fält',
      'Månadsbudget, antal lån: Obligatoriskt fält',
      'Lånetid (timmar): Ange ett tal från 1 till 720.',
    ]);
    expect(field('Namn').getAttribute('aria-invalid')).toBe('true');
    expect(saves()).toHaveLength(0);
  });

  it('validates only the chosen budget type: a refused hidden loan count does not stop an amount budget', async () => {
    const created = { ...stored, library_id: 12, name: 'Lunds stadsbibliotek', country_iso: 'se' };
    fetchMock.mockResolvedValue(json(200, { success: true, library: created }));
    const onSaved = vi.fn();
    const { type, press, field } = await setup({ language: 'sv', onSaved });
    type('Namn', ' Lunds stadsbibliotek ');
    type('Månadsbudget, antal lån', '-5');
    fireEvent.click(screen.getByRole('radio', { name: 'Belopp' }));
    expect(screen.queryByLabelText('Månadsbudget, antal lån')).toBeNull();
    type('Månadsbudget i SEK', '12 500,50');
    expect(field('Tidszon').value).toBe('Europe/Stockholm');
    await press('Skapa biblioteket');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created, true));
    const [body] = saves();
    expect(body).toMatchObject({
      name: 'Lunds stadsbibliotek',
      country_iso: 'se',
      time_zone: 'Europe/Stockholm',
      budget_type: 'amount',
      monthly_budget_cents: '1250050',
      patron_limit: '4',
      patron_limit_period: 'month',
      loan_period_hours: '48',
      alert_email: '',
      budget_pacing: 'none',
      active: '1',
    });
    // A new library has no stored loan count to send back, and no id.
    expect(body).not.toHaveProperty('monthly_budget_loans');
    expect(body).not.toHaveProperty('library_id');
  });

  it('refuses a wrong number in the chosen budget type and offers the zones of the country chosen', async () => {
    const { type, press, field, summary } = await setup({ language: 'sv' });
    type('Namn', 'Bergens bibliotek');
    fireEvent.change(field('Land'), { target: { value: 'no' } });
    expect(field('Tidszon').value).toBe('Europe/Oslo');
    const zones = within(field('Tidszon'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(zones).toEqual(['Europe/Oslo', 'Arctic/Longyearbyen']);
    type('Månadsbudget, antal lån', '1,5');
    await press('Skapa biblioteket');
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(within(summary()).getByRole('link').textContent?.replace(/\s/g, ' ')).toBe(
      'Månadsbudget, antal lån: Ange ett tal från 0 till 1 000 000.',
    );
    expect(saves()).toHaveLength(0);
  });
});

describe('LibraryForm, a stored library', () => {
  it('shows the stored values, sends them with its id and its state as stored, and says it is saved', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, library: { ...stored, patron_limit: 5 } }));
    const { type, press, field } = await setup({ library: stored, language: 'sv' });
    expect(field('Månadsbudget i EUR').value).toBe('2500,50');
    expect(field('Tidszon').value).toBe('Europe/Helsinki');
    type('Lån per låntagare', '5');
    await press('Spara');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Ändringarna är sparade.'));
    const [body] = saves();
    expect(body).toMatchObject({
      library_id: '7',
      patron_limit: '5',
      monthly_budget_cents: '250050',
      // The hidden loan count goes back as stored; the state is the library's, not the form's.
      monthly_budget_loans: '300',
      active: '0',
      alert_email: 'budjetti@ouka.fi',
    });
    expect(field('Lån per låntagare').value).toBe('5');
  });

  it("puts the server's field refusals on the form's fields and in the summary", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        success: false,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'bad',
          fields: { monthly_budget_cents: 'is required', time_zone: 'must be an IANA time zone' },
        },
      }),
    );
    const { press, field, summary } = await setup({ library: stored, language: 'sv' });
    await press('Spara');
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(field('Tidszon').getAttribute('aria-invalid')).toBe('true');
    expect(field('Månadsbudget i EUR').getAttribute('aria-invalid')).toBe('true');
    expect(
      within(summary())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`#${field('Tidszon').id}`, `#${field('Månadsbudget i EUR').id}`]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says a refusal that concerns no field in the summary', async () => {
    fetchMock.mockResolvedValue(
      json(404, { success: false, error: { code: 'LIBRARY_NOT_FOUND', message: 'gone' } }),
    );
    const { press, summary } = await setup({ library: stored, language: 'sv' });
    await press('Spara');
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(summary().textContent).toContain('error_library_not_found');
  });
});
