import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import styles from './operator-pages.module.css';

/** The libraries of the service: search, country filter, create and open one. */
export function LibrariesPage() {
  const { t } = useTranslation();
  usePageTitle(t('operator_libraries'));
  return (
    <div className={styles.screen}>
      <h1>{t('operator_libraries')}</h1>
    </div>
  );
}
