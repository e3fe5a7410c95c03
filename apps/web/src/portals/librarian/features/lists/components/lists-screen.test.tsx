import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LibrarianList } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { ListsScreen } from './lists-screen';

const texts = {
  list_dates: { sv: 'Datum' },
  list_always: { sv: 'Alltid' },
  list_shown_now: { sv: 'Visas nu' },
  list_not_shown_now: { sv: 'Visas inte nu' },
  list_title_count: { sv: 'Titlar' },
  list_move_up: { sv: 'Flytta upp {name}' },
  list_move_down: { sv: 'Flytta ned {name}' },
  list_edit: { sv: 'Ändra {name}' },
  list_delete: { sv: 'Ta bort {name}' },
  list_delete_confirm: { sv: 'Ta bort listan {name}?' },
  list_delete_yes: { sv: 'Ta bort' },
  list_cancel: { sv: 'Avbryt' },
  list_deleted: { sv: 'Listan är borttagen.' },
  list_new: { sv: 'Ny lista' },
};

const list = (id: number, heading: string, extra: Partial<LibrarianList> = {}): LibrarianList => ({
  list_id: id,
  heading_sv: heading,
  heading_no: '',
  heading_fi: '',
  heading_en: '',
  starts_on: null,
  ends_on: null,
  position: id,
  in_schedule: true,
  titles: [{ id: 100 + id, name: `Film ${id}`, series: false, lent: true }],
  ...extra,
});

const lists = [
  list(1, 'Vinter', { starts_on: '2026-12-01', ends_on: '2027-02-28', in_schedule: false }),
  list(2, 'Deckare'),
  list(3, 'Dokumentärer', { starts_on: '2026-11-01' }),
];

const fetchMock = vi.fn<typeof fetch>();
const calls = (endpoint: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(`/librarian/librarian/${endpoint}`))
    .map(([, init]) => new URLSearchParams(String(init?.body)));

beforeEach(() => {
  stubApi(fetchMock);
  fetchMock.mockResolvedValue(json(200, { success: true }));
});
afterEach(() => restoreFetch(fetchMock));

const setup = () =>
  renderWithProviders(<ListsScreen lists={lists} libraryId={1} countryIso="se" language="sv" />, {
    texts,
  });

describe('ListsScreen', () => {
  it('shows each list with its dates as days of the page language, or Always', async () => {
    await setup();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h2')?.textContent)).toEqual([
      'Vinter',
      'Deckare',
      'Dokumentärer',
    ]);
    expect(items[0]!.textContent).toContain('Visas inte nu · Datum: 1 december 2026 – 28 februari 2027');
    expect(items[1]!.textContent).toContain('Visas nu · Datum: Alltid · Titlar: 1');
    expect(items[2]!.textContent).toContain('Datum: 1 november 2026 – …');
  });

  it('moves a list down and up by sending the whole new order, and offers no move off either end', async () => {
    await setup();
    expect(screen.getByRole('button', { name: 'Flytta upp Vinter' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Flytta ned Dokumentärer' })).toHaveProperty('disabled', true);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Flytta ned Vinter' })));
    await waitFor(() => expect(calls('reorder_lists')).toHaveLength(1));
    expect(calls('reorder_lists')[0]?.get('list_ids')).toBe('[2,1,3]');
    await act(
      async () => void fireEvent.click(screen.getByRole('button', { name: 'Flytta upp Dokumentärer' })),
    );
    await waitFor(() => expect(calls('reorder_lists')).toHaveLength(2));
    expect(calls('reorder_lists')[1]?.get('list_ids')).toBe('[1,3,2]');
  });

  it('deletes only after the confirmation, then says so and returns the focus to New list', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Ta bort Deckare' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Ta bort listan Deckare?' });
    expect(calls('delete_list')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(confirm.isConnected).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Ta bort Deckare' }));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Ta bort' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Listan är borttagen.'));
    expect(calls('delete_list').map((body) => body.get('list_id'))).toEqual(['2']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ny lista' }));
  });
});
