import { Link, useNavigate, useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentOperator } from '../features/account/api/operator-session';
import { LibraryForm } from '../features/libraries/components/library-form';
import styles from './operator-pages.module.css';

/** A new library: its details, saved with save_library; then its own page, where the other sections are. */
export function NewLibraryPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const navigate = useNavigate();
  const operator = useCurrentOperator();
  usePageTitle(t('operator_new_library'));
  return (
    <div className={styles.screen}>
      <p>
        <Link to={paths.operator.libraries.href({ lang })}>{t('operator_libraries_back')}</Link>
      </p>
      <h1>{t('operator_new_library')}</h1>
      {operator?.role === 'admin' ? (
        <LibraryForm
          language={lang}
          onSaved={(library) =>
            void navigate(paths.operator.library.href({ lang, libraryId: String(library.library_id) }), {
              state: { created: true },
            })
          }
        />
      ) : (
        <p>{t('operator_libraries_admin_only')}</p>
      )}
    </div>
  );
}
