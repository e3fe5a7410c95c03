import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BudgetSettings, GeneralInfo } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { BudgetForm } from './budget-form';

const budget: BudgetSettings = {
  budget_type: 'amount',
  monthly_budget_loans: null,
  monthly_budget_cents: 1_250_050,
  patron_limit: 4,
  patron_limit_period: 'month',
  loan_period_hours: 48,
  alert_email: 'budget@bibliotek.se',
  budget_pacing: 'none',
};

const info: GeneralInfo = {
  library: { id: 5, name: 'Biblioteket', country_iso: 'se', logo_url: null, currency: 'SEK' },
  budget,
  current_month: {
    month: '2026-03',
    loans: 3,
    amount_cents: 9000,
    patrons: 2,
    remaining_loans: null,
    remaining_cents: 1_241_050,
    budget_reached: false,
    new_loans_date_library: null,
  },
  top_titles: [],
  months: [],
  sushi_customer_id: '5',
  sushi_requestor_id: null,
  sushi_api_key: null,
  reports: { enabled: true, report_email: null, tables: ['daily', 'titles'], last_report: null },
};

const texts = {
  number_between: { sv: 'Ange ett tal från {min} till {max}.' },
  loan_period_hours: { sv: 'Lånetid (timmar)' },
  patron_limit: { sv: 'Lån per låntagare' },
  monthly_budget_amount: { sv: 'Månadsbudget ({currency})' },
  monthly_budget_loans: { sv: 'Månadsbudget, antal lån' },
  budget_type_count: { sv: 'Antal lån' },
  budget_type_amount: { sv: 'Belopp' },
  form_not_sent: { sv: 'Formuläret skickades inte' },
  save: { sv: 'Spara' },
  alert_email: { sv: 'E-post för budgetvarningar' },
  alert_email_hint: { sv: 'Vid {first} och {last} av månadsbudgeten.' },
  error_invalid_email: { sv: 'E-postadressen är inte giltig.' },
  budget_pacing: { sv: 'Fördelning över månaden' },
  budget_pacing_none: { sv: 'Ingen' },
  budget_pacing_none_hint: { sv: 'Lån tills månadens budget är slut.' },
  budget_pacing_weekly: { sv: 'Per vecka' },
  budget_pacing_weekly_hint: { sv: 'Lika delar per vecka.' },
  budget_pacing_daily: { sv: 'Per dag' },
  budget_pacing_daily_hint: { sv: 'Lika delar per dag.' },
  budget_pacing_auto: { sv: 'Automatisk' },
  budget_pacing_auto_hint: { sv: 'Per dag, mer på veckodagar med fler lån.' },
};

const fetchMock = vi.fn<typeof fetch>();
const updates = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/librarian/librarian/update_budget'))
    .map(([, init]) => new URLSearchParams(String(init?.body)));

async function setup() {
  await renderWithProviders(<BudgetForm info={info} language="sv" />, { texts });
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Spara' })));
  const summary = () => screen.getByRole('group', { name: 'Formuläret skickades inte' });
  return { field, type, save, summary };
}

beforeEach(() => stubApi(fetchMock));

afterEach(() => restoreFetch(fetchMock));

