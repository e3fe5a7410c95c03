import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useParams } from 'react-router';
import { z } from 'zod';
import {
  accountRules,
  OperatorInvitation,
  OPERATOR_ROLES,
  type Language,
  type ManagedOperator,
} from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useInviteOperator } from '../api/invite-operator';
import styles from './operators-section.module.css';

/**
 * The contract's invitation fields the admin types (the mail's language is the page's): an empty field is asked
 * for first, a username that breaks the register rule is refused before sending with the server's own code.
 */
export const inviteOperatorForm = OperatorInvitation.pick({ role: true }).extend({
  username: z
    .string()
    .trim()
    .min(1)
    .regex(accountRules.usernamePattern, { error: 'INVALID_USERNAME' })
    .pipe(OperatorInvitation.shape.username),
  email: z.string().trim().min(1).pipe(OperatorInvitation.shape.email),
});
type InviteInput = z.input<typeof inviteOperatorForm>;
type InviteOutput = z.output<typeof inviteOperatorForm>;

const fields = ['username', 'email', 'role'] as const;
type FieldName = (typeof fields)[number];
const invalidKeys: Record<FieldName, string> = {
  username: 'error_invalid_username',
  email: 'error_invalid_email',
  role: 'error_validation_failed',
};

/** Invites an operator: username, e-mail and role; refusals under their fields and in the error summary. */
export function InviteOperatorForm({ onInvited }: { onInvited(operator: ManagedOperator): void }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useParams().lang as Language;
  const invite = useInviteOperator();
  const form = useForm<InviteInput, unknown, InviteOutput>({
    resolver: zodResolver(inviteOperatorForm),
    defaultValues: { username: '', email: '', role: 'support' },
    shouldFocusError: false,
  });
  const [refusals, setRefusals] = useState(0);
  const [formError, setFormError] = useState<string>();
  const refused = () => setRefusals((count) => count + 1);
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const labels: Record<FieldName, string> = {
    username: t('username'),
    email: t('email'),
    role: t('operator_role'),
  };
  const messageOf = (name: FieldName) => {
    const key = fieldErrorKey(form.formState.errors[name], invalidKeys[name]);
    return key && t(key);
  };
  const entries = fields.flatMap((name) => {
    const message = messageOf(name);
    return message ? [{ fieldId: fieldId(name), label: labels[name], message }] : [];
  });

  const submit = form.handleSubmit(
    async (input) => {
      if (invite.isPending) return;
      setFormError(undefined);
      try {
        const { operator } = await invite.mutateAsync({ ...input, language });
        form.reset();
        document.getElementById(fieldId('username'))?.focus();
        onInvited(operator);
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, fields)) setFormError(t(formErrorKey(error)));
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
      className={styles.invite}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={invite.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`}>{t('operator_invite_title')}</h2>
      <p>{t('operator_invite_intro')}</p>
      <ErrorSummary entries={entries} formError={formError} refusals={refusals} />
      <div className={styles.inviteFields}>
        <Field
          id={fieldId('username')}
          label={labels.username}
          hint={t('register_username_rules', { min: 3, max: 30 })}
          error={messageOf('username')}
        >
          {(control) => (
            <input
              {...control}
              className={fieldStyles.input}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register('username')}
            />
          )}
        </Field>
        <Field id={fieldId('email')} label={labels.email} error={messageOf('email')}>
          {(control) => (
            <input
              {...control}
              type="email"
              className={fieldStyles.input}
              autoComplete="off"
              spellCheck={false}
              {...form.register('email')}
            />
          )}
        </Field>
        <Field id={fieldId('role')} label={labels.role} error={messageOf('role')}>
          {(control) => (
            <select {...control} className={fieldStyles.input} {...form.register('role')}>
              {OPERATOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`operator_role_${role}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div>
        <Button variant="primary" type="submit" aria-disabled={invite.isPending || undefined}>
          {t('operator_invite_send')}
        </Button>
      </div>
    </form>
  );
}
