import type { ReactNode, Ref } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language, TitleSummary } from '@filmhyllan/contract';
import { displayName, displayNameLanguage } from '../display-name';
import { formatDay } from '@/lib/format';
import { TitleCard } from './title-card';
import styles from './title-list.module.css';

/** Where a title's card leads; undefined makes the card a plain poster. */
export type TitleHref = (title: TitleSummary) => string | undefined;

/** The line under a card's name: the coming date of an announced title, else the year. */
export function useCardMeta(): (title: TitleSummary) => ReactNode {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  return (title) =>
    title.coming_on ? (
      <span className={styles.coming}>{t('coming_on', { date: formatDay(title.coming_on, lang) })}</span>
    ) : (
      (title.year ?? '')
    );
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
            name={displayName(title, lang, inSeries ? 'inSeries' : 'full')}
            nameLang={displayNameLanguage(title, lang)}
            meta={meta(title)}
            href={href(title)}
            priority={index < priorityCount}
            current={title.id === currentId}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while the first page loads: the same boxes, so nothing moves when the titles arrive. */
export function TitleListSkeleton({ count, layout }: { count: number; layout: 'grid' | 'row' }) {
  return (
    <ul className={layout === 'grid' ? styles.grid : styles.row} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.item}>
          <div className={styles.skeletonPoster} />
          <div className={styles.skeletonLine} />
          <div className={`${styles.skeletonLine} ${styles.short}`} />
        </li>
      ))}
    </ul>
  );
}
