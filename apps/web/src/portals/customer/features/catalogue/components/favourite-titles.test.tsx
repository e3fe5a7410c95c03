import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiServer, json, renderCatalogue, startTestSession, titleSummary } from '../catalogue-testing';
import { FavouriteTitles } from './favourite-titles';
import { stubFetchInEachTest } from '@/test-support/session';

const texts = {
  favourites: { sv: 'Favoriter' },
  favourites_empty: { sv: 'Du har inga favoriter ännu.' },
  favourite_toggle_label: { sv: 'Favorit: {name}' },
};

const favourites = [
  { id: 41, title_id: 100, library_id: 3, title: titleSummary(100, { name: 'Isen', is_favourite: 41 }) },
  { id: 40, title_id: 110, library_id: 5, title: titleSummary(110, { name: 'Arvet', is_favourite: 40 }) },
];

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(path))
    .map(
      ([url, init]) =>
        new URLSearchParams(
          init?.method === 'POST' ? String(init.body) : new URL(String(url), 'http://t').search,
        ),
    );

async function setup(list: typeof favourites) {
  await startTestSession(fetchMock, true);
  fetchMock.mockImplementation(
    apiServer({
      '/user/favourite/fetch_favourite': () => json(200, { favourites: list }),
      '/user/favourite/remove_favourite': () => json(200, { success: true }),
      '/user/favourite/add_favourite': (params) =>
        json(200, {
          success: true,
          favourite: {
            id: 77,
            title_id: Number(params.get('title_id')),
            library_id: Number(params.get('library_id')),
          },
        }),
    }),
  );
  return renderCatalogue(<FavouriteTitles />, { url: '/sv/profile', path: '/:lang/profile', texts });
}

stubFetchInEachTest(fetchMock);

describe('FavouriteTitles', () => {
  it('lists the favourites as cards that open the title in the library it was added from', async () => {
    await setup(favourites);
    expect(screen.getByRole('heading', { level: 2, name: 'Favoriter' })).toBeTruthy();
    const isen = await screen.findByRole('link', { name: 'Isen' });
    expect(isen.getAttribute('href')).toBe('/sv/library/3/title/100');
    expect(screen.getByRole('link', { name: 'Arvet' }).getAttribute('href')).toBe('/sv/library/5/title/110');
    expect(screen.getByRole('button', { name: 'Favorit: Isen' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('removes a favourite with its toggle; the card stays, unpressed, and can be added back to its library', async () => {
    await setup(favourites);
    const toggle = await screen.findByRole('button', { name: 'Favorit: Arvet' });

    fireEvent.click(toggle);

    await waitFor(() => expect(callsTo('/remove_favourite')).toHaveLength(1));
    expect(callsTo('/remove_favourite')[0]?.get('title_id')).toBe('110');
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    // Still on the list, the same button (focus stays on it): the list is not reloaded under the patron's hands.
    expect(toggle.isConnected).toBe(true);
    expect(screen.getByRole('link', { name: 'Arvet' })).toBeTruthy();
    expect(callsTo('/fetch_favourite')).toHaveLength(1);

    fireEvent.click(toggle);
    await waitFor(() => expect(callsTo('/add_favourite')).toHaveLength(1));
    expect(callsTo('/add_favourite')[0]?.get('library_id')).toBe('5');
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
  });

  it('says so when there are none', async () => {
    await setup([]);
    expect(await screen.findByText('Du har inga favoriter ännu.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
