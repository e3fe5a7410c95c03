import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OperatorRole, PatronAuthSettings, PatronAuthTestStep } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { LoadError } from '@/components/ui/load-error';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { usePatronAuth } from '../api/get-patron-auth';
import { useSavePatronAuth } from '../api/save-patron-auth';
import { useTestPatronAuth } from '../api/test-patron-auth';
import styles from './patron-auth-section.module.css';

/** What each role may do here, as the API's roles say (docs/decisions/039): support reads and tests. */
export const patronAuthPermissions = (role: OperatorRole | undefined) => ({
  read: role === 'admin' || role === 'support',
  save: role === 'admin',
});

interface FormValues {
  mode: 'directory' | 'sip2';
  sip2_host: string;
  sip2_port: string;
  sip2_tls: boolean;
  sip2_tls_verify: boolean;
  sip2_login_user: string;
  sip2_login_password: string;
  sip2_clear_login_password: boolean;
  sip2_institution_id: string;
  sip2_location_code: string;
  sip2_encoding: 'cp850' | 'utf8';
  sip2_field_separator: string;
  sip2_timeout_ms: string;
  sip2_pin_is_validated: boolean;
  card_rule_kind: 'none' | 'prefix' | 'pattern';
  card_rule: string;
  pin_format: 'digits' | 'text';
}
const fieldOrder = [
  'mode',
  'sip2_host',
  'sip2_port',
  'sip2_login_user',
  'sip2_login_password',
  'sip2_institution_id',
  'sip2_location_code',
  'sip2_field_separator',
  'sip2_timeout_ms',
  'card_rule',
  'pin_format',
] as const;

const valuesOf = (s: PatronAuthSettings): FormValues => ({
  mode: s.mode,
  sip2_host: s.sip2?.host ?? '',
  sip2_port: String(s.sip2?.port ?? 6001),
  sip2_tls: s.sip2?.tls ?? false,
  sip2_tls_verify: s.sip2?.tls_verify ?? true,
  sip2_login_user: s.sip2?.login_user ?? '',
  sip2_login_password: '',
  sip2_clear_login_password: false,
  sip2_institution_id: s.sip2?.institution_id ?? '',
  sip2_location_code: s.sip2?.location_code ?? '',
  sip2_encoding: s.sip2?.encoding ?? 'cp850',
  sip2_field_separator: s.sip2?.field_separator ?? '|',
  sip2_timeout_ms: String(s.sip2?.timeout_ms ?? 3000),
  sip2_pin_is_validated: s.sip2?.pin_is_validated ?? true,
  card_rule_kind: s.card_rule_kind,
  card_rule: s.card_rule,
  pin_format: s.pin_format,
});

/** How the library's patrons are checked (directory or SIP2), the card-number rule, the PIN keyboard and the self-test. */
export function PatronAuthSection({
  libraryId,
  role,
}: {
  libraryId: number;
  role?: OperatorRole | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const may = patronAuthPermissions(role);
  const settings = usePatronAuth(libraryId, may.read);
  if (!may.read) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('operator_patron_auth_title')}</h2>
      {settings.isError ? (
        <LoadError message={t('operator_patron_auth_load_failed')} onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        <>
          <SettingsForm
            key={settings.data.settings.library_id}
            settings={settings.data.settings}
            readOnly={!may.save || settings.data.settings.managed_by === 'file'}
          />
          {settings.data.settings.mode === 'sip2' && <SelfTestPanel libraryId={libraryId} />}
        </>
      ) : (
        <p aria-busy="true">{t('loading')}</p>
      )}
    </section>
  );
}

