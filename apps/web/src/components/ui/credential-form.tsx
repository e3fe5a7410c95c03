import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  credentialErrors,
  firstInvalidField,
  loginErrorKey,
  readCredentials,
  type CredentialErrors,
  type CredentialField,
  type Credentials,
} from '@/lib/credentials';
import styles from './credential-form.module.css';
import fieldStyles from './field.module.css';

type LoginMutation = Pick<
  UseMutationResult<unknown, unknown, Credentials>,
  'mutate' | 'reset' | 'isPending' | 'isError' | 'error'
>;

interface CredentialFormProps {
  /** The portal's login call. */
  login: LoginMutation;
  /** After a successful login (the session already holds who logged in). */
  onLoggedIn?: () => void;
  /** Extra class for the form (the portal's panel). */
  className?: string | undefined;
  /** The buttons, given whether a login is under way (the submit button shows it with aria-disabled). */
  actions: (pending: boolean) => ReactNode;
}

/**
 * Username and password with their checks, for both portals' logins. An empty field is named under it and gets
 * the focus; a refused login is announced in an alert that stays in the page, and the password is selected,
 * ready to be typed again. A second submit while a login is under way does nothing.
 */
export function CredentialForm({ login, onLoggedIn, className, actions }: CredentialFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({});
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const inputs = { username: usernameInput, password: passwordInput };
  const errorId = `${id}-error`;
  const formError = login.isError ? t(loginErrorKey(login.error)) : '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const credentials = readCredentials(event.currentTarget);
    const errors = credentialErrors(credentials);
    setFieldErrors(errors);
    const invalid = firstInvalidField(errors);
    if (invalid) {
      login.reset();
      inputs[invalid].current?.focus();
      return;
    }
    login.mutate(credentials, {
      ...(onLoggedIn ? { onSuccess: onLoggedIn } : {}),
      onError: () => {
        passwordInput.current?.focus();
        passwordInput.current?.select();
      },
    });
  };

  const describedBy = (field: CredentialField) =>
    [fieldErrors[field] ? `${id}-${field}-error` : '', formError ? errorId : ''].filter(Boolean).join(' ') ||
    undefined;

  const field = (name: CredentialField, attributes: InputHTMLAttributes<HTMLInputElement>) => (
    <>
      <label htmlFor={`${id}-${name}`}>{t(name)}</label>
      <input
        ref={inputs[name]}
        id={`${id}-${name}`}
        name={name}
        className={fieldStyles.input}
        aria-invalid={fieldErrors[name] || formError ? true : undefined}
        aria-describedby={describedBy(name)}
        {...attributes}
      />
      {fieldErrors[name] && (
        <p id={`${id}-${name}-error`} className={fieldStyles.fieldError}>
          {t(fieldErrors[name])}
        </p>
      )}
    </>
  );

  return (
    <form
      className={[styles.form, className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={submit}
      aria-busy={login.isPending}
    >
      {/* Always in the page, so that a message put into it is announced at once. */}
      <div id={errorId} role="alert" className={fieldStyles.formError}>
        {formError}
      </div>
      {field('username', { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false })}
      {field('password', { type: 'password', autoComplete: 'current-password' })}
      {actions(login.isPending)}
    </form>
  );
}
