import { useTranslation } from '@/lib/i18n-react';
import { Button } from '@/components/ui/button';
import styles from './account-modal.module.css';

/** The foot of an account modal's form: Cancel, and the submit button, aria-disabled while the form is busy. */
export function ModalFormActions({
  submitLabel,
  busy,
  onCancel,
}: {
  submitLabel: string;
  busy: boolean;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <Button variant="ghost" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button variant="primary" type="submit" aria-disabled={busy || undefined}>
        {submitLabel}
      </Button>
    </div>
  );
}
