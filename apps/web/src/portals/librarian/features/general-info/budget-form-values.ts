import { z } from 'zod';
import {
  BudgetPacing,
  type BudgetSettings,
  type ErrorCode,
  type Language,
  type LoanLimitPeriod,
  updateBudget,
} from '@filmhyllan/contract';
import type { BudgetInput } from './api/update-budget';
import { centsToText, parseCents, parseWhole } from '@/lib/budget-amounts';

/** The budget form as typed: numbers are text until they are checked. Amounts are in currency units. */
export interface BudgetFormValues {
  budget_type: BudgetSettings['budget_type'];
  monthly_budget_loans: string;
  monthly_budget_amount: string;
  patron_limit: string;
  patron_limit_period: LoanLimitPeriod;
  loan_period_hours: string;
  /** Where budget alerts go; empty: no alerts. */
  alert_email: string;
  budget_pacing: BudgetPacing;
}

/** The number fields, each with its bounds. */
export type BudgetField =
  'monthly_budget_loans' | 'monthly_budget_amount' | 'patron_limit' | 'loan_period_hours';

/** Every field a message can be put on, in the order of the form (the first failing one takes the focus). */
export const budgetFieldOrder = [
  'monthly_budget_loans',
  'monthly_budget_amount',
  'patron_limit',
  'loan_period_hours',
  'alert_email',
] as const satisfies readonly (keyof BudgetFormValues)[];
export type BudgetFormField = (typeof budgetFieldOrder)[number];

export type BudgetFieldError =
  | { key: 'required_field' }
  | { key: 'number_between'; values: { min: number; max: number } }
  /** The server refused a value the form let through. */
  | { key: 'error_validation_failed' };

export type BudgetFieldErrors = Partial<Record<BudgetField, BudgetFieldError>>;

/** The bounds of contract updateBudget; amounts in currency units. */
export const budgetBounds = {
  monthly_budget_loans: { min: 0, max: 1_000_000 },
  monthly_budget_amount: { min: 0, max: 10_000_000 },
  patron_limit: { min: 1, max: 100 },
  loan_period_hours: { min: 1, max: 720 },
} as const satisfies Record<BudgetField, { min: number; max: number }>;

/** The stored settings as the form shows them. */
export function toFormValues(budget: BudgetSettings, language: Language): BudgetFormValues {
  return {
    budget_type: budget.budget_type,
    monthly_budget_loans: budget.monthly_budget_loans === null ? '' : String(budget.monthly_budget_loans),
    monthly_budget_amount: centsToText(budget.monthly_budget_cents, language),
    patron_limit: String(budget.patron_limit),
    patron_limit_period: budget.patron_limit_period,
    loan_period_hours: String(budget.loan_period_hours),
    alert_email: budget.alert_email ?? '',
    budget_pacing: budget.budget_pacing,
  };
}

/** The stored monthly budgets: the one of the type not chosen is sent back as it is. */
export type StoredBudgets = Pick<BudgetSettings, 'monthly_budget_loans' | 'monthly_budget_cents'>;

export type BudgetFormResult = { input: BudgetInput; errors?: undefined } | { errors: BudgetFieldErrors };

/**
 * Checks the form's numbers and builds the update_budget request. Only the monthly budget of the chosen type is
 * checked, and it is required; the other type's field is hidden, so nothing in it may refuse a save: it is not
 * read, and the stored value is sent back unchanged (the call replaces all settings). The alert address is sent
 * as typed, trimmed: always, so that emptying it turns the alerts off (the contract checks that it is an e-mail
 * address).
 */
