import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import type { PagedTitles } from '@filmhyllan/contract';
import { configureApiClient } from '@/lib/api-client';
import { json, titleSummary } from '@/test-support/fixtures';
import { customerSite, renderWithProviders } from '@/test-support/render';
import { normaliseSearch, SEARCH_DEBOUNCE_MS, SearchTitles } from './search-titles';
import { eventually, pause } from '@/test-support/fake-clock';

const page = (search: string): PagedTitles => ({
  titles: [titleSummary(1, { name: `Träff för ${search}`, age_rating: 7 })],
  count: 1,
});

/** The search texts sent to get_titles, in order. */
const searchesOf = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://test').searchParams.get('search'));

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

async function renderSearch(initialUrl = '/sv/library/1/search') {
  await renderWithProviders(
    <>
      <SearchTitles libraryId={1} titleHref={(t) => `/sv/library/1/title/${t.id}`} />
      <CurrentUrl />
      <Link to="/sv/library/1/search">new search</Link>
    </>,
    {
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      site: customerSite(),
      route: { url: initialUrl, path: '/:lang/library/:libraryId/search' },
    },
  );
  return screen.getByRole('combobox');
}

describe('SearchTitles', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // fetchMock sees get_titles; suggestions while typing (search-combobox.test.tsx) answer none here.
    vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) =>
      String(url).includes('get_search_suggestions')
        ? Promise.resolve(json(200, { suggestions: [] }))
        : fetchMock(url, init),
    );
    configureApiClient({ baseUrl: '/api', session: () => undefined });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('waits for a pause in typing and then sends one search, sorted asc, with the text in ?q=', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(json(200, page(new URL(String(url), 'http://test').searchParams.get('search') ?? ''))),
    );
    const box = await renderSearch();
    expect(screen.getByText('search_start_typing')).toBeTruthy();
    for (const text of ['n', 'no', 'nor', 'nord', 'norde', 'norden', 'nordens']) {
      fireEvent.change(box, { target: { value: text } });
      await pause(30);
    }
    expect(fetchMock).not.toHaveBeenCalled();
    await pause(SEARCH_DEBOUNCE_MS - 31);
    expect(fetchMock).not.toHaveBeenCalled();
    await pause(1);
    await eventually(() => expect(screen.getByRole('link', { name: 'Träff för nordens' })).toBeTruthy());
    expect(searchesOf(fetchMock)).toEqual(['nordens']);
    const sent = new URL(String(fetchMock.mock.calls[0]![0]), 'http://test').searchParams;
    expect(sent.get('sort')).toBe('asc');
    expect(sent.get('library_id')).toBe('1');
    await eventually(() =>
      expect(screen.getByTestId('url').textContent).toBe('/sv/library/1/search?q=nordens'),
    );
  });

  it('aborts the request a newer search text supersedes', async () => {
    const aborted: string[] = [];
    fetchMock.mockImplementation((url, init) => {
      const search = new URL(String(url), 'http://test').searchParams.get('search') ?? '';
      if (search !== 'slow') return Promise.resolve(json(200, page(search)));
      // The slow search never answers by itself; it ends when its signal aborts.
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted.push(search);
          reject(new DOMException('Aborted', 'AbortError'));
        });
      });
    });
    const box = await renderSearch();
    fireEvent.change(box, { target: { value: 'slow' } });
    await pause(SEARCH_DEBOUNCE_MS);
    await eventually(() => expect(searchesOf(fetchMock)).toEqual(['slow']));
    fireEvent.change(box, { target: { value: 'fast' } });
    await pause(SEARCH_DEBOUNCE_MS);
    await eventually(() => expect(screen.getByRole('link', { name: 'Träff för fast' })).toBeTruthy());
    expect(aborted).toEqual(['slow']);
    expect(searchesOf(fetchMock)).toEqual(['slow', 'fast']);
  });

  it('starts from the ?q= of the URL and sends nothing for one character', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, page('fjord'))));
    const box = await renderSearch('/sv/library/1/search?q=fjord');
    expect((box as HTMLInputElement).value).toBe('fjord');
    await eventually(() => expect(searchesOf(fetchMock)).toEqual(['fjord']));
    fireEvent.change(box, { target: { value: 'f' } });
    await pause(SEARCH_DEBOUNCE_MS + 50);
    expect(searchesOf(fetchMock)).toEqual(['fjord']);
    expect(screen.getByText('search_start_typing')).toBeTruthy();
  });

  it('keeps typing across its own URL updates, and empties the box for a new search from outside', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(json(200, page(new URL(String(url), 'http://test').searchParams.get('search') ?? ''))),
    );
    const box = (await renderSearch()) as HTMLInputElement;
    // Pauses just over the debounce: every step writes the URL while typing goes on.
    for (const text of ['no', 'nor', 'nord', 'norde', 'norden', 'nordens']) {
      fireEvent.change(box, { target: { value: text } });
      await pause(SEARCH_DEBOUNCE_MS + 20);
      expect(box.value).toBe(text);
    }
    await eventually(() =>
      expect(screen.getByTestId('url').textContent).toBe('/sv/library/1/search?q=nordens'),
    );
    fireEvent.click(screen.getByRole('link', { name: 'new search' }));
    await eventually(() => expect(box.value).toBe(''));
    expect(screen.getByTestId('url').textContent).toBe('/sv/library/1/search');
  });

  it('normalises what it sends', () => {
    expect(normaliseSearch('  Nordens   ljus ')).toBe('Nordens ljus');
    expect(normaliseSearch('x'.repeat(300))).toHaveLength(200);
  });
});
