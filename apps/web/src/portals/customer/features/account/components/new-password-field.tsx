import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n-react';
import { accountRules } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './account-form.module.css';

/** The new password of both password forms (change on /settings, reset from the e-mail link), with the rule. */
export function NewPasswordField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'new_password'>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('new_password')}
      hint={t('account_password_rules', { min: accountRules.passwordMinLength })}
      error={error}
    >
      {(control) => (
        <input
          {...control}
          {...registration}
          type="password"
          className={fieldStyles.input}
          autoComplete="new-password"
        />
      )}
    </Field>
  );
}

/** The password forms' submit button; `children` (a status) stands beside it. */
export function ChangePasswordActions({ pending, children }: { pending: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <Button variant="primary" type="submit" aria-disabled={pending || undefined}>
        {t('change_password')}
      </Button>
      {children}
    </div>
  );
}
