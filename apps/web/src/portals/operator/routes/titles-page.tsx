import { Link, useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import listStyles from '@/components/ui/console-list.module.css';
import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentOperator } from '../features/account/api/operator-session';
import { TitlesList } from '../features/titles/components/titles-list';
import { canEditTitles } from '../features/titles/components/title-details-section';
import styles from './operator-pages.module.css';

/** The titles of the service: search, filters, create and open one. */
export function TitlesPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  // Only admins and editors may create (save_title's roles): support is not offered a form it cannot send.
  const canCreate = canEditTitles(useCurrentOperator()?.role);
  usePageTitle(t('operator_titles'));
  return (
    <div className={styles.screen}>
      <div className={listStyles.listHeader}>
        <h1>{t('operator_titles')}</h1>
        {canCreate && (
          <Link className={listStyles.newLink} to={paths.operator.newTitle.href({ lang })}>
            {t('operator_new_title')}
          </Link>
        )}
      </div>
      <TitlesList language={lang} canCreate={canCreate} />
    </div>
  );
}
