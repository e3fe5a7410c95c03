import { sendEmail } from '@filmhyllan/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useSite } from '@/lib/site';
import { useSendHelpEmail } from '../api/send-help-email';
import { FormAlert } from './form-alert';
import styles from './account-modal.module.css';

/**
 * A report of an accessibility problem: the contract's help message with the page or title concerned in place
 * of a subject (optional: the subject falls back to a fixed one), and an address that is asked for first.
 */
const feedbackForm = sendEmail.request.pick({ contact_email: true, message: true }).extend({
  contact_email: z.string().trim().min(1).pipe(sendEmail.request.shape.contact_email),
  concerns: z.string().trim().max(200),
});
type FeedbackFormInput = z.input<typeof feedbackForm>;
type FeedbackFormValues = z.output<typeof feedbackForm>;
const feedbackFields = ['contact_email', 'concerns', 'message'] as const;

/**
 * The accessibility statement's feedback form (WCAG/EN 301 549 feedback mechanism): sent to support through
 * POST /i18n/help/send_email with topic 'accessibility', which support answers within 14 days. On success the
 * form gives way to a confirmation that takes focus, so it is read out.
 */
export function AccessibilityFeedbackForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const { country } = useSite();
  const send = useSendHelpEmail();
  const [formError, setFormError] = useState('');
  const form = useForm<FeedbackFormInput, unknown, FeedbackFormValues>({
    resolver: zodResolver(feedbackForm),
    defaultValues: { contact_email: email, concerns: '', message: '' },
  });

  const submit = form.handleSubmit(({ concerns, ...message }) => {
    if (send.isPending) return;
    setFormError('');
    send.mutate(
      {
        ...message,
        subject: concerns || t('accessibility_feedback_subject'),
        country_iso: country,
        topic: 'accessibility',
      },
      {
        onError: (error) => {
          // The server's subject is the form's "page or title concerned".
          const onField = applyServerFieldErrors(error, form.setError, feedbackFields, {
            subject: 'concerns',
          });
          if (!onField) setFormError(t(formErrorKey(error)));
        },
      },
    );
  });

  if (send.isSuccess) return <FeedbackSent />;

  const error = (name: (typeof feedbackFields)[number]) => {
    const key = fieldErrorKey(
      form.formState.errors[name],
      name === 'contact_email' ? 'error_invalid_email' : undefined,
    );
    return key && t(key);
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={send.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <FormAlert message={formError} />
      <Field label={t('help_contact_email')} error={error('contact_email')}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            spellCheck={false}
            className={fieldStyles.input}
            {...form.register('contact_email')}
          />
        )}
      </Field>
      <Field
        label={t('accessibility_feedback_concerns')}
        hint={t('accessibility_feedback_concerns_hint')}
        error={error('concerns')}
      >
        {(control) => <input {...control} className={fieldStyles.input} {...form.register('concerns')} />}
      </Field>
      <Field label={t('help_message')} error={error('message')}>
        {(control) => <textarea {...control} className={fieldStyles.input} {...form.register('message')} />}
      </Field>
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
