import { useId, useRef, useState, type FormEvent } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@filmhyllan/contract';
import { safeLibrarianNext } from '@/app/path-rules';
import { Button } from '@/components/ui/button';
import {
  credentialErrors,
  firstInvalidField,
  loginErrorKey,
  readCredentials,
  type CredentialErrors,
  type CredentialField,
} from '@/lib/credentials';
import { useLoginData } from '@/lib/session';
import { useLibrarianLogin } from '../features/account/api/librarian-login';
import styles from './librarian-pages.module.css';

/**
 * The librarian login (/{lang}/lib/login, optional ?next=). A logged-in librarian — also right after logging
 * in here — goes on to `next` when it is a librarian page of this site (safeLibrarianNext), else to the
 * statistics page; the login page is replaced in the history, so Back does not return to it.
 */
export function LibrarianLoginPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const [searchParams] = useSearchParams();
  const { librarian } = useLoginData();
  if (librarian) return <Navigate to={safeLibrarianNext(lang, searchParams.get('next'))} replace />;
  return (
    <div className={styles.loginScreen}>
      <h1>{t('librarian_login_title')}</h1>
      <LibrarianLoginForm />
    </div>
  );
}

function LibrarianLoginForm() {
  const { t } = useTranslation();
  const id = useId();
  const login = useLibrarianLogin();
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
      onError: () => {
        // The alert announces the message; the password is selected, ready to be typed again.
        passwordInput.current?.focus();
        passwordInput.current?.select();
      },
    });
  };

  const describedBy = (field: CredentialField) =>
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

      <Button
        variant="primary"
        type="submit"
        className={styles.submit}
        aria-disabled={login.isPending || undefined}
      >
        {t('log_in')}
      </Button>
    </form>
  );
}
