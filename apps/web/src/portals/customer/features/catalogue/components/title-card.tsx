import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TitleSummary } from '@filmhyllan/contract';
import type { PosterLayout } from '@filmhyllan/contract/client';
import { useFavouriteLibrary } from '../favourite-library';
import { FavouriteToggle } from './favourite-toggle';
import { Poster } from './poster';
import styles from './title-card.module.css';

export interface TitleCardProps {
  title: Pick<TitleSummary, 'id' | 'poster_url' | 'is_favourite'> &
    Partial<Pick<TitleSummary, 'poster_images'>>;
  /** The display name, already by the display-name rule. */
  name: string;
  /** The name's language when it is not the page's (an English name on a Swedish page). */
  nameLang?: string | undefined;
  /** Under the name: the year, or the coming date. */
  meta?: ReactNode;
  /** The title page; without it the card is not a link. */
  href?: string | undefined;
  priority?: boolean;
  /** The list's layout, which decides how wide the poster is drawn (a grid's card by default). */
  posterLayout?: PosterLayout | undefined;
  /** Marks the card of the page being shown (an episode list, for example). */
  current?: boolean;
  /**
   * The library a favourite is added from; by default the page's (FavouriteLibraryProvider). The card has no
   * favourite toggle when neither names one.
   */
  favouriteLibraryId?: number | undefined;
}

/**
 * A title in a list: poster, name and a line under it, and the favourite toggle over the poster. The link sits
 * on the name, so its accessible name is just the title's; it stretches over the whole card so the poster is
 * clickable too, and the focus ring goes round the whole card. The toggle sits above the stretched link.
 */
export function TitleCard({
  title,
  name,
  nameLang,
  meta,
  href,
  priority,
  posterLayout,
  current,
  favouriteLibraryId,
}: TitleCardProps) {
  const pageLibraryId = useFavouriteLibrary();
  const libraryId = favouriteLibraryId ?? pageLibraryId;
  return (
    <div className={`${styles.card} ${href ? styles.linked : ''}`}>
      <Poster
        titleId={title.id}
        src={title.poster_url}
        images={title.poster_images}
        layout={posterLayout}
        name={name}
        priority={priority ?? false}
      />
      <div className={styles.text}>
        <p className={styles.name} lang={nameLang}>
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
      {libraryId !== undefined && (
        <FavouriteToggle title={title} name={name} libraryId={libraryId} variant="icon" />
      )}
    </div>
  );
}
