import { useDeferredValue, useRef, type ReactNode } from 'react';
import { TITLES_PAGE_SIZE } from '@filmhyllan/contract/client';
import type { useTitles } from '../api/get-titles';
import { InlineError } from './inline-error';
import { LoadMore } from '@/components/ui/load-more';
import { TitleList, TitleListSkeleton, type TitleHref } from './title-list';
import styles from './paged-title-list.module.css';

interface PagedTitleListProps {
  /** The pages of titles (All titles with its filters, or a search). */
  titles: ReturnType<typeof useTitles>;
  titleHref: TitleHref;
  /** Shown when the answer has no titles. */
  empty: ReactNode;
}

/**
 * A list of titles page by page: placeholders while the first page loads, a retry when it fails, the titles
 * (dimmed while those of newer filters or a newer search load) with the next page's placeholders after them,
 * then "load more" with a retry of its own.
 */
export function PagedTitleList({ titles, titleHref, empty }: PagedTitleListProps) {
  const nextPageStart = useRef<HTMLLIElement>(null);
  // Cards are built in a deferred render that React can interrupt, not in the query's update (one long task).
  const list = useDeferredValue(titles.data);
  if (titles.isError && !list) return <InlineError onRetry={() => void titles.refetch()} />;
  if (!list) return <TitleListSkeleton count={TITLES_PAGE_SIZE / 2} layout="grid" />;
  if (list.titles.length === 0) return empty;
  const morePages = titles.hasNextPage && !titles.isFetchNextPageError;
  // Not from a previous filter's or search's list (dimmed meanwhile): its next page is of no use.
  const hasMore = morePages && !titles.isPlaceholderData;
  // The next page's cards, drawn before it loads (it starts loading as they come near): the patron scrolls
  // into placeholders that become titles, not to the footer that the titles would push away.
  const placeholders = morePages
    ? Math.max(0, Math.min(TITLES_PAGE_SIZE, list.count - list.titles.length))
    : 0;
  return (
    <>
      <div
        className={titles.isPlaceholderData ? styles.stale : undefined}
        aria-busy={titles.isPlaceholderData}
      >
        <TitleList
          titles={list.titles}
          href={titleHref}
          layout="grid"
          priorityCount={6}
          placeholderCount={placeholders}
          placeholderRef={nextPageStart}
        />
      </div>
      {titles.isFetchNextPageError && <InlineError onRetry={() => void titles.fetchNextPage()} />}
      <LoadMore
        hasMore={hasMore}
        loading={titles.isFetchingNextPage}
        onLoadMore={() => void titles.fetchNextPage()}
        shown={list.titles.length}
        count={list.count}
        pageCount={list.titles.length}
        // The placeholders' start, or the bar itself when there are none (a count the pages disagree with).
        watch={placeholders > 0 ? nextPageStart : undefined}
      />
    </>
  );
}
