import { changePassword } from '@filmhyllan/contract';
import { useId, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n-react';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { FormAlert } from './form-alert';
import { ChangePasswordActions, NewPasswordField } from './new-password-field';
import { checkNewPassword } from './new-password-rule';
import styles from './account-form.module.css';

/** The contract's change_password request as a logged-in user sends it: the current password and a new one. */
const changeSchema = changePassword.request
  .pick({ new_password: true })
  .extend({ password: changePassword.request.shape.new_password })
  .superRefine(checkNewPassword);
type ChangeInput = z.input<typeof changeSchema>;
type ChangeOutput = z.output<typeof changeSchema>;

const fieldOrder: readonly Path<ChangeInput>[] = ['password', 'new_password'];
const empty: ChangeInput = { password: '', new_password: '' };

/**
 * Change password on /settings: the current password and a new one. A wrong current password (WRONG_PASSWORD)
 * lands on the current field, a new one that breaks the rule (INVALID_PASSWORD) on the new field; too many
 * wrong guesses (RATE_LIMITED) are said for the whole form. Success empties the form and says so.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const id = useId();
  const change = useChangePassword();
  const [formError, setFormError] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangeInput, unknown, ChangeOutput>({
    resolver: zodResolver(changeSchema),
    defaultValues: empty,
  });
  const errorText = (name: keyof ChangeInput) => {
    const key = fieldErrorKey(errors[name]);
    return key ? t(key) : undefined;
  };

  const submit = handleSubmit((values) => {
    if (change.isPending) return;
    setFormError('');
    change.mutate(
      { password: values.password, new_password: values.new_password },
      {
        onSuccess: () => reset(empty),
        onError: (error) => {
          if (!applyServerFieldErrors(error, setError, fieldOrder)) setFormError(formErrorKey(error));
        },
      },
    );
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={change.isPending}>
      <FormAlert id={`${id}-error`} message={formError && t(formError)} />
      <Field label={t('current_password')} error={errorText('password')}>
        {(control) => (
          <input
            {...control}
            {...register('password')}
            type="password"
            className={fieldStyles.input}
            autoComplete="current-password"
          />
        )}
      </Field>
      <NewPasswordField registration={register('new_password')} error={errorText('new_password')} />
      <ChangePasswordActions pending={change.isPending}>
        <p role="status" className={styles.success}>
          {change.isSuccess ? t('password_changed') : ''}
        </p>
      </ChangePasswordActions>
    </form>
  );
}
