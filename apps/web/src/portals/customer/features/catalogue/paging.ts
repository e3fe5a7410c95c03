import type { PagedTitles, TitleSummary } from '@filmhyllan/contract';
import { TITLES_PAGE_SIZE } from '@filmhyllan/contract/client';

/**
 * Paging of title lists (spec section 4): the first page replaces the list, later pages append, and an empty
 * page sets anyTitlesLoaded to false, which stops loading. TanStack's useInfiniteQuery keeps the pages; these
 * pure functions decide what they add up to and whether another page is asked for.
 */

export const FIRST_PAGE = 1;

export interface TitleListState {
  titles: TitleSummary[];
  /** Matching titles on all pages, as the last page answered. */
  count: number;
  /** False once a page came back empty: there is nothing more to load. */
  anyTitlesLoaded: boolean;
  /** A search's "Did you mean" (get_titles did_you_mean), as its first page answered. */
  didYouMean?: string | null;
}

export const emptyTitleList: TitleListState = { titles: [], count: 0, anyTitlesLoaded: true };

/** One page into the list. A title already listed (the catalogue changed between pages) is not repeated. */
export function reducePage(state: TitleListState, page: number, result: PagedTitles): TitleListState {
  if (page === FIRST_PAGE) {
    const first = { titles: result.titles, count: result.count, anyTitlesLoaded: result.titles.length > 0 };
    return 'did_you_mean' in result ? { ...first, didYouMean: result.did_you_mean as string | null } : first;
  }
  if (result.titles.length === 0) return { ...state, count: result.count, anyTitlesLoaded: false };
  const seen = new Set(state.titles.map((title) => title.id));
  return {
    titles: [...state.titles, ...result.titles.filter((title) => !seen.has(title.id))],
    count: result.count,
    anyTitlesLoaded: true,
  };
}

/** The list the pages loaded so far add up to. */
export function titleListFromPages(
  pages: readonly PagedTitles[],
  pageParams: readonly unknown[],
): TitleListState {
  return pages.reduce<TitleListState>(
    (state, result, index) => reducePage(state, Number(pageParams[index] ?? index + FIRST_PAGE), result),
    emptyTitleList,
  );
}

/**
 * The page to ask for next, or undefined to stop: after an empty page (anyTitlesLoaded false), after a page
 * shorter than TITLES_PAGE_SIZE (the last one), and once every matching title is there (asking on would only
 * fetch that empty page).
 */
export function nextPageParam(
  lastPage: PagedTitles,
  allPages: readonly PagedTitles[],
  lastPageParam: number,
): number | undefined {
  if (lastPage.titles.length === 0 || lastPage.titles.length < TITLES_PAGE_SIZE) return undefined;
  const loaded = allPages.reduce((sum, page) => sum + page.titles.length, 0);
  return loaded >= lastPage.count ? undefined : lastPageParam + 1;
}
