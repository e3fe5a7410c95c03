import { Link, useNavigate, useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentOperator } from '../features/account/api/operator-session';
import { canEditTitles } from '../features/titles/components/title-details-section';
import { TitleForm } from '../features/titles/components/title-form';
import styles from './operator-pages.module.css';

/** A new title: its details, saved with save_title; then its own page, where the other sections are. */
export function NewTitlePage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const navigate = useNavigate();
  const operator = useCurrentOperator();
  usePageTitle(t('operator_new_title'));
  return (
    <div className={styles.screen}>
      <p>
        <Link to={paths.operator.titles.href({ lang })}>{t('operator_titles_back')}</Link>
      </p>
      <h1>{t('operator_new_title')}</h1>
      {canEditTitles(operator?.role) ? (
        <TitleForm
          language={lang}
          onSaved={(title) =>
            void navigate(paths.operator.title.href({ lang, titleId: String(title.title_id) }), {
              state: { created: true },
            })
          }
        />
      ) : (
        <p>{t('operator_titles_editors_only')}</p>
      )}
    </div>
  );
}
