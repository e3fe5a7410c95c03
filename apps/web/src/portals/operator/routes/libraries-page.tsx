import { Link, useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import listStyles from '@/components/ui/console-list.module.css';
import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentOperator } from '../features/account/api/operator-session';
import { LibrariesList } from '../features/libraries/components/libraries-list';
import styles from './operator-pages.module.css';

/** The libraries of the service: search, country filter, create and open one. */
export function LibrariesPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const operator = useCurrentOperator();
  // Only admins may create (save_library's roles): the others are not offered a form they cannot send.
  const canCreate = operator?.role === 'admin';
  usePageTitle(t('operator_libraries'));
  return (
    <div className={styles.screen}>
      <div className={listStyles.listHeader}>
        <h1>{t('operator_libraries')}</h1>
        {canCreate && (
          <Link className={listStyles.newLink} to={paths.operator.newLibrary.href({ lang })}>
            {t('operator_new_library')}
          </Link>
        )}
      </div>
      <LibrariesList language={lang} canCreate={canCreate} />
    </div>
  );
}
