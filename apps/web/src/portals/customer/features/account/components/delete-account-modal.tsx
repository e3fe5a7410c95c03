import { useTranslation } from '@/lib/i18n-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formErrorKey } from '@/lib/form-errors';
import { useSite } from '@/lib/site';
import { useSoftDeleteAccount } from '../api/soft-delete-account';
import { FormAlert } from './form-alert';
import styles from './account-modal.module.css';

interface DeleteAccountModalProps {
  open: boolean;
  onClose(): void;
  /** Deleted: the session is anonymous again; the caller leaves for /account-deleted. */
  onDeleted(): void;
}

/**
 * The delete account confirmation (spec section 2): Yes or No. No comes first, so that it is where the focus
 * starts: a stray Enter keeps the account.
 */
export function DeleteAccountModal({ open, onClose, onDeleted }: DeleteAccountModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('delete_account')} onClose={onClose} role="alertdialog">
      <DeleteConfirmation onClose={onClose} onDeleted={onDeleted} />
    </Modal>
  );
}

function DeleteConfirmation({ onClose, onDeleted }: Omit<DeleteAccountModalProps, 'open'>) {
  const { t } = useTranslation();
  const { country } = useSite();
  const deletion = useSoftDeleteAccount(country);
  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t('delete_account_confirm')}</p>
      <FormAlert message={deletion.isError ? t(formErrorKey(deletion.error)) : ''} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('answer_no')}
        </Button>
        <Button
          variant="primary"
          aria-disabled={deletion.isPending || undefined}
          onClick={() => {
            if (!deletion.isPending) deletion.mutate(undefined, { onSuccess: onDeleted });
          }}
        >
          {t('answer_yes')}
        </Button>
      </div>
    </div>
  );
}
