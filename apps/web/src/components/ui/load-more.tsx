import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Button } from '@/components/ui/button';
import { useInView } from '@/lib/use-in-view';
import styles from './load-more.module.css';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Titles shown so far and in all, for the 'Showing 24 of 261' line. */
  shown: number;
  count: number;
  /** Changes when a page has arrived: the observer looks again. */
  pageCount: number;
  /**
   * What comes near the viewport to load the next page (the list's placeholders for it); by default this bar.
   * Only one observer may ask: a second fetchNextPage while one is loading would start it again.
   */
  watch?: RefObject<Element | null> | undefined;
}

/**
 * The end of a paged list (All titles, search, My titles): the next page loads by itself when this comes near the
 * viewport (infinite scroll), and the button does the same for keyboards, screen readers and browsers without
 * IntersectionObserver. Gone once everything is loaded.
 */
export function LoadMore({ hasMore, loading, onLoadMore, shown, count, pageCount, watch }: LoadMoreProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const progress = useRef<HTMLParagraphElement>(null);
  // Set by a press of the button: when the last page arrives the button goes, and its focus moves to the line
  // that says how many are shown instead of falling to the page. Pages loaded by scrolling move no focus.
  const pressed = useRef(false);
  useLayoutEffect(() => {
    if (hasMore || !pressed.current) return;
    pressed.current = false;
    progress.current?.focus();
  }, [hasMore]);
  const loadMore = (): void => {
    if (loading) return;
    pressed.current = true;
    onLoadMore();
  };
  useInView(watch ?? ref, () => !loading && onLoadMore(), {
    enabled: hasMore && !loading,
    resetKey: pageCount,
  });
  if (count === 0) return null;
  return (
    <div ref={ref} className={styles.bar}>
      <p ref={progress} tabIndex={-1} className={styles.progress}>
        {t('titles_shown_of', { shown: String(shown), count })}
      </p>
      {hasMore && (
        // aria-disabled, not disabled: a disabled button would drop the keyboard focus while the page loads.
        <Button onClick={loadMore} aria-disabled={loading || undefined}>
          {loading ? t('loading') : t('show_more')}
        </Button>
      )}
    </div>
  );
}
