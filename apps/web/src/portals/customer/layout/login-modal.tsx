import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useLogin } from './api/login';
import {
  credentialErrors,
  firstInvalidField,
  loginErrorKey,
  readCredentials,
  type CredentialErrors,
} from '@/lib/credentials';
import styles from './login-modal.module.css';

interface LoginModalProps {
  open: boolean;
  /** Closed without logging in: Escape, Cancel or a click beside the panel. */
  onClose(): void;
  /** Logged in: the session already holds the user and the new CSRF token. */
  onLoggedIn(): void;
}

/**
 * The customer login modal (spec sections 2 and 4). The native dialog keeps focus inside, closes on Escape and
 * hands focus back to the opener; the header moves it on after a login, as the Log in button is gone by then.
 */
export function LoginModal({ open, onClose, onLoggedIn }: LoginModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('log_in')} onClose={onClose}>
      {/* Mounted only while open (see Modal): every opening starts with an empty form and no old error. */}
      <LoginForm onCancel={onClose} onLoggedIn={onLoggedIn} />
    </Modal>
  );
}

function LoginForm({ onCancel, onLoggedIn }: { onCancel(): void; onLoggedIn(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const login = useLogin();
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({});
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const fields = { username: usernameInput, password: passwordInput };
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
      fields[invalid].current?.focus();
      return;
    }
    login.mutate(credentials, {
      onSuccess: onLoggedIn,
      onError: () => {
        // The alert announces the message; the password is selected, ready to be typed again.
        passwordInput.current?.focus();
        passwordInput.current?.select();
      },
    });
  };

  const describedBy = (field: keyof CredentialErrors) =>
    [fieldErrors[field] ? `${id}-${field}-error` : '', formError ? errorId : ''].filter(Boolean).join(' ') ||
    undefined;

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={login.isPending}>
      {/* Always in the page, so that a message put into it is announced at once. */}
      <div id={errorId} role="alert" className={styles.formError}>
        {formError}
      </div>

      <label htmlFor={`${id}-username`}>{t('username')}</label>
      <input
        ref={usernameInput}
        id={`${id}-username`}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        className={styles.input}
        aria-invalid={fieldErrors.username || formError ? true : undefined}
        aria-describedby={describedBy('username')}
      />
      {fieldErrors.username && (
        <p id={`${id}-username-error`} className={styles.fieldError}>
          {t(fieldErrors.username)}
        </p>
      )}

      <label htmlFor={`${id}-password`}>{t('password')}</label>
      <input
        ref={passwordInput}
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        className={styles.input}
        aria-invalid={fieldErrors.password || formError ? true : undefined}
        aria-describedby={describedBy('password')}
      />
      {fieldErrors.password && (
        <p id={`${id}-password-error`} className={styles.fieldError}>
          {t(fieldErrors.password)}
        </p>
      )}

      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button variant="primary" type="submit" aria-disabled={login.isPending || undefined}>
          {t('log_in')}
        </Button>
      </div>
    </form>
  );
}
