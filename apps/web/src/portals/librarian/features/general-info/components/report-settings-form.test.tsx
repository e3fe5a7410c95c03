import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GeneralInfo } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { ReportSettingsForm } from './report-settings-form';

const info: GeneralInfo = {
  library: { id: 5, name: 'Biblioteket', country_iso: 'se', logo_url: null, currency: 'SEK' },
  budget: {
    budget_type: 'count',
    monthly_budget_loans: 100,
    monthly_budget_cents: null,
    patron_limit: 4,
    patron_limit_period: 'month',
    loan_period_hours: 48,
    alert_email: 'budget@bibliotek.se',
    budget_pacing: 'none',
  },
  current_month: {
    month: '2026-03',
    loans: 3,
    amount_cents: 9000,
    patrons: 2,
    remaining_loans: 97,
    remaining_cents: null,
    budget_reached: false,
    new_loans_date_library: null,
  },
  top_titles: [],
  months: [],
  sushi_customer_id: '5',
  sushi_requestor_id: null,
  sushi_api_key: null,
  reports: {
    enabled: true,
    report_email: null,
    tables: ['daily', 'titles'],
    last_report: { month: '2026-02', sent_at: '2026-03-01T06:00:00.000Z', sent_to: 'budget@bibliotek.se' },
  },
};

const texts = {
  monthly_reports: { sv: 'Månadsrapport per e-post' },
  reports_enabled: { sv: 'Skicka månadsrapporten' },
  report_email: { sv: 'E-postadress för rapporten' },
  report_email_hint: { sv: 'Tom: till {address}.' },
  report_email_hint_none: { sv: 'Ingen adress alls: ingen rapport.' },
  report_tables: { sv: 'Bifogade tabeller' },
  report_table_daily: { sv: 'Lån per dag' },
  report_table_monthly: { sv: 'Lån per månad' },
  report_table_pacing: { sv: 'Budgetfördelning' },
  report_table_titles: { sv: 'Titlar' },
  report_table_genres: { sv: 'Genrer' },
  report_table_languages: { sv: 'Språk' },
  report_last_sent: { sv: 'Senast: {month} till {address}.' },
  report_settings_saved: { sv: 'Sparat.' },
  error_invalid_email: { sv: 'E-postadressen är inte giltig.' },
  form_not_sent: { sv: 'Formuläret skickades inte' },
  save: { sv: 'Spara' },
};

const fetchMock = vi.fn<typeof fetch>();
const updates = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/librarian/librarian/update_report_settings'))
    .map(([, init]) => new URLSearchParams(String(init?.body)));

async function setup(given: GeneralInfo = info) {
  await renderWithProviders(<ReportSettingsForm info={given} language="sv" />, { texts });
  const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Spara' })));
  return { save };
}

beforeEach(() => stubApi(fetchMock));
afterEach(() => restoreFetch(fetchMock));

describe('ReportSettingsForm', () => {
  it('shows the stored settings, the address it falls back to and the last report sent', async () => {
    await setup();
    expect((screen.getByLabelText('Skicka månadsrapporten') as HTMLInputElement).checked).toBe(true);
    const email = screen.getByLabelText('E-postadress för rapporten') as HTMLInputElement;
    expect(email.value).toBe('');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Tom: till budget@bibliotek.se.')).toBeTruthy();
    const tables = screen.getByRole('group', { name: 'Bifogade tabeller' });
    const checked = within(tables)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.parentElement?.textContent);
    expect(checked).toEqual(['Lån per dag', 'Titlar']);
    expect(screen.getByText('Senast: februari 2026 till budget@bibliotek.se.')).toBeTruthy();
  });

  it('says no report goes when neither address is set', async () => {
    await setup({
      ...info,
      budget: { ...info.budget, alert_email: null },
      reports: { ...info.reports, last_report: null },
    });
    expect(screen.getByText('Ingen adress alls: ingen rapport.')).toBeTruthy();
  });

  it('sends the choice as update_report_settings takes it (CSRF token included) and says it is saved', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        success: true,
        reports: {
          enabled: false,
          report_email: 'rapport@bibliotek.se',
          tables: ['titles', 'genres'],
          last_report: null,
        },
      }),
    );
    const { save } = await setup();
    fireEvent.click(screen.getByLabelText('Skicka månadsrapporten'));
    fireEvent.change(screen.getByLabelText('E-postadress för rapporten'), {
      target: { value: ' rapport@bibliotek.se ' },
    });
    fireEvent.click(screen.getByLabelText('Lån per dag'));
    fireEvent.click(screen.getByLabelText('Genrer'));
    await save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sparat.'));
    const [body] = updates();
    expect(body?.get('reports_enabled')).toBe('0');
    expect(body?.get('report_email')).toBe('rapport@bibliotek.se');
    expect(body?.get('report_tables')).toBe('[titles,genres]');
    expect(body?.get('portal_csrftoken')).toBe('C1');
  });

  it('refuses an address that is not one under its field and in the summary, sending nothing', async () => {
    const { save } = await setup();
    const email = screen.getByLabelText('E-postadress för rapporten');
    fireEvent.change(email, { target: { value: 'inte en adress' } });
    await save();
    const summary = await screen.findByRole('group', { name: 'Formuläret skickades inte' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(summary).getByRole('link').textContent).toContain('E-postadressen är inte giltig.');
    expect(updates()).toHaveLength(0);
  });

  it("puts the server's refusal of a field on that field", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        success: false,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'bad',
          fields: { report_email: 'must be an e-mail address' },
        },
      }),
    );
    const { save } = await setup();
    fireEvent.change(screen.getByLabelText('E-postadress för rapporten'), { target: { value: 'a@b.se' } });
    await save();
    await waitFor(() =>
      expect(screen.getByLabelText('E-postadress för rapporten').getAttribute('aria-invalid')).toBe('true'),
    );
  });
});
