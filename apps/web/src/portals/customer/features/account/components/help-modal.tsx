import type { ReactNode } from 'react';
import { sendEmail } from '@filmhyllan/contract';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import fieldStyles from '@/components/ui/field.module.css';
import { useTranslation } from '@/lib/i18n-react';
import { FormAlert } from './form-alert';
import {
  HelpContactEmailField,
  HelpMessageField,
  helpContactEmail,
  useHelpMessageForm,
} from './help-message-form';
import { ModalDone } from './modal-done';
import { ModalFormActions } from './modal-form-actions';
import styles from './account-modal.module.css';

/** The contract's help message without the country (the site's): an empty address is asked for first. */
const helpForm = sendEmail.request.pick({ subject: true, contact_email: true, message: true }).extend({
  contact_email: helpContactEmail,
});
const helpFields = ['subject', 'contact_email', 'message'] as const;

interface HelpModalProps {
  open: boolean;
  onClose(): void;
  /** The country's help site in the page's language, when the configuration is known. */
  helpUrl: string | undefined;
  /** A logged-in user's e-mail, to answer to. */
  email: string;
  /** The country's get-started guide, shown above the form (composed by the layout: features stay apart). */
  guide?: ReactNode;
}

/**
 * Help (spec section 2): a message to support (subject, an address to answer to, the message), sent with
 * POST /i18n/help/send_email, then its confirmation. The country's help site is linked beside the form: many
 * questions are answered there already.
 */
export function HelpModal({ open, onClose, helpUrl, email, guide }: HelpModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('help_title')} onClose={onClose}>
      {open && guide}
      <HelpForm onClose={onClose} helpUrl={helpUrl} email={email} />
    </Modal>
  );
}

function HelpForm({ onClose, helpUrl, email }: Omit<HelpModalProps, 'open'>) {
  const { t } = useTranslation();
  const { form, send, submit, formError, fieldError } = useHelpMessageForm({
    schema: helpForm,
    defaultValues: { subject: '', contact_email: email, message: '' },
    fields: helpFields,
    toRequest: (message) => message,
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

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={send.isPending}
      onSubmit={(event) => void submit(event)}
    >
      {faq}
      <FormAlert message={formError} />
      <Field label={t('help_subject')} error={fieldError('subject')}>
        {(control) => <input {...control} className={fieldStyles.input} {...form.register('subject')} />}
      </Field>
      <HelpContactEmailField register={form.register} error={fieldError('contact_email')} />
      <HelpMessageField register={form.register} error={fieldError('message')} />
      <ModalFormActions submitLabel={t('send')} busy={send.isPending} onCancel={onClose} />
    </form>
  );
}
