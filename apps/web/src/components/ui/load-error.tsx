import { useTranslation } from '@/lib/i18n-react';
import { Button } from './button';
import styles from './status.module.css';

/** Where data could not be read: says so (announced at once) and offers to read it again. */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.loadError}>
      <p>{message}</p>
      <Button size="small" onClick={onRetry}>
        {t('try_again')}
      </Button>
    </div>
  );
}
