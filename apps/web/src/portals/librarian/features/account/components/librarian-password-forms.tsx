import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import {
  accountRules,
  recoverLibrarianPassword,
  setLibrarianPassword,
  type Language,
} from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { isApiError } from '@/lib/api-client';
import { fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useRecoverLibrarianPassword, useSetLibrarianPassword } from '../api/librarian-password';

/** The contract's set_password request without the token (the link's), with the register rule's length. */
const passwordForm = setLibrarianPassword.request.pick({ new_password: true }).extend({
  new_password: z
    .string()
    .min(accountRules.passwordMinLength, { error: 'INVALID_PASSWORD' })
    .pipe(setLibrarianPassword.request.shape.new_password),
});

/** The contract's recovery request without the language (the page's): an empty address is asked for first. */
const recoveryForm = recoverLibrarianPassword.request.pick({ email: true }).extend({
  email: z.string().trim().min(1).pipe(recoverLibrarianPassword.request.shape.email),
});

/**
 * Chooses the librarian's password from the mailed invitation or reset link. A used or expired link
 * (INVALID_RESET_TOKEN) says so; afterwards the librarian logs in. Each outcome takes the focus, so it is read out.
 */
export function SetLibrarianPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const save = useSetLibrarianPassword();
  const [outcome, setOutcome] = useState<'form' | 'invalidToken' | 'changed'>('form');
  const [formError, setFormError] = useState('');
  const outcomeRef = useRef<HTMLDivElement>(null);
  const form = useForm<z.input<typeof passwordForm>, unknown, z.output<typeof passwordForm>>({
    resolver: zodResolver(passwordForm),
    defaultValues: { new_password: '' },
  });

  useEffect(() => {
    if (outcome !== 'form') outcomeRef.current?.focus();
  }, [outcome]);

  const submit = form.handleSubmit(({ new_password }) => {
    if (save.isPending) return;
    setFormError('');
    save.mutate(
      { token, new_password },
      {
        onSuccess: () => setOutcome('changed'),
        onError: (error) => {
          if (isApiError(error) && error.code === 'INVALID_RESET_TOKEN') setOutcome('invalidToken');
          else if (isApiError(error) && error.code === 'INVALID_PASSWORD') {
            form.setError('new_password', { message: 'INVALID_PASSWORD' }, { shouldFocus: true });
          } else setFormError(formErrorKey(error));
        },
      },
    );
  });

  if (outcome !== 'form') {
    return (
      <div ref={outcomeRef} tabIndex={-1}>
        {outcome === 'changed' ? (
          <p role="status">{t('password_changed')}</p>
        ) : (
          <p role="alert" className={fieldStyles.formError}>
            {t('error_invalid_reset_token')}
          </p>
        )}
        <Link to={paths.librarian.login.href({ lang })}>{t('log_in')}</Link>
      </div>
    );
  }
  const errorKey = fieldErrorKey(form.formState.errors.new_password, 'error_invalid_password');
  return (
    <form noValidate aria-busy={save.isPending} onSubmit={(event) => void submit(event)}>
      <div role="alert" className={fieldStyles.formError}>
        {formError && t(formError)}
      </div>
      <Field
        label={t('new_password')}
        hint={t('account_password_rules', { min: accountRules.passwordMinLength })}
        error={errorKey && t(errorKey)}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('new_password')}
            type="password"
            autoComplete="new-password"
            className={fieldStyles.input}
          />
        )}
      </Field>
      <Button variant="primary" type="submit" aria-disabled={save.isPending || undefined}>
        {t('change_password')}
      </Button>
    </form>
  );
}

/**
 * The librarian login's "Forgot your password?": an e-mail address, then a message that is the same whether or
 * not the address is a librarian's (the server does not tell either).
 */
export function LibrarianForgotPassword() {
  const { t } = useTranslation();
  const language = useParams().lang as Language;
  const [open, setOpen] = useState(false);
  const recovery = useRecoverLibrarianPassword();
  const form = useForm<z.input<typeof recoveryForm>, unknown, z.output<typeof recoveryForm>>({
    resolver: zodResolver(recoveryForm),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(({ email }) => {
    if (!recovery.isPending) recovery.mutate({ email, language });
  });

  if (!open) {
    return (
      <Button variant="secondary" type="button" onClick={() => setOpen(true)}>
        {t('forgot_password')}
      </Button>
    );
  }
  if (recovery.isSuccess) return <p role="status">{t('recover_password_sent')}</p>;
  const errorKey = fieldErrorKey(form.formState.errors.email, 'error_invalid_email');
  return (
    <form noValidate aria-busy={recovery.isPending} onSubmit={(event) => void submit(event)}>
      <h2>{t('recover_password_title')}</h2>
      <p>{t('recover_password_body')}</p>
      <div role="alert" className={fieldStyles.formError}>
        {recovery.isError ? t('error_password_recovery_failed') : ''}
      </div>
      <Field label={t('email')} error={errorKey && t(errorKey)}>
        {(control) => (
          <input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            spellCheck={false}
            className={fieldStyles.input}
          />
        )}
      </Field>
      <Button variant="primary" type="submit" aria-disabled={recovery.isPending || undefined}>
        {t('send_link')}
      </Button>
    </form>
  );
}
