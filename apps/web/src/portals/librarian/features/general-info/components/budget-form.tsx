import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, type GeneralInfo, type Language } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useUpdateBudget } from '../api/update-budget';
import {
  formFieldOf,
  parseBudgetForm,
  toFormValues,
  type BudgetField,
  type BudgetFieldErrors,
  type BudgetFormValues,
} from '../budget-form-values';
import { formatMoney, formatNumber } from '@/lib/format';
import styles from './general-info.module.css';
import fieldStyles from '@/components/ui/field.module.css';

const fieldOrder: readonly BudgetField[] = [
  'monthly_budget_loans',
  'monthly_budget_amount',
  'patron_limit',
  'loan_period_hours',
];

/**
 * The change budget screen (/lib/settings): the budget type, the monthly budget of that type, the limit per
 * patron and the loan period. Sent without browser validation (spec section 5); the form checks the bounds of
 * update_budget first, and a field the server still refuses is marked too.
 */
export function BudgetForm({ info, language }: { info: GeneralInfo; language: Language }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useUpdateBudget();
  const [values, setValues] = useState<BudgetFormValues>(() => toFormValues(info.budget, language));
  const [errors, setErrors] = useState<BudgetFieldErrors>({});
  const inputs = useRef<Partial<Record<BudgetField, HTMLInputElement | null>>>({});
  const currency = info.library.currency;

  const set = <K extends keyof BudgetFormValues>(key: K, value: BudgetFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (save.isSuccess) save.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = parseBudgetForm(values);
    if (result.errors) {
      setErrors(result.errors);
      save.reset();
      const first = fieldOrder.find((field) => result.errors[field]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setErrors({});
    save.mutate(result.input, {
      onSuccess: ({ budget }) => setValues(toFormValues(budget, language)),
      onError: (error) => {
        const serverErrors: BudgetFieldErrors = {};
        for (const field of Object.keys(isApiError(error) ? (error.fields ?? {}) : {})) {
          const formField = formFieldOf(field);
          if (formField) serverErrors[formField] = { key: 'error_validation_failed' };
        }
        setErrors(serverErrors);
      },
    });
  };

  const formError =
    save.isError && isApiError(save.error) && save.error.code !== 'NETWORK_ERROR'
      ? t(save.error.code === 'INVALID_RESPONSE' ? 'error_generic_body' : errorMessageKey(save.error.code))
      : save.isError
        ? t('error_network')
        : '';

  const numberField = (field: BudgetField, label: string, options: { decimal?: boolean; hint?: string }) => {
    const error = errors[field];
    const hintId = `${id}-${field}-hint`;
    const errorId = `${id}-${field}-error`;
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${field}`}>{label}</label>
        {options.hint && (
          <p id={hintId} className={styles.hint}>
            {options.hint}
          </p>
        )}
        <input
          ref={(element) => {
            inputs.current[field] = element;
          }}
          id={`${id}-${field}`}
          name={field}
          inputMode={options.decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          className={fieldStyles.input}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [options.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
          }
        />
        {error && (
          <p id={errorId} className={fieldStyles.fieldError}>
            {error.key === 'number_between'
              ? t('number_between', {
                  min: formatNumber(error.values.min, language),
                  max: formatNumber(error.values.max, language),
                })
              : t(error.key)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={save.isPending}>
      <fieldset className={styles.fieldset}>
        <legend>{t('budget_type')}</legend>
        {(['count', 'amount'] as const).map((type) => (
          <label key={type} className={styles.radio}>
            <input
              type="radio"
              name="budget_type"
              value={type}
              checked={values.budget_type === type}
              onChange={() => set('budget_type', type)}
            />
            {type === 'count' ? t('budget_type_count') : t('budget_type_amount')}
          </label>
        ))}
      </fieldset>

      {values.budget_type === 'count'
        ? numberField('monthly_budget_loans', t('monthly_budget_loans'), {
            hint: `${t('budget_used_this_month')}: ${t('loan_count', { count: info.current_month.loans })}`,
          })
        : numberField('monthly_budget_amount', t('monthly_budget_amount', { currency }), {
            decimal: true,
            hint: `${t('budget_used_this_month')}: ${formatMoney(info.current_month.amount_cents, currency, language)}`,
          })}

      {numberField('patron_limit', t('patron_limit'), {})}

      <div className={styles.field}>
        <label htmlFor={`${id}-period`}>{t('patron_limit_period')}</label>
        <select
          id={`${id}-period`}
          name="patron_limit_period"
          className={fieldStyles.input}
          value={values.patron_limit_period}
          onChange={(event) => set('patron_limit_period', event.target.value === 'week' ? 'week' : 'month')}
        >
          <option value="month">{t('period_month')}</option>
          <option value="week">{t('period_week')}</option>
        </select>
      </div>

      {numberField('loan_period_hours', t('loan_period_hours'), {})}

      <div role="alert" className={fieldStyles.formError}>
        {formError}
      </div>
      <div role="status" className={styles.saved}>
        {save.isSuccess ? t('budget_saved') : ''}
      </div>

      <Button
        variant="primary"
        type="submit"
        className={styles.submit}
        aria-disabled={save.isPending || undefined}
      >
        {t('save')}
      </Button>
    </form>
  );
}
