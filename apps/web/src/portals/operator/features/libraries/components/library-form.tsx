import { useId, useMemo, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { countryCodes } from '@filmhyllan/contract/client';
import type { CountryIso, Language, OperatorLibrary } from '@filmhyllan/contract';
import { BudgetFields, useBudgetLabels } from '@/components/ui/budget-fields';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveLibrary } from '../api/save-library';
import {
  EXTRA_NAMES_MAX_LENGTH,
  NAME_MAX_LENGTH,
  currencyOfCountry,
  libraryFieldOrder,
  libraryFormSchema,
  libraryNumberBounds,
  libraryServerFields,
  newLibraryValues,
  noStoredBudgets,
  timeZoneChoices,
  timeZonesByCountry,
  toFormValues,
  type LibraryFormField,
  type LibraryFormOutput,
  type LibraryFormValues,
  type LibraryNumberField,
} from '../library-form-values';
import styles from './libraries.module.css';

interface LibraryFormProps {
  /** The library to change; none: a new one. */
  library?: OperatorLibrary | undefined;
  language: Language;
  /** After a save: the saved library, and whether it was created by it. */
  onSaved?(library: OperatorLibrary, created: boolean): void;
}

/**
 * A library's details as one form for save_library (decision 038): name, other names, country and its time
 * zones, then the budget and loan rules. Sent without browser validation; the form checks everything first
 * (libraryFormSchema: only the budget of the chosen type) and a field the server still refuses is marked too.
 * Every refused save says why under the field and in the error summary, which takes the focus. A change says
 * it is saved; a new library is handed to `onSaved` (its page). Whether it is active is set here only for a
 * new library: a stored one is deactivated and reactivated with a confirmation (LibraryStatusAction).
 */
export function LibraryForm({ library, language, onSaved }: LibraryFormProps) {
  const { t } = useTranslation();
  const save = useSaveLibrary();
  const formId = useId();
  const fieldId = (field: keyof LibraryFormValues) => `${formId}-${field}`;
  const schema = useMemo(() => libraryFormSchema(library?.library_id, library ?? noStoredBudgets), [library]);
  const form = useForm<LibraryFormValues, unknown, LibraryFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: library ? toFormValues(library, language) : newLibraryValues(),
    // The error summary takes the focus instead.
    shouldFocusError: false,
  });
  const [refusals, setRefusals] = useState(0);
  const [formError, setFormError] = useState<string>();
  const refused = () => setRefusals((count) => count + 1);
  const { errors } = form.formState;
  const budgetType = form.watch('budget_type');
  const country = form.watch('country_iso');
  const timeZone = form.watch('time_zone');
  const currency = currencyOfCountry[country];

  // A change after a save takes the "saved" note away: it no longer describes what the form shows.
  const register = (name: keyof LibraryFormValues) =>
    form.register(name, { onChange: () => save.isSuccess && save.reset() });

  const submit = form.handleSubmit(
    (input) => {
      if (save.isPending) return;
      setFormError(undefined);
      // A stored library's state is changed by LibraryStatusAction only: the form sends it as it is now.
      save.mutate(library ? { ...input, active: library.active } : input, {
        onSuccess: ({ library: saved }) => {
          form.reset(toFormValues(saved, language));
          onSaved?.(saved, input.library_id === undefined);
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, libraryFieldOrder, libraryServerFields)) {
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

  const budgetLabels = useBudgetLabels(currency);
  const labels: Record<LibraryFormField, string> = {
    name: t('operator_library_name'),
    country_iso: t('operator_library_country'),
    time_zone: t('operator_library_time_zone'),
    extra_display_names: t('operator_library_extra_names'),
    ...budgetLabels,
  };
  const messageOf = (field: LibraryFormField): string | undefined => {
    const error = errors[field] as FieldError | undefined;
    if (error?.message === 'number_between' && field in libraryNumberBounds) {
      const { min, max } = libraryNumberBounds[field as LibraryNumberField];
      return t('number_between', { min: formatNumber(min, language), max: formatNumber(max, language) });
    }
    const key = fieldErrorKey(error, field === 'alert_email' ? 'error_invalid_email' : undefined);
    return key && t(key);
  };
  const summaryEntries = libraryFieldOrder.flatMap((field) => {
    const message = messageOf(field);
    return message ? [{ fieldId: fieldId(field), label: labels[field], message }] : [];
  });

  const textField = (
    field: 'name' | 'extra_display_names',
    options: { maxLength: number; hint?: string },
  ) => (
    <Field id={fieldId(field)} label={labels[field]} hint={options.hint} error={messageOf(field)}>
      {(control) => (
        <input
          {...control}
          autoComplete="off"
          maxLength={options.maxLength}
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
      <ErrorSummary entries={summaryEntries} formError={formError && t(formError)} refusals={refusals} />
      <fieldset className={styles.group}>
        <legend>{t('operator_library_identity')}</legend>
        {textField('name', { maxLength: NAME_MAX_LENGTH })}
        {textField('extra_display_names', {
          maxLength: EXTRA_NAMES_MAX_LENGTH,
          hint: t('operator_library_extra_names_hint'),
        })}
        <Field id={fieldId('country_iso')} label={labels.country_iso} error={messageOf('country_iso')}>
          {(control) => (
            <select
              {...control}
              className={fieldStyles.input}
              {...form.register('country_iso', {
                onChange: (event: { target: { value: CountryIso } }) => {
                  if (save.isSuccess) save.reset();
                  // A zone of another country would be wrong for this one: its main zone is the best guess.
                  const zones = timeZonesByCountry[event.target.value];
                  if (zones && !zones.includes(form.getValues('time_zone')))
                    form.setValue('time_zone', zones[0]!);
                },
              })}
            >
              {countryCodes.map((code) => (
                <option key={code} value={code}>
                  {t(`country_${code}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={fieldId('time_zone')}
          label={labels.time_zone}
          hint={t('operator_library_time_zone_hint')}
          error={messageOf('time_zone')}
        >
          {(control) => (
            <select {...control} className={fieldStyles.input} {...register('time_zone')}>
              {timeZoneChoices(country, library?.time_zone ?? timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('operator_library_budget_and_loans')}</legend>
        <BudgetFields
          language={language}
          labels={budgetLabels}
          register={register}
          fieldId={fieldId}
          messageOf={messageOf}
          budgetType={budgetType}
          alertEmailAutoComplete="off"
          classNames={{ radios: styles.radios, radio: styles.radio }}
        />
      </fieldset>

      {!library && (
        <Field
          variant="checkbox"
          label={t('operator_library_active_new')}
          hint={t('operator_library_active_hint')}
        >
          {(control) => <input {...control} type="checkbox" {...register('active')} />}
        </Field>
      )}

      <div role="status" className={styles.saved}>
        {save.isSuccess && library ? t('operator_library_saved') : ''}
      </div>

      <Button
        variant="primary"
        type="submit"
        className={styles.submit}
        aria-disabled={save.isPending || undefined}
      >
        {library ? t('save') : t('operator_library_create')}
      </Button>
    </form>
  );
}
