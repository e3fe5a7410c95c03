import { describe, expect, it } from 'vitest';
import type { BudgetSettings } from '@filmhyllan/contract';
import {
  budgetFormSchema,
  formFieldOf,
  parseBudgetForm,
  toFormValues,
  type BudgetFormValues,
} from './budget-form-values';

const stored: BudgetSettings = {
  budget_type: 'amount',
  monthly_budget_loans: 900,
  monthly_budget_cents: 1_250_050,
  patron_limit: 4,
  patron_limit_period: 'week',
  loan_period_hours: 48,
  alert_email: 'budget@bibliotek.se',
  budget_pacing: 'none',
};

describe('toFormValues', () => {
  it('writes amounts in currency units with the page language decimal sign', () => {
    expect(toFormValues(stored, 'sv')).toEqual({
      budget_type: 'amount',
      monthly_budget_loans: '900',
      monthly_budget_amount: '12500,50',
      patron_limit: '4',
      patron_limit_period: 'week',
      loan_period_hours: '48',
      alert_email: 'budget@bibliotek.se',
      budget_pacing: 'none',
    });
    expect(toFormValues({ ...stored, alert_email: null }, 'sv').alert_email).toBe('');
    expect(toFormValues(stored, 'en').monthly_budget_amount).toBe('12500.50');
    expect(toFormValues({ ...stored, monthly_budget_cents: 500_000 }, 'fi').monthly_budget_amount).toBe(
      '5000',
    );
    expect(toFormValues({ ...stored, monthly_budget_cents: null }, 'sv').monthly_budget_amount).toBe('');
  });
});

describe('parseBudgetForm', () => {
  const values = (changes: Partial<BudgetFormValues> = {}): BudgetFormValues => ({
    ...toFormValues(stored, 'sv'),
    ...changes,
  });

  it('builds the update_budget request, amounts in cents, spaces and either decimal sign accepted', () => {
    expect(parseBudgetForm(values({ monthly_budget_amount: '12 500,5' }), stored)).toEqual({
      input: {
        budget_type: 'amount',
        monthly_budget_loans: 900,
        monthly_budget_cents: 1_250_050,
        patron_limit: 4,
        patron_limit_period: 'week',
        loan_period_hours: 48,
        alert_email: 'budget@bibliotek.se',
        budget_pacing: 'none',
      },
    });
    expect(parseBudgetForm(values({ monthly_budget_amount: '99.99' }), stored).errors).toBeUndefined();
  });

  it("requires the chosen type's budget and sends the other as stored, whatever its hidden field holds", () => {
    expect(parseBudgetForm(values({ monthly_budget_amount: '' }), stored).errors).toEqual({
      monthly_budget_amount: { key: 'required_field' },
    });
    const count = parseBudgetForm(values({ budget_type: 'count', monthly_budget_amount: '-5' }), stored);
    expect(count.errors).toBeUndefined();
    expect(count.errors === undefined && count.input.monthly_budget_cents).toBe(1_250_050);
    // The case of issue 25: -5 loans typed, then the amount type chosen and 5000 entered.
    const amount = parseBudgetForm(
      values({ budget_type: 'amount', monthly_budget_loans: '-5', monthly_budget_amount: '5000' }),
      { monthly_budget_loans: null, monthly_budget_cents: null },
    );
    expect(amount.errors).toBeUndefined();
    expect(amount.errors === undefined && amount.input).toMatchObject({
      monthly_budget_loans: null,
      monthly_budget_cents: 500_000,
    });
  });

  it('checks the bounds of update_budget', () => {
    expect(parseBudgetForm(values({ patron_limit: '0', loan_period_hours: '721' }), stored).errors).toEqual({
      patron_limit: { key: 'number_between', values: { min: 1, max: 100 } },
      loan_period_hours: { key: 'number_between', values: { min: 1, max: 720 } },
    });
    expect(
      parseBudgetForm(values({ budget_type: 'count', monthly_budget_loans: '2,5' }), stored).errors,
    ).toEqual({
      monthly_budget_loans: { key: 'number_between', values: { min: 0, max: 1_000_000 } },
    });
    expect(parseBudgetForm(values({ monthly_budget_amount: '1,234' }), stored).errors).toHaveProperty(
      'monthly_budget_amount',
    );
    expect(parseBudgetForm(values({ monthly_budget_amount: '-5' }), stored).errors).toHaveProperty(
      'monthly_budget_amount',
    );
    expect(parseBudgetForm(values({ patron_limit: '' }), stored).errors).toEqual({
      patron_limit: { key: 'required_field' },
    });
  });
});

describe('formFieldOf', () => {
  it("puts the server's field names on the form's fields", () => {
    expect(formFieldOf('monthly_budget_cents')).toBe('monthly_budget_amount');
    expect(formFieldOf('patron_limit')).toBe('patron_limit');
    expect(formFieldOf('alert_email')).toBe('alert_email');
    expect(formFieldOf('budget_type')).toBeUndefined();
  });
});

describe('budgetFormSchema', () => {
  const values = (changes: Partial<BudgetFormValues> = {}): BudgetFormValues => ({
    ...toFormValues(stored, 'sv'),
    ...changes,
  });
  const issues = (result: ReturnType<ReturnType<typeof budgetFormSchema>['safeParse']>) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('sends the alert address trimmed, and an empty one as empty (no alerts), never left out', () => {
    const typed = budgetFormSchema(stored).safeParse(values({ alert_email: '  ny@bibliotek.se ' }));
    expect(typed.data?.alert_email).toBe('ny@bibliotek.se');
    const empty = budgetFormSchema(stored).safeParse(values({ alert_email: ' ' }));
    expect(empty.success).toBe(true);
    expect(empty.data?.alert_email).toBe('');
  });

  it('refuses an address that is not one as INVALID_EMAIL, together with the wrong numbers', () => {
    expect(issues(budgetFormSchema(stored).safeParse(values({ alert_email: 'budget@' })))).toEqual([
      ['alert_email', 'INVALID_EMAIL'],
    ]);
    expect(
      issues(
        budgetFormSchema(stored).safeParse(values({ alert_email: 'inte en adress', patron_limit: '0' })),
      ),
    ).toEqual([
      ['alert_email', 'INVALID_EMAIL'],
      ['patron_limit', 'number_between'],
    ]);
  });
});
