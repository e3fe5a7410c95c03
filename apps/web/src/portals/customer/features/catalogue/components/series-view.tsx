import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { SeriesGroup, TitleSummary } from '@filmhyllan/contract';
import { groupBySeason } from '../episodes';
import { EpisodeItem, EpisodesSkeleton } from './title-episodes';
import { InlineError } from './inline-error';
import type { TitleHref } from './title-list';
import styles from './title-details.module.css';

/**
 * A series page's body (docs/decisions/058): how many episodes and seasons the library lends, then each season's
 * episodes in order, each opening its own title page. The heading is the page's (SeriesPage).
 */
export function SeriesView({
  group,
  episodes,
  error,
  onRetry,
  titleHref,
}: {
  group: SeriesGroup | undefined;
  episodes: readonly TitleSummary[] | undefined;
  error: boolean;
  onRetry: () => void;
  titleHref: TitleHref;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const seasons = episodes ? groupBySeason(episodes) : [];
  return (
    <section className={styles.episodes} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('episodes')}
        {episodes && (
          <span className={styles.sectionSub} data-testid="series-counts">
            {' '}
            ·{' '}
            {t('series_episode_count', {
              episodes: episodes.length,
              seasons: Math.max(1, seasons.filter((s) => s.season !== null).length),
            })}
          </span>
        )}
      </h2>
      {error ? (
        <InlineError onRetry={onRetry} />
      ) : !episodes || !group ? (
        <EpisodesSkeleton />
      ) : (
        seasons.map(({ season, episodes: inSeason }) => (
          <div key={season ?? 'none'} className={styles.season}>
            {season !== null && (
              <h3 className={styles.seasonHeading}>{t('season', { number: String(season) })}</h3>
            )}
            <ol className={styles.episodeList}>
              {inSeason.map((episode) => (
                <EpisodeItem key={episode.id} episode={episode} current={false} href={titleHref(episode)} />
              ))}
            </ol>
          </div>
        ))
      )}
    </section>
  );
}
