import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { z } from 'zod';
import { type Language, recoverWithEmail } from '@filmhyllan/contract';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import fieldStyles from '@/components/ui/field.module.css';
import { fieldErrorKey } from '@/lib/form-errors';
import { useRecoverWithEmail } from '../api/recover-with-email';
import { FormAlert } from './form-alert';
import { ModalDone } from './modal-done';
import { ModalFormActions } from './modal-form-actions';
import styles from './account-modal.module.css';

/** The contract's recovery request without the language (the page's): an empty address is asked for first. */
const recoveryForm = recoverWithEmail.request.pick({ email: true }).extend({
  email: z.string().trim().min(1).pipe(recoverWithEmail.request.shape.email),
});

/**
 * Forgot password (spec sections 2, 4 and 5): an e-mail address, then a message that is the same whether or not
 * the address has an account (the server does not tell either). A failure is one generic message.
 */
export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('recover_password_title')} onClose={onClose}>
      <RecoveryForm onClose={onClose} />
    </Modal>
  );
}

function RecoveryForm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const language = useParams().lang as Language;
  const recovery = useRecoverWithEmail();
  const form = useForm<z.input<typeof recoveryForm>, unknown, z.output<typeof recoveryForm>>({
    resolver: zodResolver(recoveryForm),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(({ email }) => {
    if (!recovery.isPending) recovery.mutate({ email, language });
  });

  if (recovery.isSuccess) return <ModalDone message={t('recover_password_sent')} onOk={onClose} />;

  const errorKey = fieldErrorKey(form.formState.errors.email, 'error_invalid_email');
  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={recovery.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <p className={styles.intro}>{t('recover_password_body')}</p>
      <FormAlert message={recovery.isError ? t('error_password_recovery_failed') : ''} />
      <Field label={t('email')} error={errorKey && t(errorKey)}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            spellCheck={false}
            className={fieldStyles.input}
            {...form.register('email')}
          />
        )}
      </Field>
      <ModalFormActions submitLabel={t('send_link')} busy={recovery.isPending} onCancel={onClose} />
    </form>
  );
}
