import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentOperator } from '../features/account/api/operator-session';
import { PreviewsSection } from '../features/previews/components/previews-section';
import styles from './operator-pages.module.css';

/** Preview links: a signed, expiring link that plays one title without a loan (docs/decisions/044). */
export function PreviewsPage() {
  const { t } = useTranslation();
  usePageTitle(t('operator_previews'));
  const operator = useCurrentOperator();
  return (
    <div className={styles.screen}>
      <h1>{t('operator_previews')}</h1>
      <PreviewsSection role={operator?.role} />
    </div>
  );
}
