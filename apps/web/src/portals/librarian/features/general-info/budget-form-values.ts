import { z } from 'zod';
import { type BudgetSettings, type Language, type LoanLimitPeriod, updateBudget } from '@filmhyllan/contract';
import type { BudgetInput } from './api/update-budget';

/** The budget form as typed: numbers are text until they are checked. Amounts are in currency units. */
export interface BudgetFormValues {
  budget_type: BudgetSettings['budget_type'];
  monthly_budget_loans: string;
  monthly_budget_amount: string;
  patron_limit: string;
  patron_limit_period: LoanLimitPeriod;
  loan_period_hours: string;
}

export type BudgetField =
  'monthly_budget_loans' | 'monthly_budget_amount' | 'patron_limit' | 'loan_period_hours';

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

/** Languages that write a decimal comma (the form accepts both, and writes the page's own). */
const decimalComma: Record<Language, boolean> = { sv: true, no: true, fi: true, en: false };

function centsToText(cents: number | null, language: Language): string {
  if (cents === null) return '';
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return decimalComma[language] ? text.replace('.', ',') : text;
}

/** The stored settings as the form shows them. */
export function toFormValues(budget: BudgetSettings, language: Language): BudgetFormValues {
  return {
    budget_type: budget.budget_type,
    monthly_budget_loans: budget.monthly_budget_loans === null ? '' : String(budget.monthly_budget_loans),
    monthly_budget_amount: centsToText(budget.monthly_budget_cents, language),
    patron_limit: String(budget.patron_limit),
    patron_limit_period: budget.patron_limit_period,
    loan_period_hours: String(budget.loan_period_hours),
  };
}

/** Spaces people type as thousands separators (ordinary, no-break and narrow no-break). */
const withoutSpaces = (text: string) => text.replace(/[\s\u00a0\u202f]/g, '');

/** A whole number, or undefined when the text is not one. */
function parseWhole(text: string): number | undefined {
  const plain = withoutSpaces(text);
  return /^\d+$/.test(plain) ? Number(plain) : undefined;
}

/** An amount in currency units with at most two decimals (comma or point) as cents, or undefined. */
function parseCents(text: string): number | undefined {
  const plain = withoutSpaces(text).replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export type BudgetFormResult = { input: BudgetInput; errors?: undefined } | { errors: BudgetFieldErrors };

/**
 * Checks the form and builds the update_budget request. The monthly budget of the chosen type is required; the
 * other one is sent as it stands (empty clears it), as the call replaces all settings.
 */
export function parseBudgetForm(values: BudgetFormValues): BudgetFormResult {
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

  const loans = check(
    'monthly_budget_loans',
    parseWhole(values.monthly_budget_loans),
    values.budget_type === 'count',
  );
  const cents = check(
    'monthly_budget_amount',
    parseCents(values.monthly_budget_amount),
    values.budget_type === 'amount',
  );
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
    },
  };
}

/** The server's field names (error.fields of VALIDATION_FAILED) on the form's fields, where they differ. */
export const budgetServerFields = { monthly_budget_cents: 'monthly_budget_amount' } as const;

/** The server's field names on the form's fields; undefined for a field the form has no input for. */
export function formFieldOf(serverField: string): BudgetField | undefined {
  if (serverField in budgetServerFields)
    return budgetServerFields[serverField as keyof typeof budgetServerFields];
  return serverField in budgetBounds ? (serverField as BudgetField) : undefined;
}

const { budget_type, patron_limit_period } = updateBudget.request.shape;

/**
 * The form's schema for the zod resolver: the typed text is checked and converted by parseBudgetForm (amounts
 * in the page's decimal sign, spaces as thousands separators), then the result must be the contract's
 * update_budget request. An empty required field is reported as too small (said "required" by
 * lib/form-errors); a number out of bounds as 'number_between', which the form words with the field's bounds.
 */
export const budgetFormSchema = z
  .object({
    budget_type,
    monthly_budget_loans: z.string(),
    monthly_budget_amount: z.string(),
    patron_limit: z.string(),
    patron_limit_period,
    loan_period_hours: z.string(),
  })
  .transform((values, ctx) => {
    const result = parseBudgetForm(values);
    if (!result.errors) return result.input;
    for (const [field, error] of Object.entries(result.errors)) {
      if (error.key === 'required_field') {
        ctx.addIssue({ code: 'too_small', origin: 'string', minimum: 1, path: [field], message: error.key });
      } else {
        ctx.addIssue({ code: 'custom', path: [field], message: error.key });
      }
    }
    return z.NEVER;
  })
  .pipe(updateBudget.request);
