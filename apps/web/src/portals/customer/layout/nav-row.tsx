import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { useScrollEdges } from '@/lib/use-scroll-edges';
import styles from './nav-row.module.css';

/** Room kept between a link brought into view and the row's edge, where the fade and the arrow are. */
const EDGE_ROOM = 48;

/** Brings a link into the row's view horizontally, clear of the edge's fade; the page itself does not move. */
function bringIntoRow(list: HTMLElement, link: HTMLElement): void {
  const row = list.getBoundingClientRect();
  const item = link.getBoundingClientRect();
  if (item.right > row.right - EDGE_ROOM) list.scrollLeft += item.right - row.right + EDGE_ROOM;
  else if (item.left < row.left + EDGE_ROOM) list.scrollLeft -= row.left + EDGE_ROOM - item.left;
}

/**
 * The customer header's nav row. On a phone its links may not all fit: the row scrolls sideways, a fade at a cut
 * edge and an arrow button there say so, and both go when there is nothing more that way. An arrow moves the
 * focus to the first link cut on its side, which brings it into view (keyboard and screen-reader users land on
 * what they asked to see; tabbing through the links scrolls the row as well). On every navigation the current
 * page's link is brought into view.
 */
export function NavRow({
  label,
  contentKey,
  children,
}: {
  label: string;
  /** Names what the row holds (its items, their language): a change measures the row again. */
  contentKey: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const scroll = useScrollEdges<HTMLUListElement>(`${contentKey}|${pathname}`);
  const cutEnd = scroll.overflows && !scroll.atEnd;
  const cutStart = scroll.overflows && !scroll.atStart;

  useEffect(() => {
    const list = scroll.ref.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current) bringIntoRow(list, current);
  }, [pathname, scroll.ref]);

  /** Focuses the first link cut at the end (1) or the last cut at the start (-1). */
  const reveal = (direction: 1 | -1) => {
    const list = scroll.ref.current;
    if (!list) return;
    const row = list.getBoundingClientRect();
    // Links hidden at this width (the search icon on a phone) have no box.
    const links = [...list.querySelectorAll<HTMLElement>('a')].filter(
      (link) => link.getBoundingClientRect().width > 0,
    );
    const cut = (link: HTMLElement) => {
      const box = link.getBoundingClientRect();
      return direction === 1 ? box.right > row.right - EDGE_ROOM : box.left < row.left + EDGE_ROOM;
    };
    const target = direction === 1 ? links.find(cut) : links.reverse().find(cut);
    if (!target) return scroll.by(direction);
    target.focus({ preventScroll: true });
    bringIntoRow(list, target);
  };

  return (
    <nav className={styles.nav} aria-label={label}>
      <ul
        ref={scroll.ref}
        className={`${styles.list} ${cutStart ? styles.fadeStart : ''} ${cutEnd ? styles.fadeEnd : ''}`}
      >
        {children}
      </ul>
      {cutStart && (
        <button
          type="button"
          className={`${styles.arrow} ${styles.arrowStart}`}
          aria-label={t('nav_scroll_back')}
          onClick={() => reveal(-1)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      )}
      {cutEnd && (
        <button
          type="button"
          className={`${styles.arrow} ${styles.arrowEnd}`}
          aria-label={t('nav_scroll_more')}
          onClick={() => reveal(1)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      )}
    </nav>
  );
}
