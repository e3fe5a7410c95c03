import { useRef, type RefObject } from 'react';
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
 * The end of a paged list: the next page loads by itself when this comes near the viewport (infinite
 * scroll), and the button does the same for keyboards, screen readers and browsers without
 * IntersectionObserver. Gone once everything is loaded.
 */
export function LoadMore({ hasMore, loading, onLoadMore, shown, count, pageCount, watch }: LoadMoreProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useInView(watch ?? ref, () => !loading && onLoadMore(), {
    enabled: hasMore && !loading,
    resetKey: pageCount,
  });
  if (count === 0) return null;
  return (
    <div ref={ref} className={styles.bar}>
      <p className={styles.progress}>{t('titles_shown_of', { shown: String(shown), count })}</p>
      {hasMore && (
        // aria-disabled, not disabled: a disabled button would drop the keyboard focus while the page loads.
        <Button onClick={() => !loading && onLoadMore()} aria-disabled={loading || undefined}>
          {loading ? t('loading') : t('show_more')}
        </Button>
      )}
    </div>
  );
}
