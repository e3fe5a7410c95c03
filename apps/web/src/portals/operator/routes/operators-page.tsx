import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import styles from './operator-pages.module.css';

/** The service staff: operator accounts with their roles. */
export function OperatorsPage() {
  const { t } = useTranslation();
  usePageTitle(t('operator_operators'));
  return (
    <div className={styles.screen}>
      <h1>{t('operator_operators')}</h1>
    </div>
  );
}
