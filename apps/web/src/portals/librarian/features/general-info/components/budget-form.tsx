import { useId, useMemo, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n-react';
import type { z } from 'zod';
import type { GeneralInfo, Language } from '@filmhyllan/contract';
import { BudgetFields, useBudgetLabels } from '@/components/ui/budget-fields';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { formatMoney, formatNumber } from '@/lib/format';
import { useUpdateBudget } from '../api/update-budget';
import {
  budgetBounds,
  budgetFieldOrder,
  budgetFormSchema,
  budgetServerFields,
  toFormValues,
  type BudgetField,
  type BudgetFormField,
  type BudgetFormValues,
} from '../budget-form-values';
import styles from './general-info.module.css';

/**
 * The change budget screen (/lib/settings): the budget type, the monthly budget of that type, the limit per
 * patron, the loan period and the address for budget alerts. Sent without browser validation (spec section
 * 5); the form checks the bounds of update_budget and the address first (budgetFormSchema: only the budget of
 * the chosen type, the hidden one cannot block a save), and a field the server still refuses is marked too.
 * Every refused save says why under the field and in the error summary, which takes the focus.
 */
export function BudgetForm({ info, language }: { info: GeneralInfo; language: Language }) {
  const { t } = useTranslation();
  const save = useUpdateBudget();
  const formId = useId();
  const fieldId = (field: BudgetFormField) => `${formId}-${field}`;
  const schema = useMemo(() => budgetFormSchema(info.budget), [info.budget]);
  const form = useForm<BudgetFormValues, unknown, z.output<ReturnType<typeof budgetFormSchema>>>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(info.budget, language),
    // The error summary takes the focus instead.
    shouldFocusError: false,
  });
  /** Refused saves so far: each moves the focus to the summary. */
  const [refusals, setRefusals] = useState(0);
  /** The translation key of a refusal that no field took. */
  const [formError, setFormError] = useState<string>();
  const refused = () => setRefusals((count) => count + 1);
  const { errors } = form.formState;
  const budgetType = form.watch('budget_type');
  const currency = info.library.currency;

  // A change after a save takes the "saved" note away: it no longer describes what the form shows.
  const register = (name: keyof BudgetFormValues) =>
    form.register(name, { onChange: () => save.isSuccess && save.reset() });

  const submit = form.handleSubmit(
    (input) => {
      if (save.isPending) return;
      setFormError(undefined);
      save.mutate(input, {
        onSuccess: ({ budget }) => form.reset(toFormValues(budget, language)),
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, budgetFieldOrder, budgetServerFields)) {
            setFormError(formErrorKey(error));
          }
          refused();
        },
      });
    },
    () => {
      save.reset();
      setFormError(undefined);
      refused();
    },
  );

  const errorText = (field: BudgetField, error: FieldError | undefined) => {
    if (error?.message === 'number_between') {
      const { min, max } = budgetBounds[field];
      return t('number_between', { min: formatNumber(min, language), max: formatNumber(max, language) });
    }
    const key = fieldErrorKey(error);
    return key && t(key);
  };

  const alertEmailKey = fieldErrorKey(errors.alert_email, 'error_invalid_email');
  const messageOf = (field: BudgetFormField): string | undefined =>
    field === 'alert_email' ? alertEmailKey && t(alertEmailKey) : errorText(field, errors[field]);
  const labels: Record<BudgetFormField, string> = useBudgetLabels(currency);
  const summaryEntries = budgetFieldOrder.flatMap((field) => {
    const message = messageOf(field);
    return message ? [{ fieldId: fieldId(field), label: labels[field], message }] : [];
  });

  return (
    // Named, as the monthly report's form below it is: each has its own Save.
    <form
      className={styles.form}
      noValidate
      aria-label={t('change_budget')}
      onSubmit={(event) => void submit(event)}
      aria-busy={save.isPending}
    >
      <ErrorSummary entries={summaryEntries} formError={formError && t(formError)} refusals={refusals} />
      <BudgetFields
        language={language}
        labels={labels}
        register={register}
        fieldId={fieldId}
        messageOf={messageOf}
        budgetType={budgetType}
        budgetHints={{
          count: `${t('budget_used_this_month')}: ${t('loan_count', { count: info.current_month.loans })}`,
          amount: `${t('budget_used_this_month')}: ${formatMoney(info.current_month.amount_cents, currency, language)}`,
        }}
        alertEmailAutoComplete="email"
        classNames={{ radios: styles.fieldset, radio: styles.radio }}
      />

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
