import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import styles from './operator-pages.module.css';

/** The site: front-page banners, country links and the get-started steps. */
export function SitePage() {
  const { t } = useTranslation();
  usePageTitle(t('operator_site'));
  return (
    <div className={styles.screen}>
      <h1>{t('operator_site')}</h1>
    </div>
  );
}