describe('BudgetForm', () => {
  it('names a number out of bounds under its field and in the summary, which takes the focus', async () => {
    const { type, save, field, summary } = await setup();
    expect(screen.queryByRole('group', { name: 'Formuläret skickades inte' })).toBeNull();
    type('Lånetid (timmar)', '0');
    await save();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    const hours = field('Lånetid (timmar)');
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    const underField = document.getElementById(hours.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(underField?.textContent).toBe('Ange ett tal från 1 till 720.');
    // The summary links to the field, and following the link puts the focus on it.
    const link = within(summary()).getByRole('link', {
      name: 'Lånetid (timmar): Ange ett tal från 1 till 720.',
    });
    expect(link.getAttribute('href')).toBe(`#${hours.id}`);
    fireEvent.click(link);
    expect(document.activeElement).toBe(hours);
    expect(updates()).toHaveLength(0);
  });

  it('saves an amount budget while the hidden loan count holds a refused number (issue 25)', async () => {
    fetchMock.mockResolvedValue(
      json(200, { success: true, budget: { ...budget, monthly_budget_cents: 500_000 } }),
    );
    const { type, save, field } = await setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Antal lån' }));
    type('Månadsbudget, antal lån', '-5');
    fireEvent.click(screen.getByRole('radio', { name: 'Belopp' }));
    type('Månadsbudget (SEK)', '5000');
    await save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('budget_saved'));
    const [body] = updates();
    expect(body?.get('budget_type')).toBe('amount');
    expect(body?.get('monthly_budget_cents')).toBe('500000');
    // The hidden count is not read: the stored one (none) is sent back.
    expect(body?.has('monthly_budget_loans')).toBe(false);
    expect(screen.queryByRole('group', { name: 'Formuläret skickades inte' })).toBeNull();
    expect(field('Månadsbudget (SEK)').value).toBe('5000');
  });

  it('refuses a negative count when the count type is chosen, and says so', async () => {
    const { type, save, field, summary } = await setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Antal lån' }));
    type('Månadsbudget, antal lån', '-5');
    await save();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(within(summary()).getByRole('link').textContent?.replace(/\s/g, ' ')).toBe(
      'Månadsbudget, antal lån: Ange ett tal från 0 till 1 000 000.',
    );
    expect(field('Månadsbudget, antal lån').getAttribute('aria-invalid')).toBe('true');
    expect(updates()).toHaveLength(0);
  });

  it('sends the amount in cents, written with either decimal sign, and says it is saved', async () => {
    fetchMock.mockResolvedValue(
      json(200, { success: true, budget: { ...budget, monthly_budget_cents: 99_950 } }),
    );
    const { type, save, field } = await setup();
    expect(field('Månadsbudget (SEK)').value).toBe('12500,50');
    type('Månadsbudget (SEK)', '999.5');
    await save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('budget_saved'));
    const [body] = updates();
    expect(body?.get('monthly_budget_cents')).toBe('99950');
    expect(body?.get('budget_type')).toBe('amount');
    expect(body?.get('loan_period_hours')).toBe('48');
    expect(field('Månadsbudget (SEK)').value).toBe('999,50');
  });

  it("puts a field the server refuses on the form's own field, and says the refusal", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        success: false,
        error: { code: 'VALIDATION_FAILED', message: 'bad', fields: { monthly_budget_cents: 'Too big' } },
      }),
    );
    const { save, field, summary } = await setup();
    await save();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(field('Månadsbudget (SEK)').getAttribute('aria-invalid')).toBe('true');
    expect(within(summary()).getByRole('link').getAttribute('href')).toBe(
      `#${field('Månadsbudget (SEK)').id}`,
    );
    // Under the field and in the summary.
    expect(within(summary()).getByRole('link').textContent).toBe(
      'Månadsbudget (SEK): error_validation_failed',
    );
    expect(screen.getAllByText('error_validation_failed')).toHaveLength(1);
  });

  it('says a refusal that concerns no field in the summary, and takes the focus', async () => {
    fetchMock.mockResolvedValue(
      json(429, { success: false, error: { code: 'RATE_LIMITED', message: 'slow down' } }),
    );
    const { save, summary } = await setup();
    await save();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(summary().textContent).toContain('error_rate_limited');
  });

  it('shows the alert address with the thresholds of the contract, and sends a new one', async () => {
    fetchMock.mockResolvedValue(
      json(200, { success: true, budget: { ...budget, alert_email: 'ny@bibliotek.se' } }),
    );
    const { type, save, field } = await setup();
    const email = field('E-post för budgetvarningar');
    expect(email.value).toBe('budget@bibliotek.se');
    expect(email.type).toBe('email');
    const hint = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    // Swedish writes a (no-break) space before the per cent sign.
    expect(hint?.textContent?.replace(/\s/g, ' ')).toBe('Vid 80 % och 100 % av månadsbudgeten.');
    type('E-post för budgetvarningar', ' ny@bibliotek.se ');
    await save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('budget_saved'));
    expect(updates()[0]?.get('alert_email')).toBe('ny@bibliotek.se');
    expect(field('E-post för budgetvarningar').value).toBe('ny@bibliotek.se');
  });

  it('offers the pacing as a radio group, each choice explained, and sends the one chosen', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, budget: { ...budget, budget_pacing: 'daily' } }));
    const { save } = await setup();
    const group = screen.getByRole('group', { name: 'Fördelning över månaden' });
    const none = within(group).getByRole('radio', { name: /^Ingen/ });
    expect((none as HTMLInputElement).checked).toBe(true);
    const daily = within(group).getByRole('radio', { name: /^Per dag/ }) as HTMLInputElement;
    expect(document.getElementById(daily.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Lika delar per dag.',
    );
    fireEvent.click(daily);
    await save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('budget_saved'));
    expect(updates()[0]?.get('budget_pacing')).toBe('daily');
    expect(daily.checked).toBe(true);
  });

  it('offers the automatic pacing as a fourth radio, explained, and sends auto', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, budget: { ...budget, budget_pacing: 'auto' } }));
    const { save } = await setup();
    const group = screen.getByRole('group', { name: 'Fördelning över månaden' });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    const auto = within(group).getByRole('radio', { name: /^Automatisk/ }) as HTMLInputElement;
    expect(auto.checked).toBe(false);
    expect(document.getElementById(auto.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Per dag, mer på veckodagar med fler lån.',
    );
    fireEvent.click(auto);
    await save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('budget_saved'));
    expect(updates()[0]?.get('budget_pacing')).toBe('auto');
    expect(auto.checked).toBe(true);
  });

  it('sends an emptied alert address as empty, which turns the alerts off', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, budget: { ...budget, alert_email: null } }));
    const { type, save, field } = await setup();
    type('E-post för budgetvarningar', '');
    await save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('budget_saved'));
    const [body] = updates();
    expect(body?.has('alert_email')).toBe(true);
    expect(body?.get('alert_email')).toBe('');
    expect(field('E-post för budgetvarningar').value).toBe('');
  });

  it('names an address that is not one under its field and in the summary, and sends nothing', async () => {
    const { type, save, field, summary } = await setup();
    type('E-post för budgetvarningar', 'budget@');
    await save();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(field('E-post för budgetvarningar').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('E-postadressen är inte giltig.')).toBeTruthy();
    expect(within(summary()).getByRole('link').textContent).toBe(
      'E-post för budgetvarningar: E-postadressen är inte giltig.',
    );
    expect(updates()).toHaveLength(0);
  });
});
