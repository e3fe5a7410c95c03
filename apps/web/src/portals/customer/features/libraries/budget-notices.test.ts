import { describe, expect, it } from 'vitest';
import type { Library } from '@filmhyllan/contract';
import { budgetNotices, isDismissed, localDay, withDismissed } from './budget-notices';

const library = (overrides: Partial<Library> = {}): Library => ({
  id: 4,
  name: 'Malmö stadsbibliotek',
  country_iso: 'se',
  logo_url: null,
  display_name: 'Malmö stadsbibliotek',
  font_family: null,
  extra_display_names: '',
  library_loan_budget_reached: false,
  customer_loan_budget_reached: false,
  new_loans_date: null,
  new_loans_date_library: null,
  library_allowance: null,
  pin_format: 'digits',
  ...overrides,
});

describe('loan budget notices', () => {
  it('has one notice per reason with its date, the library first', () => {
    expect(budgetNotices(library())).toEqual([]);
    expect(
      budgetNotices(
        library({
          library_loan_budget_reached: true,
          new_loans_date_library: '2026-12-01',
          customer_loan_budget_reached: true,
          new_loans_date: '2026-11-29',
        }),
      ),
    ).toEqual([
      { kind: 'library', date: '2026-12-01' },
      { kind: 'customer', date: '2026-11-29' },
    ]);
    // A flag without a date has nothing to say.
    expect(budgetNotices(library({ customer_loan_budget_reached: true }))).toEqual([]);
  });

  it('keeps a notice dismissed for its library until its date comes, and shows a new date again', () => {
    const notice = { kind: 'library' as const, date: '2026-12-01' };
    const dismissed = withDismissed(undefined, 4, notice, '2026-11-22');
    expect(dismissed).toEqual({ 4: { library: '2026-12-01' } });
    expect(isDismissed(dismissed, 4, notice, '2026-11-30')).toBe(true);
    expect(isDismissed(dismissed, 4, notice, '2026-12-01')).toBe(false);
    expect(isDismissed(dismissed, 5, notice, '2026-11-22')).toBe(false);
    expect(isDismissed(dismissed, 4, { kind: 'customer', date: '2026-12-01' }, '2026-11-22')).toBe(false);
    expect(isDismissed(dismissed, 4, { kind: 'library', date: '2027-01-01' }, '2026-12-05')).toBe(false);
  });

  it('drops dismissals whose date has come when it stores a new one', () => {
    const old = withDismissed(undefined, 4, { kind: 'customer', date: '2026-11-25' }, '2026-11-22');
    const next = withDismissed(old, 7, { kind: 'library', date: '2026-12-01' }, '2026-11-26');
    expect(next).toEqual({ 7: { library: '2026-12-01' } });
  });

  it("reads today from the patron's own calendar", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
