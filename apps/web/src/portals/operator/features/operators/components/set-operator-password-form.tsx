import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { accountRules, setOperatorPassword, type Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { isApiError } from '@/lib/api-client';
import { fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useSetOperatorPassword } from '../api/set-operator-password';
import ownStyles from './operators-section.module.css';

/** The contract's set_password request without the token (the link's), with the register rule's length. */
export const operatorPasswordForm = setOperatorPassword.request.pick({ new_password: true }).extend({
  new_password: z
    .string()
    .min(accountRules.passwordMinLength, { error: 'INVALID_PASSWORD' })
    .pipe(setOperatorPassword.request.shape.new_password),
});

/**
 * A new operator chooses a password from the mailed invitation. A used or expired link says so; afterwards the
 * operator goes to the console's login, where the first login enrols two-factor login. Each outcome takes the
 * focus, so it is read out.
 */
export function SetOperatorPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const save = useSetOperatorPassword();
  const [outcome, setOutcome] = useState<'form' | 'invalidToken' | 'changed'>('form');
  const [formError, setFormError] = useState<string>();
  const [refusals, setRefusals] = useState(0);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const form = useForm<z.input<typeof operatorPasswordForm>, unknown, z.output<typeof operatorPasswordForm>>({
    resolver: zodResolver(operatorPasswordForm),
    defaultValues: { new_password: '' },
    shouldFocusError: false,
  });

  useEffect(() => {
    if (outcome !== 'form') outcomeRef.current?.focus();
  }, [outcome]);

  const submit = form.handleSubmit(
    ({ new_password }) => {
      if (save.isPending) return;
      setFormError(undefined);
      save.mutate(
        { token, new_password },
        {
          onSuccess: () => setOutcome('changed'),
          onError: (error) => {
            if (isApiError(error) && error.code === 'INVALID_RESET_TOKEN') setOutcome('invalidToken');
            else if (isApiError(error) && error.code === 'INVALID_PASSWORD') {
              form.setError('new_password', { message: 'INVALID_PASSWORD' });
              setRefusals((n) => n + 1);
            } else {
              setFormError(t(formErrorKey(error)));
              setRefusals((n) => n + 1);
            }
          },
        },
      );
    },
    () => setRefusals((n) => n + 1),
  );

  if (outcome !== 'form') {
    return (
      <div ref={outcomeRef} tabIndex={-1} className={ownStyles.setPassword}>
        {outcome === 'changed' ? (
          <p role="status">{t('operator_password_chosen')}</p>
        ) : (
          <p role="alert" className={fieldStyles.formError}>
            {t('error_invalid_reset_token')}
          </p>
        )}
        <Link to={paths.operator.login.href({ lang })}>{t('operator_go_to_login')}</Link>
      </div>
    );
  }
  const errorKey = fieldErrorKey(form.formState.errors.new_password, 'error_invalid_password');
  const message = errorKey && t(errorKey);
  return (
    <form
      className={ownStyles.setPassword}
      noValidate
      aria-busy={save.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <p>{t('operator_set_password_intro')}</p>
      <ErrorSummary
        entries={message ? [{ fieldId: 'operator-new-password', label: t('new_password'), message }] : []}
        formError={formError}
        refusals={refusals}
      />
      <Field
        id="operator-new-password"
        label={t('new_password')}
        hint={t('account_password_rules', { min: accountRules.passwordMinLength })}
        error={message}
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
        {t('operator_set_password')}
      </Button>
    </form>
  );
}
