import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiServer, json, renderCatalogue, startTestSession, titleSummary } from '../catalogue-testing';
import { SelectedTitles } from './selected-titles';
import { stubFetchInEachTest } from '@/test-support/session';

const texts = {
  new_titles: { sv: 'Nya titlar' },
  library_picks: { sv: 'Bibliotekets val' },
  see_all: { sv: 'Visa alla' },
  see_all_in: { sv: 'Visa alla i {name}' },
  selected_titles: { sv: 'Utvalda titlar' },
  title_count: { sv: '{count, plural, one {# titel} other {# titlar}}' },
};

const fetchMock = vi.fn<typeof fetch>();
const queriesTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(path))
    .map(([url]) => new URL(String(url), 'http://test').searchParams);

async function show(url: string) {
  await startTestSession(fetchMock, false);
  fetchMock.mockImplementation(
    apiServer({
      '/library/title/get_selected_titles': () =>
        json(200, { selectedTitles: [titleSummary(1)], newTitles: [titleSummary(20), titleSummary(21)] }),
      '/library/theme/get_themes': () => json(200, { themes: [], count: 0 }),
      '/library/title/get_new_titles': () =>
        json(200, {
          titles: [
            titleSummary(30, { name: 'Kommer snart', coming_on: '2026-12-24' }),
            titleSummary(20, { name: 'Ny i veckan' }),
            titleSummary(21, { name: 'Ny förra veckan' }),
          ],
        }),
    }),
  );
  await renderCatalogue(
    <SelectedTitles
      libraryId={1}
      titleHref={(t) => `/sv/library/1/title/${t.id}`}
      heading={<h1>Utvalda titlar</h1>}
    />,
    { url, path: '/:lang/library/:libraryId/selected', texts },
  );
}

stubFetchInEachTest(fetchMock);

describe('SelectedTitles: the new titles in full', () => {
  it("the new titles row's 'see all' opens the new titles, not the upcoming titles", async () => {
    await show('/sv/library/1/selected');
    const link = await screen.findByRole('link', { name: 'Visa alla i Nya titlar' });
    expect(link.getAttribute('href')).toBe('/sv/library/1/selected?see_all=new');
  });

  it("lists the library's new titles from get_new_titles (library_id, 50), without the announced ones", async () => {
    await show('/sv/library/1/selected?see_all=new');
    expect(screen.getByRole('heading', { level: 1, name: 'Nya titlar' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ny i veckan' })).toBeTruthy());
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Ny i veckan', 'Ny förra veckan']);
    expect(screen.getByText('2 titlar')).toBeTruthy();

    const [query] = queriesTo('/get_new_titles');
    expect(query?.get('library_id')).toBe('1');
    expect(query?.get('num_titles')).toBe('50');
    expect(query?.get('country_iso')).toBe('se');
    // The overview's calls are not made for a see-all list.
    expect(queriesTo('/get_selected_titles')).toHaveLength(0);
  });
});
