import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { TitleSummary } from '@filmhyllan/contract';
import { closeAccountModal, getAccountModal } from '@/lib/account-modal';
import { resetSessionForTests } from '@/lib/session';
import { favouritesKey } from '../api/fetch-favourites';
import { apiServer, json, renderCatalogue, startTestSession, titleSummary } from '../catalogue-testing';
import { FavouriteLibraryProvider } from '../favourite-library';
import { TitleList } from './title-list';

const texts = {
  favourite_toggle_label: { sv: 'Favorit: {name}' },
  favourite_failed: { sv: 'Favoriten kunde inte sparas. Försök igen.' },
  add_to_favourites: { sv: 'Lägg till i favoriter' },
  remove_from_favourites: { sv: 'Ta bort från favoriter' },
};

/** A list read from the cache, as the catalogue's lists are; the title appears in two of them. */
function CachedList({ name }: { name: string }) {
  const { data } = useQuery<{ titles: TitleSummary[] }>({
    queryKey: ['catalogue', 'sv', 'test-list', name],
    enabled: false,
  });
  return (
    <section aria-label={name}>
      {data && <TitleList titles={data.titles} href={(t) => `/sv/library/1/title/${t.id}`} layout="grid" />}
    </section>
  );
}

async function setup({ loggedIn = true, favouriteId = null as number | null } = {}) {
  await startTestSession(fetchMock, loggedIn);
  const rendered = await renderCatalogue(
    <FavouriteLibraryProvider value={1}>
      <CachedList name="Alla titlar" />
      <CachedList name="Nya titlar" />
    </FavouriteLibraryProvider>,
    {
      texts,
      prefill: (queryClient) => {
        queryClient.setQueryData(['catalogue', 'sv', 'test-list', 'Alla titlar'], {
          titles: [titleSummary(6), titleSummary(7, { name: 'Arvet i Göteborg', is_favourite: favouriteId })],
        });
        queryClient.setQueryData(['catalogue', 'sv', 'test-list', 'Nya titlar'], {
          titles: [titleSummary(7, { name: 'Arvet i Göteborg', is_favourite: favouriteId })],
        });
        queryClient.setQueryData(favouritesKey('sv'), { favourites: [] });
      },
    },
  );
  const toggle = (list: string) =>
    within(screen.getByRole('region', { name: list })).getByRole('button', {
      name: 'Favorit: Arvet i Göteborg',
    });
  return { ...rendered, toggle };
}

const fetchMock = vi.fn<typeof fetch>();
/** Calls of one API path, with their parameters. */
const callsTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(path))
    .map(([, init]) => new URLSearchParams(String(init?.body)));

