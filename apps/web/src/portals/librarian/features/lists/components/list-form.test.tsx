import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LibrarianList } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { ListForm } from './list-form';

const texts = {
  list_heading_sv: { sv: 'Rubrik på svenska' },
  list_heading_en: { sv: 'Rubrik på engelska' },
  list_starts_on: { sv: 'Visas från' },
  list_ends_on: { sv: 'Visas till och med' },
  list_titles: { sv: 'Titlar och serier' },
  list_title_search: { sv: 'Sök titel' },
  list_title_add: { sv: 'Lägg till {name}' },
  list_title_remove: { sv: 'Ta bort {name}' },
  list_save: { sv: 'Spara listan' },
  list_heading_required: { sv: 'Skriv en rubrik på bibliotekets språk.' },
  list_dates_reversed: { sv: 'Slutdagen får inte vara före startdagen.' },
  list_titles_required: { sv: 'Välj minst en titel.' },
  form_not_sent: { sv: 'Formuläret skickades inte' },
  error_list_titles_not_lent: { sv: 'Biblioteket lånar inte ut några av titlarna.' },
};

const stored: LibrarianList = {
  list_id: 7,
  heading_sv: 'Vinter',
  heading_no: '',
  heading_fi: '',
  heading_en: '',
  starts_on: '2026-12-01',
  ends_on: null,
  position: 1,
  in_schedule: false,
  titles: [{ id: 103, name: 'Håkans resa', series: false, lent: true }],
};

const fetchMock = vi.fn<typeof fetch>();
const saves = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/librarian/librarian/save_list'))
    .map(([, init]) => new URLSearchParams(String(init?.body)));

async function setup(list: LibrarianList | null, onDone = vi.fn()) {
  await renderWithProviders(
    <ListForm list={list} libraryId={1} requiredHeading="sv" language="sv" onDone={onDone} />,
    { texts },
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const save = () =>
    act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Spara listan' })));
  return { type, save, onDone };
}

beforeEach(() => stubApi(fetchMock));
afterEach(() => restoreFetch(fetchMock));

describe('ListForm', () => {
  it('names a missing heading, reversed dates and no titles before sending anything', async () => {
    const { type, save } = await setup(null);
    type('Visas från', '2026-12-10');
    type('Visas till och med', '2026-12-01');
    await save();
    const summary = await screen.findByRole('group', { name: 'Formuläret skickades inte' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('link', { name: /Rubrik på svenska: Skriv en rubrik/ })).toBeTruthy();
    expect(within(summary).getByRole('link', { name: /Visas till och med: Slutdagen/ })).toBeTruthy();
    expect(
      within(summary).getByRole('link', { name: /Titlar och serier: Välj minst en titel/ }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Rubrik på svenska').getAttribute('aria-invalid')).toBe('true');
    expect(saves()).toHaveLength(0);
  });

  it('adds a series found by search and sends the picks in order as save_list takes them', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('get_search_suggestions')
        ? json(200, {
            suggestions: [
              { kind: 'series', id: 1, name: 'Hamnen', title_id: 111 },
              { kind: 'person', id: 3, name: 'Hamnén', title_id: null },
            ],
          })
        : json(200, { success: true, list: { ...stored, titles: [] } }),
    );
    const { type, save, onDone } = await setup(stored);
    type('Sök titel', 'hamn');
    const add = await screen.findByRole('button', { name: /Lägg till Hamnen/ });
    // People are not offered: a list holds titles and series.
    expect(screen.queryByRole('button', { name: /Hamnén/ })).toBeNull();
    fireEvent.click(add);
    type('Rubrik på engelska', 'Winter');
    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    const [body] = saves();
    expect(body?.get('list_id')).toBe('7');
    expect(body?.get('title_ids')).toBe('[103,111]');
    expect(body?.get('heading_sv')).toBe('Vinter');
    expect(body?.get('heading_en')).toBe('Winter');
    expect(body?.get('starts_on')).toBe('2026-12-01');
  });

  it("shows the server's refusal in the summary and stays open", async () => {
    fetchMock.mockResolvedValue(
      json(409, {
        success: false,
        error: { code: 'LIST_TITLES_NOT_LENT', message: 'not lent', details: { title_ids: [103] } },
      }),
    );
    const { save, onDone } = await setup(stored);
    await save();
    const summary = await screen.findByRole('group', { name: 'Formuläret skickades inte' });
    expect(summary.textContent).toContain('Biblioteket lånar inte ut några av titlarna.');
    expect(saves()).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
    // Removing a title takes it off the list the next save sends.
    fireEvent.click(screen.getByRole('button', { name: 'Ta bort Håkans resa' }));
    expect(screen.queryByRole('button', { name: 'Ta bort Håkans resa' })).toBeNull();
  });
});
