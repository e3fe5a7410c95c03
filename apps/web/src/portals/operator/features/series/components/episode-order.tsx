import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Language, OperatorTitleSummary } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/console-section.module.css';
import { formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useReorderEpisodes } from '../api/reorder-episodes';

type Direction = 'up' | 'down';

/** The seasons in order, each with its episodes' ids in their order (by episode number). */
export function seasonsOf(episodes: readonly OperatorTitleSummary[]): Map<number, number[]> {
  const sorted = [...episodes].sort(
    (a, b) => (a.season ?? 0) - (b.season ?? 0) || (a.episode ?? 0) - (b.episode ?? 0),
  );
  const seasons = new Map<number, number[]>();
  for (const episode of sorted) {
    const season = episode.season ?? 0;
    seasons.set(season, [...(seasons.get(season) ?? []), episode.title_id]);
  }
  return seasons;
}

/** The order with the episode at `index` swapped with its neighbour; undefined at either end. */
export function moved(order: readonly number[], index: number, direction: Direction): number[] | undefined {
  const other = direction === 'up' ? index - 1 : index + 1;
  if (other < 0 || other >= order.length) return undefined;
  const next = [...order];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

interface EpisodeOrderProps {
  groupId: number;
  episodes: readonly OperatorTitleSummary[];
  language: Language;
  canEdit: boolean;
}

/**
 * A series' seasons with their episodes in order, each leading to its title page. Admins and editors move an
 * episode with Move up and Move down (buttons, so Tab and Enter or Space work): the season is renumbered at once
 * with reorder_episodes, the new place is read out in a live region, and the focus stays on the button pressed
 * (at either end it says so with aria-disabled rather than losing the focus). A refusal puts the order back.
 */
export function EpisodeOrder({ groupId, episodes, language, canEdit }: EpisodeOrderProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const reorder = useReorderEpisodes();
  const [seasons, setSeasons] = useState(() => seasonsOf(episodes));
  useEffect(() => setSeasons(seasonsOf(episodes)), [episodes]);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusWanted, setFocusWanted] = useState<{ key: string; at: number }>();
  useEffect(() => {
    if (focusWanted) buttons.current.get(focusWanted.key)?.focus();
  }, [focusWanted]);
  const byId = new Map(episodes.map((episode) => [episode.title_id, episode]));

  const move = (season: number, index: number, direction: Direction) => {
    const order = seasons.get(season) ?? [];
    const next = moved(order, index, direction);
    const titleId = order[index]!;
    setFocusWanted({ key: `${titleId}-${direction}`, at: Date.now() });
    if (!next || reorder.isPending) return;
    const name = byId.get(titleId)?.name ?? '';
    setFailure('');
    setSeasons((current) => new Map(current).set(season, next));
    setAnnouncement(
      t('operator_series_moved', {
        name,
        position: next.indexOf(titleId) + 1,
        count: next.length,
        season,
      }),
    );
    reorder.mutate(
      { group_id: groupId, season, title_ids: next },
      {
        onError: (error) => {
          setSeasons((current) => new Map(current).set(season, order));
          setAnnouncement('');
          setFailure(t(formErrorKey(error)));
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('operator_series_episodes')}</h2>
      <p role="status" className={styles.notice}>
        {announcement && <span className={styles.success}>{announcement}</span>}
      </p>
      <div role="alert" className={styles.notice}>
        {failure && <p className={styles.failure}>{failure}</p>}
      </div>
      {seasons.size === 0 && <p className={styles.detail}>{t('operator_series_no_episodes')}</p>}
      {[...seasons].map(([season, order]) => (
        <section key={season} aria-labelledby={`${headingId}-${season}`}>
          <h3 id={`${headingId}-${season}`}>{t('operator_series_season', { season })}</h3>
          <ol className={styles.list} aria-labelledby={`${headingId}-${season}`}>
            {order.map((titleId, index) => {
              const episode = byId.get(titleId);
              if (!episode) return null;
              const button = (direction: Direction, atEnd: boolean) => (
                <Button
                  size="small"
                  ref={(element) => {
                    const key = `${titleId}-${direction}`;
                    if (element) buttons.current.set(key, element);
                    else buttons.current.delete(key);
                  }}
                  aria-label={t(`operator_series_move_${direction}_named`, { name: episode.name })}
                  aria-disabled={atEnd || reorder.isPending || undefined}
                  onClick={() => move(season, index, direction)}
                >
                  {t(`operator_series_move_${direction}`)}
                </Button>
              );
              return (
                <li key={titleId} className={styles.card}>
                  <p className={styles.detail}>{t('operator_series_episode', { episode: index + 1 })}</p>
                  <Link
                    className={styles.name}
                    to={paths.operator.title.href({ lang: language, titleId: String(titleId) })}
                  >
                    {episode.name}
                  </Link>
                  {canEdit && (
                    <div className={styles.actions}>
                      {button('up', index === 0)}
                      {button('down', index === order.length - 1)}
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </section>
  );
}
