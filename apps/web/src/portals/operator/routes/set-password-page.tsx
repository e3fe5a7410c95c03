import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import styles from './operator-pages.module.css';

/** A new operator chooses a password from the mailed link. */
export function OperatorSetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('operator_set_password'));
  return (
    <div className={styles.screen}>
      <h1>{t('operator_set_password')}</h1>
    </div>
  );
}
