import { useId, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  ENDS_BEFORE_START,
  LicenceFields,
  endsNotBeforeStart,
  type CountryIso,
  type Licence,
} from '@filmhyllan/contract';
import { countryCodes } from '@filmhyllan/contract/client';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveLicence } from '../api/change-licence';
import styles from './licences-section.module.css';

/** The save_licence fields the operator sets (the title is the page's); the last day is checked against the first. */
const licenceForm = LicenceFields.omit({ title_id: true }).refine(
  (values) => endsNotBeforeStart(values.starts_on, values.ends_on),
  { error: ENDS_BEFORE_START, path: ['ends_on'] },
);
type FormInput = z.input<typeof licenceForm>;
type FormOutput = z.output<typeof licenceForm>;

const fields = ['country_iso', 'starts_on', 'ends_on', 'price_cents'] as const;
type FieldName = (typeof fields)[number];

/** A window's fields as the form holds them (text), from a saved window or empty for a new one. */
const valuesOf = (licence: Licence | undefined, country: CountryIso): FormInput => ({
  country_iso: licence?.country_iso ?? country,
  starts_on: licence?.starts_on ?? '',
  ends_on: licence?.ends_on ?? '',
  price_cents: licence ? String(licence.price_cents) : '',
});

/**
 * A country's window: first day, optional last day and the price of one loan. Saving replaces the country's
 * window (one per country, docs/decisions/052); the server's refusals land on their fields.
 */
export function LicenceForm({
  titleId,
  licence,
  country,
  headingId,
  onDone,
}: {
  titleId: number;
  /** The window being edited, or none for a new one. */
  licence: Licence | undefined;
  /** The country chosen first for a new window. */
  country: CountryIso;
  /** The form's heading, which takes the focus when a window is opened in the form. */
  headingId: string;
  /** After a save, with what to say and the country whose window was saved. */
  onDone(text: string, country: CountryIso): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveLicence();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(licenceForm),
    defaultValues: valuesOf(licence, country),
    shouldFocusError: false,
  });
  const [refusals, setRefusals] = useState(0);
  const [formError, setFormError] = useState<string>();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const messageOf = (name: FieldName) => {
    const error = form.formState.errors[name] as FieldError | undefined;
    const key =
      error?.message === ENDS_BEFORE_START
        ? 'operator_licence_ends_before_start'
        : fieldErrorKey(error, 'error_validation_failed');
    return key && t(key);
  };
  const label = (name: FieldName) => t(`operator_licence_${name === 'country_iso' ? 'country' : name}`);
  const entries = fields.flatMap((name) => {
    const message = messageOf(name);
    return message ? [{ fieldId: fieldId(name), label: label(name), message }] : [];
  });

  const submit = form.handleSubmit(
    async (values) => {
      if (save.isPending) return;
      setFormError(undefined);
      try {
        await save.mutateAsync({
          title_id: titleId,
          country_iso: values.country_iso,
          starts_on: values.starts_on,
          ends_on: values.ends_on ?? '',
          price_cents: values.price_cents,
        });
        onDone(
          t('operator_licence_saved', { country: t(`country_${values.country_iso}`) }),
          values.country_iso,
        );
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, fields)) setFormError(t(formErrorKey(error)));
        setRefusals((count) => count + 1);
      }
    },
    () => setRefusals((count) => count + 1),
  );

  return (
    <form
      className={styles.part}
      noValidate
      aria-labelledby={headingId}
      aria-busy={save.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={headingId} tabIndex={-1}>
        {t('operator_licence_add')}
      </h3>
      <p className={styles.muted}>{t('operator_licence_replaces')}</p>
      <ErrorSummary entries={entries} formError={formError} refusals={refusals} />
      <Field id={fieldId('country_iso')} label={label('country_iso')} error={messageOf('country_iso')}>
        {(control) => (
          <select {...control} className={fieldStyles.input} {...form.register('country_iso')}>
            {countryCodes.map((code) => (
              <option key={code} value={code}>
                {t(`country_${code}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={styles.dates}>
        <Field id={fieldId('starts_on')} label={label('starts_on')} error={messageOf('starts_on')}>
          {(control) => (
            <input {...control} type="date" className={fieldStyles.input} {...form.register('starts_on')} />
          )}
        </Field>
        <Field
          id={fieldId('ends_on')}
          label={label('ends_on')}
          hint={t('operator_licence_ends_on_hint')}
          error={messageOf('ends_on')}
        >
          {(control) => (
            <input {...control} type="date" className={fieldStyles.input} {...form.register('ends_on')} />
          )}
        </Field>
      </div>
      <Field
        id={fieldId('price_cents')}
        label={label('price_cents')}
        hint={t('operator_licence_price_cents_hint')}
        error={messageOf('price_cents')}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            className={fieldStyles.input}
            {...form.register('price_cents')}
          />
        )}
      </Field>
      <div>
        <Button variant="primary" type="submit" aria-disabled={save.isPending || undefined}>
          {t('operator_licence_save')}
        </Button>
      </div>
    </form>
  );
}
