import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TitleSummary } from '@filmhyllan/contract';
import { Poster } from './poster';
import styles from './title-card.module.css';

export interface TitleCardProps {
  title: Pick<TitleSummary, 'id' | 'poster_url'>;
  /** The display name, already by the display-name rule. */
  name: string;
  /** Under the name: the year, or the coming date. */
  meta?: ReactNode;
  /** The title page; without it the card is not a link. */
  href?: string | undefined;
  priority?: boolean;
  /** Marks the card of the page being shown (an episode list, for example). */
  current?: boolean;
}

/**
 * A title in a list: poster, name and a line under it. The link sits on the name, so its accessible name is
 * just the title's; it stretches over the whole card so the poster is clickable too, and the focus ring goes
 * round the whole card.
 */
export function TitleCard({ title, name, meta, href, priority, current }: TitleCardProps) {
  return (
    <div className={`${styles.card} ${href ? styles.linked : ''}`}>
      <Poster titleId={title.id} src={title.poster_url} name={name} priority={priority ?? false} />
      <div className={styles.text}>
        <p className={styles.name}>
          {href ? (
            <Link to={href} className={styles.link} aria-current={current ? 'page' : undefined}>
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        {meta && <p className={styles.meta}>{meta}</p>}
      </div>
    </div>
  );
}
