import { changePassword } from '@filmhyllan/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n-react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import fieldStyles from '@/components/ui/field.module.css';
import { openAccountModal } from '@/lib/account-modal';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { FormAlert } from './form-alert';
import { ChangePasswordActions, NewPasswordField } from './new-password-field';
import { checkNewPassword } from './new-password-rule';
import styles from './account-form.module.css';

/** The contract's change_password request as a reset link sends it: the new password (the token is the link's). */
const resetSchema = changePassword.request.pick({ new_password: true }).superRefine(checkNewPassword);
type ResetInput = z.input<typeof resetSchema>;
type ResetOutput = z.output<typeof resetSchema>;

const fieldOrder: readonly Path<ResetInput>[] = ['new_password'];

interface ResetPasswordFormProps {
  /** The token of the e-mail link /{lang}/settings/change-password/{token}. */
  token: string;
  /** Someone is logged in in this browser: no login is offered afterwards. */
  loggedIn: boolean;
}

/**
 * Sets a new password from the recovery e-mail's link, logged out. A used or expired link (INVALID_RESET_TOKEN)
 * says so and offers a new link (the forgot-password modal); afterwards the patron logs in with the new
 * password (the reset does not log this session in). Each outcome takes the focus, so it is read out.
 */
export function ResetPasswordForm({ token, loggedIn }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<'form' | 'invalidToken' | 'changed'>('form');
  const [formError, setFormError] = useState('');
  const outcomeRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetInput, unknown, ResetOutput>({
    resolver: zodResolver(resetSchema),
    defaultValues: { new_password: '' },
  });
  const newPasswordError = fieldErrorKey(errors.new_password);

  useEffect(() => {
    if (outcome !== 'form') outcomeRef.current?.focus();
  }, [outcome]);

  const submit = handleSubmit((values) => {
    if (change.isPending) return;
    setFormError('');
    change.mutate(
      { token, new_password: values.new_password },
      {
        onSuccess: () => setOutcome('changed'),
        onError: (error) => {
          if (isApiError(error) && error.code === 'INVALID_RESET_TOKEN') setOutcome('invalidToken');
          else if (!applyServerFieldErrors(error, setError, fieldOrder)) setFormError(formErrorKey(error));
        },
      },
    );
  });

  if (outcome === 'invalidToken') {
    return (
      <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
        <p role="alert" className={fieldStyles.formError}>
          {t('error_invalid_reset_token')}
        </p>
        <Button variant="primary" onClick={() => openAccountModal('forgotPassword')}>
          {t('reset_password_new_link')}
        </Button>
      </div>
    );
  }
  if (outcome === 'changed') {
    return (
      <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
        <p role="status" className={styles.success}>
          {t('password_changed')}
        </p>
        {!loggedIn && (
          <>
            <p>{t('reset_password_log_in')}</p>
            <Button variant="primary" onClick={() => openAccountModal('login')}>
              {t('log_in')}
            </Button>
          </>
        )}
      </div>
    );
  }
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={change.isPending}>
      <p className={styles.intro}>{t('reset_password_intro')}</p>
      <FormAlert id={`${id}-error`} message={formError && t(formError)} />
      <NewPasswordField
        registration={register('new_password')}
        error={newPasswordError && t(newPasswordError)}
      />
      <ChangePasswordActions pending={change.isPending} />
    </form>
  );
}
