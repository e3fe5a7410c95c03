import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { BUDGET_ALERT_THRESHOLDS, type Language } from '@filmhyllan/contract';
import { languageLocales } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { numberFormat } from '@/lib/intl';
import { Field } from './field';
import fieldStyles from './field.module.css';

/** The budget and loan rules a library's budget form and the console's library form both ask for. */
export type BudgetFieldName =
  | 'budget_type'
  | 'monthly_budget_loans'
  | 'monthly_budget_amount'
  | 'patron_limit'
  | 'patron_limit_period'
  | 'loan_period_hours'
  | 'alert_email'
  | 'budget_pacing';
/** The fields that can be refused, each with its label in the form's error summary. */
export type BudgetCheckedField = Exclude<
  BudgetFieldName,
  'budget_type' | 'patron_limit_period' | 'budget_pacing'
>;

/** The pacing choices, as the radio group offers them (contract BudgetPacing). */
const PACINGS = ['none', 'weekly', 'daily', 'auto'] as const;
type BudgetNumberField = Exclude<BudgetCheckedField, 'alert_email'>;

/** The labels of the budget fields, the amount's with the library's currency. */
export const useBudgetLabels = (currency: string): Record<BudgetCheckedField, string> => {
  const { t } = useTranslation();
  return {
    monthly_budget_loans: t('monthly_budget_loans'),
    monthly_budget_amount: t('monthly_budget_amount', { currency }),
    patron_limit: t('patron_limit'),
    loan_period_hours: t('loan_period_hours'),
    alert_email: t('alert_email'),
  };
};

interface BudgetFieldsProps {
  language: Language;
  labels: Record<BudgetCheckedField, string>;
  /** The form's registration of a field (each form clears its "saved" note on a change). */
  register(name: BudgetFieldName): UseFormRegisterReturn;
  /** A field's id, which the form's error summary links to. */
  fieldId(name: BudgetCheckedField): string;
  /** A field's translated refusal, or none. */
  messageOf(name: BudgetCheckedField): string | undefined;
  budgetType: 'count' | 'amount';
  /** What the monthly budget's field says under its label (what this month has used). */
  budgetHints?: { count: string; amount: string } | undefined;
  /** The alert address's autocomplete: the librarian's own address, or none in the console. */
  alertEmailAutoComplete: 'email' | 'off';
  /** The budget type's radio group and each radio, in the form's own look. */
  classNames: { radios: string | undefined; radio: string | undefined };
}

/**
 * The budget and loan rules of a library: the budget type, the monthly budget of that type, how it is paced
 * over the month (a radio group, each choice explained in a line), the limit per
 * patron and its period, the loan period and the address for budget alerts. The form around them holds the
 * values, the checks and the save.
 */
export function BudgetFields({
  language,
  labels,
  register,
  fieldId,
  messageOf,
  budgetType,
  budgetHints,
  alertEmailAutoComplete,
  classNames,
}: BudgetFieldsProps) {
  const { t } = useTranslation();
  const pacingId = useId();
  // "80 %" and "100 %" as the page's language writes a percentage.
  const percent = numberFormat(languageLocales[language], { style: 'percent' });
  const [firstAlert, lastAlert] = BUDGET_ALERT_THRESHOLDS.map((threshold) => percent.format(threshold / 100));

  const numberField = (
    field: BudgetNumberField,
    options: { decimal?: boolean; hint?: string | undefined } = {},
  ) => (
    <Field id={fieldId(field)} label={labels[field]} hint={options.hint} error={messageOf(field)}>
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
    <>
      <fieldset className={classNames.radios}>
        <legend>{t('budget_type')}</legend>
        {(['count', 'amount'] as const).map((type) => (
          <label key={type} className={classNames.radio}>
            <input type="radio" value={type} {...register('budget_type')} />
            {type === 'count' ? t('budget_type_count') : t('budget_type_amount')}
          </label>
        ))}
      </fieldset>
      {budgetType === 'count'
        ? numberField('monthly_budget_loans', { hint: budgetHints?.count })
        : numberField('monthly_budget_amount', { decimal: true, hint: budgetHints?.amount })}
      <fieldset className={classNames.radios}>
        <legend>{t('budget_pacing')}</legend>
        {PACINGS.map((pacing) => (
          // The choice's name is its label alone; its explanation is its description, outside the label.
          <div key={pacing} className={classNames.radio}>
            <input
              type="radio"
              id={`${pacingId}-${pacing}-choice`}
              value={pacing}
              aria-describedby={`${pacingId}-${pacing}`}
              {...register('budget_pacing')}
            />
            <span>
              <label htmlFor={`${pacingId}-${pacing}-choice`}>{t(`budget_pacing_${pacing}`)}</label>
              <span id={`${pacingId}-${pacing}`} className={`${fieldStyles.hint} ${fieldStyles.pacingHint}`}>
                {t(`budget_pacing_${pacing}_hint`)}
              </span>
            </span>
          </div>
        ))}
      </fieldset>
      {numberField('patron_limit')}
      <Field label={t('patron_limit_period')}>
        {(control) => (
          <select {...control} className={fieldStyles.input} {...register('patron_limit_period')}>
            <option value="month">{t('period_month')}</option>
            <option value="week">{t('period_week')}</option>
          </select>
        )}
      </Field>
      {numberField('loan_period_hours')}
      <Field
        id={fieldId('alert_email')}
        label={labels.alert_email}
        hint={t('alert_email_hint', { first: firstAlert, last: lastAlert })}
        error={messageOf('alert_email')}
      >
        {(control) => (
          <input
            {...control}
            type="email"
            inputMode="email"
            autoComplete={alertEmailAutoComplete}
            spellCheck={false}
            className={fieldStyles.input}
            {...register('alert_email')}
          />
        )}
      </Field>
    </>
  );
}
