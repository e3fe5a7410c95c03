import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import styles from './operator-pages.module.css';

/** Preview links: a signed, expiring link that plays one title without a loan. */
export function PreviewsPage() {
  const { t } = useTranslation();
  usePageTitle(t('operator_previews'));
  return (
    <div className={styles.screen}>
      <h1>{t('operator_previews')}</h1>
    </div>
  );
}
