import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { LibrarianTitle } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { librarianTitlesKey, useLibrarianTitles, type LibrarianCatalogue } from '../api/get-librarian-titles';
import { librarianTitle } from '../titles-fixtures';
import { MyTitles, TITLES_PAGE_SIZE } from './my-titles';

const episode = (id: number, number: number, extra: Partial<LibrarianTitle> = {}) =>
  librarianTitle(id, `Avsnitt ${number}`, {
    kind: 'episode',
    group_id: 40,
    group_name: 'Norrvik',
    season: 1,
    episode: number,
    genre_ids: [7],
    ...extra,
  });

const catalogue: LibrarianCatalogue = {
  titles: [
    librarianTitle(1, 'Örnen', {
      genre_ids: [3],
      price_cents: 2550,
      loans_this_month: 4,
      loans_total: 1234,
    }),
    librarianTitle(2, 'Allt flyter', { genre_ids: [3, 7], excluded: true }),
    episode(11, 1),
    episode(12, 2),
    episode(13, 3, { excluded: true }),
  ],
  count: 3,
  genres: [
    { id: 7, name: 'Drama' },
    { id: 3, name: 'Action' },
  ],
};

const texts = {
  title_in_catalogue_toggle: { sv: 'I katalogen: {title}' },
  title_count: { sv: '{count, plural, one {# titel} other {# titlar}}' },
  filter_genres: { sv: 'Genre' },
  all_genres: { sv: 'Alla genrer' },
  title_state: { sv: 'Visa' },
  title_state_all: { sv: 'Alla titlar' },
  title_state_included: { sv: 'I katalogen' },
  title_state_excluded: { sv: 'Borttagna ur katalogen' },
  title_excluded_badge: { sv: 'Borttagen ur katalogen' },
  opens_in_new_tab: { sv: 'öppnas i en ny flik' },
  episode_exclude_title: { sv: 'Ta bort avsnittet ur katalogen' },
  episode_choice_one: { sv: 'Bara det här avsnittet' },
  episode_choice_series: { sv: 'Hela serien ({count} avsnitt)' },
  cancel: { sv: 'Avbryt' },
  title_exclude_failed: { sv: '”{title}” kunde inte tas bort ur katalogen. {reason}' },
  title_include_failed: { sv: '”{title}” kunde inte läggas tillbaka i katalogen. {reason}' },
  error_title_not_found: { sv: 'Titeln finns inte.' },
  marc_download: { sv: 'Ladda ner MARC-poster' },
  catalogue_column_loans_this_month: { sv: 'Lån den här månaden' },
  statistics_total_loans: { sv: 'Totalt antal lån' },
  titles_shown_of: { sv: 'Visar {shown} av {count}' },
  show_more: { sv: 'Visa fler' },
};

const fetchMock = vi.fn<typeof fetch>();

/** What the fetch mock was sent for one API path: the query string of a GET, the form of a POST. */
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://test').pathname === `/api${path}`)
    .map(([url, init]) =>
      init?.method === 'POST'
        ? new URLSearchParams(String(init.body))
        : new URL(String(url), 'http://test').searchParams,
    );
const exclusionCalls = () => sent('/librarian/librarian/set_title_excluded');

/** A response the test sends when it chooses, to see the screen while the call is under way. */
function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

/** My titles as the page shows it: from the cached get_librarian_titles answer, which the toggles change. */
function Screen() {
  const titles = useLibrarianTitles();
  return titles.data ? <MyTitles catalogue={titles.data} currency="SEK" libraryId={5} language="sv" /> : null;
}

async function setup(data: LibrarianCatalogue = catalogue) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(librarianTitlesKey, data);
  await renderWithProviders(<Screen />, { texts, queryClient });
  return { queryClient };
}

/** A click, and the optimistic change it starts (which waits for running catalogue loads to stop). */
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));

const toggle = (name: string) =>
  screen.getByRole('switch', { name: `I katalogen: ${name}` }) as HTMLInputElement;
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').querySelector('a')?.firstChild?.textContent);

beforeEach(() => stubApi(fetchMock));

afterEach(() => {
  restoreFetch(fetchMock);
  vi.restoreAllMocks();
});

