import { useTranslation } from '@/lib/i18n-react';
import { Button } from '@/components/ui/button';
import styles from './inline-error.module.css';

/** A part of a screen that could not load: says so and offers a retry; the rest of the screen stays. */
export function InlineError({ onRetry }: { onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <div className={styles.box} role="alert">
      <p>{t('error_generic_body')}</p>
      {onRetry && (
        <Button size="small" onClick={onRetry}>
          {t('try_again')}
        </Button>
      )}
    </div>
  );
}
