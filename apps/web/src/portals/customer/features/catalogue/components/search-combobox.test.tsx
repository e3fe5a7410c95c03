import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router';
import type { PagedTitles, SearchSuggestion } from '@filmhyllan/contract';
import { configureApiClient } from '@/lib/api-client';
import { json } from '@/test-support/fixtures';
import { customerSite, renderWithProviders } from '@/test-support/render';
import { SearchTitles, SEARCH_DEBOUNCE_MS } from './search-titles';
import { eventually, pause } from '@/test-support/fake-clock';

const suggestions: SearchSuggestion[] = [
  { kind: 'title', id: 122, name: 'Lofoten', title_id: 122 },
  { kind: 'series', id: 7, name: 'Lofotfiske', title_id: 140 },
  { kind: 'person', id: 3, name: 'Lo Forsberg', title_id: null },
];

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

const fetchMock = vi.fn<typeof fetch>();
const paramsOf = (url: unknown) => new URL(String(url), 'http://test').searchParams;
const titleSearches = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('get_titles'))
    .map(([url]) => paramsOf(url).get('search'));

async function renderSearch() {
  await renderWithProviders(
    <Routes>
      <Route
        path="/:lang/library/:libraryId/search"
        element={<SearchTitles libraryId={1} titleHref={(t) => `/sv/library/1/title/${t.id}`} />}
      />
      <Route path="*" element={<CurrentUrl />} />
    </Routes>,
    {
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      site: customerSite(),
      route: { url: '/sv/library/1/search' },
    },
  );
  return screen.getByRole('combobox') as HTMLInputElement;
}

/** Types `text` and waits until the suggestions are listed. */
async function typeAndList(box: HTMLInputElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  await eventually(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
}

describe('SearchCombobox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ baseUrl: '/api', session: () => undefined });
    fetchMock.mockImplementation((url) => {
      const params = paramsOf(url);
      if (String(url).includes('get_search_suggestions'))
        return Promise.resolve(
          json(200, { suggestions: params.get('search') === 'lofo' ? suggestions : [] }),
        );
      const search = params.get('search') ?? '';
      const answer: PagedTitles & { did_you_mean: string | null } =
        search === 'lofotttenn'
          ? { titles: [], count: 0, did_you_mean: 'Lofoten' }
          : { titles: [], count: 0, did_you_mean: null };
      return Promise.resolve(json(200, answer));
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('is an ARIA combobox whose list of suggestions is announced and chosen from by keyboard', async () => {
    const box = await renderSearch();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    await typeAndList(box, 'lofo');
    const sent = paramsOf(fetchMock.mock.calls.find(([url]) => String(url).includes('suggestions'))![0]);
    expect(Object.fromEntries(sent)).toMatchObject({ library_id: '1', locale: 'sv', search: 'lofo' });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Lofotensearch_suggestion_title',
      'Lofotfiskesearch_suggestion_series',
      'Lo Forsbergsearch_suggestion_person',
    ]);
    expect(screen.getByText('search_suggestions_count')).toBeTruthy();
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    // Past the last option the text alone has the focus again; up from there is the last option.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);

    // Escape closes the list and keeps the text; ArrowDown opens it again.
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('lofo');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);

    // Enter opens the chosen suggestion: a series opens its page of seasons and episodes.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await eventually(() => expect(screen.getByTestId('url').textContent).toBe('/sv/library/1/series/7'));
  });

  it('opens a title page, or a person as All titles filtered by them', async () => {
    let box = await renderSearch();
    await typeAndList(box, 'lofo');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await eventually(() => expect(screen.getByTestId('url').textContent).toBe('/sv/library/1/title/122'));
    cleanup();

    box = await renderSearch();
    await typeAndList(box, 'lofo');
    fireEvent.click(screen.getByRole('option', { name: /Lo Forsberg/ }));
    await eventually(() =>
      expect(screen.getByTestId('url').textContent).toBe(
        '/sv/library/1/all?person=3&person_name=Lo+Forsberg',
      ),
    );
  });

  it('leaves Enter to the search when no suggestion is chosen, and lists nothing for one character', async () => {
    const box = await renderSearch();
    await typeAndList(box, 'lofo');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.queryByTestId('url')).toBeNull();
    fireEvent.change(box, { target: { value: 'l' } });
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers "Did you mean" for a search that found nothing, and searches it when chosen', async () => {
    const box = await renderSearch();
    fireEvent.change(box, { target: { value: 'lofotttenn' } });
    await pause(SEARCH_DEBOUNCE_MS);
    const correction = await vi.waitUntil(() => screen.queryByRole('button', { name: 'Lofoten' }), {
      timeout: 2000,
    });
    expect(screen.getByText('search_did_you_mean', { exact: false })).toBeTruthy();
    fireEvent.click(correction);
    expect(box.value).toBe('Lofoten');
    await pause(SEARCH_DEBOUNCE_MS);
    await eventually(() => expect(titleSearches()).toEqual(['lofotttenn', 'Lofoten']));
  });
});