describe('My titles', () => {
  it("links each title to its page in the library's catalogue, with its price and loans", async () => {
    await setup();
    const link = screen.getByRole('link', { name: /^Örnen\s*\(öppnas i en ny flik\)$/ });
    expect(link.getAttribute('href')).toBe('/sv/library/5/title/1');
    expect(link.getAttribute('target')).toBe('_blank');
    const row = link.closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]?.textContent?.replace(/\s/g, ' ')).toBe('25,50 kr');
    expect(cells[2]?.textContent).toBe('4');
    expect(cells[2]?.getAttribute('data-label')).toBe('Lån den här månaden');
    expect(cells[3]?.textContent?.replace(/\s/g, ' ')).toBe('1 234');
    expect(cells[3]?.getAttribute('data-label')).toBe('Totalt antal lån');
  });

  it('draws the first titles and as many more at each "Show more"; a filter starts again from the top', async () => {
    const films = Array.from({ length: 2 * TITLES_PAGE_SIZE + 20 }, (_, i) =>
      librarianTitle(1000 + i, `Film ${String(i).padStart(3, '0')}`, { genre_ids: i % 2 === 0 ? [3] : [7] }),
    );
    await setup({ ...catalogue, titles: films, count: films.length });
    const total = films.length;
    // Role queries are slow on a table this long: the rows' title links are read directly.
    const drawn = () =>
      [...document.querySelectorAll('tbody tr th a')].map((link) => link.firstChild?.textContent);
    const moreButton = () => screen.queryByText('Visa fler', { selector: 'button' });
    expect(drawn()).toEqual(films.slice(0, TITLES_PAGE_SIZE).map((film) => film.name));
    expect(screen.getByText(`Visar ${TITLES_PAGE_SIZE} av ${total}`)).toBeTruthy();

    await click(moreButton()!);
    expect(drawn()).toHaveLength(2 * TITLES_PAGE_SIZE);
    // The last page: the button goes, and its focus moves to the line that says how many are shown.
    moreButton()!.focus();
    await click(moreButton()!);
    expect(drawn()).toHaveLength(total);
    expect(moreButton()).toBeNull();
    expect(document.activeElement?.textContent).toBe(`Visar ${total} av ${total}`);

    // A genre filter draws its first titles again.
    fireEvent.change(screen.getByLabelText('Genre'), { target: { value: '3' } });
    expect(drawn()).toHaveLength(TITLES_PAGE_SIZE);
    expect(screen.getByText(`Visar ${TITLES_PAGE_SIZE} av ${total / 2}`)).toBeTruthy();
  });

  it('shows excluded titles too, marked and switched off', async () => {
    await setup();
    expect(rowNames()).toEqual(['Allt flyter', 'Avsnitt 1', 'Avsnitt 2', 'Avsnitt 3', 'Örnen']);
    expect(toggle('Allt flyter').checked).toBe(false);
    expect(toggle('Örnen').checked).toBe(true);
    expect(toggle('Avsnitt 3 (Norrvik S1E3)').checked).toBe(false);
    expect(screen.getAllByText('Borttagen ur katalogen')).toHaveLength(2);
  });

  it('filters by genre and by whether patrons see the title, and says how many are shown', async () => {
    await setup();
    const genre = screen.getByLabelText('Genre') as HTMLSelectElement;
    expect([...genre.options].map((option) => option.text)).toEqual(['Alla genrer', 'Action', 'Drama']);
    fireEvent.change(genre, { target: { value: '3' } });
    expect(rowNames()).toEqual(['Allt flyter', 'Örnen']);
    expect(screen.getByRole('status').textContent).toBe('2 titlar');

    fireEvent.change(screen.getByLabelText('Visa'), { target: { value: 'excluded' } });
    expect(rowNames()).toEqual(['Allt flyter']);
    fireEvent.change(genre, { target: { value: '' } });
    expect(rowNames()).toEqual(['Allt flyter', 'Avsnitt 3']);
    fireEvent.change(screen.getByLabelText('Visa'), { target: { value: 'included' } });
    expect(rowNames()).toEqual(['Avsnitt 1', 'Avsnitt 2', 'Örnen']);
    expect(screen.getByRole('status').textContent).toBe('3 titlar');
  });

  it('takes a film out at once, sends set_title_excluded, and keeps the answer', async () => {
    const answer = deferred();
    fetchMock.mockReturnValueOnce(answer.promise);
    const { queryClient } = await setup();
    await click(toggle('Örnen'));
    // Before the server has answered.
    await waitFor(() => expect(toggle('Örnen').checked).toBe(false));
    expect(queryClient.getQueryData<LibrarianCatalogue>(librarianTitlesKey)?.count).toBe(2);
    await waitFor(() => expect(exclusionCalls()).toHaveLength(1));
    const [body] = exclusionCalls();
    expect(Object.fromEntries(body ?? [])).toMatchObject({ title_id: '1', excluded: '1', series: '0' });
    await act(async () => answer.resolve(json(200, { success: true, excluded: true, title_ids: [1] })));
    expect(toggle('Örnen').checked).toBe(false);
    expect(
      within(toggle('Örnen').closest('tr') as HTMLElement).getByText('Borttagen ur katalogen'),
    ).toBeTruthy();
  });

  it('puts the title back and says why when the change fails', async () => {
    const answer = deferred();
    fetchMock.mockReturnValueOnce(answer.promise);
    const { queryClient } = await setup();
    await click(toggle('Allt flyter'));
    await waitFor(() => expect(toggle('Allt flyter').checked).toBe(true));
    await act(async () =>
      answer.resolve(json(404, { success: false, error: { code: 'TITLE_NOT_FOUND', message: 'gone' } })),
    );
    await waitFor(() => expect(toggle('Allt flyter').checked).toBe(false));
    expect(
      screen
        .getByText('”Allt flyter” kunde inte läggas tillbaka i katalogen. Titeln finns inte.')
        .getAttribute('role'),
    ).toBe('alert');
    expect(queryClient.getQueryData<LibrarianCatalogue>(librarianTitlesKey)).toEqual(catalogue);
  });

  it('asks for an episode whether the whole series goes, and changes every episode of it', async () => {
    const answer = deferred();
    fetchMock.mockReturnValueOnce(answer.promise);
    await setup();
    fireEvent.click(toggle('Avsnitt 1 (Norrvik S1E1)'));
    const dialog = screen.getByRole('dialog', { name: 'Ta bort avsnittet ur katalogen' });
    expect(toggle('Avsnitt 1 (Norrvik S1E1)').checked).toBe(true);
    expect(exclusionCalls()).toHaveLength(0);
    await click(within(dialog).getByRole('button', { name: 'Hela serien (3 avsnitt)' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Every episode at once, before the answer.
    await waitFor(() => expect(toggle('Avsnitt 1 (Norrvik S1E1)').checked).toBe(false));
    expect(toggle('Avsnitt 2 (Norrvik S1E2)').checked).toBe(false);
    expect(toggle('Örnen').checked).toBe(true);
    await waitFor(() => expect(exclusionCalls()).toHaveLength(1));
    expect(Object.fromEntries(exclusionCalls()[0] ?? [])).toMatchObject({
      title_id: '11',
      excluded: '1',
      series: '1',
    });
    await act(async () =>
      answer.resolve(json(200, { success: true, excluded: true, title_ids: [11, 12, 13] })),
    );
    for (const name of ['Avsnitt 1 (Norrvik S1E1)', 'Avsnitt 2 (Norrvik S1E2)', 'Avsnitt 3 (Norrvik S1E3)']) {
      expect(toggle(name).checked).toBe(false);
    }
  });

  it('changes only the episode when asked, and nothing when cancelled', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, excluded: true, title_ids: [12] }));
    await setup();
    fireEvent.click(toggle('Avsnitt 2 (Norrvik S1E2)'));
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle('Avsnitt 2 (Norrvik S1E2)').checked).toBe(true);
    expect(exclusionCalls()).toHaveLength(0);

    fireEvent.click(toggle('Avsnitt 2 (Norrvik S1E2)'));
    await click(screen.getByRole('button', { name: 'Bara det här avsnittet' }));
    await waitFor(() => expect(toggle('Avsnitt 2 (Norrvik S1E2)').checked).toBe(false));
    expect(toggle('Avsnitt 1 (Norrvik S1E1)').checked).toBe(true);
    await waitFor(() => expect(exclusionCalls()).toHaveLength(1));
    expect(Object.fromEntries(exclusionCalls()[0] ?? [])).toMatchObject({ title_id: '12', series: '0' });
  });

  it('downloads the MARC records in the format chosen, under the name the server gives', async () => {
    const marc = '00123nam a2200049 a 4500';
    fetchMock.mockResolvedValueOnce(
      new Response(marc, {
        status: 200,
        headers: {
          'Content-Type': 'application/marc',
          'Content-Disposition': 'attachment; filename="filmhyllan-5.mrc"',
        },
      }),
    );
    const objectUrl = vi.fn((blob: Blob) => (blob.size > 0 ? 'blob:marc' : 'blob:empty'));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }));
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    await setup();
    const group = screen.getByRole('group', { name: 'Ladda ner MARC-poster' });
    fireEvent.click(within(group).getByRole('button', { name: 'ISO 2709' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:marc', download: 'filmhyllan-5.mrc' }]));
    expect(sent('/librarian/librarian/export_marc').map((params) => params.get('format'))).toEqual([
      'iso2709',
    ]);
    expect(await (objectUrl.mock.calls[0]?.[0] as Blob).text()).toBe(marc);
  });
});
