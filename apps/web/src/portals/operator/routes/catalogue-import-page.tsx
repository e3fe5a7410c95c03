import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentOperator } from '../features/account/api/operator-session';
import { CatalogueImportSection } from '../features/catalogue-import/components/catalogue-import-section';
import styles from './operator-pages.module.css';

/** A distributor's catalogue file imported (dry run first) and the catalogue exported (docs/decisions/054). */
export function CatalogueImportPage() {
  const { t } = useTranslation();
  usePageTitle(t('catalogue_import_page_title'));
  const operator = useCurrentOperator();
  return (
    <div className={styles.screen}>
      <h1>{t('catalogue_import_page_title')}</h1>
      <CatalogueImportSection role={operator?.role} />
    </div>
  );
}
