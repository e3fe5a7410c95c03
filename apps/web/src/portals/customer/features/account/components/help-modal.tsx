import { sendEmail } from '@filmhyllan/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n-react';
import { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import fieldStyles from '@/components/ui/field.module.css';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useSite } from '@/lib/site';
import { useSendHelpEmail } from '../api/send-help-email';
import { FormAlert } from './form-alert';
import { ModalDone } from './modal-done';
import { ModalFormActions } from './modal-form-actions';
import styles from './account-modal.module.css';

/** The contract's help message without the country (the site's): an empty address is asked for first. */
const helpForm = sendEmail.request.pick({ subject: true, contact_email: true, message: true }).extend({
  contact_email: z.string().trim().min(1).pipe(sendEmail.request.shape.contact_email),
});
type HelpFormInput = z.input<typeof helpForm>;
type HelpFormValues = z.output<typeof helpForm>;
const helpFields = ['subject', 'contact_email', 'message'] as const;

interface HelpModalProps {
  open: boolean;
  onClose(): void;
  /** The country's help site in the page's language, when the configuration is known. */
  helpUrl: string | undefined;
  /** A logged-in user's e-mail, to answer to. */
  email: string;
}

/**
 * Help (spec section 2): a message to support (subject, an address to answer to, the message), sent with
 * POST /i18n/help/send_email, then its confirmation. The country's help site is linked beside the form: many
 * questions are answered there already.
 */
export function HelpModal({ open, onClose, helpUrl, email }: HelpModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('help_title')} onClose={onClose}>
      <HelpForm onClose={onClose} helpUrl={helpUrl} email={email} />
    </Modal>
  );
}

function HelpForm({ onClose, helpUrl, email }: Omit<HelpModalProps, 'open'>) {
  const { t } = useTranslation();
  const { country } = useSite();
  const send = useSendHelpEmail();
  const [formError, setFormError] = useState('');
  const form = useForm<HelpFormInput, unknown, HelpFormValues>({
    resolver: zodResolver(helpForm),
    defaultValues: { subject: '', contact_email: email, message: '' },
  });

  const submit = form.handleSubmit((message) => {
    if (send.isPending) return;
    setFormError('');
    send.mutate(
      { ...message, country_iso: country },
      {
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, helpFields)) setFormError(t(formErrorKey(error)));
        },
      },
    );
  });

  const faq = helpUrl && (
    <p className={styles.intro}>
      {t('help_form_intro')}{' '}
      <a className={styles.link} href={helpUrl} target="_blank" rel="noreferrer">
        {t('help_faq')}
        <span className="visually-hidden"> ({t('opens_in_new_tab')})</span>
      </a>
    </p>
  );

  if (send.isSuccess) {
    return (
      <>
        <ModalDone message={t('help_sent')} onOk={onClose} />
        {faq}
      </>
    );
  }

  const error = (name: (typeof helpFields)[number]) => {
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
      {faq}
      <FormAlert message={formError} />
      <Field label={t('help_subject')} error={error('subject')}>
        {(control) => <input {...control} className={fieldStyles.input} {...form.register('subject')} />}
      </Field>
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
      <Field label={t('help_message')} error={error('message')}>
        {(control) => <textarea {...control} className={fieldStyles.input} {...form.register('message')} />}
      </Field>
      <ModalFormActions submitLabel={t('send')} busy={send.isPending} onCancel={onClose} />
    </form>
  );
}