function SettingsForm({ settings, readOnly }: { settings: PatronAuthSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSavePatronAuth();
  const form = useForm<FormValues>({ defaultValues: valuesOf(settings) });
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const mode = form.watch('mode');
  const ruleKind = form.watch('card_rule_kind');
  const errorOf = (name: keyof FormValues) => {
    const key = fieldErrorKey(form.formState.errors[name]);
    return key && t(key);
  };
  const submit = form.handleSubmit(async (values) => {
    if (save.isPending || readOnly) return;
    setNotice(undefined);
    try {
      const saved = await save.mutateAsync({
        ...values,
        library_id: settings.library_id,
        sip2_port: Number(values.sip2_port),
        sip2_timeout_ms: Number(values.sip2_timeout_ms),
      });
      // The form shows what was saved (the password empty again) without remounting, which would drop the
      // notice below and the focus on the save button.
      form.reset(valuesOf(saved.settings));
      setNotice({ ok: true, text: t('operator_patron_auth_saved') });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, fieldOrder))
        setNotice({ ok: false, text: t(formErrorKey(error)) });
    }
  });
  const text = (name: keyof FormValues, label: string, extra: Record<string, unknown> = {}) => (
    <Field id={`${id}-${name}`} label={t(label)} error={errorOf(name)}>
      {(control) => (
        <input
          {...control}
          className={fieldStyles.input}
          autoComplete="off"
          spellCheck={false}
          {...extra}
          {...form.register(name)}
        />
      )}
    </Field>
  );
  const check = (name: keyof FormValues, label: string) => (
    <Field id={`${id}-${name}`} label={t(label)} variant="checkbox">
      {(control) => <input {...control} type="checkbox" {...form.register(name)} />}
    </Field>
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={save.isPending}>
      {settings.managed_by === 'file' && (
        <p className={styles.note}>{t('operator_patron_auth_managed_by_file')}</p>
      )}
      <div role="status" className={styles.notice}>
        {notice?.ok && <p className={styles.success}>✓ {notice.text}</p>}
      </div>
      <div role="alert" className={styles.notice}>
        {notice && !notice.ok && <p className={styles.failure}>✗ {notice.text}</p>}
      </div>
      <fieldset disabled={readOnly} className={styles.fields}>
        <fieldset className={styles.group}>
          <legend>{t('operator_patron_auth_mode')}</legend>
          {(['directory', 'sip2'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" value={value} {...form.register('mode')} />{' '}
              {t(`operator_patron_auth_mode_${value}`)}
            </label>
          ))}
        </fieldset>
        {mode === 'sip2' && (
          <div className={styles.grid}>
            {text('sip2_host', 'operator_patron_auth_host', { autoCapitalize: 'none' })}
            {text('sip2_port', 'operator_patron_auth_port', { inputMode: 'numeric' })}
            {check('sip2_tls', 'operator_patron_auth_tls')}
            {check('sip2_tls_verify', 'operator_patron_auth_tls_verify')}
            {text('sip2_login_user', 'operator_patron_auth_login_user', { autoCapitalize: 'none' })}
            <Field
              id={`${id}-sip2_login_password`}
              label={t('operator_patron_auth_login_password')}
              hint={t(
                settings.sip2?.password_set
                  ? 'operator_patron_auth_password_set'
                  : 'operator_patron_auth_password_not_set',
              )}
              error={errorOf('sip2_login_password')}
            >
              {(control) => (
                <input
                  {...control}
                  type="password"
                  className={fieldStyles.input}
                  autoComplete="new-password"
                  {...form.register('sip2_login_password')}
                />
              )}
            </Field>
            {settings.sip2?.password_set &&
              check('sip2_clear_login_password', 'operator_patron_auth_clear_password')}
            {text('sip2_institution_id', 'operator_patron_auth_institution_id')}
            {text('sip2_location_code', 'operator_patron_auth_location_code')}
            <Field id={`${id}-sip2_encoding`} label={t('operator_patron_auth_encoding')}>
              {(control) => (
                <select {...control} className={fieldStyles.input} {...form.register('sip2_encoding')}>
                  <option value="cp850">cp850</option>
                  <option value="utf8">UTF-8</option>
                </select>
              )}
            </Field>
            {text('sip2_field_separator', 'operator_patron_auth_field_separator', { maxLength: 1 })}
            {text('sip2_timeout_ms', 'operator_patron_auth_timeout', { inputMode: 'numeric' })}
            {check('sip2_pin_is_validated', 'operator_patron_auth_pin_validated')}
          </div>
        )}
        <div className={styles.grid}>
          <Field id={`${id}-card_rule_kind`} label={t('operator_patron_auth_card_rule_kind')}>
            {(control) => (
              <select {...control} className={fieldStyles.input} {...form.register('card_rule_kind')}>
                {(['none', 'prefix', 'pattern'] as const).map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`operator_patron_auth_card_rule_${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {ruleKind !== 'none' &&
            text('card_rule', 'operator_patron_auth_card_rule', { autoCapitalize: 'none' })}
        </div>
        <fieldset className={styles.group}>
          <legend>{t('operator_patron_auth_pin_format')}</legend>
          {(['digits', 'text'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" value={value} {...form.register('pin_format')} />{' '}
              {t(`operator_patron_auth_pin_${value}`)}
            </label>
          ))}
          {errorOf('pin_format') && <p className={styles.failure}>{errorOf('pin_format')}</p>}
        </fieldset>
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

/** Card number and PIN in, each step out with a mark, a word, milliseconds and the reason in plain language. */
function SelfTestPanel({ libraryId }: { libraryId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const run = useTestPatronAuth();
  const [card, setCard] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string>();
  const result = run.data;
  return (
    <form
      className={styles.selfTest}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (run.isPending) return;
        setError(undefined);
        run.mutate(
          { library_id: libraryId, card_number: card, pin_code: pin },
          { onError: (failure) => setError(t(formErrorKey(failure))) },
        );
      }}
    >
      <h3 id={`${id}-title`}>{t('operator_patron_auth_test_title')}</h3>
      <div className={styles.grid}>
        <Field id={`${id}-card`} label={t('card_number')}>
          {(control) => (
            <input
              {...control}
              className={fieldStyles.input}
              autoComplete="off"
              value={card}
              onChange={(event) => setCard(event.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-pin`} label={t('pin_code')}>
          {(control) => (
            <input
              {...control}
              type="password"
              className={fieldStyles.input}
              autoComplete="off"
              value={pin}
              onChange={(event) => setPin(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div>
        <Button type="submit" aria-disabled={run.isPending || undefined}>
          {t('operator_patron_auth_test_run')}
        </Button>
      </div>
      <div role="status" aria-live="polite" className={styles.notice}>
        {error && <p className={styles.failure}>✗ {error}</p>}
        {result && !run.isPending && (
          <div data-testid="self-test-result">
            <p className={result.ok ? styles.success : styles.failure}>
              {result.ok ? '✓ ' : '✗ '}
              {t(result.ok ? 'operator_patron_auth_test_passed' : 'operator_patron_auth_test_failed')}
            </p>
            <ol className={styles.steps}>
              {result.steps.map((step) => (
                <StepLine key={step.step} step={step} />
              ))}
            </ol>
          </div>
        )}
      </div>
    </form>
  );
}

function StepLine({ step }: { step: PatronAuthTestStep }) {
  const { t } = useTranslation();
  return (
    <li className={step.ok ? styles.stepOk : styles.stepFailed}>
      <span aria-hidden="true">{step.ok ? '✓' : '✗'}</span>{' '}
      <strong>{t(`operator_patron_auth_step_${step.step}`)}</strong>:{' '}
      {t(step.ok ? 'operator_patron_auth_step_ok' : 'operator_patron_auth_step_failed')} (
      {t('operator_patron_auth_step_ms', { ms: step.ms })}){step.message ? ` — ${step.message}` : ''}
    </li>
  );
}
