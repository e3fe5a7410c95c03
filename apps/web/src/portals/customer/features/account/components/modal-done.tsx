import { useEffect, useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Button } from '@/components/ui/button';
import styles from './account-modal.module.css';

/**
 * What an account modal says when its form has done its work ("Your account has been created"), with the OK
 * button that closes it. The form the patron was in is gone, so focus moves to OK, which the message describes:
 * it is read out with the button, and the status role announces it as well.
 */
export function ModalDone({ message, onOk }: { message: string; onOk(): void }) {
  const { t } = useTranslation();
  const id = useId();
  useEffect(() => document.getElementById(`${id}-ok`)?.focus(), [id]);
  return (
    <div className={styles.done}>
      <p id={`${id}-message`} role="status">
        {message}
      </p>
      <div className={styles.actions}>
        <Button id={`${id}-ok`} variant="primary" onClick={onOk} aria-describedby={`${id}-message`}>
          {t('ok')}
        </Button>
      </div>
    </div>
  );
}
