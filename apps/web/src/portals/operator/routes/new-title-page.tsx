import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentOperator } from '../features/account/api/operator-session';
import { useTitleChoices } from '../features/titles/api/get-titles';
import { canEditTitles } from '../features/titles/components/title-details-section';
import { TitleForm } from '../features/titles/components/title-form';
import styles from './operator-pages.module.css';

/**
 * A new title: its details, saved with save_title; then its own page, where the other sections are. From a
 * series page (?group_id=) it starts as an episode of that series, once the form's choices name the series.
 */
export function NewTitlePage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const navigate = useNavigate();
  const operator = useCurrentOperator();
  usePageTitle(t('operator_new_title'));
  const groupId = useSearchParams()[0].get('group_id') ?? '';
  const choices = useTitleChoices();
  const waiting = groupId !== '' && !choices.data;
  return (
    <div className={styles.screen}>
      <p>
        <Link to={paths.operator.titles.href({ lang })}>{t('operator_titles_back')}</Link>
      </p>
      <h1>{t('operator_new_title')}</h1>
      {!canEditTitles(operator?.role) ? (
        <p>{t('operator_titles_editors_only')}</p>
      ) : waiting ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : (
        <TitleForm
          language={lang}
          initial={groupId ? { kind: 'episode', group_id: groupId } : undefined}
          onSaved={(title) =>
            void navigate(paths.operator.title.href({ lang, titleId: String(title.title_id) }), {
              state: { created: true },
            })
          }
        />
      )}
    </div>
  );
}
