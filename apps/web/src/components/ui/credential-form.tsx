import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n-react';
import {
  credentialFields,
  type Credentials,
  type CredentialsInput,
  type CredentialsSchema,
  loginFailureMessage,
} from '@/lib/credentials';
import { fieldErrorKey } from '@/lib/form-errors';
import { Field } from './field';
import styles from './credential-form.module.css';
import fieldStyles from './field.module.css';

type LoginMutation = Pick<
  UseMutationResult<unknown, unknown, Credentials>,
  'mutate' | 'reset' | 'isPending' | 'isError' | 'error'
>;

interface CredentialFormProps {
  /** The portal's login call. */
  login: LoginMutation;
  /** The portal's login request (lib/credentials): what the form checks before sending. */
  schema: CredentialsSchema;
  /** After a successful login (the session already holds who logged in). */
  onLoggedIn?: () => void;
  /** Extra class for the form (the portal's panel). */
  className?: string | undefined;
  /** The buttons, given whether a login is under way (the submit button shows it with aria-disabled). */
  actions: (pending: boolean) => ReactNode;
}

const autoCompletes = {
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  password: { type: 'password', autoComplete: 'current-password' },
} as const;

/**
 * Username and password for both portals' logins, checked with the portal's login request. An empty field is
 * named under it and gets the focus; a refused login is announced in an alert that stays in the page, and the
 * password is selected, ready to be typed again. A second submit while a login is under way does nothing.
 */
export function CredentialForm({ login, schema, onLoggedIn, className, actions }: CredentialFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<CredentialsInput, unknown, Credentials>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '' },
  });
  const errorId = `${id}-error`;
  const failure = login.isError ? loginFailureMessage(login.error) : undefined;
  const formError = failure ? t(failure.key, failure.values) : '';

  const submit = form.handleSubmit(
    (credentials) => {
      if (login.isPending) return;
      login.mutate(credentials, {
        ...(onLoggedIn ? { onSuccess: onLoggedIn } : {}),
        onError: () => form.setFocus('password', { shouldSelect: true }),
      });
    },
    // The fields say what is missing now; an older refusal would only confuse.
    () => login.reset(),
  );

  return (
    <form
      className={[styles.form, className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={login.isPending}
    >
      {/* Always in the page, so that a message put into it is announced at once. */}
      <div id={errorId} role="alert" className={fieldStyles.formError}>
        {formError}
      </div>
      {credentialFields.map((name) => {
        const errorKey = fieldErrorKey(form.formState.errors[name]);
        return (
          <Field
            key={name}
            label={t(name)}
            error={errorKey && t(errorKey)}
            describedBy={formError ? errorId : undefined}
          >
            {(control) => (
              <input
                {...control}
                // A refused login concerns both fields: each is marked and described by the alert.
                aria-invalid={control['aria-invalid'] ?? (formError ? true : undefined)}
                className={fieldStyles.input}
                {...autoCompletes[name]}
                {...form.register(name)}
              />
            )}
          </Field>
        );
      })}
      {actions(login.isPending)}
    </form>
  );
}
