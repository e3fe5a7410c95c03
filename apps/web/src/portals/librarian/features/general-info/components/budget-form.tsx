import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n-react';
import type { z } from 'zod';
import { BUDGET_ALERT_THRESHOLDS, type GeneralInfo, type Language } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { formatMoney, formatNumber, languageLocales } from '@/lib/format';
import { numberFormat } from '@/lib/intl';
import { useUpdateBudget } from '../api/update-budget';
import {
  budgetBounds,
  budgetFieldOrder,
  budgetFormSchema,
  budgetServerFields,
  toFormValues,
  type BudgetField,
  type BudgetFormValues,
} from '../budget-form-values';
import styles from './general-info.module.css';
import fieldStyles from '@/components/ui/field.module.css';

/**
 * The change budget screen (/lib/settings): the budget type, the monthly budget of that type, the limit per
 * patron, the loan period and the address for budget alerts. Sent without browser validation (spec section
 * 5); the form checks the bounds of update_budget and the address first (budgetFormSchema), and a field the
 * server still refuses is marked too.
 */
export function BudgetForm({ info, language }: { info: GeneralInfo; language: Language }) {
  const { t } = useTranslation();
  const save = useUpdateBudget();
  const form = useForm<BudgetFormValues, unknown, z.output<typeof budgetFormSchema>>({
    resolver: zodResolver(budgetFormSchema),
    defaultValues: toFormValues(info.budget, language),
  });
  const { errors } = form.formState;
  const budgetType = form.watch('budget_type');
  const currency = info.library.currency;

  // A change after a save takes the "saved" note away: it no longer describes what the form shows.
  const register = (name: keyof BudgetFormValues) =>
    form.register(name, { onChange: () => save.isSuccess && save.reset() });

  const submit = form.handleSubmit(
    (input) => {
      if (save.isPending) return;
      save.mutate(input, {
        onSuccess: ({ budget }) => form.reset(toFormValues(budget, language)),
        onError: (error) =>
          applyServerFieldErrors(error, form.setError, budgetFieldOrder, budgetServerFields),
      });
    },
    () => save.reset(),
  );

  const errorText = (field: BudgetField, error: FieldError | undefined) => {
    if (error?.message === 'number_between') {
      const { min, max } = budgetBounds[field];
      return t('number_between', { min: formatNumber(min, language), max: formatNumber(max, language) });
    }
    const key = fieldErrorKey(error);
    return key && t(key);
  };

  // "80 %" and "100 %" as the page's language writes a percentage.
  const percent = numberFormat(languageLocales[language], { style: 'percent' });
  const [firstAlert, lastAlert] = BUDGET_ALERT_THRESHOLDS.map((threshold) => percent.format(threshold / 100));
  const alertEmailError = fieldErrorKey(errors.alert_email, 'error_invalid_email');

  const numberField = (field: BudgetField, label: string, options: { decimal?: boolean; hint?: string }) => (
    <Field label={label} hint={options.hint} error={errorText(field, errors[field])}>
      {(control) => (
        <input
          {...control}
          inputMode={options.decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          className={fieldStyles.input}
          {...register(field)}
        />
      )}
    </Field>
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={save.isPending}
    >
      <fieldset className={styles.fieldset}>
        <legend>{t('budget_type')}</legend>
        {(['count', 'amount'] as const).map((type) => (
          <label key={type} className={styles.radio}>
            <input type="radio" value={type} {...register('budget_type')} />
            {type === 'count' ? t('budget_type_count') : t('budget_type_amount')}
          </label>
        ))}
      </fieldset>

      {budgetType === 'count'
        ? numberField('monthly_budget_loans', t('monthly_budget_loans'), {
            hint: `${t('budget_used_this_month')}: ${t('loan_count', { count: info.current_month.loans })}`,
          })
        : numberField('monthly_budget_amount', t('monthly_budget_amount', { currency }), {
            decimal: true,
            hint: `${t('budget_used_this_month')}: ${formatMoney(info.current_month.amount_cents, currency, language)}`,
          })}

      {numberField('patron_limit', t('patron_limit'), {})}

      <Field label={t('patron_limit_period')}>
        {(control) => (
          <select {...control} className={fieldStyles.input} {...register('patron_limit_period')}>
            <option value="month">{t('period_month')}</option>
            <option value="week">{t('period_week')}</option>
          </select>
        )}
      </Field>

      {numberField('loan_period_hours', t('loan_period_hours'), {})}

      <Field
        label={t('alert_email')}
        hint={t('alert_email_hint', { first: firstAlert, last: lastAlert })}
        error={alertEmailError && t(alertEmailError)}
      >
        {(control) => (
          <input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            className={fieldStyles.input}
            {...register('alert_email')}
          />
        )}
      </Field>

      <div role="alert" className={fieldStyles.formError}>
        {save.isError ? t(formErrorKey(save.error)) : ''}
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
