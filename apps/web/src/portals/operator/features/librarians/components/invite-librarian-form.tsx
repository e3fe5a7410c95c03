import { inviteLibrarian, type ManagedLibrarian } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/console-section.module.css';
import { ErrorSummary } from '@/components/ui/error-summary';
import { InvitationFields, invitationFields, useInvitationForm } from '@/components/ui/invitation-form';
import { useTranslation } from '@/lib/i18n-react';
import { useInviteLibrarian } from '../api/invite-librarian';

/**
 * The contract's invite_librarian fields the operator types (the library is the page's, the language the
 * library country's).
 */
export const inviteForm = inviteLibrarian.request
  .pick({ username: true, email: true })
  .extend(invitationFields(inviteLibrarian.request.shape));

interface InviteLibrarianFormProps {
  libraryId: number;
  /** Told the invited librarian, to say so where everyone hears it. */
  onInvited(librarian: ManagedLibrarian): void;
}

/**
 * Invites a librarian to the library: username and e-mail, refusals under their fields (a taken username is the
 * server's EXISTING_USER) and in the error summary. After an invitation the form is empty again, with the focus
 * in its first field for the next one.
 */
export function InviteLibrarianForm({ libraryId, onInvited }: InviteLibrarianFormProps) {
  const { t } = useTranslation();
  const invite = useInviteLibrarian();
  const labels = { username: t('username'), email: t('email') };
  const { id, form, fieldId, messageOf, summary, submit, busy } = useInvitationForm({
    schema: inviteForm,
    defaultValues: { username: '', email: '' },
    fields: ['username', 'email'],
    labels,
    send: async ({ username, email }) =>
      onInvited((await invite.mutateAsync({ library_id: libraryId, username, email })).librarian),
  });

  return (
    <form
      className={styles.invite}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`}>{t('operator_librarian_invite_title')}</h3>
      <p className={styles.intro}>{t('operator_librarian_invite_intro')}</p>
      <ErrorSummary {...summary} />
      <div className={styles.inviteFields}>
        <InvitationFields form={form} fieldId={fieldId} messageOf={messageOf} labels={labels} />
      </div>
      <div>
        <Button variant="primary" type="submit" aria-disabled={busy || undefined}>
          {t('operator_librarian_invite_send')}
        </Button>
      </div>
    </form>
  );
}