export function parseBudgetForm(values: BudgetFormValues, stored: StoredBudgets): BudgetFormResult {
  const errors: BudgetFieldErrors = {};
  const check = (field: BudgetField, parsed: number | undefined, required: boolean): number | null => {
    const text = values[field].trim();
    if (text === '') {
      if (required) errors[field] = { key: 'required_field' };
      return null;
    }
    const { min, max } = budgetBounds[field];
    const inRange =
      field === 'monthly_budget_amount'
        ? parsed !== undefined && parsed <= max * 100
        : parsed !== undefined && parsed >= min && parsed <= max;
    if (!inRange) {
      errors[field] = { key: 'number_between', values: { min, max } };
      return null;
    }
    return parsed ?? null;
  };

  const loans =
    values.budget_type === 'count'
      ? check('monthly_budget_loans', parseWhole(values.monthly_budget_loans), true)
      : stored.monthly_budget_loans;
  const cents =
    values.budget_type === 'amount'
      ? check('monthly_budget_amount', parseCents(values.monthly_budget_amount), true)
      : stored.monthly_budget_cents;
  const patronLimit = check('patron_limit', parseWhole(values.patron_limit), true);
  const loanHours = check('loan_period_hours', parseWhole(values.loan_period_hours), true);

  if (Object.keys(errors).length > 0 || patronLimit === null || loanHours === null) return { errors };
  return {
    input: {
      budget_type: values.budget_type,
      monthly_budget_loans: loans,
      monthly_budget_cents: cents,
      patron_limit: patronLimit,
      patron_limit_period: values.patron_limit_period,
      loan_period_hours: loanHours,
      alert_email: values.alert_email.trim(),
      budget_pacing: values.budget_pacing,
    },
  };
}

/** The server's field names (error.fields of VALIDATION_FAILED) on the form's fields, where they differ. */
export const budgetServerFields = { monthly_budget_cents: 'monthly_budget_amount' } as const;

/** The server's field names on the form's fields; undefined for a field the form has no input for. */
export function formFieldOf(serverField: string): BudgetFormField | undefined {
  if (serverField in budgetServerFields)
    return budgetServerFields[serverField as keyof typeof budgetServerFields];
  return (budgetFieldOrder as readonly string[]).includes(serverField)
    ? (serverField as BudgetFormField)
    : undefined;
}

const { budget_type, patron_limit_period, alert_email } = updateBudget.request.shape;

/**
 * The form's schema for the zod resolver, given the stored budgets: the typed text is checked and converted by parseBudgetForm (amounts
 * in the page's decimal sign, spaces as thousands separators), then the result must be the contract's
 * update_budget request. An empty required field is reported as too small (said "required" by
 * lib/form-errors); a number out of bounds as 'number_between', which the form words with the field's bounds;
 * an alert address that is not one as INVALID_EMAIL.
 */
export const budgetFormSchema = (stored: StoredBudgets) =>
  z
    .object({
      budget_type,
      monthly_budget_loans: z.string(),
      monthly_budget_amount: z.string(),
      patron_limit: z.string(),
      patron_limit_period,
      loan_period_hours: z.string(),
      alert_email: z.string(),
      budget_pacing: BudgetPacing,
    })
    .transform((values, ctx) => {
      const result = parseBudgetForm(values, stored);
      // The address is checked with the numbers, so that one submit names every field that is wrong.
      const emailOk = alert_email.safeParse(values.alert_email).success;
      if (!emailOk) {
        ctx.addIssue({ code: 'custom', path: ['alert_email'], message: 'INVALID_EMAIL' satisfies ErrorCode });
      }
      if (!result.errors && emailOk) return result.input;
      for (const [field, error] of Object.entries(result.errors ?? {})) {
        if (error.key === 'required_field') {
          ctx.addIssue({
            code: 'too_small',
            origin: 'string',
            minimum: 1,
            path: [field],
            message: error.key,
          });
        } else {
          ctx.addIssue({ code: 'custom', path: [field], message: error.key });
        }
      }
      return z.NEVER;
    })
    .pipe(updateBudget.request)
    // The wire leaves null fields out, and a left-out alert address means "unchanged": an empty one is sent as
    // empty, which turns the alerts off.
    .transform((input) => ({ ...input, alert_email: input.alert_email ?? '' }));
