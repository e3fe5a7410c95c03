import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentOperator } from '../features/account/api/operator-session';
import { SiteSettings } from '../features/site/components/site-settings';
import styles from './operator-pages.module.css';

/** The site: front-page banners, country links and the get-started steps. */
export function SitePage() {
  const { t } = useTranslation();
  usePageTitle(t('operator_site'));
  const operator = useCurrentOperator();
  return (
    <div className={styles.screen}>
      <h1>{t('operator_site')}</h1>
      <p>{t('operator_site_intro')}</p>
      <SiteSettings readOnly={operator?.role === 'support'} />
    </div>
  );
}
