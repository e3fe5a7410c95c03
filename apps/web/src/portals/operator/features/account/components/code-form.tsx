import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { isApiError } from '@/lib/api-client';
import { loginFailureMessage } from '@/lib/credentials';
import { fieldErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import type { logOperatorIn } from '../api/operator-login';
import {
  codeStep,
  type CodeKind,
  type CodeStep,
  type CodeStepInput,
  type PasswordStep,
} from './login-schemas';
import styles from './operator-login.module.css';

type Login = Pick<
  UseMutationResult<Awaited<ReturnType<typeof logOperatorIn>>, unknown, Parameters<typeof logOperatorIn>[0]>,
  'mutate' | 'isPending'
>;

interface CodeFormProps {
  login: Login;
  credentials: PasswordStep;
  /** Offers the switch to a recovery code (not while enrolling: the codes hold once the app is confirmed). */
  allowRecovery: boolean;
}

/**
 * The login's second step: the six digits of the authenticator app, or a recovery code behind a switch. A wrong
 * code is shown on the field and in the error summary; the session then holds the operator (the page moves on).
 */
export function CodeForm(props: CodeFormProps) {
  const [kind, setKind] = useState<CodeKind>('totp');
  const [switched, setSwitched] = useState(false);
  // A form per kind: each checks its code with its own schema.
  return (
    <CodeStepForm
      key={kind}
      {...props}
      kind={kind}
      focusOnMount={switched}
      onSwitch={() => {
        setKind(kind === 'totp' ? 'recovery' : 'totp');
        setSwitched(true);
      }}
    />
  );
}

interface CodeStepFormProps extends CodeFormProps {
  kind: CodeKind;
  /** After the switch the code field takes the focus (the switch button it replaced had it). */
  focusOnMount: boolean;
  onSwitch(): void;
}

function CodeStepForm({
  login,
  credentials,
  allowRecovery,
  kind,
  focusOnMount,
  onSwitch,
}: CodeStepFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<CodeStepInput, unknown, CodeStep>({
    resolver: zodResolver(codeStep(kind)),
    defaultValues: { code: '' },
    shouldFocusError: false,
  });
  const [refusals, setRefusals] = useState(0);
  const [formError, setFormError] = useState<string>();
  const refused = () => setRefusals((count) => count + 1);
  const codeId = `${id}-code`;
  const label = kind === 'totp' ? t('operator_totp_code') : t('operator_recovery_code');
  const errorKey = fieldErrorKey(form.formState.errors.code, 'operator_totp_code_format');
  const message = errorKey && t(errorKey);

  const submit = form.handleSubmit(
    ({ code }) => {
      if (login.isPending || code === undefined) return;
      setFormError(undefined);
      const second = kind === 'totp' ? { totp_code: code } : { recovery_code: code };
      login.mutate(
        { ...credentials, ...second },
        {
          onError: (error) => {
            if (isApiError(error) && error.code === 'WRONG_TOTP_CODE') {
              form.setError('code', { type: 'server', message: error.code });
            } else {
              const failure = loginFailureMessage(error);
              setFormError(t(failure.key, failure.values));
            }
            refused();
          },
        },
      );
    },
    () => {
      setFormError(undefined);
      refused();
    },
  );

  useEffect(() => {
    if (focusOnMount) form.setFocus('code');
  }, [focusOnMount, form]);

  return (
    <form
      className={styles.panel}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={login.isPending}
    >
      <ErrorSummary
        entries={message ? [{ fieldId: codeId, label, message }] : []}
        formError={formError}
        refusals={refusals}
      />
      <Field
        id={codeId}
        label={label}
        hint={kind === 'totp' ? t('operator_totp_code_hint') : t('operator_recovery_code_hint')}
        error={message}
      >
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            {...(kind === 'totp' ? { inputMode: 'numeric' as const, maxLength: 6 } : {})}
            {...form.register('code')}
          />
        )}
      </Field>
      <Button variant="primary" type="submit" aria-disabled={login.isPending || undefined}>
        {t('log_in')}
      </Button>
      {allowRecovery && (
        <Button variant="ghost" onClick={onSwitch}>
          {kind === 'totp' ? t('operator_use_recovery_code') : t('operator_use_totp_code')}
        </Button>
      )}
    </form>
  );
}
