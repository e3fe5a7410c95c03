import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import styles from './operator-pages.module.css';

/** A new library: its details, saved with save_library. */
export function NewLibraryPage() {
  const { t } = useTranslation();
  usePageTitle(t('operator_new_library'));
  return (
    <div className={styles.screen}>
      <h1>{t('operator_new_library')}</h1>
    </div>
  );
}
