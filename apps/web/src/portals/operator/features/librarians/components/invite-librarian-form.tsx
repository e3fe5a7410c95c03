import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { accountRules, inviteLibrarian, type ManagedLibrarian } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useInviteLibrarian } from '../api/invite-librarian';
import styles from './librarians-section.module.css';

/**
 * The contract's invite_librarian fields the operator types (the library is the page's, the language the
 * library country's): an empty field is asked for first, a username that breaks the register rule is refused
 * before sending with the server's own code.
 */
export const inviteForm = inviteLibrarian.request.pick({ username: true, email: true }).extend({
  username: z
    .string()
    .trim()
    .min(1)
    .regex(accountRules.usernamePattern, { error: 'INVALID_USERNAME' })
    .pipe(inviteLibrarian.request.shape.username),
  email: z.string().trim().min(1).pipe(inviteLibrarian.request.shape.email),
});
type InviteFormInput = z.input<typeof inviteForm>;
type InviteFormOutput = z.output<typeof inviteForm>;

const fields = ['username', 'email'] as const;
type FieldName = (typeof fields)[number];
/** What each field's refused value means when the schema (not the server) refuses it. */
const invalidKeys: Record<FieldName, string> = {
  username: 'error_invalid_username',
  email: 'error_invalid_email',
};

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
  const id = useId();
  const invite = useInviteLibrarian();
  const form = useForm<InviteFormInput, unknown, InviteFormOutput>({
    resolver: zodResolver(inviteForm),
    defaultValues: { username: '', email: '' },
    shouldFocusError: false,
  });
  const [refusals, setRefusals] = useState(0);
  const [formError, setFormError] = useState<string>();
  const refused = () => setRefusals((count) => count + 1);
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const messageOf = (name: FieldName) => {
    const key = fieldErrorKey(form.formState.errors[name], invalidKeys[name]);
    return key && t(key);
  };
  const entries = fields.flatMap((name) => {
    const message = messageOf(name);
    return message ? [{ fieldId: fieldId(name), label: t(name), message }] : [];
  });

  const submit = form.handleSubmit(
    async ({ username, email }) => {
      if (invite.isPending) return;
      setFormError(undefined);
      try {
        const { librarian } = await invite.mutateAsync({ library_id: libraryId, username, email });
        form.reset();
        document.getElementById(fieldId('username'))?.focus();
        onInvited(librarian);
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
      <h3 id={`${id}-title`}>{t('operator_librarian_invite_title')}</h3>
      <p className={styles.intro}>{t('operator_librarian_invite_intro')}</p>
      <ErrorSummary entries={entries} formError={formError} refusals={refusals} />
      <div className={styles.inviteFields}>
        <Field
          id={fieldId('username')}
          label={t('username')}
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
        <Field id={fieldId('email')} label={t('email')} error={messageOf('email')}>
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
      </div>
      <div>
        <Button variant="primary" type="submit" aria-disabled={invite.isPending || undefined}>
          {t('operator_librarian_invite_send')}
        </Button>
      </div>
    </form>
  );
}
