import { useId, useMemo, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Language, PatronAuthSettings } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useSavePatronAuth } from '../api/save-patron-auth';
import {
  patronAuthFieldOrder,
  patronAuthFormSchema,
  patronAuthMessages,
  patronAuthNumberBounds,
  toPatronAuthValues,
  type PatronAuthFormField,
  type PatronAuthFormOutput,
  type PatronAuthFormValues,
} from '../patron-auth-form-values';
import styles from './patron-auth-section.module.css';

/** The form's own messages (patronAuthMessages) are translation keys already. */
const ownMessages: ReadonlySet<string> = new Set(Object.values(patronAuthMessages));

interface PatronAuthFormProps {
  settings: PatronAuthSettings;
  /** Support, or a library LIBRARY_SYSTEMS_FILE manages: shown, not changed. */
  readOnly: boolean;
  language: Language;
}

/**
 * save_patron_auth as a form, like the console's other forms (LibraryForm): the zod resolver checks the server's
 * rules over the contract's request first (patronAuthFormSchema), a field the server still refuses is marked
 * too, and every refused save says why under the field and in the error summary, which takes the focus. A save
 * says so and shows what was saved (the password empty again).
 */
export function PatronAuthForm({ settings, readOnly, language }: PatronAuthFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const fieldId = (field: keyof PatronAuthFormValues) => `${formId}-${field}`;
  const save = useSavePatronAuth();
  const passwordStored = settings.sip2?.password_set ?? false;
  const schema = useMemo(
    () => patronAuthFormSchema(settings.library_id, passwordStored),
    [settings.library_id, passwordStored],
  );
  const form = useForm<PatronAuthFormValues, unknown, PatronAuthFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: toPatronAuthValues(settings),
    // The error summary takes the focus instead.
    shouldFocusError: false,
  });
  const [refusals, setRefusals] = useState(0);
  const [formError, setFormError] = useState<string>();
  const refused = () => setRefusals((count) => count + 1);
  const { errors } = form.formState;
  const mode = form.watch('mode');
  const ruleKind = form.watch('card_rule_kind');

  // A change after a save takes the "saved" note away: it no longer describes what the form shows.
  const register = (name: keyof PatronAuthFormValues) =>
    form.register(name, { onChange: () => save.isSuccess && save.reset() });

  const submit = form.handleSubmit(
    (input) => {
      if (save.isPending || readOnly) return;
      setFormError(undefined);
      save.mutate(input, {
        // The form shows what was saved (the password empty again) without remounting, which would drop the
        // saved note and the focus on the save button.
        onSuccess: (saved) => form.reset(toPatronAuthValues(saved.settings)),
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, patronAuthFieldOrder))
            setFormError(formErrorKey(error));
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

  const labels: Record<PatronAuthFormField, string> = {
    mode: t('operator_patron_auth_mode'),
    sip2_host: t('operator_patron_auth_host'),
    sip2_port: t('operator_patron_auth_port'),
    sip2_login_user: t('operator_patron_auth_login_user'),
    sip2_login_password: t('operator_patron_auth_login_password'),
    sip2_institution_id: t('operator_patron_auth_institution_id'),
    sip2_location_code: t('operator_patron_auth_location_code'),
    sip2_field_separator: t('operator_patron_auth_field_separator'),
    sip2_timeout_ms: t('operator_patron_auth_timeout'),
    card_rule_kind: t('operator_patron_auth_card_rule_kind'),
    card_rule: t('operator_patron_auth_card_rule'),
    pin_format: t('operator_patron_auth_pin_format'),
  };
  const messageOf = (field: PatronAuthFormField): string | undefined => {
    const error = errors[field] as FieldError | undefined;
    if (error?.message === 'number_between' && field in patronAuthNumberBounds) {
      const { min, max } = patronAuthNumberBounds[field as keyof typeof patronAuthNumberBounds];
      return t('number_between', { min: formatNumber(min, language), max: formatNumber(max, language) });
    }
    if (error?.message && ownMessages.has(error.message)) return t(error.message);
    const key = fieldErrorKey(error);
    return key && t(key);
  };
  const summaryEntries = patronAuthFieldOrder.flatMap((field) => {
    const message = messageOf(field);
    return message ? [{ fieldId: fieldId(field), label: labels[field], message }] : [];
  });

  const text = (
    name: Exclude<PatronAuthFormField, 'mode' | 'card_rule_kind' | 'pin_format'>,
    extra: Record<string, unknown> = {},
  ) => (
    <Field id={fieldId(name)} label={labels[name]} error={messageOf(name)}>
      {(control) => (
        <input
          {...control}
          className={fieldStyles.input}
          autoComplete="off"
          spellCheck={false}
          {...extra}
          {...register(name)}
        />
      )}
    </Field>
  );
  const check = (name: keyof PatronAuthFormValues, label: string) => (
    <Field id={fieldId(name)} label={t(label)} variant="checkbox">
      {(control) => <input {...control} type="checkbox" {...register(name)} />}
    </Field>
  );
  /** A group of radio buttons; the first takes the group's id, so the error summary can link to it. */
  const radios = <Name extends 'mode' | 'pin_format'>(
    name: Name,
    values: readonly PatronAuthFormValues[Name][],
    labelOf: (value: PatronAuthFormValues[Name]) => string,
  ) => {
    const error = messageOf(name);
    const errorId = `${fieldId(name)}-error`;
    return (
      <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
        <legend>{labels[name]}</legend>
        {values.map((value, index) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              value={value}
              id={index === 0 ? fieldId(name) : undefined}
              aria-invalid={error ? true : undefined}
              {...register(name)}
            />{' '}
            {labelOf(value)}
          </label>
        ))}
        {error && (
          <p id={errorId} className={fieldStyles.fieldError}>
            {error}
          </p>
        )}
      </fieldset>
    );
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={save.isPending}>
      {settings.managed_by === 'file' && (
        <p className={styles.note}>{t('operator_patron_auth_managed_by_file')}</p>
      )}
      <ErrorSummary entries={summaryEntries} formError={formError && t(formError)} refusals={refusals} />
      <div role="status" className={styles.notice}>
        {save.isSuccess && <p className={styles.success}>✓ {t('operator_patron_auth_saved')}</p>}
      </div>
      <fieldset disabled={readOnly} className={styles.fields}>
        {radios('mode', ['directory', 'sip2'], (value) => t(`operator_patron_auth_mode_${value}`))}
        {mode === 'sip2' && (
          <div className={styles.grid}>
            {text('sip2_host', { autoCapitalize: 'none' })}
            {text('sip2_port', { inputMode: 'numeric' })}
            {check('sip2_tls', 'operator_patron_auth_tls')}
            {check('sip2_tls_verify', 'operator_patron_auth_tls_verify')}
            {text('sip2_login_user', { autoCapitalize: 'none' })}
            <Field
              id={fieldId('sip2_login_password')}
              label={labels.sip2_login_password}
              hint={t(
                passwordStored
                  ? 'operator_patron_auth_password_set'
                  : 'operator_patron_auth_password_not_set',
              )}
              error={messageOf('sip2_login_password')}
            >
              {(control) => (
                <input
                  {...control}
                  type="password"
                  className={fieldStyles.input}
                  autoComplete="new-password"
                  {...register('sip2_login_password')}
                />
              )}
            </Field>
            {passwordStored && check('sip2_clear_login_password', 'operator_patron_auth_clear_password')}
            {text('sip2_institution_id')}
            {text('sip2_location_code')}
            <Field id={fieldId('sip2_encoding')} label={t('operator_patron_auth_encoding')}>
              {(control) => (
                <select {...control} className={fieldStyles.input} {...register('sip2_encoding')}>
                  <option value="cp850">cp850</option>
                  <option value="utf8">UTF-8</option>
                </select>
              )}
            </Field>
            {text('sip2_field_separator', { maxLength: 1 })}
            {text('sip2_timeout_ms', { inputMode: 'numeric' })}
            {check('sip2_pin_is_validated', 'operator_patron_auth_pin_validated')}
          </div>
        )}
        <div className={styles.grid}>
          <Field
            id={fieldId('card_rule_kind')}
            label={labels.card_rule_kind}
            error={messageOf('card_rule_kind')}
          >
            {(control) => (
              <select {...control} className={fieldStyles.input} {...register('card_rule_kind')}>
                {(['none', 'prefix', 'pattern'] as const).map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`operator_patron_auth_card_rule_${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {ruleKind !== 'none' && text('card_rule', { autoCapitalize: 'none' })}
        </div>
        {radios('pin_format', ['digits', 'text'], (value) => t(`operator_patron_auth_pin_${value}`))}
        {!readOnly && (
          <div>
            <Button variant="primary" type="submit" aria-disabled={save.isPending || undefined}>
              {t('operator_patron_auth_save')}
            </Button>
          </div>
        )}
      </fieldset>
    </form>
  );
}
