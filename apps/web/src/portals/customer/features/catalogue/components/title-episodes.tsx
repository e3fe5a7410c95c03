import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language, Title, TitleSummary } from '@filmhyllan/contract';
import { useGroupTitles } from '../api/get-group-titles';
import { displayName, seriesName } from '../display-name';
import { groupBySeason } from '../episodes';
import { formatDuration } from '../format';
import { InlineError } from './inline-error';
import type { TitleHref } from './title-list';
import styles from './title-details.module.css';

/** The episodes of the series an episode belongs to, by season, with the page's own episode marked. */
export function Episodes({
  title,
  groupId,
  libraryId,
  titleHref,
}: {
  title: Title;
  groupId: number;
  libraryId: number | undefined;
  titleHref: TitleHref;
}) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const headingId = useId();
  const group = useGroupTitles({ groupId, libraryId, language: lang });
  const series = seriesName(title, lang);
  return (
    <section className={styles.episodes} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('episodes')}
        {series && <span className={styles.sectionSub}> · {series}</span>}
      </h2>
      {group.isError ? (
        <InlineError onRetry={() => void group.refetch()} />
      ) : !group.data ? (
        <EpisodesSkeleton />
      ) : (
        groupBySeason(group.data.titles).map(({ season, episodes }) => (
          <div key={season ?? 'none'} className={styles.season}>
            {season !== null && (
              <h3 className={styles.seasonHeading}>{t('season', { number: String(season) })}</h3>
            )}
            <ol className={styles.episodeList}>
              {episodes.map((episode) => (
                <EpisodeItem
                  key={episode.id}
                  episode={episode}
                  current={episode.id === title.id}
                  href={titleHref(episode)}
                />
              ))}
            </ol>
          </div>
        ))
      )}
    </section>
  );
}

/**
 * The episodes' shape while they load: a season of four. The number is not known before the answer, but a
 * season's worth of rows keeps the suggestions and the footer below from jumping by the whole list.
 */
export function EpisodesSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.season}>
      <p className="visually-hidden">{t('loading')}</p>
      <div className={`${styles.skeletonLine} ${styles.skeletonSeasonHeading}`} aria-hidden="true" />
      <ol className={styles.episodeList} aria-hidden="true">
        {[1, 2, 3, 4].map((row) => (
          <li key={row} className={`${styles.episode} ${styles.skeletonEpisode}`} />
        ))}
      </ol>
    </div>
  );
}

export function EpisodeItem({
  episode,
  current,
  href,
}: {
  episode: TitleSummary;
  current: boolean;
  href: string | undefined;
}) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const name = displayName(episode, lang, 'inSeries');
  const content = (
    <>
      <span className={styles.episodeNumber}>{episode.episode ?? ''}</span>
      <span className={styles.episodeName}>{name}</span>
      <span className={styles.episodeLength}>{formatDuration(t, episode.duration_seconds)}</span>
    </>
  );
  return (
    <li>
      {href && !current ? (
        <Link to={href} className={styles.episode}>
          {content}
        </Link>
      ) : (
        <span
          className={`${styles.episode} ${current ? styles.currentEpisode : ''}`}
          aria-current={current ? 'page' : undefined}
        >
          {content}
        </span>
      )}
    </li>
  );
}
