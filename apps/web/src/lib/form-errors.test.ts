import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from './form-errors';

const refusal = (fields: Record<string, string> | undefined) =>
  new ApiError({
    status: 400,
    code: 'EXISTING_EMAIL',
    message: 'taken',
    fields,
    origin: '/user/user/register',
  });

describe('fieldErrorKey', () => {
  it('translates codes by their error key, empty fields as required, other schema issues generically', () => {
    expect(fieldErrorKey(undefined)).toBeUndefined();
    expect(fieldErrorKey({ type: 'server', message: 'EXISTING_USER' })).toBe('error_existing_user');
    expect(fieldErrorKey({ type: 'custom', message: 'INVALID_PASSWORD' })).toBe('error_invalid_password');
    expect(
      fieldErrorKey({ type: 'too_small', message: 'Too small: expected string to have >=1 characters' }),
    ).toBe('required_field');
    expect(fieldErrorKey({ type: 'invalid_format', message: 'Invalid email address' })).toBe(
      'error_validation_failed',
    );
  });
});

describe('applyServerFieldErrors', () => {
  it("sets each field's code in the form's order and focuses only the first", () => {
    const setError = vi.fn();
    const applied = applyServerFieldErrors(
      refusal({ last_name: 'LASTNAME_TOO_LONG', email: 'EXISTING_EMAIL', unknown_field: 'X' }),
      setError,
      ['username', 'email', 'password', 'first_name', 'last_name'],
    );
    expect(applied).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'EXISTING_EMAIL' }, { shouldFocus: true }],
      ['last_name', { type: 'server', message: 'LASTNAME_TOO_LONG' }, { shouldFocus: false }],
    ]);
  });

  it('leaves an error without fields to the form', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(refusal(undefined), setError, ['email'])).toBe(false);
    expect(applyServerFieldErrors(new Error('boom'), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('fieldErrorKey with a key of its own for a refused value', () => {
  it("names the field's own problem, and still says required and codes as usual", () => {
    expect(fieldErrorKey({ type: 'invalid_format', message: 'x' }, 'loan_pin_invalid')).toBe(
      'loan_pin_invalid',
    );
    expect(fieldErrorKey({ type: 'too_small', message: 'x' }, 'loan_pin_invalid')).toBe('required_field');
    expect(fieldErrorKey({ type: 'server', message: 'WRONG_CARD_OR_PIN' }, 'loan_pin_invalid')).toBe(
      'error_wrong_card_or_pin',
    );
  });
});

describe('applyServerFieldErrors with VALIDATION_FAILED and renamed fields', () => {
  it("marks the fields a validation failure names, under the form's own names", () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'bad',
      fields: { monthly_budget_cents: 'Too big', loan_period_hours: 'Too small' },
      origin: '/librarian/librarian/update_budget',
    });
    const applied = applyServerFieldErrors(error, setError, ['monthly_budget_amount', 'loan_period_hours'], {
      monthly_budget_cents: 'monthly_budget_amount',
    });
    expect(applied).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['monthly_budget_amount', { type: 'server', message: 'VALIDATION_FAILED' }, { shouldFocus: true }],
      ['loan_period_hours', { type: 'server', message: 'VALIDATION_FAILED' }, { shouldFocus: false }],
    ]);
  });
});

describe('formErrorKey', () => {
  it('names the code, or the connection when no answer came', () => {
    expect(formErrorKey(refusal(undefined))).toBe('error_existing_email');
    expect(
      formErrorKey(new ApiError({ status: undefined, code: 'NETWORK_ERROR', message: '', origin: '/x' })),
    ).toBe('error_network');
    expect(formErrorKey(new Error('x'))).toBe('error_generic_body');
  });
});
