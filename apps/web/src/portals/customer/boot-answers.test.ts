import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { answerKey, bootCalls } from '@filmhyllan/contract/client';
import { configureApiClient } from '@/lib/api-client';
import { fetchTitles } from './features/catalogue/api/get-titles';
import { fetchTitle } from './features/catalogue/api/get-title';
import { filterOptionsQueryOptions } from './features/catalogue/api/get-filter-options';
import { libraryQueryOptions } from './features/libraries/api/get-library';
import { FIRST_PAGE } from './features/catalogue/paging';
import { emptyFilters } from './features/catalogue/title-filters';

/**
 * The server writes a library page's first answers into the page by the calls the contract's bootCalls names;
 * the screens must make exactly those calls, or each answer is missed and fetched again. Each boot answer here
 * is a marker: a screen's call that gets its marker back made the same call, and no request goes out.
 */
function answerEveryBootCall(path: string, search = '') {
  const answers = new Map(
    bootCalls('customer', 'sv', 'se', path, search).map(({ route, fields }) => {
      const key = answerKey(route.path, Object.entries(fields));
      return [key, { marker: route.path }];
    }),
  );
  configureApiClient({ answers, session: () => ({ sessionid: 'sid', csrftoken: 'csrf' }) });
  return answers;
}

const context = { signal: new AbortController().signal } as QueryFunctionContext<readonly unknown[], never>;
const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new Error('no request may go out')));
vi.stubGlobal('fetch', fetchMock);

afterEach(() => {
  configureApiClient({ answers: new Map() });
  fetchMock.mockClear();
});

describe('the boot answers of a library page', () => {
  it('are the calls All titles without filters makes: the library, the first page and the filter options', async () => {
    const answers = answerEveryBootCall('/sv/library/7/all');
    const query = { libraryId: 7, country: 'se' as const, language: 'sv' as const, filters: emptyFilters };
    expect(await libraryQueryOptions(7).queryFn!(context as never)).toEqual({
      marker: '/library/library/get_library',
    });
    expect(await fetchTitles(query, FIRST_PAGE)).toEqual({ marker: '/library/title/get_titles' });
    expect(await filterOptionsQueryOptions(7, 'sv').queryFn!(context as never)).toEqual({
      marker: '/library/title/get_filter_options',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    // Every library-page answer was taken (the translations, configuration and libraries are the layout's).
    expect(
      [...answers.keys()].filter((key) => key.startsWith('/library/title') || key.includes('get_library')),
    ).toEqual([]);
  });

  it('are the calls a title page makes: the library and the title', async () => {
    answerEveryBootCall('/sv/library/7/title/42');
    expect(await fetchTitle({ titleId: 42, libraryId: 7, language: 'sv' })).toEqual({
      marker: '/library/title/get_title',
    });
    expect(await libraryQueryOptions(7).queryFn!(context as never)).toEqual({
      marker: '/library/library/get_library',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leave a filtered list to the page', () => {
    const answers = answerEveryBootCall('/sv/library/7/all', 'genres=%5B19%5D');
    expect([...answers.keys()].some((key) => key.startsWith('/library/title/get_titles?'))).toBe(false);
  });
});