function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  closeAccountModal();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('FavouriteToggle', () => {
  it('flips the title at once in every list, before the server answers, then keeps its favourite id', async () => {
    const answer = deferred();
    const { toggle, queryClient } = await setup();
    fetchMock.mockImplementation(apiServer({ '/user/favourite/add_favourite': () => answer.promise }));
    expect(toggle('Alla titlar').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle('Alla titlar'));

    // The server has not answered yet.
    await waitFor(() => expect(toggle('Alla titlar').getAttribute('aria-pressed')).toBe('true'));
    expect(toggle('Nya titlar').getAttribute('aria-pressed')).toBe('true');
    // The other title on the page is not touched.
    expect(screen.getByRole('button', { name: 'Favorit: Titel 6' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await waitFor(() => expect(callsTo('/add_favourite')).toHaveLength(1));
    expect(callsTo('/add_favourite')[0]?.get('title_id')).toBe('7');
    expect(callsTo('/add_favourite')[0]?.get('library_id')).toBe('1');

    await act(async () => {
      answer.resolve(json(200, { success: true, favourite: { id: 61, title_id: 7, library_id: 1 } }));
    });
    await waitFor(() =>
      expect(
        queryClient.getQueryData<{ titles: TitleSummary[] }>(['catalogue', 'sv', 'test-list', 'Nya titlar'])
          ?.titles[0]?.is_favourite,
      ).toBe(61),
    );
    expect(toggle('Nya titlar').getAttribute('aria-pressed')).toBe('true');
    // The favourites list will load again when shown.
    expect(queryClient.getQueryState(favouritesKey('sv'))?.isInvalidated).toBe(true);
  });

  it('removes a favourite from every list, and ignores a second click while the call runs', async () => {
    const answer = deferred();
    const { toggle } = await setup({ favouriteId: 40 });
    fetchMock.mockImplementation(apiServer({ '/user/favourite/remove_favourite': () => answer.promise }));
    expect(toggle('Nya titlar').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(toggle('Nya titlar'));
    await waitFor(() => expect(toggle('Alla titlar').getAttribute('aria-pressed')).toBe('false'));
    fireEvent.click(toggle('Alla titlar'));
    expect(toggle('Alla titlar').getAttribute('aria-pressed')).toBe('false');

    await act(async () => answer.resolve(json(200, { success: true })));
    await waitFor(() => expect(callsTo('/remove_favourite')).toHaveLength(1));
    expect(callsTo('/add_favourite')).toHaveLength(0);
    expect(toggle('Alla titlar').getAttribute('aria-pressed')).toBe('false');
  });

  it('puts the old state back everywhere and says so beside the button when the server refuses', async () => {
    const answer = deferred();
    const { toggle, errors } = await setup();
    fetchMock.mockImplementation(apiServer({ '/user/favourite/add_favourite': () => answer.promise }));

    fireEvent.click(toggle('Alla titlar'));
    await waitFor(() => expect(toggle('Nya titlar').getAttribute('aria-pressed')).toBe('true'));
    await act(async () =>
      answer.resolve(json(404, { success: false, error: { code: 'TITLE_NOT_FOUND', message: 'no' } })),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Favoriten kunde inte sparas. Försök igen.');
    expect(within(screen.getByRole('region', { name: 'Alla titlar' })).getByRole('alert')).toBe(alert);
    expect(toggle('Alla titlar').getAttribute('aria-pressed')).toBe('false');
    expect(toggle('Nya titlar').getAttribute('aria-pressed')).toBe('false');
    // A 4xx is explained here, not in the global popup.
    expect(errors.getState().popup).toBeNull();
  });

  it('puts the old state back after a server error, which opens the global error popup instead', async () => {
    const answer = deferred();
    const { toggle, errors } = await setup({ favouriteId: 40 });
    fetchMock.mockImplementation(apiServer({ '/user/favourite/remove_favourite': () => answer.promise }));

    fireEvent.click(toggle('Alla titlar'));
    await waitFor(() => expect(toggle('Nya titlar').getAttribute('aria-pressed')).toBe('false'));
    await act(async () =>
      answer.resolve(json(500, { success: false, error: { code: 'INTERNAL_ERROR', message: 'boom' } })),
    );

    await waitFor(() => expect(errors.getState().popup).toMatchObject({ kind: 'error', status: 500 }));
    await waitFor(() => expect(toggle('Alla titlar').getAttribute('aria-pressed')).toBe('true'));
    expect(toggle('Nya titlar').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the login modal for a logged-out patron, and calls nothing', async () => {
    const { toggle } = await setup({ loggedIn: false });
    fetchMock.mockImplementation(apiServer({}));
    expect(getAccountModal().modal).toBe('closed');

    fireEvent.click(toggle('Alla titlar'));

    expect(getAccountModal().modal).toBe('login');
    expect(toggle('Alla titlar').getAttribute('aria-pressed')).toBe('false');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/user/favourite/'))).toEqual([]);
  });

  it('is left out where the page has no library to add from', async () => {
    await startTestSession(fetchMock, true);
    await renderCatalogue(<CachedList name="Kommande titlar" />, {
      texts,
      prefill: (queryClient) =>
        queryClient.setQueryData(['catalogue', 'sv', 'test-list', 'Kommande titlar'], {
          titles: [titleSummary(7)],
        }),
    });
    expect(screen.getByRole('link', { name: 'Titel 7' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
