import { describe, expect, it } from 'vitest';
import { budgetMonthKey, libraryBudgetState, patronLimitState } from './budget';

const library = {
  timeZone: 'Europe/Stockholm',
  budgetType: 'count' as const,
  monthlyBudgetLoans: 100,
  monthlyBudgetCents: null,
  patronLimit: 4,
  patronLimitPeriod: 'month' as const,
};
const now = new Date('2026-11-21T10:00:00Z');

describe('library budget', () => {
  it('is open below the cap and reached at it, reopening on the 1st of next month', () => {
    expect(libraryBudgetState(library, { loans: 99, amountCents: 0 }, now)).toEqual({
      reached: false,
      reopensOn: null,
    });
    expect(libraryBudgetState(library, { loans: 100, amountCents: 0 }, now)).toEqual({
      reached: true,
      reopensOn: '2026-12-01',
    });
  });

  it('counts money for amount budgets and never closes without a cap', () => {
    const amount = { ...library, budgetType: 'amount' as const, monthlyBudgetCents: 5000 };
    expect(libraryBudgetState(amount, { loans: 1000, amountCents: 4999 }, now).reached).toBe(false);
    expect(libraryBudgetState(amount, { loans: 1, amountCents: 5000 }, now).reached).toBe(true);
    expect(
      libraryBudgetState({ ...library, monthlyBudgetLoans: null }, { loans: 10 ** 6, amountCents: 0 }, now)
        .reached,
    ).toBe(false);
  });

  it('uses the month of the library time zone', () => {
    expect(budgetMonthKey({ timeZone: 'Europe/Helsinki' }, new Date('2026-11-30T22:30:00Z'))).toBe(
      '2026-12-01',
    );
    expect(budgetMonthKey({ timeZone: 'Europe/Stockholm' }, new Date('2026-11-30T22:30:00Z'))).toBe(
      '2026-11-01',
    );
  });
});

describe('patron limit', () => {
  it('counts loans left and says when new loans open', () => {
    expect(patronLimitState(library, 3, now)).toEqual({ reached: false, loansLeft: 1, newLoansOn: null });
    expect(patronLimitState(library, 4, now)).toEqual({
      reached: true,
      loansLeft: 0,
      newLoansOn: '2026-12-01',
    });
    expect(patronLimitState({ ...library, patronLimitPeriod: 'week' }, 9, now).newLoansOn).toBe('2026-11-23');
  });
});
