import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { BudgetChangeEntry } from '@filmhyllan/contract';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { BudgetChanges } from './budget-changes';

const texts = {
  budget_changes: { sv: 'Ändringar av budgeten' },
  budget_changes_none: { sv: 'Budgeten har inte ändrats här ännu.' },
  budget_change_when: { sv: 'När' },
  budget_change_who: { sv: 'Vem' },
  budget_change_what: { sv: 'Ändring' },
  budget_type: { sv: 'Budgettyp' },
  budget_type_count: { sv: 'Antal lån' },
  budget_type_amount: { sv: 'Belopp' },
  monthly_budget_amount: { sv: 'Månadsbudget ({currency})' },
  patron_limit: { sv: 'Lån per låntagare' },
  patron_limit_period: { sv: 'Period' },
  period_month: { sv: 'månad' },
  period_week: { sv: 'vecka' },
  alert_email: { sv: 'E-post för budgetvarningar' },
};

const changes: BudgetChangeEntry[] = [
  {
    changed_at: '2026-11-20T13:05:00Z',
    librarian: 'stina',
    fields: [
      { field: 'monthly_budget_cents', old_value: null, new_value: 250_000 },
      { field: 'budget_type', old_value: 'count', new_value: 'amount' },
      { field: 'alert_email', old_value: null, new_value: 'film@bibliotek.example' },
    ],
  },
  {
    changed_at: '2026-11-02T08:00:00Z',
    librarian: 'olle',
    fields: [
      { field: 'patron_limit', old_value: 4, new_value: 6 },
      { field: 'patron_limit_period', old_value: 'month', new_value: 'week' },
    ],
  },
];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => stubApi(fetchMock));
afterEach(() => restoreFetch(fetchMock));

describe('BudgetChanges', () => {
  it('lists who changed which setting from what to what, in the order given (newest first)', async () => {
    await renderWithProviders(<BudgetChanges changes={changes} currency="SEK" language="sv" />, { texts });
    expect(screen.getByRole('heading', { level: 2, name: 'Ändringar av budgeten' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['När', 'Vem', 'Ändring']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByText('stina')).toBeTruthy();
    expect(
      within(first!)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual([
      'Månadsbudget (SEK): – → 2 500 kr',
      'Budgettyp: Antal lån → Belopp',
      'E-post för budgetvarningar: – → film@bibliotek.example',
    ]);
    expect(
      within(second!)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(['Lån per låntagare: 4 → 6', 'Period: månad → vecka']);
  });

  it('says so when the budget has never been changed', async () => {
    await renderWithProviders(<BudgetChanges changes={[]} currency="SEK" language="sv" />, { texts });
    expect(screen.getByText('Budgeten har inte ändrats här ännu.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
