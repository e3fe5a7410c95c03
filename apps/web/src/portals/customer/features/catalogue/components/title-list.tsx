import type { ReactNode, Ref } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language, TitleSummary } from '@filmhyllan/contract';
import { cardName, displayNameLanguage } from '../display-name';
import { formatDay } from '@/lib/format';
import { TitleCard } from './title-card';
import styles from './title-list.module.css';

/** Where a title's card leads; undefined makes the card a plain poster. */
export type TitleHref = (title: TitleSummary) => string | undefined;

/**
 * The line under a card's name: a series tile's episodes and seasons, the coming date of an announced title, the
 * last day of one leaving soon (its licence ends within 30 days, docs/decisions/052), else the year; then the
 * badges "New" (its licence started within 30 days) and "Leaving soon" (docs/decisions/058). The badges are
 * text, read out with the card.
 */
export function useCardMeta(): (title: TitleSummary) => ReactNode {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  return (title) => {
    const line = title.series ? (
      t('series_episode_count', {
        episodes: title.series.episode_count,
        seasons: title.series.season_count,
      })
    ) : title.coming_on ? (
      <span className={styles.coming}>{t('coming_on', { date: formatDay(title.coming_on, lang) })}</span>
    ) : title.leaving_on ? (
      <span className={styles.leaving}>{t('leaving_on', { date: formatDay(title.leaving_on, lang) })}</span>
    ) : (
      (title.year ?? '')
    );
    if (!title.new_since && !title.leaving_on) return line;
    return (
      <>
        {line}{' '}
        <span className={styles.badges}>
          {title.new_since && <span className={`${styles.badge} ${styles.badgeNew}`}>{t('badge_new')}</span>}
          {title.leaving_on && (
            <span className={`${styles.badge} ${styles.badgeLeaving}`} data-testid="leaving-soon-badge">
              {t('leaving_soon')}
            </span>
          )}
        </span>
      </>
    );
  };
}

interface TitleListProps {
  titles: readonly TitleSummary[];
  href: TitleHref;
  /** 'grid' wraps; 'row' scrolls sideways. */
  layout: 'grid' | 'row';
  /** How many of the first posters load at once (they are on screen when the page opens). */
  priorityCount?: number;
  /** Labels a row that has no links, so it can take focus and be scrolled with the keyboard. */
  label?: string;
  currentId?: number;
  /** Show names without the series prefix (the list is the series' own). */
  inSeries?: boolean;
  listRef?: Ref<HTMLUListElement>;
  /** The first placeholder card (the next page's start), for the infinite scroll to watch. */
  placeholderRef?: Ref<HTMLLIElement>;
  /**
   * Placeholder cards after the titles, where the next page will appear (infinite scroll): the grid's cells
   * are taken before the page arrives, so its titles fill them instead of pushing what follows down.
   */
  placeholderCount?: number;
}

export function TitleList({
  titles,
  href,
  layout,
  priorityCount = 0,
  label,
  currentId,
  inSeries = false,
  listRef,
  placeholderRef,
  placeholderCount = 0,
}: TitleListProps) {
  const lang = useParams().lang as Language;
  const meta = useCardMeta();
  const anyLink = titles.some((title) => href(title) !== undefined);
  return (
    <ul
      ref={listRef}
      className={layout === 'grid' ? styles.grid : styles.row}
      // A scrolling row without links would be unreachable by keyboard: it takes focus itself then.
      tabIndex={layout === 'row' && !anyLink ? 0 : undefined}
      aria-label={layout === 'row' && !anyLink ? label : undefined}
    >
      {titles.map((title, index) => (
        <li key={title.id} className={styles.item}>
          <TitleCard
            title={title}
            name={cardName(title, lang, inSeries ? 'inSeries' : 'full')}
            nameLang={title.series ? undefined : displayNameLanguage(title, lang)}
            meta={meta(title)}
            href={href(title)}
            priority={index < priorityCount}
            posterLayout={layout}
            current={title.id === currentId}
          />
        </li>
      ))}
      {Array.from({ length: placeholderCount }, (_, index) => (
        // Keyed by position in the whole list: when a page arrives its titles take these cells as new
        // elements, and the placeholders of the page after are new ones further down (none of them moves).
        <li
          key={`placeholder-${titles.length + index}`}
          ref={index === 0 ? placeholderRef : undefined}
          className={styles.item}
          aria-hidden="true"
        >
          <SkeletonCard />
        </li>
      ))}
    </ul>
  );
}

/**
 * A card's shape while its title loads: the poster's box, and under it a block as high as a card's text (a name
 * of two lines and the year), so that a row keeps its height when the titles replace the placeholders.
 */
function SkeletonCard() {
  return (
    <>
      <div className={styles.skeletonPoster} />
      <div className={styles.skeletonText}>
        <div className={styles.skeletonLine} />
        <div className={`${styles.skeletonLine} ${styles.short}`} />
      </div>
    </>
  );
}

/** Placeholder cards while the first page loads: the same boxes, so nothing moves when the titles arrive. */
export function TitleListSkeleton({
  count,
  layout,
  listRef,
}: {
  count: number;
  layout: 'grid' | 'row';
  /** A row measures its placeholders as it will its titles: its scroll arrows are there from the start. */
  listRef?: Ref<HTMLUListElement>;
}) {
  return (
    <ul ref={listRef} className={layout === 'grid' ? styles.grid : styles.row} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.item}>
          <SkeletonCard />
        </li>
      ))}
    </ul>
  );
}
