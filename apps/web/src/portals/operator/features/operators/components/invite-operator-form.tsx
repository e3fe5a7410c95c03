import { useParams } from 'react-router';
import {
  OperatorInvitation,
  OPERATOR_ROLES,
  type Language,
  type ManagedOperator,
} from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/console-section.module.css';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { InvitationFields, invitationFields, useInvitationForm } from '@/components/ui/invitation-form';
import { useTranslation } from '@/lib/i18n-react';
import { useInviteOperator } from '../api/invite-operator';

/** The contract's invitation fields the admin types (the mail's language is the page's). */
export const inviteOperatorForm = OperatorInvitation.pick({ role: true }).extend(
  invitationFields(OperatorInvitation.shape),
);

/** Invites an operator: username, e-mail and role; refusals under their fields and in the error summary. */
export function InviteOperatorForm({ onInvited }: { onInvited(operator: ManagedOperator): void }) {
  const { t } = useTranslation();
  const language = useParams().lang as Language;
  const invite = useInviteOperator();
  const labels = { username: t('username'), email: t('email'), role: t('operator_role') };
  const { id, form, fieldId, messageOf, summary, submit, busy } = useInvitationForm({
    schema: inviteOperatorForm,
    defaultValues: { username: '', email: '', role: 'support' },
    fields: ['username', 'email', 'role'],
    labels,
    send: async (input) => onInvited((await invite.mutateAsync({ ...input, language })).operator),
  });

  return (
    <form
      className={styles.invite}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`}>{t('operator_invite_title')}</h2>
      <p>{t('operator_invite_intro')}</p>
      <ErrorSummary {...summary} />
      <div className={styles.inviteFields}>
        <InvitationFields form={form} fieldId={fieldId} messageOf={messageOf} labels={labels} />
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
        <Button variant="primary" type="submit" aria-disabled={busy || undefined}>
          {t('operator_invite_send')}
        </Button>
      </div>
    </form>
  );
}
