import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentOperator } from '../features/account/api/operator-session';
import { ApiTokensSection } from '../features/api-tokens/components/api-tokens-section';
import styles from './operator-pages.module.css';

/** The operator's personal API tokens for scripts (docs/decisions/050). */
export function ApiTokensPage() {
  const { t } = useTranslation();
  usePageTitle(t('token_page_title'));
  const operator = useCurrentOperator();
  return (
    <div className={styles.screen}>
      <h1>{t('token_page_title')}</h1>
      <ApiTokensSection role={operator?.role} />
    </div>
  );
}
