import { useState } from 'react';
import type { OperatorLibrary } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveLibrary } from '../api/save-library';
import styles from './libraries.module.css';

/**
 * Deactivates or reactivates a library, after a confirmation that says what it means: a deactivated library
 * leaves the customer site's library list and refuses new loans, while its loans, statistics, cards and
 * librarians stay (decision 033). Every other field is sent back as stored; the alert address is left out,
 * which keeps it.
 */
export function LibraryStatusAction({ library }: { library: OperatorLibrary }) {
  const { t } = useTranslation();
  const save = useSaveLibrary();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<'deactivated' | 'reactivated'>();
  const deactivating = library.active;

  const confirm = () => {
    if (save.isPending) return;
    const { alert_email: _unchanged, ehub_configured: _notSaved, ...fields } = library;
    save.mutate(
      { ...fields, active: !library.active },
      {
        onSuccess: ({ library: saved }) => {
          setConfirming(false);
          setDone(saved.active ? 'reactivated' : 'deactivated');
        },
      },
    );
  };

  return (
    <div className={styles.statusAction}>
      <Button
        variant="secondary"
        onClick={() => {
          save.reset();
          setDone(undefined);
          setConfirming(true);
        }}
      >
        {deactivating ? t('operator_library_deactivate') : t('operator_library_reactivate')}
      </Button>
      <p role="status" className={styles.statusNote}>
        {done === 'deactivated'
          ? t('operator_library_deactivated_note')
          : done === 'reactivated'
            ? t('operator_library_reactivated_note')
            : ''}
      </p>
      <Modal
        open={confirming}
        title={
          deactivating
            ? t('operator_library_deactivate_title', { name: library.name })
            : t('operator_library_reactivate_title', { name: library.name })
        }
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="primary" aria-disabled={save.isPending || undefined} onClick={confirm}>
              {deactivating ? t('operator_library_deactivate') : t('operator_library_reactivate')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
          </>
        }
      >
        {deactivating ? (
          <ul className={styles.consequences}>
            <li>{t('operator_library_deactivate_leaves_list')}</li>
            <li>{t('operator_library_deactivate_refuses_loans')}</li>
            <li>{t('operator_library_deactivate_keeps_data')}</li>
            <li>{t('operator_library_deactivate_undo')}</li>
          </ul>
        ) : (
          <p>{t('operator_library_reactivate_body')}</p>
        )}
        {save.isError && (
          <p role="alert" className={styles.dialogError}>
            {t(formErrorKey(save.error))}
          </p>
        )}
      </Modal>
    </div>
  );
}
