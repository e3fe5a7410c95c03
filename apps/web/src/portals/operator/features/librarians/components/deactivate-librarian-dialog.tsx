import { useState } from 'react';
import type { ManagedLibrarian } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import fieldStyles from '@/components/ui/field.module.css';
import { Modal } from '@/components/ui/modal';
import { formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useDeactivateLibrarian } from '../api/deactivate-librarian';

interface DeactivateLibrarianDialogProps {
  /** The librarian to deactivate; the dialog is closed without one. */
  librarian: ManagedLibrarian | undefined;
  onClose(): void;
  onDeactivated(librarian: ManagedLibrarian): void;
}

/**
 * Asks before deactivating a librarian and says what it does: no more logins, every session ends at once, the
 * links stop working, the account and its history stay. A refusal is shown in the dialog.
 */
export function DeactivateLibrarianDialog({
  librarian,
  onClose,
  onDeactivated,
}: DeactivateLibrarianDialogProps) {
  const { t } = useTranslation();
  const deactivate = useDeactivateLibrarian();
  const [failure, setFailure] = useState('');
  const close = () => {
    setFailure('');
    onClose();
  };
  const confirm = () => {
    if (!librarian || deactivate.isPending) return;
    setFailure('');
    deactivate.mutate(
      { librarian_id: librarian.librarian_id },
      {
        onSuccess: ({ librarian: done }) => onDeactivated(done),
        onError: (error) => setFailure(t(formErrorKey(error))),
      },
    );
  };
  const username = librarian?.username ?? '';
  return (
    <Modal
      open={!!librarian}
      title={t('operator_librarian_deactivate_title', { username })}
      onClose={close}
      actions={
        <>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button
            variant="primary"
            aria-disabled={deactivate.isPending || undefined}
            aria-busy={deactivate.isPending || undefined}
            onClick={confirm}
          >
            {t('operator_librarian_deactivate')}
          </Button>
        </>
      }
    >
      <p>{t('operator_librarian_deactivate_body', { username })}</p>
      <div role="alert" className={fieldStyles.formError}>
        {failure}
      </div>
    </Modal>
  );
}
