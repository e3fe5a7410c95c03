import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { loginFailureMessage } from '@/lib/credentials';
import { fieldErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { passwordStep, type PasswordStep } from './login-schemas';
import styles from './operator-login.module.css';

interface PasswordFormProps {
  login: { isPending: boolean };
  /** Sends the password; rejects with the refusal this form shows. */
  onPassword(credentials: PasswordStep): Promise<void>;
}

const fields = ['username', 'password'] as const;

/** The login's first step: username and password, refusals on their fields and in the error summary. */
export function PasswordForm({ login, onPassword }: PasswordFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<PasswordStep>({
    resolver: zodResolver(passwordStep),
    defaultValues: { username: '', password: '' },
    shouldFocusError: false,
  });
  const [refusals, setRefusals] = useState(0);
  const [formError, setFormError] = useState<string>();
  const refused = () => setRefusals((count) => count + 1);
  const fieldId = (name: (typeof fields)[number]) => `${id}-${name}`;
  const messageOf = (name: (typeof fields)[number]) => {
    const key = fieldErrorKey(form.formState.errors[name]);
    return key && t(key);
  };
  const entries = fields.flatMap((name) => {
    const message = messageOf(name);
    return message ? [{ fieldId: fieldId(name), label: t(name), message }] : [];
  });

  const submit = form.handleSubmit(
    async (credentials) => {
      if (login.isPending) return;
      setFormError(undefined);
      try {
        await onPassword(credentials);
      } catch (error) {
        const failure = loginFailureMessage(error);
        setFormError(t(failure.key, failure.values));
        refused();
      }
    },
    () => {
      setFormError(undefined);
      refused();
    },
  );

  return (
    <form
      className={styles.panel}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={login.isPending}
    >
      <ErrorSummary entries={entries} formError={formError} refusals={refusals} />
      <Field id={fieldId('username')} label={t('username')} error={messageOf('username')}>
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('username')}
          />
        )}
      </Field>
      <Field id={fieldId('password')} label={t('password')} error={messageOf('password')}>
        {(control) => (
          <input
            {...control}
            type="password"
            className={fieldStyles.input}
            autoComplete="current-password"
            {...form.register('password')}
          />
        )}
      </Field>
      <Button variant="primary" type="submit" aria-disabled={login.isPending || undefined}>
        {t('operator_continue')}
      </Button>
    </form>
  );
}
