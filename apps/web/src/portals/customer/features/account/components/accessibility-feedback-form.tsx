import { sendEmail } from '@filmhyllan/contract';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { useTranslation } from '@/lib/i18n-react';
import { FormAlert } from './form-alert';
import {
  HelpContactEmailField,
  HelpMessageField,
  helpContactEmail,
  useHelpMessageForm,
} from './help-message-form';
import styles from './account-modal.module.css';

/**
 * A report of an accessibility problem: the contract's help message with the page or title concerned in place
 * of a subject (optional: the subject falls back to a fixed one), and an address that is asked for first.
 */
const feedbackForm = sendEmail.request.pick({ contact_email: true, message: true }).extend({
  contact_email: helpContactEmail,
  concerns: z.string().trim().max(200),
});
const feedbackFields = ['contact_email', 'concerns', 'message'] as const;

/**
 * The accessibility statement's feedback form (WCAG/EN 301 549 feedback mechanism): sent to support through
 * POST /i18n/help/send_email with topic 'accessibility', which support answers within 14 days. On success the
 * form gives way to a confirmation that takes focus, so it is read out.
 */
export function AccessibilityFeedbackForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const { form, send, submit, formError, fieldError } = useHelpMessageForm({
    schema: feedbackForm,
    defaultValues: { contact_email: email, concerns: '', message: '' },
    fields: feedbackFields,
    // The server's subject is the form's "page or title concerned".
    serverNames: { subject: 'concerns' },
    toRequest: ({ concerns, ...message }) => ({
      ...message,
      subject: concerns || t('accessibility_feedback_subject'),
      topic: 'accessibility',
    }),
  });

  if (send.isSuccess) return <FeedbackSent />;

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={send.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <FormAlert message={formError} />
      <HelpContactEmailField register={form.register} error={fieldError('contact_email')} />
      <Field
        label={t('accessibility_feedback_concerns')}
        hint={t('accessibility_feedback_concerns_hint')}
        error={fieldError('concerns')}
      >
        {(control) => <input {...control} className={fieldStyles.input} {...form.register('concerns')} />}
      </Field>
      <HelpMessageField register={form.register} error={fieldError('message')} />
      <div className={styles.actions}>
        <Button variant="primary" type="submit" aria-disabled={send.isPending || undefined}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}

/** The confirmation in place of the form; it takes focus, as the button that sent is gone. */
function FeedbackSent() {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} role="status" tabIndex={-1} className={styles.sent}>
      {t('accessibility_feedback_sent')}
    </p>
  );
}
