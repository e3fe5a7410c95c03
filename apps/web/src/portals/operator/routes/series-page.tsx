import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { LoadError } from '@/components/ui/load-error';
import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentOperator } from '../features/account/api/operator-session';
import { useSeries, useSeriesEpisodes } from '../features/series/api/get-series';
import { EpisodeOrder } from '../features/series/components/episode-order';
import { SeriesNamesForm } from '../features/series/components/series-names-form';
import styles from './operator-pages.module.css';

/**
 * One series in the console (decision 051): its names per language, its seasons' episodes in order with Move up
 * and Move down, and a link that starts a new episode of it. The heading takes the focus when the page opens.
 */
export function SeriesPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const groupId = Number(useParams().groupId);
  const role = useCurrentOperator()?.role;
  const canEdit = role === 'admin' || role === 'editor';
  const series = useSeries(groupId);
  const episodes = useSeriesEpisodes(groupId);
  const name = series.data?.name;
  usePageTitle(
    name
      ? `${t('operator_series')}: ${name}`
      : series.data === null
        ? t('operator_series_not_found')
        : undefined,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = series.data !== undefined;
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown, groupId]);

  return (
    <div className={styles.screen}>
      <p>
        <Link to={paths.operator.titles.href({ lang })}>{t('operator_titles_back')}</Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {series.data === null ? t('operator_series_not_found') : (name ?? t('operator_series'))}
      </h1>
      {series.isError && (
        <LoadError message={t('error_generic_body')} onRetry={() => void series.refetch()} />
      )}
      {series.data && (
        <>
          {canEdit && (
            <p>
              <Link to={paths.operator.newTitle.href({ lang }, { group_id: String(groupId) })}>
                {t('operator_series_add_episode')}
              </Link>
            </p>
          )}
          <SeriesNamesForm key={series.data.group_id} series={series.data} canEdit={canEdit} />
          {episodes.isError ? (
            <LoadError message={t('error_generic_body')} onRetry={() => void episodes.refetch()} />
          ) : episodes.data ? (
            <EpisodeOrder groupId={groupId} episodes={episodes.data} language={lang} canEdit={canEdit} />
          ) : (
            <p aria-busy="true">{t('loading')}</p>
          )}
        </>
      )}
    </div>
  );
}
