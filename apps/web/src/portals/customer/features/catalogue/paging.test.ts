import { describe, expect, it } from 'vitest';
import type { PagedTitles, TitleSummary } from '@filmhyllan/contract';
import { TITLES_PAGE_SIZE } from '@filmhyllan/contract/client';
import { titleSummary } from '@/test-support/fixtures';
import { emptyTitleList, nextPageParam, reducePage, titleListFromPages } from './paging';

const title = (id: number): TitleSummary => titleSummary(id, { age_rating: 7 });
const page = (ids: number[], count: number): PagedTitles => ({ titles: ids.map(title), count });
const ids = (state: { titles: TitleSummary[] }) => state.titles.map((t) => t.id);

describe('reducePage', () => {
  it('lets the first page replace the list and later pages append', () => {
    const first = reducePage({ ...emptyTitleList, titles: [title(99)] }, 1, page([1, 2], 5));
    expect(ids(first)).toEqual([1, 2]);
    expect(first).toMatchObject({ count: 5, anyTitlesLoaded: true });
    const second = reducePage(first, 2, page([3, 4], 5));
    expect(ids(second)).toEqual([1, 2, 3, 4]);
    // A new search or filter starts at page 1 again: the old titles go.
    expect(ids(reducePage(second, 1, page([7], 1)))).toEqual([7]);
  });

  it('sets anyTitlesLoaded to false on an empty page and keeps what it has', () => {
    const state = reducePage(reducePage(emptyTitleList, 1, page([1, 2], 2)), 2, page([], 2));
    expect(ids(state)).toEqual([1, 2]);
    expect(state.anyTitlesLoaded).toBe(false);
    expect(reducePage(emptyTitleList, 1, page([], 0)).anyTitlesLoaded).toBe(false);
  });

  it('does not repeat a title that moved to the next page', () => {
    const state = reducePage(reducePage(emptyTitleList, 1, page([1, 2, 3], 6)), 2, page([3, 4, 5], 6));
    expect(ids(state)).toEqual([1, 2, 3, 4, 5]);
  });

  it('adds up the pages useInfiniteQuery holds', () => {
    const state = titleListFromPages([page([1, 2], 3), page([3], 3)], [1, 2]);
    expect(ids(state)).toEqual([1, 2, 3]);
    expect(state.count).toBe(3);
    expect(titleListFromPages([], [])).toEqual(emptyTitleList);
  });
});

describe('nextPageParam', () => {
  const fullPage = (from: number, count: number) =>
    page(
      Array.from({ length: TITLES_PAGE_SIZE }, (_, i) => from + i),
      count,
    );

  it('asks for the next page while titles are missing', () => {
    const first = fullPage(1, 100);
    expect(nextPageParam(first, [first], 1)).toBe(2);
    const second = fullPage(1 + TITLES_PAGE_SIZE, 100);
    expect(nextPageParam(second, [first, second], 2)).toBe(3);
  });

  it('stops after an empty page', () => {
    const empty = page([], 100);
    expect(nextPageParam(empty, [fullPage(1, 100), empty], 2)).toBeUndefined();
  });

  it('stops after a short page: it was the last', () => {
    const short = page([1, 2], 100);
    expect(nextPageParam(short, [short], 1)).toBeUndefined();
  });

  it('stops once every matching title is loaded', () => {
    const only = fullPage(1, TITLES_PAGE_SIZE);
    expect(nextPageParam(only, [only], 1)).toBeUndefined();
  });
});
